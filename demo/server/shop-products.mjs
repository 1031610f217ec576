// @ts-check
// The demo shop's catalogue (issue 8), shared by the cart route (routes/cart.mjs), the demo pages and
// the commerce tests: products with variants, stock and prices in integer cents (USD), one digital
// product, one subscription, one gift card, a donation page id, the coupons, tax and shipping rules
// and the checkout minimum. Prices follow the structured product content the spec describes
// (visitor §3: variants with price, salePrice, onSale, qtyInStock, unlimited, optionValues; digital
// products with priceCents, salePriceCents, onSale), here all in cents.

export const WEBSITE_ID = 'demo-website';
export const CURRENCY = 'USD';
/** The shop currency's fraction digits (catalog/currencies.ts: USD 2; JPY would be 0). */
export const CURRENCY_DIGITS = 2;
/** The donation page the demo's donate button sends to /checkout/donate?donatePageId=. */
export const DONATION_PAGE_ID = 'donate-page-1';
/** The smallest subtotal that may check out (the cart's checkoutMinimumCents). */
export const CHECKOUT_MINIMUM_CENTS = 500;
/** Sales tax on the discounted subtotal of physical goods, in basis points (8.25 %). */
export const TAX_RATE_BASIS_POINTS = 825;
export const TAX_RULE = { name: 'Demo sales tax', rateBasisPoints: TAX_RATE_BASIS_POINTS };
/** Flat-rate shipping for carts with physical goods, free from FREE_SHIPPING_FROM_CENTS. */
export const SHIPPING_OPTION = { id: 'flat', name: 'Flat rate', costCents: 600 };
export const FREE_SHIPPING_FROM_CENTS = 10000;

/**
 * @typedef {{ name: string, value: string }} OptionValue
 * @typedef {{ id: string, sku: string, price: number, salePrice: number, onSale: boolean,
 *   qtyInStock: number, unlimited: boolean, optionValues: OptionValue[] }} Variant
 * @typedef {{ id: string, type: 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD', title: string, url: string,
 *   imageUrl: string, variants: Variant[], subscription?: { billingPeriod: { value: number, unit: string },
 *   numBillingCycles: number } }} Product
 */

/**
 * @param {string} id @param {string} sku @param {number} price
 * @param {Partial<Variant>} [more]
 * @returns {Variant}
 */
const variant = (id, sku, price, more = {}) => ({
  id, sku, price, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, optionValues: [], ...more,
});
/** @param {string} value */
const size = (value) => [{ name: 'Size', value }];

/** Each product's page is its card on the demo's product page (demo/products.html#<id>). */
/** @type {Product[]} */
export const PRODUCTS = [
  {
    id: 'p-tee', type: 'PHYSICAL', title: 'Harbour T-shirt', url: '/demo/products.html#p-tee', imageUrl: '/demo/images/tee.svg',
    variants: [
      variant('v-tee-s', 'SQ1000011', 2500, { unlimited: false, qtyInStock: 5, optionValues: size('S') }),
      variant('v-tee-m', 'SQ1000012', 2500, { unlimited: false, qtyInStock: 2, optionValues: size('M') }),
      variant('v-tee-l', 'SQ1000013', 2800, { unlimited: false, qtyInStock: 0, optionValues: size('L') }),
    ],
  },
  {
    id: 'p-mug', type: 'PHYSICAL', title: 'Lighthouse mug', url: '/demo/products.html#p-mug', imageUrl: '/demo/images/mug.svg',
    variants: [variant('v-mug', 'SQ1000021', 1800, { salePrice: 1450, onSale: true, unlimited: false, qtyInStock: 10 })],
  },
  {
    id: 'p-poster', type: 'PHYSICAL', title: 'Tide chart poster', url: '/demo/products.html#p-poster', imageUrl: '/demo/images/poster.svg',
    variants: [variant('v-poster', 'SQ1000031', 1299)],
  },
  {
    id: 'p-ebook', type: 'DIGITAL', title: 'Coastal walks (e-book)', url: '/demo/products.html#p-ebook', imageUrl: '/demo/images/ebook.svg',
    variants: [variant('v-ebook', 'SQ1000041', 999)],
  },
  {
    id: 'p-coffee-club', type: 'PHYSICAL', title: 'Coffee club', url: '/demo/products.html#p-coffee-club', imageUrl: '/demo/images/coffee.svg',
    variants: [variant('v-coffee-club', 'SQ1000051', 1500)],
    subscription: { billingPeriod: { value: 1, unit: 'months' }, numBillingCycles: 12 },
  },
  {
    id: 'p-gift-card', type: 'GIFT_CARD', title: 'Gift card', url: '/demo/products.html#p-gift-card', imageUrl: '/demo/images/gift-card.svg',
    variants: [
      variant('v-gift-25', 'SQ1000061', 2500, { optionValues: [{ name: 'Amount', value: '$25' }] }),
      variant('v-gift-50', 'SQ1000062', 5000, { optionValues: [{ name: 'Amount', value: '$50' }] }),
      variant('v-gift-100', 'SQ1000063', 10000, { optionValues: [{ name: 'Amount', value: '$100' }] }),
    ],
  },
];

/**
 * Coupons: a percentage or a fixed amount off the subtotal, free shipping, and one with a minimum
 * subtotal (applied but listed in invalidCoupons until the cart reaches it).
 * @type {Record<string, { percent?: number, amountCents?: number, freeShipping?: boolean, minimumCents?: number }>}
 */
export const COUPONS = {
  SAVE10: { percent: 10 },
  FIVEOFF: { amountCents: 500 },
  FREESHIP: { freeShipping: true },
  BIG20: { percent: 20, minimumCents: 10000 },
};

/**
 * The product and variant for an add-to-cart call; an empty variantId means the first variant.
 * @param {string} productId
 * @param {string} variantId
 */
export function findVariant(productId, variantId) {
  const product = PRODUCTS.find((p) => p.id === productId);
  const found = product && (variantId ? product.variants.find((v) => v.id === variantId) : product.variants[0]);
  return product && found ? { product, variant: found } : null;
}

/**
 * The price a visitor pays, in cents: the sale price only when it is lower (as <sq-product-price> shows).
 * @param {Variant} v
 */
export const unitPriceCents = (v) => (v.onSale && v.salePrice < v.price ? v.salePrice : v.price);

/**
 * An amount in minor units as a plain decimal ("1234.05", "-0.50"; "1234" with 0 digits), built from
 * the integer's digits so no float ever touches it.
 * @param {number} minor @param {number} [digits]
 */
export function amountText(minor, digits = CURRENCY_DIGITS) {
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(Math.trunc(minor)));
  if (digits === 0) return `${sign}${whole}`;
  const padded = whole.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * A product's structured content (visitor §3), as a price element reads it: the catalogue's fields in its spelling.
 * @param {Product} p
 */
export const productContent = (p) => ({ productType: p.type, variants: p.variants, subscriptionPlan: p.subscription });

/** @param {Variant} v how many the cart may hold; Infinity for unlimited stock */
export const stockOf = (v) => (v.unlimited ? Number.POSITIVE_INFINITY : v.qtyInStock);

/**
 * `part` of `whole` as integer cents, rounded half up: `whole * numerator / denominator`.
 * @param {number} whole @param {number} numerator @param {number} denominator
 */
export const share = (whole, numerator, denominator) => Math.floor((whole * numerator * 2 + denominator) / (denominator * 2));
