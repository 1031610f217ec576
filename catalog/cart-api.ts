// The cart calls (issue 8). The spec names only the cookies and the checkout route (ROUTES.gotoCheckout
// in routes.ts), so the paths, bodies and the add-to-cart wording are this library's design,
// documented in docs/cart-api.md.

/** Every cart call answers the whole cart (visitor §3 "Shopping cart") as JSON. */
export const CART_API_PATHS = {
  /** GET: the visitor's cart (an empty one, id '', when the visitor has none). */
  cart: '/api/commerce/cart',
  /** POST { productId, variantId?, quantity? }: adds, or raises an entry's quantity. */
  items: '/api/commerce/cart/items',
  /** PUT { quantity } / DELETE on `${items}/${entryId}`. */
  item: (entryId: string) => `/api/commerce/cart/items/${encodeURIComponent(entryId)}`,
  /** POST { code }: applies a coupon. */
  coupons: '/api/commerce/cart/coupons',
  /** DELETE on `${coupons}/${code}`. */
  coupon: (code: string) => `/api/commerce/cart/coupons/${encodeURIComponent(code)}`,
} as const;

/** Cookie names (visitor §3 "Cookies"). CART = "<cart token>|<total quantity>"; ss_lastid = the last added product id. */
export const CART_COOKIES = { hasCart: 'hasCart', cart: 'CART', lastId: 'ss_lastid' } as const;
/** How long the cart cookies last after the last cart change: 14 days. */
export const CART_COOKIE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** The largest quantity one call may ask for (the server checks stock as well). */
export const CART_MAX_QUANTITY = 999;

/** Error codes the cart server puts in its error bodies ({ error, code, available? }). */
export const CART_ERROR_CODES = ['insufficient-stock', 'unknown-product', 'unknown-entry', 'invalid-quantity', 'invalid-coupon'] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** <sq-add-to-cart>'s wording (not in the spec: designed here). */
export const ADD_TO_CART_TEXT = {
  button: 'Add to cart',
  adding: 'Adding…',
  added: (title: string, quantity: number) =>
    quantity === 1 ? `${title} was added to your cart.` : `${quantity} × ${title} were added to your cart.`,
  failed: 'Unable to add to cart. Please try again.',
  insufficientStock: (available: number) =>
    available === 0 ? 'This item is sold out.' : `Only ${available} left in stock: your cart cannot hold more.`,
  unknownProduct: 'This product is no longer available.',
} as const;

/** Logged by <sq-add-to-cart> (this library's wording). */
export const ADD_TO_CART_LOG = {
  missingProductId: 'Sq: <sq-add-to-cart> has no product-id; its button adds nothing.',
  badQuantity: (value: number) => `Sq: <sq-add-to-cart quantity="${value}"> is not a whole number from 1 to 999; adding 1.`,
} as const;

/** Logged by the template cart indicators (this library's wording). */
export const CART_INDICATOR_LOG = {
  /** `reason` is the money type's own message (the amount beyond its currency's limit, say). */
  subtotalNotShown: (reason: string) => `Sq: the cart subtotal cannot be shown; the indicator keeps its text. ${reason}`,
} as const;

/** What the parser expects, for its catalogued message (visitor §8 "Parser"). */
export const CART_PARSE_EXPECTATIONS = {
  cart: 'a cart object',
  string: 'a string',
  boolean: 'true or false',
  list: 'a list',
  object: 'an object or null',
  wholeNumber: 'a non-negative whole number',
  /** An amount in the cart's currency, bounded like every Money (runtime/money/limits.ts). */
  amount: (currency: string, max: number) => `a whole number of ${currency} minor units from 0 to ${max}`,
  nonEmpty: 'a non-empty string',
  timestamp: 'a timestamp in milliseconds',
  currency: 'a supported currency code',
  coupon: 'a coupon { code }',
  url: 'an http(s) or relative URL',
  quantity: 'a whole number of at least 1',
  option: 'an option { name, value }',
  entryTotal: (unit: number, quantity: number) => `unitPriceCents × quantity (${unit} × ${quantity})`,
} as const;

/** Logged once per distinct discrepancy when a server total differs from the library's own sum (this
 *  library's wording): the server's total is shown, since gift cards or tax-inclusive rounding explain it. */
export const CART_TOTALS_LOG = {
  discrepancy: (field: string, found: number, formula: string, sum: number) =>
    `Sq: ${field} is ${found}, not ${formula} = ${sum}; showing the server's value.`,
} as const;
