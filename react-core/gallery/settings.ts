// One gallery's effective settings: an attribute that is set wins, then the block data, then the
// design's defaults (visitor §9 "Galleries"). Unknown values are logged once, where they are read.
import {
  ACTIVE_ALIGNMENTS, AUTOROWS_DESIGN, IMAGE_ASPECT_RATIO_AUTO, LIGHTBOX_SETTINGS_DEFAULTS, LIGHTBOX_THEMES, META_POSITIONS,
  type GalleryLayout, type LightboxTheme, type MetaPosition, type StackedTransition, type StripAlignment,
} from '../../catalog/gallery.ts';
import { GALLERY, GALLERY_DESIGN_DEFAULTS } from '../../catalog/constants.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { logWarn } from '../../runtime/log.ts';
import { blockField, blockObject, oneOfOrNull, type GalleryBlockData } from './block-data.ts';
import { validateColumnWidth, validateDesign, validateTransition } from './model/validate.ts';

export interface GallerySettings {
  design: GalleryLayout;
  transition: StackedTransition;
  slidesPerRow: number;
  /** Width over height: the owner's, else the design's default; null is 'Auto' (each image's own ratio). */
  aspectRatio: number | null;
  /** Space between slides in px; the carousel's default is 1% of its width (gutterPercent). */
  gutter: number;
  gutterPercent: number | null;
  padding: number;
  columnWidth: number;
  rowHeight: number;
  autoplay: boolean;
  autoplayMs: number;
  randomize: boolean;
  /** Autoplay pauses while a mouse pointer is over the gallery (autoplayOptions.pauseOnMouseover). */
  pauseOnMouseover: boolean;
  /** The keys move the gallery (keyboard); `keys` is the block data's, read by the designs. */
  keyboard: boolean;
  keys: unknown;
  /** Images load as they near the viewport; off, every image loads at once (lazyLoad). */
  lazyLoad: boolean;
  loop: boolean;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
  thumbnails: boolean;
  stripAlignment: StripAlignment;
  /** Thumbnail strip height as a percentage of the gallery's width. */
  vSize: number;
  stripMargin: number;
  /** The strip's height in px when given (it wins over vSize). */
  stripHeight: number | null;
  /** Thumbnails across the strip at once; null sizes them by the strip's height. */
  thumbnailsPerRow: number | null;
  metaPosition: MetaPosition;
  squareThumbs: boolean;
  /** Stacked and slideshow: the slide fills the stage, cropped (block data auto-crop). */
  autoCrop: boolean;
  /** List design: the image's share of the row, in percent. */
  listImageSize: number;
  historyHash: boolean;
  collectionUrl: string;
  label: string;
}

/** The attribute values the settings are made from (see elements/sq-gallery.ts). */
export interface GalleryAttributeValues {
  blockJson: GalleryBlockData | null;
  design: string; transition: string; aspectRatio: string;
  slidesPerRow: number | null; gutter: number | null; padding: number | null;
  columnWidth: string; rowHeight: number | null; autoplayDuration: number | null;
  vSize: number | null; thumbnailStripMargin: number | null; listImageSize: number | null;
  thumbnailStripHeight: number | null; thumbnailsPerRow: number | null;
  autoplay: boolean; randomize: boolean; loop: boolean; lightbox: boolean; thumbnails: boolean;
  /** On by default: null (absent) leaves them to the block data. */
  keyboard: boolean | null; lazyLoad: boolean | null; pauseOnMouseover: boolean | null;
  squareThumbs: boolean; autoCrop: boolean; historyHash: boolean;
  lightboxTheme: string; activeAlignment: string; metaPosition: string;
  collectionUrl: string; label: string;
}

const ALIGNMENT_TO_STRIP: Record<(typeof ACTIVE_ALIGNMENTS)[number], StripAlignment> = {
  left: 'start', center: 'middle', right: 'end',
};
const DEFAULT_LIST_IMAGE_SIZE = 50;

/**
 * 'Auto' (any case: null, each image's own ratio), a ratio '3:2' or '3/2', or a number; undefined when not
 * given, or when unusable (logged), which leaves the design's default.
 */
export function parseAspectRatio(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && value.trim().toLowerCase() === IMAGE_ASPECT_RATIO_AUTO.toLowerCase()) return null;
  if (typeof value === 'number' && value > 0 && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?\s*$/.exec(value);
    const ratio = m ? Number(m[1]) / (m[2] ? Number(m[2]) : 1) : Number.NaN;
    if (ratio > 0 && Number.isFinite(ratio)) return ratio;
  }
  logWarn(PARSER_MESSAGES.expected(`'${IMAGE_ASPECT_RATIO_AUTO}' or a ratio for the gallery aspect ratio`, JSON.stringify(value)));
  return undefined;
}

/** grid crops to 3:2, autogrid and carousel to squares; the others show each image's own ratio. */
const DEFAULT_ASPECT_RATIO: Partial<Record<GalleryLayout, number>> = { grid: 3 / 2, autogrid: 1, carousel: 1 };

const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

const firstSet = <T>(...values: (T | null | undefined)[]): T | null => {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
};

export function resolveSettings(a: GalleryAttributeValues): GallerySettings {
  const data = a.blockJson;
  const num = (field: string) => blockField(data, field, 'number');
  const bool = (attribute: boolean, field: string, source = data) => attribute || (blockField(source, field, 'boolean') ?? false);
  const named = a.design || blockField(data, 'design', 'string') || undefined;
  const design: GalleryLayout = named === AUTOROWS_DESIGN ? AUTOROWS_DESIGN : validateDesign(named);
  const defaults = designDefaults(design);
  const columnWidthSource = firstSet<unknown>(a.columnWidth || null, data?.columnWidth);
  const options = blockObject(data, 'autoplayOptions');
  const option = (field: string, kind: 'number') => blockField(options, field, kind);
  // Seconds from autoplay-duration, else milliseconds from autoplayOptions.timeout, else .interval.
  const seconds = firstSet(a.autoplayDuration, num('autoplay-duration'));
  const optionMs = firstSet(option('timeout', 'number'), option('interval', 'number'));
  const autoplaySeconds = seconds ?? (optionMs !== null ? optionMs / 1000 : null);
  const onUnlessOff = (attribute: boolean | null, source: GalleryBlockData | null, field: string) =>
    firstSet(attribute, blockField(source, field, 'boolean')) ?? true;
  const gutter = firstSet(a.gutter, num('gutter'));
  const aspectRatio = parseAspectRatio(a.aspectRatio || data?.imageAspectRatio);
  const alignment = oneOfOrNull(ACTIVE_ALIGNMENTS, a.activeAlignment || data?.['active-alignment'], 'the gallery active-alignment');
  return {
    design,
    transition: validateTransition(a.transition || blockField(data, 'transition', 'string') || undefined),
    slidesPerRow: Math.max(1, Math.round(firstSet(a.slidesPerRow, num('slidesPerRow'), defaults.slidesPerRow)!)),
    aspectRatio: aspectRatio === undefined ? DEFAULT_ASPECT_RATIO[design] ?? null : aspectRatio,
    gutter: Math.max(0, gutter ?? defaults.gutter),
    gutterPercent: gutter === null ? defaults.gutterPercent : null,
    padding: Math.max(0, firstSet(a.padding, num('padding'), defaults.padding)!),
    columnWidth: columnWidthSource === null ? GALLERY_DESIGN_DEFAULTS.autocolumns.columnWidth : validateColumnWidth(columnWidthSource),
    rowHeight: Math.max(1, firstSet(a.rowHeight, GALLERY_DESIGN_DEFAULTS.autorows.rowHeight)!),
    autoplay: bool(a.autoplay, 'autoplay'),
    autoplayMs: autoplaySeconds !== null && autoplaySeconds > 0 ? autoplaySeconds * 1000 : GALLERY.autoplay.stackedTimeoutMs,
    randomize: bool(a.randomize, 'randomize', options),
    pauseOnMouseover: onUnlessOff(a.pauseOnMouseover, options, 'pauseOnMouseover'),
    keyboard: onUnlessOff(a.keyboard, data, 'keyboard'),
    keys: data?.keys,
    lazyLoad: onUnlessOff(a.lazyLoad, data, 'lazyLoad'),
    loop: a.loop,
    lightbox: a.lightbox || (blockField(data, 'lightbox', 'boolean') ?? defaults.lightbox),
    lightboxTheme: oneOfOrNull(LIGHTBOX_THEMES, a.lightboxTheme || data?.lightboxTheme, 'the gallery lightbox theme')
      ?? LIGHTBOX_SETTINGS_DEFAULTS.theme,
    thumbnails: bool(a.thumbnails, 'thumbnails'),
    stripAlignment: alignment ? ALIGNMENT_TO_STRIP[alignment] : GALLERY_DESIGN_DEFAULTS.strip.alignment,
    vSize: Math.max(1, firstSet(a.vSize, num('vSize'), GALLERY_DESIGN_DEFAULTS.strip.vSize)!),
    stripMargin: Math.max(0, firstSet(a.thumbnailStripMargin, num('thumbnail-strip-margin'), 0)!),
    stripHeight: positive(firstSet(a.thumbnailStripHeight, num('thumbnail-strip-height'))),
    thumbnailsPerRow: positive(firstSet(a.thumbnailsPerRow, num('thumbnails-per-row'))),
    metaPosition: oneOfOrNull(META_POSITIONS, a.metaPosition || data?.['meta-position'], 'the gallery meta-position') ?? 'bottom',
    squareThumbs: bool(a.squareThumbs, 'square-thumbs'),
    autoCrop: bool(a.autoCrop, 'auto-crop'),
    listImageSize: Math.min(100, Math.max(1, firstSet(a.listImageSize, num('listImageSize'), DEFAULT_LIST_IMAGE_SIZE)!)),
    historyHash: a.historyHash,
    collectionUrl: a.collectionUrl,
    label: a.label,
  };
}

interface DesignDefaults {
  slidesPerRow: number; gutter: number; gutterPercent: number | null; padding: number; lightbox: boolean;
}

/** visitor §9 "Galleries": grid 4 per row with padding 20, carousel 3 per row with a 1% gutter, autorows a
 *  20 px gutter with the lightbox on, autogrid/autocolumns gutter 0. */
function designDefaults(design: GalleryLayout): DesignDefaults {
  const base = { slidesPerRow: 1, gutter: 0, gutterPercent: null, padding: 0, lightbox: false };
  switch (design) {
    case 'grid': return { ...base, slidesPerRow: GALLERY_DESIGN_DEFAULTS.grid.slidesPerRow, padding: GALLERY_DESIGN_DEFAULTS.grid.padding };
    case 'carousel': return { ...base, slidesPerRow: GALLERY_DESIGN_DEFAULTS.carousel.slidesPerRow, gutterPercent: parseFloat(GALLERY_DESIGN_DEFAULTS.carousel.gutter) };
    case 'autorows': return { ...base, gutter: GALLERY_DESIGN_DEFAULTS.autorows.gutter, lightbox: GALLERY_DESIGN_DEFAULTS.autorows.lightbox };
    case 'autogrid': case 'autocolumns': return { ...base, gutter: GALLERY_DESIGN_DEFAULTS.autocolumns.gutter };
    default: return base;
  }
}
