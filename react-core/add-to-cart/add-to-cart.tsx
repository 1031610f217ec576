// <sq-add-to-cart>'s view: one button that adds the product to the cart (runtime/cart/api.ts addItem).
// While the call runs the button is busy (aria-busy, aria-disabled) and further clicks send nothing;
// the outcome is spoken through a status region (added) or shown as an alert (the catalogued failure).
// The cart link and the template's indicators follow through the sq-cart-updated event addItem sends.
import { useEffect, useRef, useState } from 'react';
import { ADD_TO_CART_LOG, ADD_TO_CART_TEXT, CART_MAX_QUANTITY } from '../../catalog/cart-api.ts';
import { logWarn } from '../../runtime/log.ts';
import { SqEvent } from '../../runtime/events.ts';
import type { Cart } from '../../runtime/cart/model.ts';
import type { CartError } from '../../runtime/cart/api.ts';

export class SqAddToCartAddedEvent extends SqEvent {
  static readonly type = 'sq-add-to-cart-added';
  constructor(readonly cart: Cart) { super(SqAddToCartAddedEvent.type); }
}
export class SqAddToCartFailedEvent extends SqEvent {
  static readonly type = 'sq-add-to-cart-failed';
  constructor(readonly error: CartError, readonly message: string) { super(SqAddToCartFailedEvent.type); }
}
declare global {
  interface GlobalEventHandlersEventMap {
    'sq-add-to-cart-added': SqAddToCartAddedEvent;
    'sq-add-to-cart-failed': SqAddToCartFailedEvent;
  }
}

/** The label of the template's button (or the element's text), else 'Add to cart'. */
export function readAddToCartLabel(host: HTMLElement): string {
  const source = host.querySelector('button, [role="button"], input[type="submit"], input[type="button"]') ?? host;
  const text = source instanceof HTMLInputElement ? source.value : source.textContent;
  return text?.replace(/\s+/g, ' ').trim() || ADD_TO_CART_TEXT.button;
}

export function failureText(error: CartError): string {
  if (error.code === 'insufficient-stock') return ADD_TO_CART_TEXT.insufficientStock(error.available ?? 0);
  if (error.code === 'unknown-product') return ADD_TO_CART_TEXT.unknownProduct;
  return ADD_TO_CART_TEXT.failed;
}

const validQuantity = (q: number) => Number.isInteger(q) && q >= 1 && q <= CART_MAX_QUANTITY;

export interface AddToCartProps { productId: string; variantId: string; quantity: number; host: HTMLElement; data: string }

export function AddToCart({ productId, variantId, quantity, host, data }: AddToCartProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  useEffect(() => { if (!productId) logWarn(ADD_TO_CART_LOG.missingProductId, host); }, [productId, host]);
  useEffect(() => { if (!validQuantity(quantity)) logWarn(ADD_TO_CART_LOG.badQuantity(quantity)); }, [quantity]);

  const add = async () => {
    if (running.current || !productId) return;
    running.current = true;
    setBusy(true);
    setStatus('');
    setFailure('');
    const count = validQuantity(quantity) ? quantity : 1;
    try {
      const { addItem } = await import('../../runtime/cart/api.ts');
      const cart = await addItem({ productId, ...(variantId ? { variantId } : {}), quantity: count });
      const entry = cart.entries.find((e) => e.productId === productId && (!variantId || e.variantId === variantId));
      if (mounted.current) setStatus(ADD_TO_CART_TEXT.added(entry?.title || data, count));
      host.dispatchEvent(new SqAddToCartAddedEvent(cart));
    } catch (error) {
      const text = failureText(error as CartError);
      if (mounted.current) setFailure(text);
      host.dispatchEvent(new SqAddToCartFailedEvent(error as CartError, text));
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <span className="sq-add-to-cart">
      <button type="button" className="sq-add-to-cart__button" aria-busy={busy} aria-disabled={busy || !productId}
        onClick={() => { void add(); }}>
        {busy ? ADD_TO_CART_TEXT.adding : data}
      </button>
      <span role="status" className="sq-add-to-cart__status">{status}</span>
      {failure && <span role="alert" className="sq-add-to-cart__error">{failure}</span>}
    </span>
  );
}

export const ADD_TO_CART_STYLES = `
:where(sq-add-to-cart) { display: inline-block; }
:where(.sq-add-to-cart) { display: inline-flex; flex-direction: column; align-items: flex-start; gap: var(--sq-space-1); }
:where(.sq-add-to-cart__button[aria-disabled="true"]) { cursor: default; opacity: 0.7; }
:where(.sq-add-to-cart__button:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
/* Empty, the live region stays rendered (a hidden one would not announce the text it gets later). */
:where(.sq-add-to-cart__status:empty) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
:where(.sq-add-to-cart__error) { color: var(--sq-color-error); }
`;
