// <sq-cart-link>'s view: a link to the cart whose spoken label carries the item count.
import { useMemo, useSyncExternalStore } from 'react';
import { CART_MESSAGES } from '../catalog/messages/cart.ts';
import { cartQuantity, subscribeCart } from './cart-store.ts';
import { cartLinkLabel } from '../runtime/cart/link-label.ts';
import { NodeSlot } from './node-slot.tsx';
import { safeUrl } from '../runtime/utils/safe-url.ts';

export const DEFAULT_CART_URL = '/cart';
const QUANTITY_SELECTOR = '[data-sq-cart-quantity], .sq-cart-quantity';

export interface CartLinkData {
  /** The server-rendered link's href, if any and if the URL-safety rule accepts it. */
  href: string | null;
  /** The link's content without its quantity element (an icon, a word), shown as it was. */
  content: Node[];
  /** Whether the template shows a count at all (visitor §2: without one the label is 'Cart'). */
  hasQuantity: boolean;
}

export function readCartLinkData(host: HTMLElement): CartLinkData {
  const link = host.querySelector('a[href]');
  const source = link ?? host;
  const quantity = source.querySelectorAll(QUANTITY_SELECTOR);
  let nodes = Array.from(source.childNodes);
  // The view shows copies of these nodes; a quantity element nested deeper needs a stripped copy.
  if (Array.from(quantity).some((q) => q.parentNode !== source)) {
    const copy = source.cloneNode(true) as Element;
    copy.querySelectorAll(QUANTITY_SELECTOR).forEach((q) => q.remove());
    nodes = Array.from(copy.childNodes);
  }
  const content = nodes.filter((n) => !(n instanceof Element && n.matches(QUANTITY_SELECTOR))
    && (n.nodeType !== Node.TEXT_NODE || n.textContent?.trim()));
  // A bare <sq-cart-link></sq-cart-link> gets the full view, count included.
  const bare = host.children.length === 0 && !host.textContent?.trim();
  return { href: safeUrl(link?.getAttribute('href'), 'web', 'the cart link'), content, hasQuantity: quantity.length > 0 || bare };
}

export interface CartLinkProps { href: string; data: CartLinkData }

export function CartLink({ href, data }: CartLinkProps) {
  const count = useSyncExternalStore(subscribeCart, cartQuantity);
  const label = cartLinkLabel(count, data.hasQuantity);
  const { content } = data;
  // The href attribute through the URL-safety rule (checked when it changes, not on every count).
  const target = useMemo(() => (href ? safeUrl(href, 'web', 'the cart link') : null), [href]);
  // The spoken label is real text, read instead of the visible content (which screen readers skip),
  // so voice-control users can still say what they see: the visible words stay in the link.
  return (
    <a className="sq-cart-link" href={target || data.href || DEFAULT_CART_URL}>
      <span aria-hidden="true" className="sq-cart-link__visible">
        {content.length > 0
          ? <NodeSlot nodes={content} className="sq-cart-link__content" />
          : <span className="sq-cart-link__content">{CART_MESSAGES.cartLinkEmpty}</span>}
        {label.visible !== null && <span className="sq-cart-link__quantity" data-count={count}>{label.visible}</span>}
      </span>
      <span className="sq-visually-hidden sq-cart-link__label">{label.spoken}</span>
    </a>
  );
}

export const CART_LINK_STYLES = `
:where(sq-cart-link) { display: inline-block; }
:where(.sq-cart-link__visible) { display: inline-flex; align-items: center; gap: var(--sq-space-2); }
:where(.sq-cart-link) {
  display: inline-flex; align-items: center; gap: var(--sq-space-2);
  color: inherit; text-decoration: none;
}
:where(.sq-cart-link:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; border-radius: var(--sq-radius-1); }
:where(.sq-cart-link__quantity) {
  min-width: 1.5em; padding: 0 var(--sq-space-1); border-radius: var(--sq-radius-2);
  background: var(--sq-color-accent); color: var(--sq-color-on-accent);
  font-weight: var(--sq-font-weight-3); font-size: var(--sq-font-size-1); text-align: center; line-height: 1.5;
}
`;
