// @ts-check
// The cart calls (issue 8; designed in docs/cart-api.md): an in-memory cart per token, the token being
// the part of the CART cookie ("<token>|<quantity>") before the bar. The client writes the cookies
// from each answer (runtime/cart/api.ts); this server only reads them. Every success answers the whole
// cart (visitor §3 "Shopping cart"), with totals computed in integer cents. Errors answer
// { error, code } (code from catalog/cart-api.ts CART_ERROR_CODES; 'insufficient-stock' adds
// `available`, how many the cart may hold).
//   GET    /api/commerce/cart                         200 cart (id '' when the visitor has none)
//   POST   /api/commerce/cart/items { productId, variantId?, quantity? }   200 | 400 | 404 | 409
//   PUT    /api/commerce/cart/items/<entryId> { quantity }  (0 removes)  200 | 400 | 404 | 409
//   DELETE /api/commerce/cart/items/<entryId>                             200 | 404
//   POST   /api/commerce/cart/coupons { code }                            200 | 400
//   DELETE /api/commerce/cart/coupons/<code>                              200 | 404
//   GET    /commerce/goto-checkout   302 to /api/commerce/demo-checkout?cartToken=<token>
//   GET    /api/commerce/demo-checkout   the demo's checkout page: the cart token and total, as HTML
// Calls that change the cart are crumb-protected (header), like the other posts of the site.
import { randomBytes } from 'node:crypto';
import { escapeHtml, json } from '../http.mjs';
import {
  CHECKOUT_MINIMUM_CENTS, COUPONS, CURRENCY, FREE_SHIPPING_FROM_CENTS, SHIPPING_OPTION, TAX_RATE_BASIS_POINTS, TAX_RULE,
  WEBSITE_ID, amountText, findVariant, share, stockOf, unitPriceCents,
} from '../shop-products.mjs';

const MAX_QUANTITY = 999;
const BASE = '/api/commerce/cart';

/**
 * @typedef {{ id: string, productId: string, variantId: string, quantity: number }} Line
 * @typedef {{ token: string, created: number, lines: Line[], coupons: string[], nextEntry: number }} StoredCart
 */

/** @param {Record<string, string>} cookies */
export function tokenOf(cookies) {
  if (cookies.hasCart !== 'true') return '';
  return /^([^|]+)\|\d+$/.exec(cookies.CART ?? '')?.[1] ?? '';
}

/** @param {string} code @param {number} status @param {string} error @param {object} [more] */
const fail = (status, code, error, more = {}) => json(status, { error, code, ...more });

/** @param {unknown} value */
const isQuantity = (value) => Number.isInteger(value) && Number(value) >= 0 && Number(value) <= MAX_QUANTITY;

/**
 * The whole cart as the client reads it, every total computed in integer cents.
 * @param {StoredCart | null} stored
 */
export function render(stored) {
  const entries = (stored?.lines ?? []).map((line) => {
    const found = /** @type {NonNullable<ReturnType<typeof findVariant>>} */ (findVariant(line.productId, line.variantId));
    const unit = unitPriceCents(found.variant);
    return {
      id: line.id, productId: line.productId, variantId: line.variantId, title: found.product.title, sku: found.variant.sku,
      quantity: line.quantity, unitPriceCents: unit, totalCents: unit * line.quantity, imageUrl: found.product.imageUrl,
      url: found.product.url, options: found.variant.optionValues, type: found.product.type,
      subscription: Boolean(found.product.subscription),
    };
  });
  const subtotalCents = entries.reduce((sum, e) => sum + e.totalCents, 0);
  const totalQuantity = entries.reduce((sum, e) => sum + e.quantity, 0);
  const codes = stored?.coupons ?? [];
  const valid = codes.filter((code) => subtotalCents >= (COUPONS[code]?.minimumCents ?? 0));
  let discountCents = 0;
  for (const code of valid) {
    const coupon = COUPONS[code] ?? {};
    discountCents += coupon.percent ? share(subtotalCents, coupon.percent, 100) : coupon.amountCents ?? 0;
  }
  discountCents = Math.min(discountCents, subtotalCents);
  const physical = entries.filter((e) => e.type === 'PHYSICAL');
  const requiresShipping = physical.length > 0;
  const freeShipping = valid.some((code) => COUPONS[code]?.freeShipping) || subtotalCents >= FREE_SHIPPING_FROM_CENTS;
  const shippingCostCents = requiresShipping && !freeShipping ? SHIPPING_OPTION.costCents : 0;
  const physicalCents = physical.reduce((sum, e) => sum + e.totalCents, 0);
  // Tax on the physical goods' share of the discounted subtotal.
  const taxable = subtotalCents === 0 ? 0 : physicalCents - share(discountCents, physicalCents, subtotalCents);
  const taxCents = share(taxable, TAX_RATE_BASIS_POINTS, 10000);
  const hasDigital = entries.some((e) => e.type === 'DIGITAL');
  return {
    id: stored?.token ?? '', websiteId: WEBSITE_ID, orderId: '', created: stored?.created ?? 0, isPurchased: false,
    entries: entries.map(({ type, ...entry }) => entry),
    shippingOptions: requiresShipping ? [{ ...SHIPPING_OPTION, costCents: shippingCostCents }] : [],
    selectedShippingOption: requiresShipping ? { ...SHIPPING_OPTION, costCents: shippingCostCents } : null,
    shippingLocation: null,
    applicableTaxRules: taxCents > 0 ? [TAX_RULE] : [],
    coupons: codes.map((code) => ({ code })),
    validCoupons: valid.map((code) => ({ code })),
    invalidCoupons: codes.filter((code) => !valid.includes(code)).map((code) => ({ code })),
    subtotalCents, taxCents, shippingCostCents, discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents, totalQuantity,
    subtotalAmount: { value: subtotalCents, currency: CURRENCY },
    hasDigital, purelyDigital: entries.length > 0 && entries.every((e) => e.type === 'DIGITAL'), requiresShipping,
    checkoutMinimumCents: CHECKOUT_MINIMUM_CENTS, currency: CURRENCY,
  };
}

/** @returns {import('./index.mjs').Route[]} */
export function cartRoutes() {
  /** @type {Map<string, StoredCart>} */
  const carts = new Map();
  /** @param {Record<string, string>} cookies */
  const find = (cookies) => carts.get(tokenOf(cookies)) ?? null;
  /** @param {Record<string, string>} cookies */
  const findOrCreate = (cookies) => {
    const found = find(cookies);
    if (found) return found;
    const token = randomBytes(12).toString('hex');
    /** @type {StoredCart} */
    const created = { token, created: Date.now(), lines: [], coupons: [], nextEntry: 1 };
    carts.set(token, created);
    return created;
  };
  /** @param {StoredCart | null} stored @param {import('../store.mjs').Entry} entry */
  const answer = (stored, entry) => {
    const cart = render(stored);
    entry.outcome = { token: cart.id, totalQuantity: cart.totalQuantity, grandTotalCents: cart.grandTotalCents };
    return json(200, cart);
  };
  /** @param {Line} line @param {number} quantity */
  const overStock = (line, quantity) => {
    const found = findVariant(line.productId, line.variantId);
    const stock = found ? stockOf(found.variant) : 0;
    return quantity > stock
      ? fail(409, 'insufficient-stock', stock === 0 ? 'This item is sold out.' : `Only ${stock} in stock.`, { available: stock })
      : null;
  };
  /** @param {unknown} body */
  const fields = (body) => /** @type {Record<string, unknown>} */ (body && typeof body === 'object' ? body : {});

  return [
    { method: 'GET', path: BASE, kind: 'commerce', answer: ({ cookies, entry }) => answer(find(cookies), entry) },
    {
      method: 'POST', path: `${BASE}/items`, kind: 'commerce', crumb: true,
      answer({ body, cookies, entry }) {
        const { productId, variantId = '', quantity = 1 } = fields(body);
        if (typeof productId !== 'string' || typeof variantId !== 'string') return fail(400, 'unknown-product', 'A productId is required.');
        if (!isQuantity(quantity) || quantity === 0) return fail(400, 'invalid-quantity', `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`);
        const found = findVariant(productId, variantId);
        if (!found) return fail(404, 'unknown-product', 'This product is no longer available.');
        const stored = find(cookies);
        const existing = stored?.lines.find((l) => l.productId === productId && l.variantId === found.variant.id);
        const line = existing ?? { id: '', productId, variantId: found.variant.id, quantity: 0 };
        const next = line.quantity + Number(quantity);
        const refused = overStock(line, next) ?? (next > MAX_QUANTITY ? fail(409, 'insufficient-stock', `Only ${MAX_QUANTITY} fit in one cart entry.`, { available: MAX_QUANTITY }) : null);
        if (refused) return refused;
        const cart = stored ?? findOrCreate(cookies);
        if (!existing) cart.lines.push({ ...line, id: `e-${cart.nextEntry++}` });
        (existing ?? /** @type {Line} */ (cart.lines.at(-1))).quantity = next;
        return answer(cart, entry);
      },
    },
    {
      method: 'PUT', path: `${BASE}/items/*`, kind: 'commerce', crumb: true,
      answer({ body, cookies, param, entry }) {
        const { quantity } = fields(body);
        if (!isQuantity(quantity)) return fail(400, 'invalid-quantity', `Quantity must be a whole number from 0 to ${MAX_QUANTITY}.`);
        const stored = find(cookies);
        const line = stored?.lines.find((l) => l.id === param);
        if (!stored || !line) return fail(404, 'unknown-entry', 'This item is no longer in your cart.');
        if (quantity === 0) stored.lines = stored.lines.filter((l) => l !== line);
        else {
          const refused = overStock(line, Number(quantity));
          if (refused) return refused;
          line.quantity = Number(quantity);
        }
        return answer(stored, entry);
      },
    },
    {
      method: 'DELETE', path: `${BASE}/items/*`, kind: 'commerce', crumb: true,
      answer({ cookies, param, entry }) {
        const stored = find(cookies);
        if (!stored || !stored.lines.some((l) => l.id === param)) return fail(404, 'unknown-entry', 'This item is no longer in your cart.');
        stored.lines = stored.lines.filter((l) => l.id !== param);
        return answer(stored, entry);
      },
    },
    {
      method: 'POST', path: `${BASE}/coupons`, kind: 'commerce', crumb: true,
      answer({ body, cookies, entry }) {
        const code = String(fields(body).code ?? '').trim().toUpperCase();
        if (!Object.hasOwn(COUPONS, code)) return fail(400, 'invalid-coupon', 'That coupon code is not valid.');
        const cart = findOrCreate(cookies);
        if (!cart.coupons.includes(code)) cart.coupons.push(code);
        return answer(cart, entry);
      },
    },
    {
      method: 'DELETE', path: `${BASE}/coupons/*`, kind: 'commerce', crumb: true,
      answer({ cookies, param, entry }) {
        const stored = find(cookies);
        const code = param.toUpperCase();
        if (!stored || !stored.coupons.includes(code)) return fail(404, 'invalid-coupon', 'That coupon is not on your cart.');
        stored.coupons = stored.coupons.filter((c) => c !== code);
        return answer(stored, entry);
      },
    },
    {
      method: 'GET', path: '/commerce/goto-checkout', kind: 'commerce',
      answer({ cookies, entry }) {
        const token = find(cookies)?.token ?? '';
        entry.outcome = { token };
        return { status: 302, headers: { Location: `/api/commerce/demo-checkout?cartToken=${encodeURIComponent(token)}` } };
      },
    },
    {
      method: 'GET', path: '/api/commerce/demo-checkout', kind: 'commerce',
      answer({ query }) {
        const token = typeof query.cartToken === 'string' ? query.cartToken : '';
        const cart = render(carts.get(token) ?? null);
        const total = `${amountText(cart.grandTotalCents)} ${cart.currency}`;
        const text = token && cart.id
          ? `<p>Cart token: <code>${escapeHtml(token)}</code></p><p>${cart.totalQuantity} item(s), total ${escapeHtml(total)}</p>`
          : '<p>There is no cart to check out.</p>';
        return { status: 200, type: 'text/html; charset=utf-8', text: `<!doctype html><html lang="en"><meta charset="utf-8">`
          + `<title>Demo checkout</title><main><h1>Demo checkout</h1>${text}<p><a href="/demo/shop.html">Back to the shop</a></p></main></html>` };
      },
    },
  ];
}
