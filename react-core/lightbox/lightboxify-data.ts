// What <sq-lightbox> reads from its server-rendered images. Two forms are supported:
//   <a href="full.jpg" data-image-dimensions="1500x1000"><img src="thumb.jpg" alt="…"></a>
//     (without JavaScript the link opens the image itself), and
//   <img src="thumb.jpg" data-src="full.jpg" data-image-dimensions="1500x1000" alt="…">
//     (without JavaScript a plain image).
// data-slide-id / data-slide-url may sit on the link or the image; a <figcaption> of the enclosing
// <figure> is the caption.
import { GALLERY_MESSAGES } from '../../catalog/messages/gallery.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { pageChildren } from '../../runtime/bridge/light-dom.ts';
import { logWarn } from '../../runtime/log.ts';
import { lightboxAvailable } from './availability.ts';
import type { LightboxSlide } from './open-lightbox.ts';

export interface LightboxifyData {
  /** The server-rendered children; the view shows them, moved into it (never copied). */
  nodes: Node[];
  /** One slide per item, in document order; width and height 0 when the markup does not say. */
  slides: LightboxSlide[];
  /** False in a tier without the lightbox: the images stay plain links. */
  available: boolean;
}

/** The clickable items in the nodes (and under them): a link around an image, else an image with data-src. */
export function findItems(nodes: readonly Node[]): HTMLElement[] {
  const items: HTMLElement[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const images = [...(node instanceof HTMLImageElement ? [node] : []), ...node.querySelectorAll('img')];
    for (const img of images) {
      const link = img.closest<HTMLAnchorElement>('a[href]');
      const item = link && node.contains(link) ? link : img.hasAttribute('data-src') ? img : null;
      if (item && !items.includes(item)) items.push(item);
    }
  }
  return items;
}

function parseDimensions(text: string | null): { width: number; height: number } | null {
  if (text === null) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(text);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (match && width > 0 && height > 0) return { width, height };
  logWarn(PARSER_MESSAGES.expected('widthxheight for <sq-lightbox> data-image-dimensions', JSON.stringify(text)));
  return null;
}

function slideFrom(item: HTMLElement): LightboxSlide {
  const img = item instanceof HTMLImageElement ? item : item.querySelector('img')!;
  const attr = (name: string) => item.getAttribute(name) ?? img.getAttribute(name);
  const src = item instanceof HTMLAnchorElement ? item.href : new URL(img.getAttribute('data-src') ?? '', document.baseURI).href;
  const size = parseDimensions(attr('data-image-dimensions'));
  const caption = item.closest('figure')?.querySelector('figcaption');
  return {
    id: attr('data-slide-id') ?? '',
    url: attr('data-slide-url') ?? '',
    src,
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    alt: img.alt,
    caption: caption ? Array.from(caption.childNodes) : undefined,
  };
}

export function readLightboxifyData(host: HTMLElement): LightboxifyData {
  const available = lightboxAvailable();
  if (!available) logWarn(GALLERY_MESSAGES.lightboxifyUnavailable);
  const nodes = pageChildren(host);
  return { nodes, slides: findItems(nodes).map(slideFrom), available };
}

/** Fills in the natural size of slides whose markup gave none, from the full image itself. */
export async function withSizes(slides: LightboxSlide[]): Promise<LightboxSlide[]> {
  return Promise.all(slides.map(async (slide) => {
    if (slide.width > 0 && slide.height > 0) return slide;
    const probe = new Image();
    probe.src = slide.src;
    await probe.decode().catch(() => undefined);
    return { ...slide, width: probe.naturalWidth, height: probe.naturalHeight };
  }));
}
