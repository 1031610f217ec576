// Names of <sq-cookie-banner>'s own parts. The spec words the banner's texts (catalog/cookie-banner.ts,
// COOKIE_BANNER_DEFAULTS) but not the name of its region or dialog, so this wording is the library's.
export const COOKIE_BANNER_LABELS = {
  /** The accessible name of the bar (a region) and of the popup (a non-modal dialog). */
  region: 'Cookie consent',
} as const;
