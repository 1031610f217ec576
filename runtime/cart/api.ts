// The cart calls (issue 8; paths and bodies designed in docs/cart-api.md, catalog/cart-api.ts). Every
// call goes through the transport with the crumb, answers the whole cart, and is checked by the model.
// A success keeps the hasCart / CART / ss_lastid cookies (visitor §3) and announces sq-cart-updated;
// a failure rejects with a CartError and changes no cookie and announces nothing. Calls run one after
// another, so the cookies always hold the answer to the newest call.
import { CART_API_PATHS as PATHS, CART_COOKIE_MAX_AGE_MS, CART_COOKIES } from '../../catalog/cart-api.ts';
import { announceCart } from '../cart-events.ts';
import { getCookie, removeCookie, setCookie } from '../cookies.ts';
import { failureMessage, request, TransportError, type RequestOptions } from '../transport.ts';
import { logError } from '../log.ts';
import { checkCart, type Cart } from './model.ts';

export type CartErrorKind = 'http' | 'network' | 'malformed';

export class CartError extends Error {
  override name = 'CartError';
  /** The server's error code ({ code } in its error body), e.g. 'insufficient-stock'. */
  readonly code: string | undefined;
  /** For 'insufficient-stock': how many the cart may hold. */
  readonly available: number | undefined;
  constructor(readonly kind: CartErrorKind, message: string, readonly status?: number, body?: unknown) {
    super(message);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    this.code = typeof fields.code === 'string' ? fields.code : undefined;
    this.available = Number.isSafeInteger(fields.available) ? (fields.available as number) : undefined;
  }
}

function toCartError(error: unknown): CartError {
  if (error instanceof CartError) return error;
  const message = failureMessage(error);
  if (!(error instanceof TransportError)) return new CartError('network', message);
  if (error.kind === 'parse') return new CartError('malformed', message, error.status);
  if (error.kind === 'status') return new CartError('http', message, error.status, error.body);
  return new CartError('network', message);
}

/** The token part of the CART cookie ("<token>|<quantity>"), '' when there is none. */
export function cartToken(): string {
  if (getCookie(CART_COOKIES.hasCart) !== 'true') return '';
  return /^([^|]+)\|\d+$/.exec(getCookie(CART_COOKIES.cart) ?? '')?.[1] ?? '';
}

function keepCookies(cart: Cart, addedProductId?: string): void {
  if (cart.id === '') {
    for (const name of Object.values(CART_COOKIES)) removeCookie(name);
    return;
  }
  setCookie(CART_COOKIES.hasCart, 'true', CART_COOKIE_MAX_AGE_MS);
  setCookie(CART_COOKIES.cart, `${cart.id}|${cart.totalQuantity}`, CART_COOKIE_MAX_AGE_MS);
  if (addedProductId !== undefined) setCookie(CART_COOKIES.lastId, addedProductId, CART_COOKIE_MAX_AGE_MS);
  else if (cart.entries.length === 0) removeCookie(CART_COOKIES.lastId);
}

let queue: Promise<unknown> = Promise.resolve();

function call(url: string, options: RequestOptions, addedProductId?: string): Promise<Cart> {
  const run = async (): Promise<Cart> => {
    let data: unknown;
    try {
      ({ data } = await request(url, { crumb: 'header', ...options }));
    } catch (error) {
      throw toCartError(error);
    }
    const cart = checkCart(data);
    if (typeof cart === 'string') {
      logError(cart);
      throw new CartError('malformed', cart);
    }
    keepCookies(cart, addedProductId);
    announceCart({ totalQuantity: cart.totalQuantity, subtotalCents: cart.subtotalCents, currency: cart.currency });
    return cart;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

export const getCart = (): Promise<Cart> => call(PATHS.cart, { method: 'GET', kind: 'data' });

export function addItem(item: { productId: string; variantId?: string; quantity?: number }): Promise<Cart> {
  const json = { productId: item.productId, variantId: item.variantId ?? '', quantity: item.quantity ?? 1 };
  return call(PATHS.items, { method: 'POST', json }, item.productId);
}

export const updateQuantity = (entryId: string, quantity: number): Promise<Cart> =>
  call(PATHS.item(entryId), { method: 'PUT', json: { quantity } });

export const removeItem = (entryId: string): Promise<Cart> => call(PATHS.item(entryId), { method: 'DELETE' });

export const applyCoupon = (code: string): Promise<Cart> => call(PATHS.coupons, { method: 'POST', json: { code } });

export const removeCoupon = (code: string): Promise<Cart> => call(PATHS.coupon(code), { method: 'DELETE' });
