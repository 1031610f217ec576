import type { BillingPeriodUnit } from '../commerce.ts';

// Subscription text (visitor §9): 'renews every N weeks/months/years', optionally 'for P payments'.
export const SUBSCRIPTION_MESSAGES = {
  renewsEvery: (n: number, unit: BillingPeriodUnit) => `renews every ${n} ${unit}`,
  forPayments: (p: number) => `for ${p} payments`,
} as const;
