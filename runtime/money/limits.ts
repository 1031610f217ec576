// The bounds of an amount (visitor §9 "Store": "Max integer places 15"), apart from the money type so
// that code checking amounts from the network (the cart model) does not load it. The money type holds
// BigInts and reaches 15 integer places in every currency (maxMinorExact). An amount that arrives as a
// JSON number is exact only up to Number.MAX_SAFE_INTEGER, so the network checks (isMinorAmount) also stop
// there: 90,071,992,547,409.91 for the two-decimal currencies (docs/money.md).
import { DEFAULT_CURRENCY, STORE_LIMITS } from '../../catalog/constants.ts';
import { currencyByCode } from '../../catalog/currencies.ts';

/** The largest amount, in minor units, the money type holds: 15 integer places, every currency. */
export function maxMinorExact(code: string): bigint {
  return 10n ** BigInt(STORE_LIMITS.maxIntegerPlaces + (currencyByCode(code)?.fractionDigits ?? 2)) - 1n;
}

/** The largest amount, in minor units, a JSON number can carry: 15 integer places, exactly representable. */
export function maxMinor(code: string): number {
  const digits = currencyByCode(code)?.fractionDigits ?? 2;
  return Math.min(Number.MAX_SAFE_INTEGER, 10 ** (STORE_LIMITS.maxIntegerPlaces + digits) - 1);
}

/** Whether `value` is a whole number of minor units within the currency's bounds. */
export function isMinorAmount(value: unknown, code: string = DEFAULT_CURRENCY): value is number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= maxMinor(code);
}
