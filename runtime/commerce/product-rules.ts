// Product rules as utilities (visitor §3 "Product", §4 "Product workflow labels", §5 "Units", §9
// "Store"; reference §3.6, §4, §5): workflow labels, SKUs, the price cap, unit labels, both spellings
// of product types, and the subscription text.
import {
  BILLING_PERIOD_UNITS, INDEFINITE_BILLING_CYCLES, PRODUCT_CONTENT_TYPES, PRODUCT_TYPE_LABELS, PRODUCT_TYPES,
  UNIT_LABELS, UNIT_SYSTEMS,
  type BillingPeriodUnit, type ProductContentType, type ProductTypeCode,
} from '../../catalog/commerce.ts';
import { GENERATED_SKU, STORE_LIMITS } from '../../catalog/constants.ts';
import { SUBSCRIPTION_MESSAGES } from '../../catalog/messages/subscription.ts';

export { productWorkflowLabel, type ProductWorkflowLabel } from '../../catalog/commerce.ts';

// SKUs and prices

/** A SKU is 1 to 60 characters (counted as code points), not only spaces. */
export function isValidSku(sku: unknown): sku is string {
  return typeof sku === 'string' && sku.trim() !== '' && [...sku].length <= STORE_LIMITS.skuMaxLength;
}

/** A generated SKU: 'SQ' and 7 random digits. `random` returns [0, 1) like Math.random. */
export function generateSku(random: () => number = Math.random): string {
  const bound = 10 ** GENERATED_SKU.digits;
  const n = Math.min(bound - 1, Math.max(0, Math.floor(random() * bound)));
  return GENERATED_SKU.prefix + String(n).padStart(GENERATED_SKU.digits, '0');
}

export const GENERATED_SKU_PATTERN = new RegExp(`^${GENERATED_SKU.prefix}\\d{${GENERATED_SKU.digits}}$`);

/** A product price is a whole number of cents from 0 to 100000000. */
export function isValidPriceCents(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && cents <= STORE_LIMITS.maxProductPriceCents;
}

// Units (visitor §5: imperial shows lbs and the inch mark; otherwise kg and cm)

export type UnitSystemName = keyof typeof UNIT_LABELS;

/** storeSettings.measurementStandard (1, 2, or the names) as a unit system: only imperial is imperial. */
export function unitSystem(standard: unknown): UnitSystemName {
  const imperial = standard === UNIT_SYSTEMS.IMPERIAL
    || (typeof standard === 'string' && (standard.trim().toUpperCase() === 'IMPERIAL' || standard.trim() === '1'));
  return imperial ? 'IMPERIAL' : 'METRIC';
}

export const unitLabels = (standard: unknown) => UNIT_LABELS[unitSystem(standard)];

/** '2.5 lbs' or '2.5 kg'. */
export const formatWeight = (value: number, standard: unknown) => `${value} ${unitLabels(standard).weight}`;

/** '10"' (the inch mark follows the number) or '10 cm'. */
export function formatLength(value: number, standard: unknown): string {
  const unit = unitLabels(standard).length;
  return unitSystem(standard) === 'IMPERIAL' ? `${value}${unit}` : `${value} ${unit}`;
}

// Product types, in both spellings (reference §3.6)

/** The code of a name in either spelling, upper-cased: 'GIFT_CARD' or 'GIFT CARD' (from 'gift card'). */
function codeByName(name: string): ProductTypeCode | null {
  if (Object.hasOwn(PRODUCT_TYPES, name)) return PRODUCT_TYPES[name as keyof typeof PRODUCT_TYPES];
  const code = Object.keys(PRODUCT_TYPE_LABELS).find((c) => PRODUCT_TYPE_LABELS[Number(c) as ProductTypeCode].toUpperCase() === name);
  return code === undefined ? null : (Number(code) as ProductTypeCode);
}

/** 1-5, '3', 'SERVICE', 'gift card', 'GIFT_CARD'… as the numeric code; null when unknown. */
export function productTypeCode(value: unknown): ProductTypeCode | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+\s*$/.test(value))) {
    const code = Number(value);
    return Object.hasOwn(PRODUCT_TYPE_LABELS, code) ? (code as ProductTypeCode) : null;
  }
  if (typeof value !== 'string') return null;
  return codeByName(value.trim().toUpperCase());
}

/** The product-content spelling (PHYSICAL, SERVICE, DIGITAL, GIFT_CARD); null for paywall or unknown. */
export function productContentType(value: unknown): ProductContentType | null {
  const code = productTypeCode(value);
  const name = PRODUCT_CONTENT_TYPES.find((type) => PRODUCT_TYPES[type] === code);
  return name ?? null;
}

/** The lower-case label: physical, digital, service, gift card, paywall; null when unknown. */
export function productTypeLabel(value: unknown): string | null {
  const code = productTypeCode(value);
  return code === null ? null : PRODUCT_TYPE_LABELS[code];
}

// Subscriptions (visitor §3 "Subscription plan", §9 "Subscription text")

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingPeriodUnit };
  /** 0 = indefinite. */
  numBillingCycles: number;
}

/** 'week', 'WEEKS', 'Month'… as weeks/months/years; null when unknown. */
export function billingPeriodUnit(value: unknown): BillingPeriodUnit | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  return BILLING_PERIOD_UNITS.find((unit) => unit === name || unit === `${name}s`) ?? null;
}

/** Reads a plan; null unless the period is a positive whole number of a known unit. */
export function parseSubscriptionPlan(raw: unknown): SubscriptionPlan | null {
  if (!raw || typeof raw !== 'object') return null;
  const { billingPeriod, numBillingCycles = INDEFINITE_BILLING_CYCLES } = raw as Record<string, unknown>;
  const period = (billingPeriod ?? {}) as Record<string, unknown>;
  const unit = billingPeriodUnit(period.unit);
  const value = period.value;
  if (!unit || typeof value !== 'number' || !Number.isInteger(value) || value < 1) return null;
  if (typeof numBillingCycles !== 'number' || !Number.isInteger(numBillingCycles) || numBillingCycles < 0) return null;
  return { billingPeriod: { value, unit }, numBillingCycles };
}

/** 'renews every 2 weeks', then ' for 6 payments' unless the plan runs indefinitely (0 cycles). */
export function subscriptionText(plan: SubscriptionPlan): string {
  const renews = SUBSCRIPTION_MESSAGES.renewsEvery(plan.billingPeriod.value, plan.billingPeriod.unit);
  return plan.numBillingCycles === INDEFINITE_BILLING_CYCLES
    ? renews
    : `${renews} ${SUBSCRIPTION_MESSAGES.forPayments(plan.numBillingCycles)}`;
}
