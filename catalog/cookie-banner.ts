// Cookie banner settings, values and defaults (reference §3.11, §5; visitor §3, §4, §5, §9).

export const COOKIE_BANNER_FIELDS = [
  'cookieBannerCtaText', 'cookieBannerCtaVariant', 'cookieBannerPosition', 'cookieBannerText', 'cookieBannerTheme',
  'cookieBannerVariant', 'cookieBannerOptOutCtaText', 'cookieBannerAcceptType', 'isCookieBannerEnabled',
  'isRestrictiveCookiePolicyEnabled', 'isVisitorDataRestricted', 'isRestrictiveCookiePolicyAbsolute',
] as const;
export type CookieBannerField = (typeof COOKIE_BANNER_FIELDS)[number];
/** Fields the component derives: the inverse of isVisitorDataRestricted, and isRestrictiveCookiePolicyEnabled. */
export const COOKIE_BANNER_COMPONENT_FIELDS = ['isActivityLogEnabled', 'isAnalyticsCookiesDisabled'] as const;

export const COOKIE_BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export type CookieBannerVariant = (typeof COOKIE_BANNER_VARIANTS)[number];
export const COOKIE_BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export type CookieBannerTheme = (typeof COOKIE_BANNER_THEMES)[number];
export const COOKIE_BANNER_CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export type CookieBannerCtaVariant = (typeof COOKIE_BANNER_CTA_VARIANTS)[number];
export const COOKIE_BANNER_ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
export type CookieBannerAcceptType = (typeof COOKIE_BANNER_ACCEPT_TYPES)[number];

export const COOKIE_BANNER_BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export type CookieBannerBarPosition = (typeof COOKIE_BANNER_BAR_POSITIONS)[number];
export const COOKIE_BANNER_POPUP_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type CookieBannerPopupPosition = (typeof COOKIE_BANNER_POPUP_POSITIONS)[number];

/** Defaults for empty or unknown settings. */
export const COOKIE_BANNER_DEFAULTS = {
  ctaText: 'Accept',
  text: 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  optOutCtaText: 'Decline',
  ctaVariant: 'ICON',
  theme: 'DARK',
  variant: 'BAR',
  acceptType: 'OPT_IN',
  popupPosition: 'bottom-left',
} as const satisfies {
  ctaVariant: CookieBannerCtaVariant;
  theme: CookieBannerTheme;
  variant: CookieBannerVariant;
  acceptType: CookieBannerAcceptType;
  popupPosition: CookieBannerPopupPosition;
} & Record<string, string>;

/** A bar position stays; a top-left or top-right popup position becomes TOP; anything else BOTTOM. */
export function barPositionFor(position: unknown): CookieBannerBarPosition {
  if (position === 'TOP' || position === 'top-left' || position === 'top-right') return 'TOP';
  return 'BOTTOM';
}

/** TOP becomes top-left and BOTTOM bottom-left; a corner stays; anything else is bottom-left. */
export function popupPositionFor(position: unknown): CookieBannerPopupPosition {
  if (position === 'TOP') return 'top-left';
  if (position === 'BOTTOM') return 'bottom-left';
  return (COOKIE_BANNER_POPUP_POSITIONS as readonly unknown[]).includes(position)
    ? (position as CookieBannerPopupPosition)
    : COOKIE_BANNER_DEFAULTS.popupPosition;
}

/** The visitor's choice is stored as one of these strings (for 30 days). */
export const COOKIE_BANNER_CHOICE_VALUES = ['true', 'false'] as const;

// Its events' names live in a module of their own: the autoloader's waiting room needs them before the
// banner's code (runtime/early-events.ts), and only them.
export { COOKIE_BANNER_EVENTS } from './cookie-banner-events.ts';
