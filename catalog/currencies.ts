// Currencies (reference §3.12, visitor §9). Names and numeric codes are ISO 4217's; numeric codes stay
// strings to keep their leading zeros. The spec names 26 two-decimal codes plus JPY (27 in all) but also
// says the supported list "has 26 entries" without saying which one is left out, so every named code is
// kept here and the stated length is STORE_LIMITS.supportedCurrencyListLength.

export interface CurrencyRecord {
  readonly code: string;
  readonly name: string;
  readonly fractionDigits: number;
  readonly numericCode: string;
}

/** The 26 two-decimal currencies in the spec's order, then JPY with none. */
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: '978' },
  { code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: '840' },
  { code: 'AUD', name: 'Australian Dollar', fractionDigits: 2, numericCode: '036' },
  { code: 'NOK', name: 'Norwegian Krone', fractionDigits: 2, numericCode: '578' },
  { code: 'CAD', name: 'Canadian Dollar', fractionDigits: 2, numericCode: '124' },
  { code: 'NZD', name: 'New Zealand Dollar', fractionDigits: 2, numericCode: '554' },
  { code: 'DKK', name: 'Danish Krone', fractionDigits: 2, numericCode: '208' },
  { code: 'GBP', name: 'Pound Sterling', fractionDigits: 2, numericCode: '826' },
  { code: 'HKD', name: 'Hong Kong Dollar', fractionDigits: 2, numericCode: '344' },
  { code: 'CHF', name: 'Swiss Franc', fractionDigits: 2, numericCode: '756' },
  { code: 'MXN', name: 'Mexican Peso', fractionDigits: 2, numericCode: '484' },
  { code: 'SGD', name: 'Singapore Dollar', fractionDigits: 2, numericCode: '702' },
  { code: 'SEK', name: 'Swedish Krona', fractionDigits: 2, numericCode: '752' },
  { code: 'CZK', name: 'Czech Koruna', fractionDigits: 2, numericCode: '203' },
  { code: 'ILS', name: 'New Israeli Sheqel', fractionDigits: 2, numericCode: '376' },
  { code: 'PHP', name: 'Philippine Peso', fractionDigits: 2, numericCode: '608' },
  { code: 'RUB', name: 'Russian Ruble', fractionDigits: 2, numericCode: '643' },
  { code: 'PLN', name: 'Zloty', fractionDigits: 2, numericCode: '985' },
  { code: 'THB', name: 'Baht', fractionDigits: 2, numericCode: '764' },
  { code: 'MYR', name: 'Malaysian Ringgit', fractionDigits: 2, numericCode: '458' },
  { code: 'ARS', name: 'Argentine Peso', fractionDigits: 2, numericCode: '032' },
  { code: 'BRL', name: 'Brazilian Real', fractionDigits: 2, numericCode: '986' },
  { code: 'COP', name: 'Colombian Peso', fractionDigits: 2, numericCode: '170' },
  { code: 'IDR', name: 'Rupiah', fractionDigits: 2, numericCode: '360' },
  { code: 'INR', name: 'Indian Rupee', fractionDigits: 2, numericCode: '356' },
  { code: 'ZAR', name: 'Rand', fractionDigits: 2, numericCode: '710' },
  { code: 'JPY', name: 'Yen', fractionDigits: 0, numericCode: '392' },
] as const satisfies readonly CurrencyRecord[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = /*#__PURE__*/ CURRENCIES.map((c) => c.code) as readonly CurrencyCode[];

export function currencyByCode(code: string): (typeof CURRENCIES)[number] | undefined {
  return CURRENCIES.find((c) => c.code === code);
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((c) => c.code === value);
}
