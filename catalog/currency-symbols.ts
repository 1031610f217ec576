// CLDR's en-US currency symbols for the supported currencies (reference §3.12, visitor §9): what
// Intl.NumberFormat('en-US', { style: 'currency' }) writes before the amount, in every tested engine
// (test/money-format.test.ts checks each against the engine's own Intl). The money formatter writes
// the default locale from these without Intl (runtime/money/format.ts, docs/money.md).
import type { CurrencyCode } from './currencies.ts';

export const EN_US_CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  EUR: '€', USD: '$', AUD: 'A$', NOK: 'NOK', CAD: 'CA$', NZD: 'NZ$', DKK: 'DKK', GBP: '£', HKD: 'HK$',
  CHF: 'CHF', MXN: 'MX$', SGD: 'SGD', SEK: 'SEK', CZK: 'CZK', ILS: '₪', PHP: '₱', RUB: 'RUB', PLN: 'PLN',
  THB: 'THB', MYR: 'MYR', ARS: 'ARS', BRL: 'R$', COP: 'COP', IDR: 'IDR', INR: '₹', ZAR: 'ZAR', JPY: '¥',
};
