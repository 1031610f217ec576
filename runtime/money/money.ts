// The money type (visitor §3 "Currency record", §9 "Store"; reference §3.12): an amount in integer
// minor units (cents; yen for JPY) and a supported currency. The amount is a BigInt, so arithmetic in
// whole minor units never picks up floating-point error and every currency reaches the spec's limit
// exactly: 15 integer places (§9 "Max integer places 15"), ±999,999,999,999,999.99 for the
// two-decimal currencies and ±999,999,999,999,999 for JPY (docs/money.md).
import { DEFAULT_CURRENCY, STORE_LIMITS } from '../../catalog/constants.ts';
import { currencyByCode, type CurrencyCode } from '../../catalog/currencies.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { MONEY_LIBRARY_TEXT, MONEY_LIMIT_BOUNDS, PRODUCT_EXPECTATIONS } from '../../catalog/products.ts';
import { logWarn } from '../log.ts';
import { maxMinorExact } from './limits.ts';

export { isMinorAmount, maxMinor, maxMinorExact } from './limits.ts';

const PLACES = STORE_LIMITS.maxIntegerPlaces;

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' && Number.isInteger(value)
    ? BigInt(value).toString() : String(value);
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
  const digits = fractionDigits(code);
  const text = maxMinorExact(code).toString();
  const amount = major && digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return [amount, MONEY_LIMIT_BOUNDS.places(PLACES)];
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/** The amount as a BigInt when it is a whole number of minor units within the currency's limit, else null. */
export function exactMinor(minor: unknown, code: CurrencyCode): bigint | null {
  const value = typeof minor === 'bigint' ? minor : typeof minor === 'number' && Number.isInteger(minor) ? BigInt(minor) : null;
  return value !== null && abs(value) <= maxMinorExact(code) ? value : null;
}

function checked(minor: unknown, code: CurrencyCode): bigint {
  const value = exactMinor(minor, code);
  if (value === null) {
    const expected = PRODUCT_EXPECTATIONS.minorAmount(code, ...limit(code, false));
    throw new RangeError(PARSER_MESSAGES.expected(expected, shown(minor)));
  }
  return value;
}

const DECIMAL = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$/;

/** A decimal's text as exact minor units, rounding extra fraction digits half away from zero. */
function decimalToMinor(text: string, digits: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  let minor = BigInt(whole! + kept);
  if ((fraction[digits] ?? '0') >= '5') minor += 1n;
  return sign === '-' ? -minor : minor;
}

function numberText(value: number): string {
  // Shortest round-trip text (1.005 stays "1.005"); exponent forms spelled out where they fit.
  const text = String(value);
  return /e/i.test(text) && Math.abs(value) < 1e21 ? value.toFixed(20) : text;
}

export class Money {
  /** The amount in minor units, exactly. */
  readonly exact: bigint;
  readonly currency: CurrencyCode;

  private constructor(minor: unknown, code: CurrencyCode) {
    this.exact = checked(minor, code);
    this.currency = code;
    Object.freeze(this);
  }

  /** The amount in minor units as a number: exact up to Number.MAX_SAFE_INTEGER; `exact` always is. */
  get minor(): number {
    return Number(this.exact);
  }

  /**
   * An amount in minor units (a whole number or a BigInt). An unknown currency is warned about and
   * becomes USD; an amount that is not a whole number of minor units within the currency's limit
   * (maxMinorExact: 15 integer places) throws a RangeError (parser message, naming the limit).
   */
  static of(minor: number | bigint, code: string): Money {
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
    if (minor === null || abs(minor) > maxMinorExact(record.code)) {
      const expected = PRODUCT_EXPECTATIONS.decimalAmount(record.code, ...limit(record.code, true));
      throw new RangeError(PARSER_MESSAGES.expected(expected, shown(value)));
    }
    return new Money(minor, record.code);
  }

  plus(other: Money): Money {
    return new Money(this.exact + this.same(other).exact, this.currency);
  }

  minus(other: Money): Money {
    return new Money(this.exact - this.same(other).exact, this.currency);
  }

  /** The amount times a quantity (its exact decimal), rounded to whole minor units half away from zero. */
  times(quantity: number): Money {
    if (!Number.isFinite(quantity)) {
      throw new RangeError(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.quantity, shown(quantity)));
    }
    const [whole, fraction = ''] = numberText(Math.abs(quantity)).split('.');
    const scale = 10n ** BigInt(fraction.length);
    const product = abs(this.exact) * BigInt(whole! + fraction);
    const size = (2n * product + scale) / (2n * scale);
    return new Money((this.exact < 0n) !== (quantity < 0) ? -size : size, this.currency);
  }

  isNegative(): boolean {
    return this.exact < 0n;
  }

  isZero(): boolean {
    return this.exact === 0n;
  }

  equals(other: Money): boolean {
    return other instanceof Money && other.exact === this.exact && other.currency === this.currency;
  }

  /** The spec's money shape (visitor §3 "subtotalAmount"): the value in minor units and the currency. */
  toJSON(): { value: number; currency: CurrencyCode } {
    return { value: this.minor === 0 ? 0 : this.minor, currency: this.currency };
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
