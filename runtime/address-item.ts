// The item an address names (visitor §2 "Gallery lightbox"): an itemId hash value, or the last path
// segment, matching a slide's data-slide-id or data-slide-url. Read by the galleries and <sq-lightbox> to
// open their initial slide, and by the waiting room (runtime/upgrade-later.ts), where a waiting element
// whose item the address names upgrades at once.
import { LIGHTBOX_HASH_PARAM } from '../catalog/gallery.ts';

export type SlideRef = { id: string; url: string };

/** The itemId in a hash: `#itemId=…`, or a query inside the hash (`#?itemId=…`, `#/?itemId=…`). */
export function itemIdFromHash(hash: string): string | null {
  const text = hash.replace(/^#/, '');
  const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : text;
  const value = new URLSearchParams(query).get(LIGHTBOX_HASH_PARAM);
  return value ? value : null;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const lastSegment = (path: string): string => decode(path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '');

function matches(slide: SlideRef, value: string): boolean {
  if (!value) return false;
  if (slide.id === value || slide.url === value) return true;
  // data-slide-url is often a path ('/gallery/sunset') while the address carries its last segment.
  return slide.url !== '' && lastSegment(slide.url) === lastSegment(value);
}

/**
 * The initial slide from the itemId hash value (`#itemId=…` / `?itemId=` inside the hash) or the last
 * path segment, matching data-slide-id or data-slide-url; null if none.
 */
export function initialSlideFromLocation(
  slides: Pick<SlideRef, 'id' | 'url'>[],
  location: Location | URL = window.location,
): number | null {
  const itemId = itemIdFromHash(location.hash);
  const wanted = itemId ?? lastSegment(location.pathname);
  if (!wanted) return null;
  const index = slides.findIndex((slide) => matches(slide, wanted));
  return index < 0 ? null : index;
}
