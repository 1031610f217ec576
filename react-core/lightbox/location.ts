// Where the lightbox meets the address bar (visitor §2 "Gallery lightbox"): with history hash on, the
// current slide is written as itemId under the collection's full url with a trailing slash. The initial
// slide the address names is read by runtime/address-item.ts.
import { LIGHTBOX_HASH_PARAM } from '../../catalog/gallery.ts';
import { ADMIN_PATH_PREFIX } from '../../catalog/routes.ts';

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
