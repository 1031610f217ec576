import { reverseLookup } from './lookup.ts';

// Slices, site and platform (reference §3.7).

export const SLICE_TYPES = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3 } as const;
export type SliceType = (typeof SLICE_TYPES)[keyof typeof SLICE_TYPES];
export const SLICE_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(SLICE_TYPES);
export const SLICE_TYPE_NAMES = {
  COVER_PAGE: 'cover-page', LOCK_SCREEN: 'lock-screen', POPUP_OVERLAY: 'popup-overlay',
} as const satisfies Record<keyof typeof SLICE_TYPES, string>;

export const SITE_STATUSES = {
  EXPIRED: 1, PASTDUE: 2, TRIAL: 3, BETA: 4, REMOVED: 5, INTERNAL: 6, COMPED: 7, PAID: 8, V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12, RESOLD: 13, RESOLD_GRACE_PERIOD: 14, ENTERPRISE: 15,
} as const;
export type SiteStatus = (typeof SITE_STATUSES)[keyof typeof SITE_STATUSES];
export const SITE_STATUS_BY_CODE = /*#__PURE__*/ reverseLookup(SITE_STATUSES);

export const SITE_TYPES = { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 } as const;
export type SiteType = (typeof SITE_TYPES)[keyof typeof SITE_TYPES];
export const SITE_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(SITE_TYPES);

export const PLATFORM_VERSIONS = ['7', '7.1', '8'] as const;
export type PlatformVersion = (typeof PLATFORM_VERSIONS)[number];

export const BACKGROUND_MODES = { NONE: 1, BLACK: 2, WHITE: 3 } as const;
export type BackgroundMode = (typeof BACKGROUND_MODES)[keyof typeof BACKGROUND_MODES];
export const BACKGROUND_MODE_BY_CODE = /*#__PURE__*/ reverseLookup(BACKGROUND_MODES);

/** Popup and info bar style: none 1, show 2. */
export const POPUP_STYLES = { NONE: 1, SHOW: 2 } as const;
export type PopupStyle = (typeof POPUP_STYLES)[keyof typeof POPUP_STYLES];
export const POPUP_STYLE_BY_CODE = /*#__PURE__*/ reverseLookup(POPUP_STYLES);

export const MOBILE_INFO_BAR_STYLES = { NONE: 1, LIGHT: 2, DARK: 3 } as const;
export type MobileInfoBarStyle = (typeof MOBILE_INFO_BAR_STYLES)[keyof typeof MOBILE_INFO_BAR_STYLES];
export const MOBILE_INFO_BAR_STYLE_BY_CODE = /*#__PURE__*/ reverseLookup(MOBILE_INFO_BAR_STYLES);

export const CONTENT_GENERATOR_TYPES = { DEFAULT: 0, ICON: 1 } as const;
export type ContentGeneratorType = (typeof CONTENT_GENERATOR_TYPES)[keyof typeof CONTENT_GENERATOR_TYPES];
export const CONTENT_GENERATOR_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(CONTENT_GENERATOR_TYPES);

export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];
/** Fluid engine breakpoints; the pixel bounds are in constants.ts (FLUID_BREAKPOINT_PX). */
export const FLUID_BREAKPOINTS = ['mobile', 'desktop'] as const;
export type FluidBreakpoint = (typeof FLUID_BREAKPOINTS)[number];

/** TOP, CENTER, BOTTOM each combined with LEFT, CENTER, RIGHT. */
export const ANCHOR_VERTICAL = ['TOP', 'CENTER', 'BOTTOM'] as const;
export const ANCHOR_HORIZONTAL = ['LEFT', 'CENTER', 'RIGHT'] as const;
export const ANCHOR_POSITIONS = [
  'TOP_LEFT', 'TOP_CENTER', 'TOP_RIGHT',
  'CENTER_LEFT', 'CENTER_CENTER', 'CENTER_RIGHT',
  'BOTTOM_LEFT', 'BOTTOM_CENTER', 'BOTTOM_RIGHT',
] as const satisfies readonly `${(typeof ANCHOR_VERTICAL)[number]}_${(typeof ANCHOR_HORIZONTAL)[number]}`[];
export type AnchorPosition = (typeof ANCHOR_POSITIONS)[number];

/** Popup overlay keys in local storage. */
export const POPUP_OVERLAY_STORAGE_KEYS = ['date-closed', 'version', 'submitted'] as const;
export type PopupOverlayStorageKey = (typeof POPUP_OVERLAY_STORAGE_KEYS)[number];

export const NAVIGATION_NAMES = { HIDDEN: '_hidden', MEMBER_AREAS: '_memberareas' } as const;

/** Site header and footer entity; multilingual settings. */
export const HEADER_FOOTER_FIELDS = ['header', 'footer'] as const;
export const MULTILINGUAL_FIELDS = ['languages'] as const;

/** Site-user session login payload, and the field of its response. */
export const SESSION_LOGIN_FIELDS = ['email', 'password', 'rememberMe'] as const;
export const SESSION_LOGIN_RESPONSE_FIELDS = ['xsrfToken'] as const;

/** Stored session data: a value and an optional expiry timestamp, dropped on read once expired. */
export interface StoredSessionData<T = unknown> {
  value: T;
  expires?: number;
}

/** Site-context fields (visitor §3). */
export const WEBSITE_FIELDS = ['id', 'identifier', 'baseUrl', 'developerMode', 'cloneable', 'typekitId'] as const;
export const WEBSITE_SETTINGS_FIELDS = [
  'disqusShortname', 'commentsEnabled', 'popupOverlaySettings', 'mobileInfoBarSettings', 'pinterestOverlayOptions',
] as const;
export const SITE_CONTEXT_FIELDS = [
  'website', 'websiteType', 'siteStatus', 'storeSettings', 'tweakJSON', 'websiteSettings', 'authenticatedAccount',
  'websiteRoles', 'collection', 'item', 'pageType', 'cookieSettings', 'googleFonts', 'typekitFonts', 'demoCollections',
] as const;
