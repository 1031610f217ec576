// Site resources (visitor §3 fonts, comments and pinterestOverlayOptions; §7 "Fonts stylesheet from a font
// service, a comment-count script from the comments provider"): the services' addresses, the Pinterest
// overlay's modes and labels, and the few warnings the spec has no wording for. The spec's own wordings
// ('Unable to load fonts', 'Requested font no longer in Typekit') stay in catalog/messages.

/** The services' addresses. `{id}` and `{shortname}` are filled in; everything else is literal. */
export const SITE_RESOURCE_DEFAULT_URLS = {
  /** Google Fonts css (v1): `?family=` the includeNames joined with '|', and `&display=swap`. */
  googleFonts: 'https://fonts.googleapis.com/css',
  /** The Typekit kit script; it defines window.Typekit. */
  typekitKit: 'https://use.typekit.net/{id}.js',
  /** Disqus's comment-count script for a site's shortname. */
  disqusCount: 'https://{shortname}.disqus.com/count.js',
  /** Pinterest's "create a pin" page, opened in a new window with url, media and description. */
  pinterestCreate: 'https://www.pinterest.com/pin/create/button/',
} as const;

export type SiteResourceUrls = { -readonly [K in keyof typeof SITE_RESOURCE_DEFAULT_URLS]: string };

/**
 * A page may set `window.SQ_SITE_RESOURCE_URLS` (before the library loads) to replace some addresses:
 * known keys with non-empty strings are taken, anything else is ignored.
 */
export function siteResourceOverrides(given: unknown): Partial<SiteResourceUrls> {
  if (typeof given !== 'object' || given === null) return {};
  const keys = Object.keys(SITE_RESOURCE_DEFAULT_URLS) as (keyof SiteResourceUrls)[];
  return Object.fromEntries(keys.flatMap((key) => {
    const value = (given as Record<string, unknown>)[key];
    return typeof value === 'string' && value !== '' ? [[key, value]] : [];
  }));
}

/**
 * The addresses the site modules use, read at the moment of loading. Tests and the demo point them at the
 * local server's fakes (/__fake/fonts.css, /__fake/typekit/{id}.js, /__fake/disqus-count.js); tests put
 * the defaults back with `Object.assign(siteResourceUrls, SITE_RESOURCE_DEFAULT_URLS)`.
 */
export const siteResourceUrls: SiteResourceUrls = {
  ...SITE_RESOURCE_DEFAULT_URLS,
  ...siteResourceOverrides((globalThis as { SQ_SITE_RESOURCE_URLS?: unknown }).SQ_SITE_RESOURCE_URLS),
};

/** The Google Fonts `display` value: text shows at once in a fallback face. */
export const GOOGLE_FONTS_DISPLAY = 'swap';

/** A Disqus shortname: letters, digits and dashes only, so it can never change the script's host. */
export const DISQUS_SHORTNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/i;

/** pinterestOverlayOptions.mode: '' and 'disabled' are off; 'hover' shows Save on hover or focus; 'always' keeps it shown. */
export const PINTEREST_OVERLAY_MODES = ['', 'disabled', 'hover', 'always'] as const;
export type PinterestOverlayMode = (typeof PINTEREST_OVERLAY_MODES)[number];
export const PINTEREST_OVERLAY_ACTIVE_MODES = ['hover', 'always'] as const satisfies readonly PinterestOverlayMode[];

/** Images smaller than this (rendered, in CSS px) in either dimension get no Save button. */
export const PINTEREST_MIN_IMAGE_PX = 100;
/** The Save button's offset from the image's top left corner, in CSS px. */
export const PINTEREST_BUTTON_OFFSET_PX = 10;
/** In 'always' mode the buttons follow their images this long after the last window resize. */
export const PINTEREST_RESIZE_DEBOUNCE_MS = 100;
/** An image inside an element with this attribute is never pinned. */
export const PINTEREST_OPT_OUT_ATTRIBUTE = 'data-sq-no-pin';

export const PINTEREST_LABELS = {
  save: 'Save',
  /** The accessible name: begins with the visible text, says where it goes and that it opens a window. */
  saveToPinterest: 'Save to Pinterest (opens in a new window)',
} as const;

export const SITE_RESOURCE_WARNINGS = {
  badDisqusShortname: (shortname: string) =>
    `Sq: the comments shortname "${shortname}" is not a valid Disqus shortname; comment counts are not loaded.`,
} as const;
