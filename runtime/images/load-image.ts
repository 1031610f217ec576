// Loads one image at the size its box needs (visitor §4 "Image loading"). The loader only upgrades:
// a server-rendered src stays on screen until the larger picture has arrived, and comes back if the
// larger one fails, so an image that shows without JavaScript never disappears because of it.
import { IMAGE_SIZES, type ImageSize } from '../../catalog/media.ts';
import { IMAGE_MESSAGES } from '../../catalog/messages/images.ts';
import { logWarn } from '../log.ts';
import { imagePosition, readImageConfig, type Dimensions, type ImageConfig } from './image-config.ts';
import { imageUrl, pickImageSize } from './image-size.ts';

export const IMAGE_CLASSES = { loading: 'sq-image-loading', loaded: 'sq-image-loaded', error: 'sq-image-error' } as const;
/** The size showing, e.g. "750w": written after each load; on server markup, the size its src already is. */
export const IMAGE_RESOLUTION_ATTRIBUTE = 'data-image-resolution';

type Position = ReturnType<typeof imagePosition>;
interface Load { id: number; source: string; size: ImageSize; done: Promise<void>; handOver(next: Promise<void>): void }

const loadedSize = new WeakMap<HTMLImageElement, { source: string; size: ImageSize }>();
const inFlight = new WeakMap<HTMLImageElement, Load>();
const positions = new WeakMap<HTMLImageElement, { key: string; position: Position }>();
let lastLoadId = 0;
const nothing = Promise.resolve();

const BACKGROUND_SIZE: Record<string, string> = {
  cover: 'cover', contain: 'contain', 'scale-down': 'contain', fill: '100% 100%', none: 'auto',
};

/** The size showing or on its way, so a load never replaces a larger one. */
function sizeShowing(img: HTMLImageElement, config: ImageConfig): number {
  const { source } = config;
  const loading = inFlight.get(img);
  const coming = loading?.source === source ? loading.size : 0;
  return Math.max(coming, sizeLoaded(img, config));
}

function sizeLoaded(img: HTMLImageElement, { source, sizeFormat }: ImageConfig): number {
  const state = loadedSize.get(img);
  if (state) return state.source === source ? state.size : 0;
  const declared = /^(\d+)w$/.exec(img.getAttribute(IMAGE_RESOLUTION_ATTRIBUTE) ?? '');
  if (declared && img.hasAttribute('src')) return Number(declared[1]);
  return serverSize(img, source, sizeFormat);
}

/**
 * The size a server-rendered src already shows, so the picture painted is kept rather than requested
 * again: the source itself is the original (no size is larger); a src that is the source at one of the
 * sizes, in the site's size format (`?format=500w`, `-500w.jpg`), shows that size; anything else, 0.
 */
function serverSize(img: HTMLImageElement, source: string, format: ImageConfig['sizeFormat']): number {
  const src = img.getAttribute('src');
  if (!src) return 0;
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const shown = absolute(src);
  if (shown === absolute(source)) return Number.POSITIVE_INFINITY;
  const named = /(?:format=|-)(\d+)w(?:[.&#]|$)/.exec(src);
  const size = named ? Number(named[1]) as ImageSize : null;
  return size !== null && (IMAGE_SIZES as readonly number[]).includes(size) && absolute(imageUrl(source, size, format)) === shown ? size : 0;
}

/** Width auto in the computed (not used) value: the box is sized by its content, not by CSS. */
function autoWidth(img: HTMLImageElement): boolean {
  if (typeof (img as { computedStyleMap?: unknown }).computedStyleMap === 'function') {
    return String(img.computedStyleMap().get('width')) === 'auto';
  }
  // Without CSS Typed OM (Firefox), getComputedStyle gives the used width of a rendered box, but the
  // computed value of one that is not rendered (CSSOM "resolved value"): hide the image for the read.
  const { style } = img;
  const hadStyle = img.hasAttribute('style');
  const display = [style.getPropertyValue('display'), style.getPropertyPriority('display')] as const;
  style.setProperty('display', 'none', 'important');
  const width = getComputedStyle(img).width;
  if (display[0]) style.setProperty('display', display[0], display[1]);
  else style.removeProperty('display');
  if (!hadStyle && !style.length) img.removeAttribute('style');
  return width === 'auto';
}

function measure(img: HTMLImageElement, target: HTMLElement): Dimensions {
  const rect = target.getBoundingClientRect();
  const parent = img.parentElement;
  if (target !== img || !parent || (rect.width > 0 && !autoWidth(img))) return { width: rect.width, height: rect.height };
  // Without a CSS width an <img> is as wide as its alt text, or its picture's natural size: its
  // parent's box is what the picture will fill, and never sizing past it stops a loop of ever larger
  // natural sizes.
  const outer = parent.getBoundingClientRect();
  const width = rect.width === 0 || img.naturalWidth === 0 ? outer.width : Math.min(rect.width, outer.width);
  return { width, height: rect.height };
}

/** A covering picture is drawn wider than its box when the box is relatively taller than the picture. */
function widthToCover(config: ImageConfig, box: Dimensions): number {
  if (config.renderedWidth !== null) return config.renderedWidth;
  const picture = config.dimensions;
  if (config.cropMode === 'cover' && picture && box.height > 0) {
    return Math.max(box.width, (box.height * picture.width) / picture.height);
  }
  return box.width;
}

function devicePixelRatio(config: ImageConfig): number {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return config.allowSaveData && connection?.saveData === true ? 1 : window.devicePixelRatio || 1;
}

/** Recomputed only when what it depends on changes, so a missing fit alignment warns once per image. */
function positionOf(img: HTMLImageElement, config: ImageConfig, box: Dimensions): Position {
  const { cropMode, stretch, focalPoint, fitAlignment, useAdvancedPositioning, dimensions, source } = config;
  const key = JSON.stringify([source, cropMode, stretch, focalPoint, fitAlignment, dimensions,
    useAdvancedPositioning ? [box.width, box.height] : null]);
  const cached = positions.get(img);
  if (cached?.key === key) return cached.position;
  const position = imagePosition(config, box);
  positions.set(img, { key, position });
  return position;
}

const cssUrl = (url: string) => `url("${url.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}")`;

/**
 * Runs one load for `img`: classes, hand-over from a load it replaces, the loaded size, the warning.
 * `start` begins the request and returns how to stop listening; it reports through `settle`.
 */
function track(img: HTMLImageElement, config: ImageConfig, url: string, size: ImageSize,
  start: (settle: (ok: boolean) => void) => () => void, after: (ok: boolean) => void): Promise<void> {
  const id = ++lastLoadId;
  let stop = () => {};
  let resolve!: (value: void | Promise<void>) => void;
  const done = new Promise<void>((r) => { resolve = r; });
  // A replaced load resolves when its replacement does.
  inFlight.get(img)?.handOver(done);
  inFlight.set(img, { id, source: config.source, size, done, handOver(next) { stop(); resolve(next); } });
  img.classList.add(IMAGE_CLASSES.loading);
  img.classList.remove(IMAGE_CLASSES.error);
  stop = start((ok) => {
    stop();
    if (inFlight.get(img)?.id !== id) return; // replaced meanwhile: the replacement reports
    inFlight.delete(img);
    img.classList.remove(IMAGE_CLASSES.loading);
    if (ok) {
      img.classList.add(IMAGE_CLASSES.loaded);
      loadedSize.set(img, { source: config.source, size });
      img.setAttribute(IMAGE_RESOLUTION_ATTRIBUTE, `${size}w`);
    } else {
      img.classList.add(IMAGE_CLASSES.error);
      logWarn(IMAGE_MESSAGES.notLoaded(url));
    }
    after(ok);
    resolve();
  });
  return done;
}

function listen(element: HTMLImageElement, settle: (ok: boolean) => void, accept: () => boolean = () => true) {
  const onEvent = (event: Event) => { if (accept()) settle(event.type === 'load'); };
  element.addEventListener('load', onEvent);
  element.addEventListener('error', onEvent);
  return () => {
    element.removeEventListener('load', onEvent);
    element.removeEventListener('error', onEvent);
  };
}

function loadIntoImage(img: HTMLImageElement, config: ImageConfig, url: string, size: ImageSize): Promise<void> {
  const before = { src: img.getAttribute('src'), srcset: img.getAttribute('srcset') };
  const absolute = new URL(url, document.baseURI).href;
  const restore = (name: 'src' | 'srcset', value: string | null) =>
    (value === null ? img.removeAttribute(name) : img.setAttribute(name, value));
  return track(img, config, url, size, (settle) => {
    if (img.src === absolute && img.complete) {
      queueMicrotask(() => settle(img.naturalWidth > 0)); // already here (or already broken)
      return () => {};
    }
    // Ignore the end of a request for another url, such as a server-rendered src still loading.
    const stop = listen(img, settle, () => !img.currentSrc || img.currentSrc === absolute);
    if (img.src !== absolute) img.src = url;
    if (img.hasAttribute('srcset')) img.srcset = url;
    return stop;
  }, (ok) => {
    if (ok) return;
    // The upgrade failed: show what showed before (the server-rendered or a smaller picture).
    restore('src', before.src);
    restore('srcset', before.srcset);
  });
}

/** useBgImage: the picture becomes the background of the image's parent once it has loaded. */
function loadAsBackground(img: HTMLImageElement, target: HTMLElement, config: ImageConfig, url: string,
  size: ImageSize, position: Position): Promise<void> {
  return track(img, config, url, size, (settle) => {
    const probe = new Image();
    const stop = listen(probe, settle);
    probe.src = url;
    return stop;
  }, (ok) => {
    if (!ok) return;
    target.style.backgroundImage = cssUrl(url);
    target.style.backgroundSize = BACKGROUND_SIZE[position.objectFit] ?? 'cover';
    target.style.backgroundPosition = position.objectPosition;
    target.style.backgroundRepeat = 'no-repeat';
    // Transparent rather than hidden: the <img> keeps its alt text for assistive technology.
    if (target !== img) img.style.opacity = '0';
  });
}

/**
 * Loads the right size into one image now: picks the size from its rendered width (or
 * `renderedWidth`), requests a larger size only when it exceeds the size already loaded, skips an
 * image carrying the loading class unless `allowConcurrentLoads`, sets `sq-image-loading` then
 * `sq-image-loaded` (or `sq-image-error`, with the '… not loaded' warning, putting the previous src
 * back), and resolves when done. With `useBgImage` the picture is set as the background of the
 * image's parent (the image itself when it has none), sized and positioned as object-fit would, and
 * the <img> turns transparent once the background shows.
 */
export function loadImage(img: HTMLImageElement, overrides: Partial<ImageConfig> = {}): Promise<void> {
  const config = readImageConfig(img, overrides);
  if (!config) return nothing;
  const target = config.useBgImage ? img.parentElement ?? img : img;
  const box = measure(img, target);
  if (config.fixedRatio && config.dimensions) {
    target.style.aspectRatio = `${config.dimensions.width} / ${config.dimensions.height}`;
  }
  // Crop mode none with stretch is the browser's own rendering: the template's CSS stays in charge.
  const positioned = config.useBgImage || config.cropMode !== 'none' || !config.stretch;
  const position = positioned ? positionOf(img, config, box) : null;
  if (position && !config.useBgImage) Object.assign(img.style, position);
  if (!config.load) return nothing;
  if (img.classList.contains(IMAGE_CLASSES.loading) && !config.allowConcurrentLoads) {
    return inFlight.get(img)?.done ?? nothing;
  }
  const size = pickImageSize(widthToCover(config, box), {
    dpr: devicePixelRatio(config), dprMin: config.dprMin, dprMax: config.dprMax, sizeAdjustment: config.sizeAdjustment,
  });
  if (!config.forceImageUpdate && size <= sizeShowing(img, config)) return inFlight.get(img)?.done ?? nothing;
  const url = imageUrl(config.source, size, config.sizeFormat);
  return config.useBgImage && position
    ? loadAsBackground(img, target, config, url, size, position)
    : loadIntoImage(img, config, url, size);
}
