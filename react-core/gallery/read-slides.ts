// Reads a gallery's slides from its server-rendered children (visitor §3 "Slide attributes"). Every
// element child is a slide; its attributes name it, its image (or video wrapper) is its media and its
// figcaption (or [data-slide-meta]) is its caption. Nothing is parsed from strings as HTML.
import type { SlideType } from '../../catalog/gallery.ts';
import { familyOf, loadDesign } from './design-views.ts';
import { preloadGalleryChunks } from './preload.ts';
import { safeUrl } from '../../runtime/utils/safe-url.ts';
import { pageChildren, queryPage } from '../../runtime/bridge/light-dom.ts';

export interface SlideImage {
  src: string;
  width: number | null;
  height: number | null;
  /** width / height: from data-image-dimensions (the picture's own, which the browser's box follows once
   *  it has arrived), else from the <img>'s width and height attributes (what the browser and sq.css laid
   *  the server's picture out by until then); null when neither gives one. */
  ratio: number | null;
  focal: { x: number; y: number };
  /** The attributes as written, handed on to the rendered image for the image loader. */
  dimensionsText: string | null;
  focalText: string | null;
  alt: string;
  /** The server-rendered <img>, which the view adopts rather than copies (react-core/adopted-node.tsx). */
  element: HTMLImageElement | null;
}

export interface Slide {
  id: string;
  url: string;
  clickThroughUrl: string;
  type: SlideType;
  image: SlideImage | null;
  /** Caption nodes (title, description), shown as clones. */
  caption: Node[];
  /** A name for the slide: its caption's text, else its image's alt. */
  title: string;
  /** A video slide's player (the <sq-video> or video wrapper), moved into the view, never copied. */
  media: Element | null;
  /** Whether sq.css's loading layouts lay the slide out by its picture's width and height as the view counts
   *  them (their guard in runtime/styles/loading-media.css, slide by slide): a figure holding one shown
   *  picture, and its caption, in a gallery of such figures, every picture in it with plain-number width and
   *  height (the guard leaves out empty, percentage and px sizes; other text it would read as a ratio of 1). */
  sized: boolean;
}

/** The page's own node that stands for a slide through the page's edits: its player, else its picture. */
export const slideNode = (slide: Slide | undefined): Element | null => slide?.media ?? slide?.image?.element ?? null;

/**
 * Where `slide` (read before the page's edit) is in `slides` now, or -1: by its id first (a renderer that
 * reuses its nodes by place, as Lit's map or React's index keys, gives the picture another slide's address,
 * but the id goes with the slide), else by its player or picture; by both where the page repeats the id.
 */
export function findSlide(slides: readonly Slide[], slide: Slide | undefined): number {
  if (!slide) return -1;
  const node = slideNode(slide);
  // A page that repeats an id (a cloned figure): the slide with both the id and the node is this one.
  const both = slide.id && node ? slides.findIndex((other) => other.id === slide.id && slideNode(other) === node) : -1;
  if (both >= 0) return both;
  const at = slide.id ? slides.findIndex((other) => other.id === slide.id) : -1;
  return at >= 0 || !node ? at : slides.findIndex((other) => slideNode(other) === node);
}

export interface GalleryData {
  slides: Slide[];
  /** The server-rendered children, shown again (as copies) when the block is skipped. */
  fallback: Node[];
}

const VIDEO_WRAPPER = 'sq-video, .sq-video-wrapper, [data-sq-video]';
const CAPTION = 'figcaption, [data-slide-meta]';
/** The design a block-json names, without logging: the settings parse (and report on) it later. */
function designInBlockData(text: string | null): string {
  try {
    const data: unknown = text ? JSON.parse(text) : null;
    const design = data && typeof data === 'object' ? (data as Record<string, unknown>).design : undefined;
    return typeof design === 'string' ? design : '';
  } catch {
    return '';
  }
}


const SKIP = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'NOSCRIPT']);

// The layouts need an image's ratio and focal point before anything loads, so they are read here
// without a word; the image loader reads the same attributes from the rendered image and reports
// malformed ones once, with the parser message. (Sharing the loader's parser would pull it into this
// chunk, which must stay small.)
const DIMENSIONS = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i;
const clamp = (v: number) => Math.min(1, Math.max(0, v));

function focalOf(text: string | null): { x: number; y: number } {
  const [x, y, extra] = (text ?? '').split(',').map((part) => (part.trim() ? Number(part) : Number.NaN));
  return Number.isFinite(x) && Number.isFinite(y) && extra === undefined ? { x: clamp(x!), y: clamp(y!) } : { x: 0.5, y: 0.5 };
}

/** A width or height attribute as the browser reads it for the picture's ratio (HTML's dimension values:
 *  digits first, a fraction optional, anything after ignored; a percentage or 0 gives none). */
function dimension(text: string | null): number | null {
  const m = /^[\t\n\f\r ]*(\d+(?:\.\d*)?)(%?)/.exec(text ?? '');
  return m && !m[2] && Number(m[1]) > 0 ? Number(m[1]) : null;
}

function readImage(slide: Element): SlideImage | null {
  const img = slide.matches('img') ? slide : slide.querySelector('img');
  if (!img) return null;
  const src = img.getAttribute('data-src') || img.getAttribute('src') || '';
  if (!src) return null;
  const dimensionsText = img.getAttribute('data-image-dimensions') ?? slide.getAttribute('data-image-dimensions');
  const focalText = img.getAttribute('data-image-focal-point') ?? slide.getAttribute('data-image-focal-point');
  const m = DIMENSIONS.exec(dimensionsText ?? '');
  const [width, height] = m && Number(m[1]) > 0 && Number(m[2]) > 0 ? [Number(m[1]), Number(m[2])] : [null, null];
  const [boxWidth, boxHeight] = [dimension(img.getAttribute('width')), dimension(img.getAttribute('height'))];
  const ratio = width && height ? width / height : boxWidth && boxHeight ? boxWidth / boxHeight : null;
  return {
    src, width, height, ratio, focal: focalOf(focalText), dimensionsText, focalText, alt: img.getAttribute('alt') ?? '',
    element: img instanceof HTMLImageElement ? img : null,
  };
}

const PLAIN = /^\s*\d+(?:\.\d+)?\s*$/;
function sizedFigure(figure: Element): boolean {
  const [img, ...more] = Array.from(figure.children).filter((child) => child.tagName !== 'FIGCAPTION');
  return figure.tagName === 'FIGURE' && !more.length && img?.tagName === 'IMG' && Array.from(figure.querySelectorAll('img')).every(
    (each) => !each.hasAttribute('hidden') && PLAIN.test(each.getAttribute('width') ?? '') && PLAIN.test(each.getAttribute('height') ?? ''));
}

function readSlide(element: Element, figures: boolean): Slide {
  const declared = element.getAttribute('data-type');
  // A player left in the view for a read (moved, its frame would load again) is found at its placeholder.
  const media = element.matches(VIDEO_WRAPPER) ? element : queryPage(element, VIDEO_WRAPPER);
  const type: SlideType = declared === 'image' || declared === 'video' ? declared : media ? 'video' : 'image';
  const captionElement = element.querySelector(CAPTION);
  const image = readImage(media ? (media.querySelector('img') ? media : element) : element);
  const title = captionElement?.textContent?.trim().replace(/\s+/g, ' ') || image?.alt || '';
  return {
    // No invented ids: an address's last segment must only ever match an id the server gave.
    id: element.getAttribute('data-slide-id') ?? '',
    url: element.getAttribute('data-slide-url') ?? '',
    // A click-through url the page may follow: http(s) or relative; anything else (javascript:…) is dropped.
    clickThroughUrl: safeUrl(element.getAttribute('data-click-through-url'), 'web', 'a gallery slide link') ?? '',
    type,
    image,
    caption: captionElement ? Array.from(captionElement.childNodes) : [],
    title,
    media: type === 'video' ? media : null,
    sized: figures && sizedFigure(element),
  };
}

/** The gallery mounts once its design's chunk is here (its server-rendered slides stay up till then). */
export function galleryReady(host: HTMLElement): Promise<void> {
  const design = host.getAttribute('design') || designInBlockData(host.getAttribute('block-json'));
  preloadGalleryChunks(host.ownerDocument, design);
  return loadDesign(familyOf(design));
}

export function readGalleryData(host: HTMLElement): GalleryData {
  // The page's children, a slide that is itself a player left in the view for the read included.
  const fallback = pageChildren(host);
  const all = fallback.filter((node): node is Element => node instanceof Element);
  const children = all.filter((child) => !SKIP.has(child.tagName));
  const figures = all.every((child) => child.tagName === 'FIGURE');
  return { slides: children.map((child) => readSlide(child, figures)), fallback };
}
