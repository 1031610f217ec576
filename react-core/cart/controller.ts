// The full-page cart's state, without React (issue 8 "The cart"; visitor §3 "Shopping cart", §8 "Cart").
// The server's cart is the only source of amounts: a quantity change or a removal shows at once as an
// overlay on the last good cart (never a client-computed total), the calls run one after another, and a
// failed or malformed answer drops the overlay (the roll-back) and keeps the last good cart. From the
// first change until the server answers, the totals are pending (isPending): the view marks them busy.
import { CART_MAX_QUANTITY, CART_COOKIES } from '../../catalog/cart-api.ts';
import { CART_LABELS, CART_QUANTITY_DEBOUNCE_MS } from '../../catalog/cart-labels.ts';
import { CART_MESSAGES } from '../../catalog/messages/cart.ts';
import { UI_MESSAGES } from '../../catalog/messages/ui.ts';
import * as api from '../../runtime/cart/api.ts';
import { checkoutUrl } from '../../runtime/commerce/checkout-links.ts';
import type { Cart } from '../../runtime/cart/model.ts';
import { clock } from '../../runtime/clock.ts';
import { getCookie } from '../../runtime/cookies.ts';
import { navigate } from '../../runtime/utils/safe-url.ts';

export interface CartViewState {
  phase: 'loading' | 'ready' | 'failed';
  /** The last good cart the server sent. */
  cart: Cart | null;
  /** Quantities shown ahead of the server (entry id -> quantity). */
  quantities: Readonly<Record<string, number>>;
  /** Entries hidden ahead of the server. */
  removed: readonly string[];
  /** Calls waiting or in flight. */
  busy: number;
  /** The failure shown in the alert region. */
  error: string;
  /** What the polite live region last announced. */
  status: string;
}

/** Where checkout goes; tests replace `go`. */
export const cartNavigation = { go: (url: string) => navigate(url, 'same-site', 'the checkout') };

export const clampQuantity = (value: number): number =>
  Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(value)));

export const belowMinimum = (cart: Cart): boolean =>
  cart.checkoutMinimumCents > 0 && cart.subtotalCents < cart.checkoutMinimumCents;

/** A change is waiting or on its way: the server's totals no longer match what the lines show. */
export const isPending = (state: CartViewState): boolean =>
  state.busy > 0 || state.removed.length > 0 || Object.keys(state.quantities).length > 0;

/** /checkout/subscribe?cartToken= for the visitor's cart (visitor §2), or null without a cart token. */
export function subscribeUrl(): string | null {
  const cartToken = api.cartToken();
  return cartToken ? checkoutUrl({ kind: 'subscribe', cartToken }) : null;
}

export class CartController {
  state: CartViewState = { phase: 'loading', cart: null, quantities: {}, removed: [], busy: 0, error: '', status: '' };
  private readonly listeners = new Set<() => void>();
  private chain: Promise<unknown> = Promise.resolve();
  private readonly timers = new Map<string, number>();
  private readonly versions = new Map<string, number>();
  private failures = 0;
  private alive = true;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): CartViewState => this.state;

  private set(change: Partial<CartViewState>): void {
    if (!this.alive) return;
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  load(): void {
    this.set({ phase: 'loading', error: '' });
    api.getCart().then(
      (cart) => this.set({ phase: 'ready', cart }),
      () => this.set({ phase: this.state.cart ? 'ready' : 'failed', error: UI_MESSAGES.unableToLoadTryAgain }),
    );
  }

  /** Queues a call after the others; its answer replaces the cart, its failure keeps the last good one. */
  private run(call: () => Promise<Cart>, failure: string | ((error: unknown) => string), announce: (cart: Cart) => string, settle: (ok: boolean) => void): Promise<boolean> {
    this.set({ busy: this.state.busy + 1 });
    // The status clears as the call starts, so the same outcome twice ('Cart updated') is spoken twice.
    const start = () => { this.set({ status: '' }); return call(); };
    const step = this.chain.then(start).then(
      (cart) => {
        settle(true);
        this.set({ cart, busy: this.state.busy - 1, error: '', status: announce(cart) });
        return true;
      },
      (error: unknown) => {
        this.failures += 1;
        settle(false);
        this.set({ busy: this.state.busy - 1, error: typeof failure === 'string' ? failure : failure(error), status: '' });
        return false;
      },
    );
    this.chain = step;
    return step;
  }

  /** Shows the quantity at once; the update call goes after CART_QUANTITY_DEBOUNCE_MS of quiet. */
  setQuantity(entryId: string, quantity: number): void {
    const version = (this.versions.get(entryId) ?? 0) + 1;
    this.versions.set(entryId, version);
    this.set({ quantities: { ...this.state.quantities, [entryId]: clampQuantity(quantity) } });
    clock.clearTimeout(this.timers.get(entryId));
    this.timers.set(entryId, clock.setTimeout(() => this.sendQuantity(entryId), CART_QUANTITY_DEBOUNCE_MS));
  }

  /** The stepper: one more or one less than shown now (two quick presses count twice), never below 1. */
  step(entryId: string, delta: number): void {
    const shown = this.state.quantities[entryId] ?? this.state.cart?.entries.find((e) => e.id === entryId)?.quantity;
    if (shown !== undefined && shown + delta >= 1) this.setQuantity(entryId, shown + delta);
  }

  /** Sends a waiting quantity now (Enter in the field, checkout). */
  flushQuantity(entryId: string): void {
    if (!this.timers.has(entryId)) return;
    clock.clearTimeout(this.timers.get(entryId));
    this.sendQuantity(entryId);
  }

  private sendQuantity(entryId: string): void {
    this.timers.delete(entryId);
    const quantity = this.state.quantities[entryId];
    if (quantity === undefined) return;
    const version = this.versions.get(entryId);
    void this.run(() => api.updateQuantity(entryId, quantity), CART_MESSAGES.unableToUpdateQuantity, () => CART_LABELS.updated, () => {
      // A newer change of this entry is still waiting: keep showing it.
      if (this.versions.get(entryId) === version) this.dropQuantity(entryId);
    });
  }

  private dropQuantity(entryId: string): void {
    const { [entryId]: _, ...rest } = this.state.quantities;
    this.set({ quantities: rest });
  }

  remove(entryId: string): void {
    const title = this.state.cart?.entries.find((e) => e.id === entryId)?.title ?? '';
    clock.clearTimeout(this.timers.get(entryId));
    this.timers.delete(entryId);
    this.versions.set(entryId, (this.versions.get(entryId) ?? 0) + 1);
    this.dropQuantity(entryId);
    this.set({ removed: [...this.state.removed, entryId] });
    void this.run(() => api.removeItem(entryId), CART_MESSAGES.unableToRemoveItem, () => CART_LABELS.itemRemoved(title), () =>
      this.set({ removed: this.state.removed.filter((id) => id !== entryId) }));
  }

  applyCoupon(code: string): Promise<boolean> {
    const failure = (error: unknown) =>
      error instanceof api.CartError && error.code === 'invalid-coupon' ? CART_LABELS.unknownCoupon(code) : CART_LABELS.unableToApplyCoupon;
    return this.run(() => api.applyCoupon(code), failure, (cart) => {
      // The server may spell the code its own way (SAVE10 for save10): announce its spelling.
      const same = (c: { code: string }) => c.code.toLowerCase() === code.toLowerCase();
      const applied = cart.coupons.find(same)?.code ?? code;
      return cart.invalidCoupons.some(same) ? `${applied}: ${CART_LABELS.invalidCoupon}` : CART_LABELS.couponApplied(applied);
    },
    () => undefined);
  }

  removeCoupon(code: string): Promise<boolean> {
    return this.run(() => api.removeCoupon(code), CART_LABELS.unableToRemoveCoupon, () => CART_LABELS.couponRemoved(code), () => undefined);
  }

  /**
   * Sends any waiting quantity, waits for the calls, then goes to checkout (visitor §2: the cart's
   * checkout, or the subscribe checkout with the cart token), unless a call failed, the subtotal is below
   * the minimum, or the CART cookie is gone (read now, at click time: visitor §8 "Cart").
   */
  async checkout(kind: 'cart' | 'subscribe' = 'cart'): Promise<void> {
    const failures = this.failures;
    for (const entryId of [...this.timers.keys()]) this.flushQuantity(entryId);
    await this.chain;
    const { cart } = this.state;
    if (!this.alive || !cart || this.failures > failures || belowMinimum(cart)) return;
    const url = !getCookie(CART_COOKIES.cart) ? null : kind === 'cart' ? checkoutUrl({ kind: 'cart' }) : subscribeUrl();
    if (url === null) {
      this.set({ error: CART_MESSAGES.sessionExpired });
      return;
    }
    cartNavigation.go(url);
  }

  dispose(): void {
    this.alive = false;
    for (const timer of this.timers.values()) clock.clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }
}
