// The money type (visitor §3 "Currency record", §9 "Store"; reference §3.12): an amount in integer
// minor units (cents; yen for JPY) and a supported currency. Arithmetic stays in whole minor units
// (currency.js, precision 0), so totals never pick up floating-point error. Amounts are bounded by
// 15 integer places (§9 "Max integer places 15") and by exact integers (Number.MAX_SAFE_INTEGER):
// JPY reaches 15 places; the two-decimal currencies stop at 90,071,992,547,409.91 (docs/money.md).
import currency from 'currency.js';
import { DEFAULT_CURRENCY, STORE_LIMITS } from '../../catalog/constants.ts';
import { currencyByCode, type CurrencyCode } from '../../catalog/currencies.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { MONEY_LIBRARY_TEXT, MONEY_LIMIT_BOUNDS, PRODUCT_EXPECTATIONS } from '../../catalog/products.ts';
import { logWarn } from '../log.ts';
import { isMinorAmount, maxMinor } from './limits.ts';

export { isMinorAmount, maxMinor } from './limits.ts';

const PLACES = STORE_LIMITS.maxIntegerPlaces;

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

/** The currency's record; an unknown code is warned about (parser message) and becomes USD. */
function resolveCurrency(code: string): { code: CurrencyCode; fractionDigits: number } {
  const record = currencyByCode(typeof code === 'string' ? code.trim().toUpperCase() : '');
  if (record) return record;
  logWarn(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.currency, shown(code)));
  return currencyByCode(DEFAULT_CURRENCY)!;
}

/** The currency's limit in words: its largest amount (minor or major units) and the rule that sets it. */
function limit(code: CurrencyCode, major: boolean): [string, string] {
  const max = maxMinor(code);
  const bound = max < Number.MAX_SAFE_INTEGER ? MONEY_LIMIT_BOUNDS.places(PLACES) : MONEY_LIMIT_BOUNDS.exact;
  const digits = fractionDigits(code);
  const text = String(max);
  const amount = major && digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return [amount, bound];
}

function checked(minor: unknown, code: CurrencyCode): number {
  if (!isMinorAmount(minor, code)) {
    const expected = PRODUCT_EXPECTATIONS.minorAmount(code, ...limit(code, false));
    throw new RangeError(PARSER_MESSAGES.expected(expected, shown(minor)));
  }
  return minor === 0 ? 0 : minor; // no negative zero
}

const DECIMAL = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$/;

/** A decimal's text as exact minor units, rounding extra fraction digits half away from zero. */
function decimalToMinor(text: string, digits: number): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const integer = whole!.replace(/^0+(?=\d)/, '');
  if (integer.length > PLACES) return null;
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  let minor = Number(integer + kept);
  if ((fraction[digits] ?? '0') >= '5') minor += 1;
  return sign === '-' ? -minor : minor;
}

function numberText(value: number): string {
  // Shortest round-trip text (1.005 stays "1.005"); exponent forms spelled out where they fit.
  const text = String(value);
  return /e/i.test(text) && Math.abs(value) < 1e21 ? value.toFixed(20) : text;
}

export class Money {
  readonly minor: number;
  readonly currency: CurrencyCode;

  private constructor(minor: number, code: CurrencyCode) {
    this.minor = checked(minor, code);
    this.currency = code;
    Object.freeze(this);
  }

  /**
   * An amount in minor units. An unknown currency is warned about and becomes USD; an amount that is
   * not a whole number of minor units within the currency's limit (maxMinor) throws a RangeError
   * (parser message, naming the limit).
   */
  static of(minor: number, code: string): Money {
    return new Money(minor, resolveCurrency(code).code);
  }

  /**
   * "12.34" or 12.34 in major units; extra fraction digits round half away from zero. Not a plain
   * decimal, or beyond the currency's limit after rounding: a RangeError naming the limit in major units.
   */
  static fromDecimal(value: string | number, code: string): Money {
    const record = resolveCurrency(code);
    const text = typeof value === 'number' && Number.isFinite(value) ? numberText(value) : value;
    const minor = typeof text === 'string' ? decimalToMinor(text, record.fractionDigits) : null;
    if (minor === null || !isMinorAmount(minor, record.code)) {
      const expected = PRODUCT_EXPECTATIONS.decimalAmount(record.code, ...limit(record.code, true));
      throw new RangeError(PARSER_MESSAGES.expected(expected, shown(value)));
    }
    return new Money(minor, record.code);
  }

  plus(other: Money): Money {
    return new Money(currency(this.minor, { precision: 0 }).add(this.same(other).minor).intValue, this.currency);
  }

  minus(other: Money): Money {
    return new Money(currency(this.minor, { precision: 0 }).subtract(this.same(other).minor).intValue, this.currency);
  }

  /** The amount times a quantity, rounded to whole minor units half away from zero. */
  times(quantity: number): Money {
    if (!Number.isFinite(quantity)) {
      throw new RangeError(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.quantity, shown(quantity)));
    }
    const size = currency(Math.abs(this.minor), { precision: 0 }).multiply(Math.abs(quantity)).intValue;
    return new Money(Math.sign(this.minor) * Math.sign(quantity) < 0 ? -size : size, this.currency);
  }

  isNegative(): boolean {
    return this.minor < 0;
  }

  isZero(): boolean {
    return this.minor === 0;
  }

  equals(other: Money): boolean {
    return other instanceof Money && other.minor === this.minor && other.currency === this.currency;
  }

  /** The spec's money shape (visitor §3 "subtotalAmount"): the value in minor units and the currency. */
  toJSON(): { value: number; currency: CurrencyCode } {
    return { value: this.minor, currency: this.currency };
  }

  private same(other: Money): Money {
    if (!(other instanceof Money)) throw new TypeError(PARSER_MESSAGES.expected('a Money instance', shown(other)));
    if (other.currency !== this.currency) throw new TypeError(MONEY_LIBRARY_TEXT.currencyMismatch(this.currency, other.currency));
    return other;
  }
}

/** Zero in a currency (default USD, visitor §3 "subtotalAmount (money, default zero USD)"). */
export const zero = (code: string = DEFAULT_CURRENCY): Money => Money.of(0, code);

/** The fraction digits of a supported currency (JPY 0, the others 2). */
export const fractionDigits = (code: CurrencyCode): number => currencyByCode(code)!.fractionDigits;
