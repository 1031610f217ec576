// The money formatter (visitor §5 "Money formatter", reference §8, §9): CLDR formatting in the given
// locale (default en-US), the currency's own fraction digits (JPY 0), thousands grouped by default, zero
// fractions optionally trimmed, and the sign shown for negatives. Other locales go through
// Intl.NumberFormat, handed the amount as an exact decimal string so no digit is lost to floating point.
// en-US is written from CLDR's en-US pattern and symbols without Intl: a page's first Intl.NumberFormat
// loads ICU's number data, 25-60 ms in one task (docs/decisions.md "not formatting with Intl at load").
import { DEFAULT_LOCALE } from '../../catalog/constants.ts';
import { EN_US_CURRENCY_SYMBOLS } from '../../catalog/currency-symbols.ts';
import { MONEY_MESSAGES } from '../../catalog/messages/money.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { MONEY_LIBRARY_TEXT, PRODUCT_EXPECTATIONS } from '../../catalog/products.ts';
import { isDefaultLocale } from '../default-locale.ts';
import { logWarn } from '../log.ts';
import { fractionDigits, Money } from './money.ts';

export interface FormatOptions {
  /** A BCP 47 locale; default en-US. An invalid one is warned about and en-US is used. */
  locale?: string;
  /** Groups thousands; default true. */
  grouping?: boolean;
  /** Leaves out a fraction that is all zeros: $12 rather than $12.00. Default false. */
  trimZeroFractions?: boolean;
  /** Custom templates are not supported by the CLDR formatter: asking for one throws. */
  template?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function usableLocale(locale: string | undefined): string {
  // The default needs no Intl (runtime/default-locale.ts).
  if (locale === undefined || isDefaultLocale(locale)) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    logWarn(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.locale, JSON.stringify(String(locale))));
    return DEFAULT_LOCALE;
  }
}

function formatter(locale: string, code: string, digits: number, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}|${grouping}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency', currency: code, currencyDisplay: 'symbol', signDisplay: 'auto',
      minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: grouping,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The amount as an exact decimal string in major units: -1234.5 for -123450 cents. */
export function decimalString(money: Money): string {
  const digits = fractionDigits(money.currency);
  const negative = money.exact < 0n;
  const text = (negative ? -money.exact : money.exact).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const sign = negative ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-digits)}`;
}

// CLDR's en-US currency pattern, ¤#,##0.00: '-' before the symbol, a no-break space between a symbol
// that ends in a letter (NOK, CHF) and the digits, ',' every three integer digits, '.' before the fraction.
function formatEnUs(money: Money, digits: number, grouping: boolean): string {
  const [signed = '', fraction = ''] = decimalString(money).split('.');
  const negative = money.exact < 0n;
  const whole = negative ? signed.slice(1) : signed;
  const symbol = EN_US_CURRENCY_SYMBOLS[money.currency];
  const gap = /\p{L}$/u.test(symbol) ? '\u00a0' : '';
  const integer = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  return `${negative ? '-' : ''}${symbol}${gap}${integer}${digits > 0 ? `.${fraction}` : ''}`;
}

/**
 * Formats a Money for people. Throws a TypeError with 'Format expects a Money instance.' for
 * anything else, and an Error when a custom template is asked for (the CLDR-mode formatter has none).
 */
export function formatMoney(money: Money, options: FormatOptions = {}): string {
  if (!(money instanceof Money)) throw new TypeError(MONEY_MESSAGES.formatExpectsMoney);
  if (options.template !== undefined && options.template !== null) throw new Error(MONEY_LIBRARY_TEXT.templatesUnsupported);
  const whole = money.exact % 10n ** BigInt(fractionDigits(money.currency)) === 0n;
  const digits = options.trimZeroFractions && whole ? 0 : fractionDigits(money.currency);
  const locale = usableLocale(options.locale);
  if (locale === DEFAULT_LOCALE) return formatEnUs(money, digits, options.grouping !== false);
  const format = formatter(locale, money.currency, digits, options.grouping !== false);
  // Intl formats a decimal string exactly (Intl.NumberFormat v3); the type library still says number.
  return format.format(decimalString(money) as unknown as number);
}
