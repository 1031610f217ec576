// Designed names for money, product rules and <sq-product-price> (visitor §3 "Product", §5 "Units",
// "Money formatter", §9 "Store"). The spec words none of these; its own wording lives in
// messages/money.ts, messages/subscription.ts, messages/parser.ts and commerce.ts.

/** Visible and spoken labels of <sq-product-price>. */
export const PRODUCT_PRICE_LABELS = {
  /** Before the lowest price when the variants shown differ in price: 'from $8.00'. */
  from: 'from',
  /** Spoken before the struck-through price. */
  originalPrice: 'Original price',
  /** Spoken before the price on sale. */
  salePrice: 'Sale price',
  soldOut: 'Sold out',
} as const;

/** Errors of the money type and formatter that the spec describes without wording them. */
export const MONEY_LIBRARY_TEXT = {
  /** visitor §5: "The CLDR-mode formatter errors if custom templates are requested." */
  templatesUnsupported: 'The CLDR-mode formatter does not support custom templates; use the locale and options.',
  currencyMismatch: (a: string, b: string) => `Sq: cannot combine amounts in ${a} and ${b}.`,
} as const;

/**
 * Why a currency's largest amount is what it is: 15 integer places (visitor §9) for JPY; for the
 * two-decimal currencies the amount must fit exactly in whole minor units (Number.MAX_SAFE_INTEGER
 * cents, 90071992547409.91), which is below 15 integer places.
 */
export const MONEY_LIMIT_BOUNDS = {
  places: (places: number) => `at most ${places} integer places`,
  exact: 'it must fit exactly in whole minor units',
} as const;

/**
 * What the parser message ('Expected {what} but {found} found.', messages/parser.ts) says was
 * expected, for each money and product input.
 */
export const PRODUCT_EXPECTATIONS = {
  currency: 'a supported currency code',
  /** `limit` is the currency's largest amount and `bound` (MONEY_LIMIT_BOUNDS) the rule that sets it. */
  minorAmount: (code: string, limit: string, bound: string) =>
    `a whole number of ${code} minor units within ±${limit} (${bound})`,
  decimalAmount: (code: string, limit: string, bound: string) =>
    `a plain decimal ${code} amount within ±${limit} (${bound})`,
  quantity: 'a finite quantity',
  locale: 'a locale for the money formatter',
  productJson: 'product JSON in <sq-product-price>',
  product: 'a product (variants with prices in cents, or priceCents) in <sq-product-price>',
  variant: 'the id of one of the product\'s variants for <sq-product-price variant>',
  subscriptionPlan: 'a subscription plan (billingPeriod {value, unit}, numBillingCycles) in <sq-product-price>',
} as const;

/**
 * Field names this library adds to the spec's product structured content (visitor §3): the
 * product's currency, its subscription plan, and a variant's id ("Variant ids are generated", §9).
 */
export const PRODUCT_JSON_FIELDS = {
  currency: 'currency',
  subscriptionPlan: 'subscriptionPlan',
  variantId: 'id',
} as const;
