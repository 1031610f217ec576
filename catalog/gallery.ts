// Galleries and the lightbox: designs, transitions and attribute names (reference §3.3, §3.7, §9;
// visitor §2, §3, §4, §5). Numeric defaults are in constants.ts.

export const GALLERY_DESIGNS = ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
export const DEFAULT_GALLERY_DESIGN: GalleryDesign = 'stacked';

export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];
export const DEFAULT_STACKED_TRANSITION: StackedTransition = 'fade';

export const GALLERY_ITEM_MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
export type GalleryItemMediaType = (typeof GALLERY_ITEM_MEDIA_TYPES)[number];

export const LIGHTBOX_THEMES = ['dark', 'light'] as const;
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];
export const LIGHTBOX_STATES = ['open', 'hidden', 'destroyed'] as const;
export type LightboxState = (typeof LIGHTBOX_STATES)[number];

/** Lightbox settings defaults (visitor §3), keyed like the settings; speed is in seconds there. */
export const LIGHTBOX_SETTINGS_DEFAULTS = {
  currentSetIndex: 0,
  padding: 100,
  speed: 0.6,
  theme: 'dark',
  title: 'Gallery',
} as const;
export const LIGHTBOX_SETTINGS_FIELDS = ['content', 'set', 'currentSetIndex', 'padding', 'speed', 'theme', 'title', 'historyHash'] as const;
/** Hash parameter holding the current slide id or url. */
export const LIGHTBOX_HASH_PARAM = 'itemId';

// Gallery block data, from a JSON attribute or stored data (visitor §3).
export const GALLERY_BLOCK_DATA_FIELDS = [
  'design', 'imageAspectRatio', 'slidesPerRow', 'lightbox', 'mixedContent', 'columnWidth', 'gutter', 'listImageSize',
  'autoplay', 'autoplay-duration', 'active-alignment',
  'thumbnails', 'thumbnail-strip-height', 'thumbnail-strip-margin', 'thumbnails-per-row',
  'padding', 'square-thumbs', 'auto-crop', 'lightboxTheme', 'meta-position', 'vSize',
] as const;
export type GalleryBlockDataField = (typeof GALLERY_BLOCK_DATA_FIELDS)[number];
/** imageAspectRatio is 'Auto' or a ratio. */
export const IMAGE_ASPECT_RATIO_AUTO = 'Auto';
export const ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ActiveAlignment = (typeof ACTIVE_ALIGNMENTS)[number];
export const META_POSITIONS = ['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center'] as const;
export type MetaPosition = (typeof META_POSITIONS)[number];

/** Gallery attributes whose change triggers a re-render (reference §9). */
export const GALLERY_RERENDER_ATTRIBUTES = [
  'aspectRatio', 'autoplay', 'autoplay-duration', 'lightbox', 'lightboxTheme', 'methodOption', 'padding',
  'thumbnail-strip-height', 'thumbnail-strip-margin', 'transientGallery', 'vSize',
] as const;

// Slide attributes (visitor §3).
export const SLIDE_ATTRIBUTES = [
  'data-type', 'data-slide-id', 'data-slide-url', 'data-click-through-url',
  'data-image-dimensions', 'data-image-focal-point', 'data-src',
] as const;
export type SlideAttribute = (typeof SLIDE_ATTRIBUTES)[number];
export const SLIDE_TYPES = ['image', 'video'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

// Gallery (engine) attributes (visitor §3).
export const GALLERY_ATTRIBUTES = [
  'autoplay', 'autoplayOptions', 'currentIndex', 'design', 'designOptions', 'elements', 'historyHash', 'inMotion',
  'keyboard', 'keys', 'lazyLoad', 'linkedGalleries', 'loaderOptions', 'loop', 'numberOfSlides',
  'refreshOnResize', 'refreshOnOrientationChange', 'useBgImage',
] as const;
export type GalleryAttribute = (typeof GALLERY_ATTRIBUTES)[number];
export const AUTOPLAY_OPTIONS = ['randomize', 'timeout', 'pauseOnMouseover', 'interval'] as const;

/** Signals raised at the ends of a gallery without loop (visitor §4). */
export const GALLERY_SIGNALS = ['reachedBeginning', 'reachedEnd'] as const;
export type GallerySignal = (typeof GALLERY_SIGNALS)[number];

// Design option values of visitor §5. The strip's alignment is one of STRIP_ALIGNMENTS, mapped from
// active-alignment (left, center, right); no setting carries the others, so nothing checks them at
// run time (docs/elements/sq-gallery.md, "Spec numbers with no visitor effect here").
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];
export const NEW_SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
/** snapPoints is a percentage or this keyword. */
export const SNAP_POINTS_NONE = 'none';
export const RESIZE_AXES = ['x', 'y'] as const;

/** visitor §9 gives autorows its own defaults (rowHeight 250, gutter 20, lightbox on) although the
 *  list of designs in §2 does not name it; it is accepted as a design name alongside them. */
export const AUTOROWS_DESIGN = 'autorows';
export type GalleryLayout = GalleryDesign | typeof AUTOROWS_DESIGN;
