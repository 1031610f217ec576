// Business constants and limits (reference §5, §9; visitor §4, §7, §9). Durations are in ms.

// Loading and timing
// The chunk time-out lives in its own module: dist/sq.js imports it, and whatever sq.js imports
// from a module, it carries every export of that module the element chunks use too.
export { CHUNK_LOAD_TIMEOUT_MS, IDLE_FALLBACK_MS } from './chunks.ts';
export const TRACKING_TIMEOUT_MS = 2500;
export const PROMISE_FALLBACK_MS = 50;
export const FOLLOW_WIDGET_TIMEOUT_MS = 10000;
/** The data layer retries "Unable to connect…" this often while retries remain. */
export const DATA_LAYER_RETRY_MS = 200;

// Locale and currency
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';

// Cookies and storage
export const VISITOR_RECORD_MAX_AGE_MS = 63072000000; // 2 years
export const VISIT_TOKEN_MAX_AGE_MS = 1800000; // 30 min
// The banner choice's lifetime lives with the cookie names: dist/sq.js imports it (see chunks.ts).
export { COOKIE_BANNER_CHOICE_MAX_AGE_MS } from './cookies.ts';
export const ANALYTICS_ID_COOKIE_DAYS = 390;
export const RESTRICTIVE_POLICY_CLEARED_COOKIE_COUNT = 9;
/** Popup overlay displayFrequency meaning "never again". */
export const POPUP_OVERLAY_NEVER_AGAIN = -1;
/** The mobile info bar appears only at this width or less. */
export const MOBILE_INFO_BAR_MAX_WIDTH_PX = 1024;

// Beacons, error reporting and performance
export const ERROR_REPORTING = { maxSends: 20, queueCap: 10, stackMaxChars: 5000 } as const;
export const ERROR_REPORT_DEBOUNCE_MS = 1000;
export const TRACE_FLUSH_MS = 30000;
export const PERFORMANCE = { sendDelayMs: 30000, metricWaitCapMs: 60000, settingsTimeoutMs: 30000 } as const;
/** Session recording needs the toggle on, the sampled variant true and more than this many cores. */
export const RECORDING_MIN_LOGICAL_CORES_EXCLUSIVE = 2;

// Cart and store
export const CART_COUNT_CAP = 100;
export const STORE_LIMITS = {
  maxProductPriceCents: 100000000,
  skuMaxLength: 60,
  maxIntegerPlaces: 15,
  /** The length the spec states for the supported list (it names 27 codes; see currencies.ts). */
  supportedCurrencyListLength: 26,
} as const;
/** A generated SKU is 'SQ' plus 7 digits. */
export const GENERATED_SKU = { prefix: 'SQ', digits: 7 } as const;

// Content limits (reference §5, §9)
export const CONTENT_LIMITS = {
  blocksPerLayout: 60,
  tracksPerAlbum: 60,
  userOrderableCollectionItems: 250,
  nestedCategories: 10000,
  productsPerCollection: 200,
  photoGalleryConnectorGalleries: 20,
  photoGalleryConnectorItemsPerGallery: 50,
  tagMaxLength: 50,
  categoryMaxLength: 25,
} as const;

// Files
export const BYTES_PER_MEGABYTE = 1000000;
/** The file-size formatter steps through these units by 1024. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const FILE_SIZE_STEP = 1024;

// Layout
export const MODAL_BASE_Z_INDEX = 30000;
export const LAZY_LOAD_MARGIN_PX = 200;
export const BREAKPOINTS = [800, 1024] as const;
export const DEVICE_HEIGHTS = [926, 1024, 1366] as const;
/** Fluid engine: mobile up to 432 px, desktop from 433 px; tablet is effectively disabled. */
export const FLUID_BREAKPOINT_PX = { mobileMax: 432, desktopMin: 433 } as const;
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;
export const DESIGN_TOKENS = {
  fontSizes: { min: 9.75, max: 28 },
  fontWeights: [400, 500, 600],
  radii: [0, 4, 8],
  spacing: { min: 0, max: 55 },
  durationsMs: { min: 0, max: 600 },
} as const;

// UI widgets (visitor §4, §9)
export const UI = {
  animationDefaultMs: 300,
  scaleHide: 0.94,
  tweenDefaultMs: 300,
  tooltip: { delayMs: 1200, width: 250, edgeMargin: 20 },
  confirmation: { width: 350, padding: 20, hideFallbackMs: 600 },
  infoPopupAutoHideMs: 2000,
  textShrinkMinFontPx: 11,
  dynamicTextMinPx: 13,
  relativeTime: { updateMs: 5000, secondsUntilMs: 60000 },
  videoHeightRatioPercent: 56.3,
  fitVideoResizeDebounceMs: 1000,
} as const;

// Page and blocks (visitor §4, §9; reference §3.7, §9)
export const PAGE_BLOCKS = {
  scrollIntoViewOffset: 30,
  scrollDurationClamp: 50,
  queryStringMaxKeys: 1000,
  accordionAnimationMs: 250,
  imageBlockNarrowBelowPx: 415,
  newsletterSmallContainerPx: 320,
  shapeMaskHeightRatiosPercent: [100, 150, 67],
  tockColumnMaxPx: 750,
  opentableWideAbovePx: 850,
  marqueeRerenderDebounceMs: 1000,
  marqueeMinRegionWidth: 50,
  scaledTextResizeDebounceMs: 100,
  animationLoadedRatio: 0.5,
} as const;
/** Intersection thresholds for scroll-triggered block animations. */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
/** Keys that activate a control (Enter, Space), also for the donation button. */
export const ACTIVATE_KEY_CODES = [13, 32] as const;

// Map (visitor §4, §9; reference §3.9)
export const MAP = {
  loadTimeoutMs: 30000,
  defaultZoom: 12,
  uiDebounceMs: 60,
  markerImage: { width: 48, height: 64, scale: 0.5 },
} as const;

// Lightbox and galleries (visitor §2, §4, §9)
export const LIGHTBOX = {
  speedMs: 600,
  overlayOpacity: 0.95,
  fadeMs: 300,
  clickMarginPercent: 2,
  navHoverFadeMs: 500,
  arrowThrottleMs: 200,
} as const;

export const GALLERY_KEY_CODES = { previous: 37, next: 39, activate: ACTIVATE_KEY_CODES } as const;

export const GALLERY = {
  imageLoadConcurrency: { desktop: 16, mobile: 1 },
  resizeDebounceMs: 100,
  resizeEmitterDebounceMs: 300,
  /** Both are in the source: 1000 ms in one place, 5000 ms as the stacked timeout. */
  autoplay: { defaultMs: 1000, stackedTimeoutMs: 5000 },
  touchSwipe: { thresholdPx: 50, withinMs: 250 },
} as const;

/** Per-design defaults. */
export const GALLERY_DESIGN_DEFAULTS = {
  /** autogrid and autocolumns; behavior 'min' rounds columns down, anything else up. */
  autocolumns: { columnWidth: 250, gutter: 0, behavior: 'min' },
  autorows: { rowHeight: 250, gutter: 20, lightbox: true },
  grid: { slidesPerRow: 4, padding: 20 },
  carousel: { slidesPerRow: 3, gutter: '1%' },
  strip: { speedMs: 500, preloadCount: 1, alignment: 'middle', videoThumbnailRatio: 16 / 9, vSize: 10, marginOffsetCap: 5 },
  /** speed 1 is given without a unit. */
  stacked: { speed: 1, preloadCount: 1, clickBehavior: 'next' },
} as const;

/** Carousel slides per row drop under these widths when originally above `above`. */
export const CAROUSEL_RESPONSIVE = [
  { belowWidthPx: 480, slidesPerRow: 2, above: 1 },
  { belowWidthPx: 724, slidesPerRow: 3, above: 2 },
] as const;

/** Stacked meta overlay: fixed at 40% of the container once content exceeds 90%. */
export const STACKED_META_OVERLAY = { fixedHeightPercent: 40, overflowPercent: 90 } as const;
export const KEN_BURNS_ZOOM = 1.075;

export const SWIPE_TRANSITION = {
  axisLockPx: 10,
  advanceWidthFraction: 0.5,
  advanceVelocity: 1,
  /** "under 767 px": a viewport narrower than this takes the narrow bounds. */
  narrowBelowPx: 767,
  snapMs: { narrow: { min: 200, max: 400 }, wide: { min: 300, max: 500 } },
} as const;

export const SWIPE_DESIGN = { thresholdWidthDivisor: 2.25, slideAnimationMs: 280, longPressMs: 250 } as const;
