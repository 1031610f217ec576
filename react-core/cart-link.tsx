// <sq-cart-link>'s view: a link to the cart whose spoken label carries the item count.
// Enhance in place: the link's content (an icon, a word) is the server's own nodes, moved into the view
// (adoptNodes: put back if the view fails), not copies; the rest of the server link leaves at commit.
// Cheap per element, since a page may hold many: a class (no hooks, no effect objects), one cart
// subscription for every mounted link, no per-element closures.
import { Component, createRef } from 'react';
import { CART_MESSAGES } from '../catalog/messages/cart.ts';
import { cartQuantity, subscribeCart } from './cart-store.ts';
import { cartLinkLabel } from '../runtime/cart/link-label.ts';
import { adoptNodes, isView, pageQuery, releaseNode } from '../runtime/bridge/light-dom.ts';
import { safeUrl } from '../runtime/utils/safe-url.ts';

export const DEFAULT_CART_URL = '/cart';
const QUANTITY_SELECTOR = '[data-sq-cart-quantity], .sq-cart-quantity';

export interface CartLinkData {
  /** The server-rendered link's href, if any and if the URL-safety rule accepts it. */
  href: string | null;
  /**
   * The link's content without its quantity element (an icon, a word): the server's own nodes, which
   * the view adopts; copies only where a quantity element sits deeper inside them (stripped there).
   */
  content: Node[];
  /** Whether the template shows a count at all (visitor §2: without one the label is 'Cart'). */
  hasQuantity: boolean;
}

// Most links on a page share one address: the last accepted one is not parsed again. A refused
// address is checked (and logged) every time.
let lastAccepted: string | undefined;
function safeCartUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  if (address === lastAccepted) return address;
  const safe = safeUrl(address, 'web', 'the cart link');
  if (safe === address) lastAccepted = address;
  return safe;
}

export function readCartLinkData(host: HTMLElement): CartLinkData {
  // The page's own markup, never the view (the children stay live: read again when the page edits them).
  const link = pageQuery(host, 'a[href]');
  const source = link ?? host;
  const quantity = source.querySelectorAll(QUANTITY_SELECTOR);
  let from: Node = source;
  for (let i = 0; i < quantity.length; i += 1) {
    if (quantity[i]!.parentNode === source) continue;
    // A quantity element nested deeper: the view shows a stripped copy of the content instead.
    const copy = source.cloneNode(true) as Element;
    copy.querySelectorAll(QUANTITY_SELECTOR).forEach((q) => q.remove());
    from = copy;
    break;
  }
  const content: Node[] = [];
  for (let node = from.firstChild; node; node = node.nextSibling) {
    const keep = isView(node) ? false : node.nodeType === Node.ELEMENT_NODE ? !(node as Element).matches(QUANTITY_SELECTOR)
      : node.nodeType !== Node.TEXT_NODE || node.textContent!.trim() !== '';
    if (keep) content.push(node);
  }
  // A bare <sq-cart-link></sq-cart-link> gets the full view, count included.
  const bare = !link && content.length === 0 && quantity.length === 0;
  return { href: safeCartUrl(link?.getAttribute('href')), content, hasQuantity: quantity.length > 0 || bare };
}

export interface CartLinkProps { host: HTMLElement; href: string; data: CartLinkData }

// Every mounted link, re-rendered from one cart subscription.
const mounted = new Set<CartLink>();
let unsubscribe: (() => void) | undefined;
function onCartChange(): void {
  for (const link of mounted) link.forceUpdate();
}

export class CartLink extends Component<CartLinkProps> {
  private readonly slot = createRef<HTMLSpanElement>();
  /** The count last rendered. */
  private count = 0;

  override componentDidMount(): void {
    if (mounted.size === 0) unsubscribe = subscribeCart(onCartChange);
    mounted.add(this);
    // The count may have changed since the render (the last link of an earlier page part left in the
    // same commit, so the cookies are read again): render again, as useSyncExternalStore would.
    if (cartQuantity() !== this.count) this.forceUpdate();
    // Before the element's boundary hides the rest of the server markup (its didMount runs after).
    const slot = this.slot.current;
    if (slot) adoptNodes(this.props.data.content, slot);
  }

  override componentDidUpdate(previous: CartLinkProps): void {
    // The page edited the link's content (a framework's render): the nodes no longer in it go back.
    const { content } = this.props.data;
    if (content === previous.data.content) return;
    for (const node of previous.data.content) if (!content.includes(node)) releaseNode(node);
    if (this.slot.current) adoptNodes(content, this.slot.current);
  }

  override componentWillUnmount(): void {
    for (const node of this.props.data.content) releaseNode(node);
    mounted.delete(this);
    if (mounted.size > 0) return;
    unsubscribe?.();
    unsubscribe = undefined;
  }

  override render() {
    const { href, data } = this.props;
    const count = cartQuantity();
    this.count = count;
    const label = cartLinkLabel(count, data.hasQuantity);
    // The spoken label is real text, read instead of the visible content (which screen readers skip),
    // so voice-control users can still say what they see: the visible words stay in the link.
    return (
      <a className="sq-cart-link" href={safeCartUrl(href) || data.href || DEFAULT_CART_URL}>
        <span aria-hidden="true" className="sq-cart-link__visible">
          {data.content.length > 0
            ? <span ref={this.slot} className="sq-cart-link__content" />
            : <span className="sq-cart-link__content">{CART_MESSAGES.cartLinkEmpty}</span>}
          {label.visible !== null && <span className="sq-cart-link__quantity" data-count={count}>{label.visible}</span>}
        </span>
        <span className="sq-visually-hidden sq-cart-link__label">{label.spoken}</span>
      </a>
    );
  }
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
