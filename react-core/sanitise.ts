// Server and owner HTML reaches the page only through DOMPurify (form post-submit HTML, widget
// renderings). DOMPurify is right about HTML: no scripts, handlers or script URLs. But it keeps `data-*`
// attributes and classes, and the library's own page-wide behaviours act on such markup (a
// `data-sq-member-logout data-sq-redirect` link logs out and navigates): a script gadget. So every
// purifier the library uses also drops the markup those behaviours read (catalog LIBRARY_MARKUP; the
// list of behaviours is in docs/decisions.md "URL safety").
import type { Config, DOMPurify, UponSanitizeAttributeHookEvent } from 'dompurify';
import { LIBRARY_MARKUP as M } from '../catalog/url-safety.ts';

const startsWithAny = (value: string, prefixes: readonly string[]) => prefixes.some((p) => value.startsWith(p));
const isLibraryClass = (token: string) => (M.classes as readonly string[]).includes(token.toLowerCase());

/** DOMPurify hook: removes library triggers from one attribute of a sanitised node. */
export function dropLibraryMarkup(_node: Element, event: UponSanitizeAttributeHookEvent): void {
  const name = event.attrName.toLowerCase();
  if (startsWithAny(name, M.attributePrefixes) || (M.attributes as readonly string[]).includes(name)) {
    event.keepAttr = false;
  } else if (name === 'id' && (M.ids as readonly string[]).includes(event.attrValue.trim())) {
    event.keepAttr = false;
  } else if (name === 'class') {
    event.attrValue = event.attrValue.split(/\s+/).filter((token) => token !== '' && !isLibraryClass(token)).join(' ');
  }
}

const guarded = new WeakSet<DOMPurify>();

/** `html` sanitised by `purifier` (its rules plus `config`, without library markup), as this document's nodes. */
export function inertFragment(purifier: DOMPurify, html: unknown, config: Config = {}): DocumentFragment {
  if (!guarded.has(purifier)) {
    purifier.addHook('uponSanitizeAttribute', dropLibraryMarkup);
    guarded.add(purifier);
  }
  const clean = purifier.sanitize(typeof html === 'string' ? html : '', { ...config, RETURN_DOM_FRAGMENT: true });
  // DOMPurify builds the fragment in an inert document; import it so the caller appends our own nodes.
  // Markup with no body to build from (a lone <frameset>) gives no node: nothing is shown.
  return clean instanceof Node ? document.importNode(clean, true) : document.createDocumentFragment();
}
