import { reverseLookup } from './lookup.ts';

// Product types, two spellings (reference §3.6, visitor §3).
export const PRODUCT_TYPES = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;
export type ProductTypeCode = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];
export const PRODUCT_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(PRODUCT_TYPES);
export const PRODUCT_TYPE_LABELS = {
  1: 'physical', 2: 'digital', 3: 'service', 4: 'gift card', 5: 'paywall',
} as const satisfies Record<ProductTypeCode, string>;

/** The spelling used in structured product content. */
export const PRODUCT_CONTENT_TYPES = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const;
export type ProductContentType = (typeof PRODUCT_CONTENT_TYPES)[number];

export const PRODUCT_VARIANT_FIELDS = ['price', 'salePrice', 'onSale', 'qtyInStock', 'unlimited', 'optionValues'] as const;
export const DIGITAL_PRODUCT_FIELDS = ['priceCents', 'salePriceCents', 'onSale'] as const;

// Unit systems (reference §3.6) and how they are shown (visitor §5).
export const UNIT_SYSTEMS = { IMPERIAL: 1, METRIC: 2 } as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[keyof typeof UNIT_SYSTEMS];
export const UNIT_SYSTEM_BY_CODE = /*#__PURE__*/ reverseLookup(UNIT_SYSTEMS);
export const UNIT_SYSTEM_LABELS = { 1: 'imperial', 2: 'metric' } as const satisfies Record<UnitSystem, string>;
/** Imperial shows lbs and the inch mark; anything else kg and cm. */
export const UNIT_LABELS = {
  IMPERIAL: { weight: 'lbs', length: '"' },
  METRIC: { weight: 'kg', length: 'cm' },
} as const;

// Product workflow labels (reference §4, visitor §4).
export const PRODUCT_WORKFLOW_LABELS = { PUBLISHED: 'Available', SCHEDULED: 'Scheduled', DRAFT: 'Hidden' } as const;
export const PRODUCT_WORKFLOW_FALLBACK_LABEL = 'Unsupported';
export type ProductWorkflowLabel =
  | (typeof PRODUCT_WORKFLOW_LABELS)[keyof typeof PRODUCT_WORKFLOW_LABELS]
  | typeof PRODUCT_WORKFLOW_FALLBACK_LABEL;

export function productWorkflowLabel(status: string): ProductWorkflowLabel {
  return Object.hasOwn(PRODUCT_WORKFLOW_LABELS, status)
    ? PRODUCT_WORKFLOW_LABELS[status as keyof typeof PRODUCT_WORKFLOW_LABELS]
    : PRODUCT_WORKFLOW_FALLBACK_LABEL;
}

// Subscriptions (visitor §3, §9).
export const BILLING_PERIOD_UNITS = ['weeks', 'months', 'years'] as const;
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];
/** numBillingCycles of 0 means the subscription runs indefinitely. */
export const INDEFINITE_BILLING_CYCLES = 0;

// Shopping cart fields (visitor §3), grouped by their type; numbers default to 0.
export const CART_FIELDS = {
  strings: ['id', 'websiteId', 'orderId'],
  timestamps: ['created'],
  booleans: ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'],
  lists: ['entries', 'shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'],
  objects: ['selectedShippingOption', 'shippingLocation'],
  numbers: ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'],
  money: ['subtotalAmount'],
} as const;
/** Cart summary shape (reference §3.7). */
export const CART_SUMMARY_FIELDS = ['items', 'subtotal'] as const;

