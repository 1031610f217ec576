import { expect } from '@open-wc/testing';
import { CURRENCIES } from '../catalog/currencies.ts';
import { decimalString, formatMoney } from '../runtime/money/format.ts';
import { Money } from '../runtime/money/money.ts';
import { captureLogs } from './support/logs.ts';

// Intl puts a no-break space between a currency code and the number; the table writes a plain space.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

// code: [1234567.89 (JPY 1234568), negative, zero, grouping off, trimmed 1200.00 (JPY 1200), de-DE]
const TABLE: Record<string, [string, string, string, string, string, string]> = {
  EUR: ['€1,234,567.89', '-€1,234,567.89', '€0.00', '€1234567.89', '€1,200', '1.234.567,89 €'],
  USD: ['$1,234,567.89', '-$1,234,567.89', '$0.00', '$1234567.89', '$1,200', '1.234.567,89 $'],
  AUD: ['A$1,234,567.89', '-A$1,234,567.89', 'A$0.00', 'A$1234567.89', 'A$1,200', '1.234.567,89 AU$'],
  NOK: ['NOK 1,234,567.89', '-NOK 1,234,567.89', 'NOK 0.00', 'NOK 1234567.89', 'NOK 1,200', '1.234.567,89 NOK'],
  CAD: ['CA$1,234,567.89', '-CA$1,234,567.89', 'CA$0.00', 'CA$1234567.89', 'CA$1,200', '1.234.567,89 CA$'],
  NZD: ['NZ$1,234,567.89', '-NZ$1,234,567.89', 'NZ$0.00', 'NZ$1234567.89', 'NZ$1,200', '1.234.567,89 NZ$'],
  DKK: ['DKK 1,234,567.89', '-DKK 1,234,567.89', 'DKK 0.00', 'DKK 1234567.89', 'DKK 1,200', '1.234.567,89 DKK'],
  GBP: ['£1,234,567.89', '-£1,234,567.89', '£0.00', '£1234567.89', '£1,200', '1.234.567,89 £'],
  HKD: ['HK$1,234,567.89', '-HK$1,234,567.89', 'HK$0.00', 'HK$1234567.89', 'HK$1,200', '1.234.567,89 HK$'],
  CHF: ['CHF 1,234,567.89', '-CHF 1,234,567.89', 'CHF 0.00', 'CHF 1234567.89', 'CHF 1,200', '1.234.567,89 CHF'],
  MXN: ['MX$1,234,567.89', '-MX$1,234,567.89', 'MX$0.00', 'MX$1234567.89', 'MX$1,200', '1.234.567,89 MX$'],
  SGD: ['SGD 1,234,567.89', '-SGD 1,234,567.89', 'SGD 0.00', 'SGD 1234567.89', 'SGD 1,200', '1.234.567,89 SGD'],
  SEK: ['SEK 1,234,567.89', '-SEK 1,234,567.89', 'SEK 0.00', 'SEK 1234567.89', 'SEK 1,200', '1.234.567,89 SEK'],
  CZK: ['CZK 1,234,567.89', '-CZK 1,234,567.89', 'CZK 0.00', 'CZK 1234567.89', 'CZK 1,200', '1.234.567,89 CZK'],
  ILS: ['₪1,234,567.89', '-₪1,234,567.89', '₪0.00', '₪1234567.89', '₪1,200', '1.234.567,89 ₪'],
  PHP: ['₱1,234,567.89', '-₱1,234,567.89', '₱0.00', '₱1234567.89', '₱1,200', '1.234.567,89 PHP'],
  RUB: ['RUB 1,234,567.89', '-RUB 1,234,567.89', 'RUB 0.00', 'RUB 1234567.89', 'RUB 1,200', '1.234.567,89 RUB'],
  PLN: ['PLN 1,234,567.89', '-PLN 1,234,567.89', 'PLN 0.00', 'PLN 1234567.89', 'PLN 1,200', '1.234.567,89 PLN'],
  THB: ['THB 1,234,567.89', '-THB 1,234,567.89', 'THB 0.00', 'THB 1234567.89', 'THB 1,200', '1.234.567,89 ฿'],
  MYR: ['MYR 1,234,567.89', '-MYR 1,234,567.89', 'MYR 0.00', 'MYR 1234567.89', 'MYR 1,200', '1.234.567,89 MYR'],
  ARS: ['ARS 1,234,567.89', '-ARS 1,234,567.89', 'ARS 0.00', 'ARS 1234567.89', 'ARS 1,200', '1.234.567,89 ARS'],
  BRL: ['R$1,234,567.89', '-R$1,234,567.89', 'R$0.00', 'R$1234567.89', 'R$1,200', '1.234.567,89 R$'],
  COP: ['COP 1,234,567.89', '-COP 1,234,567.89', 'COP 0.00', 'COP 1234567.89', 'COP 1,200', '1.234.567,89 COP'],
  IDR: ['IDR 1,234,567.89', '-IDR 1,234,567.89', 'IDR 0.00', 'IDR 1234567.89', 'IDR 1,200', '1.234.567,89 IDR'],
  INR: ['₹1,234,567.89', '-₹1,234,567.89', '₹0.00', '₹1234567.89', '₹1,200', '1.234.567,89 ₹'],
  ZAR: ['ZAR 1,234,567.89', '-ZAR 1,234,567.89', 'ZAR 0.00', 'ZAR 1234567.89', 'ZAR 1,200', '1.234.567,89 ZAR'],
  JPY: ['¥1,234,568', '-¥1,234,568', '¥0', '¥1234568', '¥1,200', '1.234.568 ¥'],
};

describe('formatMoney', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('has a row for every supported currency', () => {
    expect(Object.keys(TABLE)).to.deep.equal(CURRENCIES.map((c) => c.code));
  });

  for (const { code, fractionDigits } of CURRENCIES) {
    it(`formats ${code} (${fractionDigits} fraction digits)`, () => {
      const [positive, negative, zero, ungrouped, trimmed, german] = TABLE[code]!.map(nb);
      const amount = fractionDigits === 0 ? 1234568 : 123456789;
      const money = Money.of(amount, code);
      expect(formatMoney(money)).to.equal(positive);
      expect(formatMoney(Money.of(-amount, code))).to.equal(negative);
      expect(formatMoney(Money.of(0, code))).to.equal(zero);
      expect(formatMoney(money, { grouping: false })).to.equal(ungrouped);
      const round = Money.of(fractionDigits === 0 ? 1200 : 120000, code);
      expect(formatMoney(round, { trimZeroFractions: true })).to.equal(trimmed);
      // A fraction that is not all zeros is never trimmed.
      expect(formatMoney(money, { trimZeroFractions: true })).to.equal(positive);
      expect(formatMoney(money, { locale: 'de-DE' })).to.equal(german);
      expect(logs.messages()).to.deep.equal([]);
    });
  }

  it('shows the sign for negatives and trims a negative whole amount', () => {
    expect(formatMoney(Money.of(-5, 'USD'))).to.equal('-$0.05');
    expect(formatMoney(Money.of(-500, 'USD'), { trimZeroFractions: true })).to.equal('-$5');
    expect(formatMoney(Money.of(-120000, 'EUR'), { locale: 'fr-FR', trimZeroFractions: true })).to.equal('-1\u202f200\u00a0€');
  });

  it('formats in other locales, ja-JP yen and en-IN grouping', () => {
    expect(formatMoney(Money.of(1234568, 'JPY'), { locale: 'ja-JP' })).to.equal('￥1,234,568');
    expect(formatMoney(Money.of(1234567800, 'INR'), { locale: 'en-IN' })).to.equal('₹1,23,45,678.00');
  });

  it('formats the largest amounts exactly (15 integer places in every currency)', () => {
    expect(formatMoney(Money.of(999999999999999, 'JPY'))).to.equal('¥999,999,999,999,999');
    expect(formatMoney(Money.of(99999999999999999n, 'USD'))).to.equal('$999,999,999,999,999.99');
    expect(formatMoney(Money.of(10n ** 16n, 'CHF'), { trimZeroFractions: true, locale: 'en-US' })).to.equal('CHF\u00a0100,000,000,000,000');
    expect(formatMoney(Money.of(Number.MAX_SAFE_INTEGER, 'USD'))).to.equal('$90,071,992,547,409.91');
    expect(formatMoney(Money.of(-Number.MAX_SAFE_INTEGER, 'USD'), { grouping: false })).to.equal('-$90071992547409.91');
    expect(decimalString(Money.of(-5, 'USD'))).to.equal('-0.05');
    expect(decimalString(Money.of(7, 'JPY'))).to.equal('7');
  });

  it('throws "Format expects a Money instance." for anything else', () => {
    for (const bad of [null, undefined, 12, '12.00', { minor: 1200, currency: 'USD' }]) {
      expect(() => formatMoney(bad as never), String(bad)).to.throw(TypeError, 'Format expects a Money instance.');
    }
  });

  it('throws the CLDR-mode error when a custom template is asked for', () => {
    for (const template of ['{{amount}} {{currency}}', '']) {
      expect(() => formatMoney(Money.of(1, 'USD'), { template })).to.throw(Error,
        'The CLDR-mode formatter does not support custom templates; use the locale and options.');
    }
    expect(formatMoney(Money.of(1, 'USD'), { template: undefined })).to.equal('$0.01');
  });

  it('writes en-US (the default, in any letter case) without Intl, and asks Intl for any other locale', () => {
    const Original = Intl.NumberFormat;
    const canonical = Intl.getCanonicalLocales;
    const locales: unknown[] = [];
    Intl.getCanonicalLocales = ((tags: string) => { locales.push(`canonical ${tags}`); return canonical(tags); }) as typeof canonical;
    class Recording extends Original {
      constructor(locale?: string | string[], options?: Intl.NumberFormatOptions) {
        locales.push(locale);
        super(locale, options);
      }
    }
    Intl.NumberFormat = Recording as typeof Intl.NumberFormat;
    try {
      expect(formatMoney(Money.of(120000, 'GBP'), { grouping: false, trimZeroFractions: true })).to.equal('£1200');
      expect(formatMoney(Money.of(-123456, 'CHF'), { locale: 'en-US' })).to.equal('-CHF\u00a01,234.56');
      expect(locales).to.deep.equal([]);
      expect(formatMoney(Money.of(-50, 'USD'), { locale: 'en-us' })).to.equal('-$0.50');
      expect(formatMoney(Money.of(50, 'USD'), { locale: 'EN-us', grouping: false })).to.equal('$0.50');
      expect(locales).to.deep.equal([]);
      // GBP, whole, ungrouped and trimmed in en-GB: a formatter key no other test here builds (formatters are cached).
      expect(formatMoney(Money.of(120000, 'GBP'), { locale: 'en-GB', grouping: false, trimZeroFractions: true })).to.equal('£1200');
      expect(locales).to.deep.equal(['canonical en-GB', 'en-GB']);
    } finally {
      Intl.NumberFormat = Original;
      Intl.getCanonicalLocales = canonical;
    }
  });

  it("writes en-US exactly as this engine's Intl does, for every currency and option", () => {
    const amounts = [0n, 1n, -1n, 5n, 99n, 100n, -100n, 999n, 1000n, 123456n, -1234567n, 100000000n, 99999999999999999n, -(10n ** 16n)];
    for (const { code, fractionDigits } of CURRENCIES) {
      for (const exact of amounts) {
        const money = Money.of(fractionDigits === 0 ? exact / 100n : exact, code);
        for (const grouping of [true, false]) {
          for (const trimZeroFractions of [false, true]) {
            const whole = money.exact % 10n ** BigInt(fractionDigits) === 0n;
            const digits = trimZeroFractions && whole ? 0 : fractionDigits;
            const intl = new Intl.NumberFormat('en-US', {
              style: 'currency', currency: code, currencyDisplay: 'symbol', useGrouping: grouping,
              minimumFractionDigits: digits, maximumFractionDigits: digits,
            }).format(decimalString(money) as unknown as number);
            expect(formatMoney(money, { grouping, trimZeroFractions }), `${code} ${exact} ${grouping} ${trimZeroFractions}`).to.equal(intl);
          }
        }
      }
    }
  });

  it('warns about an invalid locale and uses en-US', () => {
    expect(formatMoney(Money.of(123456, 'USD'), { locale: 'not a locale!' })).to.equal('$1,234.56');
    expect(logs.messages()).to.deep.equal(['Expected a locale for the money formatter but "not a locale!" found.']);
  });

  it("warns about 'en_us' (not a language tag), which the default's fast path does not take for en-US", () => {
    expect(formatMoney(Money.of(5, 'USD'), { locale: 'en_us' })).to.equal('$0.05');
    expect(logs.messages()).to.deep.equal(['Expected a locale for the money formatter but "en_us" found.']);
  });
});
