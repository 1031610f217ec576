// <sq-cookie-banner>'s settings: the site context's cookieSettings overridden field by field, normalised
// exactly as visitor §5 "Cookie banner defaults" (reference §3.11, §5), and the rule for showing it
// (visitor §4 "Cookie banner"; §2: a screenshot-flagged page shows no banner).
import {
  barPositionFor, COOKIE_BANNER_ACCEPT_TYPES, COOKIE_BANNER_CTA_VARIANTS, COOKIE_BANNER_DEFAULTS, COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS, popupPositionFor, type CookieBannerAcceptType, type CookieBannerBarPosition,
  type CookieBannerCtaVariant, type CookieBannerPopupPosition, type CookieBannerTheme, type CookieBannerVariant,
} from '../../catalog/cookie-banner.ts';
import { hasText } from './rich-text.tsx';

export type RawCookieSettings = Record<string, unknown>;

export interface CookieBannerSettings {
  ctaText: string;
  /** The site owner's rich text (HTML from the server): render it with richText(), never as HTML. */
  text: string;
  optOutCtaText: string;
  ctaVariant: CookieBannerCtaVariant;
  theme: CookieBannerTheme;
  variant: CookieBannerVariant;
  acceptType: CookieBannerAcceptType;
  barPosition: CookieBannerBarPosition;
  popupPosition: CookieBannerPopupPosition;
  isCookieBannerEnabled: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
  isVisitorDataRestricted: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** Component-side: the inverse of isVisitorDataRestricted. */
  isActivityLogEnabled: boolean;
  /** Component-side: equals isRestrictiveCookiePolicyEnabled. */
  isAnalyticsCookiesDisabled: boolean;
}

const isObject = (value: unknown): value is RawCookieSettings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain object, or undefined: the `settings` attribute's and the update event's check. */
export const asSettings = (value: unknown): RawCookieSettings | undefined => (isObject(value) ? value : undefined);

/** Later sources win, field by field; a source that is not an object is skipped. */
export function mergeSettings(...sources: unknown[]): RawCookieSettings {
  return Object.assign({}, ...sources.filter(isObject)) as RawCookieSettings;
}

/** A string with something in it; anything else (missing, a number, blank) is empty. */
const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function oneOf<V extends string>(values: readonly V[], value: unknown, fallback: V): V {
  return (values as readonly unknown[]).includes(value) ? (value as V) : fallback;
}

export function normaliseCookieBannerSettings(raw: RawCookieSettings): CookieBannerSettings {
  const text = filled(raw.cookieBannerText);
  const flag = (name: string) => raw[name] === true;
  return {
    ctaText: filled(raw.cookieBannerCtaText) ?? COOKIE_BANNER_DEFAULTS.ctaText,
    // An empty paragraph ('<p></p>', '<p> </p>') has no text: it counts as empty (visitor §5).
    text: text !== null && hasText(text) ? text : COOKIE_BANNER_DEFAULTS.text,
    optOutCtaText: filled(raw.cookieBannerOptOutCtaText) ?? COOKIE_BANNER_DEFAULTS.optOutCtaText,
    ctaVariant: oneOf(COOKIE_BANNER_CTA_VARIANTS, raw.cookieBannerCtaVariant, COOKIE_BANNER_DEFAULTS.ctaVariant),
    theme: oneOf(COOKIE_BANNER_THEMES, raw.cookieBannerTheme, COOKIE_BANNER_DEFAULTS.theme),
    variant: oneOf(COOKIE_BANNER_VARIANTS, raw.cookieBannerVariant, COOKIE_BANNER_DEFAULTS.variant),
    acceptType: oneOf(COOKIE_BANNER_ACCEPT_TYPES, raw.cookieBannerAcceptType, COOKIE_BANNER_DEFAULTS.acceptType),
    barPosition: barPositionFor(raw.cookieBannerPosition),
    popupPosition: popupPositionFor(raw.cookieBannerPosition),
    isCookieBannerEnabled: flag('isCookieBannerEnabled'),
    isRestrictiveCookiePolicyEnabled: flag('isRestrictiveCookiePolicyEnabled'),
    isVisitorDataRestricted: flag('isVisitorDataRestricted'),
    isRestrictiveCookiePolicyAbsolute: flag('isRestrictiveCookiePolicyAbsolute'),
    isActivityLogEnabled: !flag('isVisitorDataRestricted'),
    isAnalyticsCookiesDisabled: flag('isRestrictiveCookiePolicyEnabled'),
  };
}

/**
 * The settings-driven rule: the banner is wanted (enabled, or a restrictive policy) and the visitor has
 * not chosen yet. A stored choice keeps it away for its 30 days; the force event brings it back.
 */
export function bannerShows(settings: CookieBannerSettings, choice: boolean | null): boolean {
  return (settings.isCookieBannerEnabled || settings.isRestrictiveCookiePolicyEnabled) && choice === null;
}

