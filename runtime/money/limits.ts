// The bounds of an amount (visitor §9 "Store": "Max integer places 15"), apart from the money type so
// that code checking amounts from the network (the cart model) does not load currency.js. JPY reaches
// 15 integer places; the two-decimal currencies stop at Number.MAX_SAFE_INTEGER minor units
// (90,071,992,547,409.91), the largest amount held exactly in whole minor units (docs/money.md).
import { DEFAULT_CURRENCY, STORE_LIMITS } from '../../catalog/constants.ts';
import { currencyByCode } from '../../catalog/currencies.ts';

/** The largest amount, in minor units, a currency can hold: 15 integer places, exactly representable. */
export function maxMinor(code: string): number {
  const digits = currencyByCode(code)?.fractionDigits ?? 2;
  return Math.min(Number.MAX_SAFE_INTEGER, 10 ** (STORE_LIMITS.maxIntegerPlaces + digits) - 1);
}

/** Whether `value` is a whole number of minor units within the currency's bounds. */
export function isMinorAmount(value: unknown, code: string = DEFAULT_CURRENCY): value is number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= maxMinor(code);
}
