// The cart page module (visitor §2: "A cart page loads a cart module on init and unmounts it on destroy";
// reference §2: "A full-page cart mounts into a root element when one exists"). On page types 200 (show
// cart) and 205 (commerce cart v2) it puts <sq-cart> into the template's [data-sq-cart-root], else into
// <main>; the autoloader then loads the element's chunk. The root's own children (its no-JavaScript view)
// move into the element as its fallback and come back when the module stops.
import { CART_PAGE_TYPES, CART_ROOT_SELECTORS } from '../../catalog/cart-labels.ts';
import type { SiteContext } from '../context.ts';

const TAG = 'sq-cart';

export const isCartPage = (context: SiteContext): boolean =>
  context.pageType !== null && CART_PAGE_TYPES.includes(context.pageType);

/** The element the cart mounts into, or null when the page has none. */
export function cartRoot(doc: Document): Element | null {
  for (const selector of CART_ROOT_SELECTORS) {
    const root = doc.querySelector(selector);
    if (root) return root;
  }
  return null;
}

/** Mounts <sq-cart> on a cart page; the returned function removes it (the bridge unmounts React). */
export function startCartPage(context: SiteContext, doc: Document = document): () => void {
  const root = cartRoot(doc);
  // A template that wrote its own <sq-cart>, anywhere on the page, keeps it: never two carts on a page.
  if (!isCartPage(context) || !root || doc.querySelector(TAG)) return () => undefined;
  const cart = doc.createElement(TAG);
  const fallback = root.matches(CART_ROOT_SELECTORS[0]) ? [...root.childNodes] : [];
  cart.append(...fallback);
  root.append(cart);
  return () => {
    if (!cart.isConnected) return;
    // Whatever the element shows (its view, or the fallback it restored) goes with it.
    cart.replaceWith(...fallback);
  };
}
