import { reverseLookup } from './lookup.ts';

// Block types, editing model A (reference §3.1). Codes 15, 34-40 and 64 are not used.
export const BLOCK_TYPES_MODEL_A = {
  NAVIGATION: 1, HTML: 2, LOGO: 3, MAP: 4, IMAGE: 5, TWITTER: 6, JOURNAL: 7, GALLERY: 8, FORM: 9, GEO: 10,
  INDEX: 11, COLLECTION_LINK: 12, LINK: 13, TAG_CLOUD: 14, COMMENTS: 16, FOLDER: 17, MENU: 18,
  SOCIAL_LINKS: 19, SUMMARY: 20, SPACER: 21, EMBED: 22, CODE: 23, FOURSQUARE: 24, INSTAGRAM: 25,
  CALENDAR: 26, POSTS_BY_AUTHOR: 27, BY_TAG: 28, BY_CATEGORY: 29, BY_MONTH: 30, QUOTE: 31, VIDEO: 32,
  SEARCH: 33, AUDIO: 41, FIVE_HUNDRED_PX: 42, PRODUCT: 43, MARKDOWN: 44, FLICKR: 45, AMAZON: 46,
  HORIZONTAL_RULE: 47, SOCIAL_ACCOUNT_LINKS: 48, RSS: 49, OPENTABLE: 50, NEWSLETTER: 51, DONATION: 52,
  BUTTON: 53, SOCIAL_ACCOUNT_LINKS_V2: 54, SUMMARY_V2: 55, SOUNDCLOUD: 56, EMAIL_FOOTER: 57,
  IN_BROWSER_MESSAGE_LINK: 58, TOUR_DATES: 59, ALBUM: 60, ARCHIVE: 61, CHART: 62, ZOLA: 63, ACUITY: 65,
  OPENTABLE_V2: 66, MEMBER_AREA: 67, TOCK: 68, ACCORDION: 69, MARQUEE: 70, SHAPE: 71,
} as const;
export type BlockTypeModelA = (typeof BLOCK_TYPES_MODEL_A)[keyof typeof BLOCK_TYPES_MODEL_A];
export const BLOCK_TYPE_MODEL_A_BY_CODE = /*#__PURE__*/ reverseLookup(BLOCK_TYPES_MODEL_A);

/** The spec's own names for model A (the key of 500px cannot start with a digit). */
export const BLOCK_TYPE_MODEL_A_LABELS = {
  1: 'navigation', 2: 'html', 3: 'logo', 4: 'map', 5: 'image', 6: 'twitter', 7: 'journal', 8: 'gallery',
  9: 'form', 10: 'geo', 11: 'index', 12: 'collection link', 13: 'link', 14: 'tag cloud', 16: 'comments',
  17: 'folder', 18: 'menu', 19: 'social links', 20: 'summary', 21: 'spacer', 22: 'embed', 23: 'code',
  24: 'foursquare', 25: 'instagram', 26: 'calendar', 27: 'posts by author', 28: 'by tag', 29: 'by category',
  30: 'by month', 31: 'quote', 32: 'video', 33: 'search', 41: 'audio', 42: '500px', 43: 'product',
  44: 'markdown', 45: 'flickr', 46: 'amazon', 47: 'horizontal rule', 48: 'social account links', 49: 'rss',
  50: 'opentable', 51: 'newsletter', 52: 'donation', 53: 'button', 54: 'social account links v2',
  55: 'summary v2', 56: 'soundcloud', 57: 'email footer', 58: 'in-browser message link', 59: 'tour dates',
  60: 'album', 61: 'archive', 62: 'chart', 63: 'zola', 65: 'acuity', 66: 'opentable v2', 67: 'member area',
  68: 'tock', 69: 'accordion', 70: 'marquee', 71: 'shape',
} as const satisfies Record<BlockTypeModelA, string>;

// Block types, editing model B (reference §3.2).
export const BLOCK_TYPES_MODEL_B = {
  HEADING: 1, SUB_HEADING: 2, BODY: 3, IMAGE: 4, GALLERY: 5, VIDEO: 6, SOCIAL_ICONS: 7, BUTTONS: 8,
  NAVIGATION: 9, CUSTOM_FORM: 10, NEWSLETTER: 11, ALBUM: 12, MAP: 13, LOGO: 14, ACTION: 15, FORM: 16,
  LOCK: 17, PASSWORD: 18, TWITTER: 19, POPUP_OVERLAY_ACTION: 20, TEMP_LOCK_INJECT: 100,
} as const;
export type BlockTypeModelB = (typeof BLOCK_TYPES_MODEL_B)[keyof typeof BLOCK_TYPES_MODEL_B];
export const BLOCK_TYPE_MODEL_B_BY_CODE = /*#__PURE__*/ reverseLookup(BLOCK_TYPES_MODEL_B);

/** Kebab-case names of model B, derived from the SCREAMING_SNAKE keys. */
export const BLOCK_TYPE_MODEL_B_NAMES = {
  HEADING: 'heading', SUB_HEADING: 'sub-heading', BODY: 'body', IMAGE: 'image', GALLERY: 'gallery',
  VIDEO: 'video', SOCIAL_ICONS: 'social-icons', BUTTONS: 'buttons', NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form', NEWSLETTER: 'newsletter', ALBUM: 'album', MAP: 'map', LOGO: 'logo',
  ACTION: 'action', FORM: 'form', LOCK: 'lock', PASSWORD: 'password', TWITTER: 'twitter',
  POPUP_OVERLAY_ACTION: 'popup-overlay-action', TEMP_LOCK_INJECT: 'temp-lock-inject',
} as const satisfies Record<keyof typeof BLOCK_TYPES_MODEL_B, string>;
export type BlockTypeModelBName = (typeof BLOCK_TYPE_MODEL_B_NAMES)[keyof typeof BLOCK_TYPE_MODEL_B_NAMES];

// Block variant types (reference §3.3).
export const BLOCK_VARIANT_TYPES = {
  GALLERY_SLIDESHOW: 1000, GALLERY_CAROUSEL: 1002, GALLERY_GRID: 1003, GALLERY_STACK: 1004,
  SUMMARY_WALL: 1005, SUMMARY_CAROUSEL: 1006, SUMMARY_LIST: 1007, SUMMARY_GRID: 1008,
  CHART_BAR: 1009, CHART_LINE: 1010, CHART_PIE: 1011,
  IMAGE_INLINE: 1012, IMAGE_POSTER: 1013, IMAGE_CARD: 1014, IMAGE_OVERLAP: 1015, IMAGE_COLLAGE: 1016,
  IMAGE_STACK: 1017, TOCK_RESERVATIONS: 1018, TOCK_EVENTS: 1019,
} as const;
export type BlockVariantType = (typeof BLOCK_VARIANT_TYPES)[keyof typeof BLOCK_VARIANT_TYPES];
export const BLOCK_VARIANT_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(BLOCK_VARIANT_TYPES);

/** Default empty block body (reference §3.7). */
export const DEFAULT_BLOCK_BODY = { raw: false, layout: { columns: 12, rows: [] } } as const;

// Decorative shapes (reference §3.7); the source list is longer ("and others").
export const SHAPES = ['circle', 'diamond', 'octagon'] as const;
export type Shape = (typeof SHAPES)[number];

// Marquee block properties (reference §3.7, visitor §3).
export const MARQUEE_PROPS = ['waveFrequency', 'waveIntensity', 'animationDirection', 'animationSpeed', 'pausedOnHover'] as const;
export type MarqueeProp = (typeof MARQUEE_PROPS)[number];
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
export type MarqueeDirection = (typeof MARQUEE_DIRECTIONS)[number];


/** States of the tween helper behind block animations (visitor §4). */
export const TWEEN_STATES = ['start', 'pause', 'resume', 'end'] as const;
export type TweenState = (typeof TWEEN_STATES)[number];
