// Where the lightbox meets the address bar (visitor §2 "Gallery lightbox"): the initial slide comes
// from an itemId hash value or the last path segment, and with history hash on the current slide is
// written as itemId under the collection's full url with a trailing slash.
import { LIGHTBOX_HASH_PARAM } from '../../catalog/gallery.ts';
import { ADMIN_PATH_PREFIX } from '../../catalog/routes.ts';

type SlideRef = { id: string; url: string };

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

/** The address for a slide: the collection's full url with a trailing slash, then `#itemId=<value>`. */
export function itemIdUrl(value: string, collectionUrl: string | undefined, base: string = window.location.href): URL {
  const url = new URL(collectionUrl || new URL(base).pathname, base);
  // The collection's url gets its trailing slash; a page that is a file (/gallery.html) keeps its name.
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (!url.pathname.endsWith('/') && !last.includes('.')) url.pathname += '/';
  url.search = '';
  url.hash = `${LIGHTBOX_HASH_PARAM}=${encodeURIComponent(value)}`;
  return url;
}

const isAdminPath = (path: string) => path === ADMIN_PATH_PREFIX || path.startsWith(`${ADMIN_PATH_PREFIX}/`);

/**
 * Whether the page shows inside the backend editor: the editor frames the site from its /config area
 * (visitor §2: /config/ with the frameUrl query), so the parent window is on an admin path. A parent
 * on another origin cannot be read and is not the editor.
 */
export function isInBackendEditor(win: Window = window): boolean {
  try {
    if (isAdminPath(win.location.pathname)) return true;
    return win.parent !== win && isAdminPath(win.parent.location.pathname);
  } catch {
    return false;
  }
}
