// The cart-updated broadcast that <sq-cart-link> and template cart indicators follow.
import { SqEvent } from './events.ts';

/** subtotalCents (minor units) and currency come with every update from the cart calls (runtime/cart/api.ts). */
export interface CartSummary { totalQuantity: number; subtotalCents?: number; currency?: string }

export class SqCartUpdatedEvent extends SqEvent {
  static readonly type = 'sq-cart-updated';
  // Declared, not a parameter property: a class field is emitted as code, and dist/sq.js has no bytes to spare.
  declare readonly cart: CartSummary;
  constructor(cart: CartSummary) {
    super(SqCartUpdatedEvent.type);
    this.cart = cart;
  }
}

declare global {
  interface DocumentEventMap { 'sq-cart-updated': SqCartUpdatedEvent }
  interface GlobalEventHandlersEventMap { 'sq-cart-updated': SqCartUpdatedEvent }
}

/** Tells every cart indicator on the page that the cart changed. */
export function announceCart(cart: CartSummary, target: EventTarget = document): void {
  target.dispatchEvent(new SqCartUpdatedEvent(cart));
}
