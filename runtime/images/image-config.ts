// An image's loading config (visitor §3 "Image config", reference §3.10): read from the <img>'s data
// attributes, overridden by the caller, normalised to one safe shape; plus where the picture sits in
// its box (focal point, crop mode, fit alignment).
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import {
  IMAGE_CONFIG_DEFAULTS, IMAGE_CROP_MODES, IMAGE_FIT_ALIGNMENTS, IMAGE_SIZE_ADJUSTMENT_MIN, IMAGE_SIZE_FORMATS,
  type ImageCropMode, type ImageFitAlignment, type ImageSizeFormat,
} from '../../catalog/media.ts';
import { IMAGE_MESSAGES } from '../../catalog/messages/images.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { logError, logWarn } from '../log.ts';

export interface Dimensions { width: number; height: number }
export interface FocalPoint { x: number; y: number }

const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

/** "widthxheight", e.g. "1500x1000"; null when missing or malformed (logged). */
export function parseImageDimensions(text: string | null): Dimensions | null {
  if (!text) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(text);
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) return { width: Number(match[1]), height: Number(match[2]) };
  logWarn(PARSER_MESSAGES.expected('widthxheight for data-image-dimensions', shown(text)));
  return null;
}

/** "x,y" fractions, default 0.5 each; out-of-range values are clamped to 0-1. */
export function parseFocalPoint(text: string | null): FocalPoint {
  if (!text) return { ...IMAGE_CONFIG_DEFAULTS.focalPoint };
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 2 || !parts.every(Number.isFinite)) {
    logWarn(PARSER_MESSAGES.expected('x,y fractions for data-image-focal-point', shown(text)));
    return { ...IMAGE_CONFIG_DEFAULTS.focalPoint };
  }
  return { x: clampFraction(parts[0]!), y: clampFraction(parts[1]!) };
}



export interface ImageConfig {
  /** The url before sizing (`data-src`). */
  source: string;
  /** The original's size (`data-image-dimensions`, "1500x1000"); null when unknown. */
  dimensions: Dimensions | null;
  /** Give the box the picture's ratio (CSS aspect-ratio from `dimensions`) before it loads. */
  fixedRatio: boolean;
  /** Fractions 0-1 (`data-image-focal-point`, "0.3,0.7"); default 0.5 each. */
  focalPoint: FocalPoint;
  /** false: position the image but request nothing. */
  load: boolean;
  /** Request the picked size even when it does not exceed the size already loaded. */
  forceImageUpdate: boolean;
  cropMode: ImageCropMode;
  /** Multiplies the width to cover; never below 0. */
  sizeAdjustment: number;
  sizeFormat: ImageSizeFormat;
  /** true lets the picture scale up past its natural size to fill its box; false never scales it up. */
  stretch: boolean;
  /** Show the picture as the background of the image's parent (see loadImage). */
  useBgImage: boolean;
  /** Cover mode: centre the focal point exactly (pixel offsets) when dimensions and box are known. */
  useAdvancedPositioning: boolean;
  /** Honour the visitor's Save-Data request by sizing for a device pixel ratio of 1. */
  allowSaveData: boolean;
  dprMin: number;
  dprMax: number;
  /** Fit-mode (contain) alignment flags; empty means none given. */
  fitAlignment: readonly ImageFitAlignment[];
  /** Start a new load even while the image carries the loading class. */
  allowConcurrentLoads: boolean;
  /** The CSS width to size for; null measures the rendered box. */
  renderedWidth: number | null;
}

const DEFAULTS: Omit<ImageConfig, 'source'> = {
  dimensions: null, fixedRatio: false, focalPoint: { ...IMAGE_CONFIG_DEFAULTS.focalPoint }, load: true,
  forceImageUpdate: false, cropMode: 'none', sizeAdjustment: IMAGE_CONFIG_DEFAULTS.sizeAdjustment,
  sizeFormat: 'queryString', stretch: IMAGE_CONFIG_DEFAULTS.stretch, useBgImage: false, useAdvancedPositioning: false,
  allowSaveData: false, dprMin: IMAGE_CONFIG_DEFAULTS.dprMin, dprMax: IMAGE_CONFIG_DEFAULTS.dprMax, fitAlignment: [],
  allowConcurrentLoads: false, renderedWidth: null,
};

const shown = (value: unknown) => JSON.stringify(String(value));
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

function option<V extends string>(name: string, value: unknown, values: readonly V[], fallback: V): V {
  if (value === undefined || value === null) return fallback;
  if ((values as readonly unknown[]).includes(value)) return value as V;
  logWarn(ELEMENT_LIBRARY_MESSAGES.unknownOption(name, String(value), fallback));
  return fallback;
}

/** Flags as an array or a "top left" / "top,left" string; unknown flags are logged and dropped. */
function fitFlags(value: unknown): ImageFitAlignment[] {
  const flags = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : Array.isArray(value) ? value : [];
  const valid: ImageFitAlignment[] = [];
  for (const flag of flags) {
    if ((IMAGE_FIT_ALIGNMENTS as readonly unknown[]).includes(flag)) valid.push(flag as ImageFitAlignment);
    else logWarn(PARSER_MESSAGES.expected(`one of ${IMAGE_FIT_ALIGNMENTS.join(', ')} for fitAlignment`, shown(flag)));
  }
  return [...new Set(valid)];
}

function dimensionsOf(value: unknown): Dimensions | null {
  if (typeof value === 'string') return parseImageDimensions(value);
  const d = value as Partial<Dimensions> | null | undefined;
  return d && isNumber(d.width) && isNumber(d.height) && d.width > 0 && d.height > 0 && Number.isFinite(d.width + d.height)
    ? { width: d.width, height: d.height } : null;
}

function focalOf(value: unknown): FocalPoint {
  if (typeof value === 'string') return parseFocalPoint(value);
  const f = value as Partial<FocalPoint> | null | undefined;
  return f && Number.isFinite(f.x) && Number.isFinite(f.y)
    ? { x: clampFraction(f.x!), y: clampFraction(f.y!) } : { ...IMAGE_CONFIG_DEFAULTS.focalPoint };
}

/** Every field checked and defaulted, so the loader never meets a malformed value. */
function normalise(raw: Partial<ImageConfig> & { source: string }): ImageConfig {
  const dprMin = isNumber(raw.dprMin) && raw.dprMin >= 0 && Number.isFinite(raw.dprMin) ? raw.dprMin : DEFAULTS.dprMin;
  const dprMax = isNumber(raw.dprMax) && raw.dprMax > 0 ? Math.max(dprMin, raw.dprMax) : DEFAULTS.dprMax;
  return {
    source: raw.source,
    dimensions: dimensionsOf(raw.dimensions),
    fixedRatio: Boolean(raw.fixedRatio ?? DEFAULTS.fixedRatio),
    focalPoint: focalOf(raw.focalPoint),
    load: Boolean(raw.load ?? DEFAULTS.load),
    forceImageUpdate: Boolean(raw.forceImageUpdate),
    cropMode: option('cropMode', raw.cropMode, IMAGE_CROP_MODES, DEFAULTS.cropMode),
    sizeAdjustment: Number.isFinite(raw.sizeAdjustment)
      ? Math.max(IMAGE_SIZE_ADJUSTMENT_MIN, raw.sizeAdjustment!) : DEFAULTS.sizeAdjustment,
    sizeFormat: option('sizeFormat', raw.sizeFormat, IMAGE_SIZE_FORMATS, DEFAULTS.sizeFormat),
    stretch: Boolean(raw.stretch ?? DEFAULTS.stretch),
    useBgImage: Boolean(raw.useBgImage),
    useAdvancedPositioning: Boolean(raw.useAdvancedPositioning),
    allowSaveData: Boolean(raw.allowSaveData),
    dprMin,
    dprMax,
    fitAlignment: fitFlags(raw.fitAlignment),
    allowConcurrentLoads: Boolean(raw.allowConcurrentLoads),
    renderedWidth: Number.isFinite(raw.renderedWidth) && raw.renderedWidth! >= 0 ? raw.renderedWidth! : null,
  };
}

/**
 * The config of an <img>: `data-src`, `data-image-dimensions`, `data-image-focal-point`, then
 * `overrides` (which win). Logs and returns null for no element ('No image'), a non-image element and
 * a missing source.
 */
export function readImageConfig(img: Element, overrides: Partial<ImageConfig> = {}): ImageConfig | null {
  if (img === null || img === undefined) {
    logError(IMAGE_MESSAGES.noImage);
    return null;
  }
  if (!(img instanceof HTMLImageElement)) {
    logError(IMAGE_MESSAGES.invalidElement, img);
    return null;
  }
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<ImageConfig>;
  const source = (given.source ?? img.getAttribute('data-src') ?? '').trim();
  if (!source) {
    logError(IMAGE_MESSAGES.invalidSource, img);
    return null;
  }
  return normalise({
    dimensions: given.dimensions ?? parseImageDimensions(img.getAttribute('data-image-dimensions')),
    focalPoint: given.focalPoint ?? parseFocalPoint(img.getAttribute('data-image-focal-point')),
    ...given,
    source,
  });
}

const CENTRE = '50% 50%';
const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;
const pixels = (value: number) => `${Number(value.toFixed(2))}px`;

/** Cover mode: the focal point as a percentage, or (advanced) centred exactly within the edges. */
function focalPosition(config: ImageConfig, box?: Dimensions): string {
  const { focalPoint: focal, dimensions: picture } = config;
  if (!config.useAdvancedPositioning || !picture || !box || box.width <= 0 || box.height <= 0) {
    return `${percent(focal.x)} ${percent(focal.y)}`;
  }
  const scale = Math.max(box.width / picture.width, box.height / picture.height);
  const offset = (boxSide: number, drawn: number, fraction: number) =>
    Math.min(0, Math.max(boxSide - drawn, boxSide / 2 - fraction * drawn));
  return `${pixels(offset(box.width, picture.width * scale, focal.x))} ${pixels(offset(box.height, picture.height * scale, focal.y))}`;
}

/** Fit mode: left before right and top before bottom; no flag warns and centres (visitor §5). */
function alignedPosition(config: ImageConfig): string {
  const flags = config.fitAlignment;
  if (flags.length === 0) {
    logWarn(ELEMENT_LIBRARY_MESSAGES.imageFitAlignmentMissing(config.source));
    return CENTRE;
  }
  const x = flags.includes('left') ? '0%' : flags.includes('right') ? '100%' : '50%';
  const y = flags.includes('top') ? '0%' : flags.includes('bottom') ? '100%' : '50%';
  return `${x} ${y}`;
}

/**
 * CSS object-fit and object-position (also valid as background-position) for the config: cover
 * places the focal point, contain ("fit") follows fitAlignment, none leaves the picture as its box.
 * Without stretch a picture is never scaled up (scale-down). `box` is the rendered size, used only by
 * useAdvancedPositioning.
 */
export function imagePosition(config: ImageConfig, box?: Dimensions): { objectFit: string; objectPosition: string } {
  if (config.cropMode === 'cover') return { objectFit: 'cover', objectPosition: focalPosition(config, box) };
  if (config.cropMode === 'contain') {
    return { objectFit: config.stretch ? 'contain' : 'scale-down', objectPosition: alignedPosition(config) };
  }
  return { objectFit: config.stretch ? 'fill' : 'scale-down', objectPosition: CENTRE };
}
