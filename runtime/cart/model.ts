// The shopping cart entity (visitor §3 "Shopping cart"): every field with its default, type-checked
// when parsed. A cart whose fields have the wrong kinds, whose cents or quantities are negative or not
// whole, whose amounts exceed what its currency can hold (runtime/money/limits.ts) or whose entries have
// no title is rejected whole with the parser's message (visitor §8), so no view ever shows half a cart.
// Totals are the server's: gift cards, tax-inclusive prices and rounding make them differ from any sum
// the library could compute, so a total that does not add up by our formula is shown as sent and the
// discrepancy is logged once (issue 16 point 11; docs/decisions.md).
import { CART_FIELDS } from '../../catalog/commerce.ts';
import { CART_PARSE_EXPECTATIONS as EXPECT } from '../../catalog/cart-api.ts';
import { isCurrencyCode } from '../../catalog/currencies.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { CART_TOTALS_LOG } from '../../catalog/cart-api.ts';
import { logError, logWarn } from '../log.ts';
import { safeUrl } from '../utils/safe-url.ts';
import { isMinorAmount, maxMinor } from '../money/limits.ts';

export interface CartOption { name: string; value: string }
export interface CartEntry {
  id: string; productId: string; variantId: string; title: string; sku: string;
  quantity: number; unitPriceCents: number; totalCents: number; imageUrl: string; url: string;
  options: CartOption[];
  /** Our design: the entry is a subscription product, which checks out at /checkout/subscribe. */
  subscription: boolean;
}
export interface Coupon { code: string }
export interface MoneyAmount { value: number; currency: string }
type Strings = Record<(typeof CART_FIELDS.strings)[number], string>;
type Booleans = Record<(typeof CART_FIELDS.booleans)[number], boolean>;
type Numbers = Record<(typeof CART_FIELDS.numbers)[number], number>;
type Objects = Record<(typeof CART_FIELDS.objects)[number], Record<string, unknown> | null>;

export interface Cart extends Strings, Booleans, Numbers, Objects {
  /** Milliseconds since the epoch; 0 when unknown. */
  created: number;
  entries: CartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: Coupon[];
  validCoupons: Coupon[];
  invalidCoupons: Coupon[];
  /** The subtotal as money: value in minor units, always equal to subtotalCents. */
  subtotalAmount: MoneyAmount;
  /** Our design: the smallest subtotal that may check out; 0 = none. */
  checkoutMinimumCents: number;
  /** The cart's currency (default USD); every amount is in its minor units. */
  currency: string;
}

class Malformed extends Error {
  constructor(readonly expected: string, readonly found: unknown) { super(expected); }
}

type Source = Record<string, unknown>;
const isObject = (v: unknown): v is Source => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** http(s) or relative, by the one URL-safety rule: never javascript: or data:. */
const isWebUrl = (v: unknown) => v === '' || safeUrl(v, 'web', 'a cart item', { quiet: true }) !== null;

function field<T>(source: Source, key: string, fallback: T, check: (v: unknown) => boolean, expected: string, at: string): T {
  const value = source[key];
  if (value === undefined) return fallback;
  if (!check(value)) throw new Malformed(`${expected} for ${at}${key}`, value);
  return value as T;
}

const str = (s: Source, key: string, at: string) => field(s, key, '', (v) => typeof v === 'string', EXPECT.string, at);
const whole = (s: Source, key: string, at: string) => field(s, key, 0, isWhole, EXPECT.wholeNumber, at);
/** Minor units of the cart's currency: whole, not negative, within what the currency can hold. */
const cents = (s: Source, key: string, at: string, currency: string) =>
  field(s, key, 0, (v) => isMinorAmount(v, currency) && v >= 0, EXPECT.amount(currency, maxMinor(currency)), at);

function list<T>(s: Source, key: string, at: string, item: (v: unknown, at: string) => T): T[] {
  const value = field<unknown[]>(s, key, [], Array.isArray, EXPECT.list, at);
  return value.map((v, i) => item(v, `${at}${key}[${i}].`));
}

function coupon(value: unknown, at: string): Coupon {
  if (!isObject(value) || typeof value.code !== 'string') throw new Malformed(`${EXPECT.coupon} for ${at.slice(0, -1)}`, value);
  return { code: value.code };
}

function option(value: unknown, at: string): CartOption {
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.value !== 'string') {
    throw new Malformed(`${EXPECT.option} for ${at.slice(0, -1)}`, value);
  }
  return { name: value.name, value: value.value };
}

function url(s: Source, key: string, at: string): string {
  return field(s, key, '', (v) => typeof v === 'string' && isWebUrl(v), EXPECT.url, at);
}

function entry(value: unknown, at: string, currency: string): CartEntry {
  if (!isObject(value)) throw new Malformed(`${EXPECT.cart} for ${at.slice(0, -1)}`, value);
  const quantity = field(value, 'quantity', -1, (v) => isWhole(v) && v >= 1, EXPECT.quantity, at);
  if (quantity < 0) throw new Malformed(`${EXPECT.quantity} for ${at}quantity`, undefined);
  const parsed: CartEntry = {
    id: str(value, 'id', at), productId: str(value, 'productId', at), variantId: str(value, 'variantId', at),
    title: str(value, 'title', at), sku: str(value, 'sku', at), quantity,
    unitPriceCents: cents(value, 'unitPriceCents', at, currency), totalCents: cents(value, 'totalCents', at, currency),
    imageUrl: url(value, 'imageUrl', at), url: url(value, 'url', at), options: list(value, 'options', at, option),
    subscription: field(value, 'subscription', false, (v) => typeof v === 'boolean', EXPECT.boolean, at),
  };
  if (parsed.id === '' || parsed.productId === '') throw new Malformed(`${EXPECT.string} for ${at}${parsed.id ? 'productId' : 'id'}`, '');
  if (parsed.title.trim() === '') throw new Malformed(`${EXPECT.nonEmpty} for ${at}title`, parsed.title);
  return parsed;
}

/** Messages already logged: a cart fetched again with the same discrepancy is not logged again. */
const reported = new Set<string>();

/** The first total that does not add up by our formula, logged once; the server's values are kept. */
function reportTotals(cart: Cart): void {
  const sums: Array<[string, number, number, string]> = [
    ...cart.entries.map((e, i): [string, number, number, string] =>
      [`entries[${i}].totalCents`, e.totalCents, e.unitPriceCents * e.quantity, EXPECT.entryTotal(e.unitPriceCents, e.quantity)]),
    ['totalQuantity', cart.totalQuantity, cart.entries.reduce((n, e) => n + e.quantity, 0), 'the sum of the entry quantities'],
    ['subtotalCents', cart.subtotalCents, cart.entries.reduce((n, e) => n + e.totalCents, 0), 'the sum of the entry totals'],
    ['grandTotalCents', cart.grandTotalCents, cart.subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents,
      'subtotal + tax + shipping - discount'],
    ['subtotalAmount.value', cart.subtotalAmount.value, cart.subtotalCents, 'subtotalCents'],
  ];
  const off = sums.find(([, found, sum]) => found !== sum);
  if (!off) return;
  const message = CART_TOTALS_LOG.discrepancy(`cart.${off[0]}`, off[1], off[3], off[2]);
  if (reported.has(message)) return;
  reported.add(message);
  logWarn(message);
}

function read(raw: unknown): Cart {
  if (!isObject(raw)) throw new Malformed(EXPECT.cart, raw);
  const at = 'cart.';
  const currency = field(raw, 'currency', 'USD', isCurrencyCode, EXPECT.currency, at);
  const cart = { currency } as Cart;
  for (const key of CART_FIELDS.strings) cart[key] = str(raw, key, at);
  for (const key of CART_FIELDS.booleans) cart[key] = field(raw, key, false, (v) => typeof v === 'boolean', EXPECT.boolean, at);
  for (const key of CART_FIELDS.numbers) {
    cart[key] = key === 'totalQuantity' ? whole(raw, key, at) : cents(raw, key, at, currency);
  }
  for (const key of CART_FIELDS.objects) cart[key] = field(raw, key, null, (v) => v === null || isObject(v), EXPECT.object, at);
  cart.created = field(raw, 'created', 0, isWhole, EXPECT.timestamp, at);
  cart.entries = list(raw, 'entries', at, (v, where) => entry(v, where, currency));
  cart.shippingOptions = list(raw, 'shippingOptions', at, (v) => v);
  cart.applicableTaxRules = list(raw, 'applicableTaxRules', at, (v) => v);
  for (const key of ['coupons', 'validCoupons', 'invalidCoupons'] as const) cart[key] = list(raw, key, at, coupon);
  cart.checkoutMinimumCents = cents(raw, 'checkoutMinimumCents', at, currency);
  const amount = field<unknown>(raw, 'subtotalAmount', { value: cart.subtotalCents, currency }, isObject, EXPECT.object, at) as Source;
  cart.subtotalAmount = {
    value: cents({ value: cart.subtotalCents, ...amount }, 'value', `${at}subtotalAmount.`, currency),
    currency: field(amount, 'currency', currency, isCurrencyCode, EXPECT.currency, `${at}subtotalAmount.`),
  };
  if (cart.subtotalAmount.currency !== currency) {
    throw new Malformed(`cart.subtotalAmount.currency to be ${currency}`, cart.subtotalAmount.currency);
  }
  return cart;
}

const shown = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value) ?? String(value));

/** The cart checked, or the parser's message (visitor §8) saying what was wrong with it. */
export function checkCart(raw: unknown): Cart | string {
  try {
    const cart = read(raw);
    reportTotals(cart);
    return cart;
  } catch (error) {
    const malformed = error instanceof Malformed ? error : new Malformed(EXPECT.cart, raw);
    return PARSER_MESSAGES.expected(malformed.expected, shown(malformed.found));
  }
}

/** The cart as the server sent it, checked; null (with the parser's message logged) when malformed. */
export function parseCart(raw: unknown): Cart | null {
  const checked = checkCart(raw);
  if (typeof checked !== 'string') return checked;
  logError(checked);
  return null;
}

/** A cart with every default (visitor §3): what a visitor without a cart has. */
export function emptyCart(currency = 'USD'): Cart {
  return read({ currency });
}
