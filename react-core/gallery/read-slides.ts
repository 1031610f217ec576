// Reads a gallery's slides from its server-rendered children (visitor §3 "Slide attributes"). Every
// element child is a slide; its attributes name it, its image (or video wrapper) is its media and its
// figcaption (or [data-slide-meta]) is its caption. Nothing is parsed from strings as HTML.
import type { SlideType } from '../../catalog/gallery.ts';
import { familyOf, loadDesign } from './design-views.ts';
import { parseFocalPoint, parseImageDimensions } from '../../runtime/images/image-attributes.ts';

export interface SlideImage {
  src: string;
  width: number | null;
  height: number | null;
  focal: { x: number; y: number };
  alt: string;
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

function readImage(slide: Element): SlideImage | null {
  const img = slide.matches('img') ? slide : slide.querySelector('img');
  if (!img) return null;
  const src = img.getAttribute('data-src') || img.getAttribute('src') || '';
  if (!src) return null;
  const dimensions = parseImageDimensions(img.getAttribute('data-image-dimensions') ?? slide.getAttribute('data-image-dimensions'));
  return {
    src,
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
    focal: parseFocalPoint(img.getAttribute('data-image-focal-point') ?? slide.getAttribute('data-image-focal-point')),
    alt: img.getAttribute('alt') ?? '',
  };
}

function readSlide(element: Element, index: number): Slide {
  const declared = element.getAttribute('data-type');
  const media = element.matches(VIDEO_WRAPPER) ? element : element.querySelector(VIDEO_WRAPPER);
  const type: SlideType = declared === 'image' || declared === 'video' ? declared : media ? 'video' : 'image';
  const captionElement = element.querySelector(CAPTION);
  const image = readImage(media ? (media.querySelector('img') ? media : element) : element);
  const title = captionElement?.textContent?.trim().replace(/\s+/g, ' ') || image?.alt || '';
  return {
    id: element.getAttribute('data-slide-id') ?? String(index + 1),
    url: element.getAttribute('data-slide-url') ?? '',
    clickThroughUrl: element.getAttribute('data-click-through-url') ?? '',
    type,
    image,
    caption: captionElement ? Array.from(captionElement.childNodes) : [],
    title,
    media: type === 'video' ? media : null,
  };
}

export function readGalleryData(host: HTMLElement): GalleryData {
  // The design's code is requested now, before the first render; block data may name it too.
  void loadDesign(familyOf(host.getAttribute('design') || designInBlockData(host.getAttribute('block-json')))).catch(() => undefined);
  const children = Array.from(host.children).filter((child) => !SKIP.has(child.tagName));
  return { slides: children.map(readSlide), fallback: Array.from(host.childNodes) };
}
