import { expect } from '@open-wc/testing';
import { CURRENCIES } from '../catalog/currencies.ts';
import { isMinorAmount, maxMinor, maxMinorExact, Money, zero } from '../runtime/money/money.ts';
import { format } from '../runtime/money/api.ts';
import { captureLogs } from './support/logs.ts';

const minorError = 'Expected a whole number of USD minor units within ±99999999999999999 (at most 15 integer places)';
const yenError = 'Expected a whole number of JPY minor units within ±999999999999999 (at most 15 integer places)';

describe('Money', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('holds integer minor units in every supported currency', () => {
    for (const { code } of CURRENCIES) {
      const money = Money.of(1999, code);
      expect([money.minor, money.currency]).to.deep.equal([1999, code]);
      expect(Object.isFrozen(money)).to.equal(true);
    }
    expect(logs.messages()).to.deep.equal([]);
  });

  it('accepts a code in any case and warns about an unknown currency, using USD', () => {
    expect(Money.of(5, ' eur ').currency).to.equal('EUR');
    expect(logs.messages()).to.deep.equal([]);
    expect(Money.of(5, 'XYZ').currency).to.equal('USD');
    expect(Money.of(5, undefined as never).currency).to.equal('USD');
    expect(logs.messages()).to.deep.equal([
      'Expected a supported currency code but "XYZ" found.',
      'Expected a supported currency code but undefined found.',
    ]);
    expect(logs.entries[0]!.level).to.equal('warn');
  });

  it('zero() defaults to USD and never holds a negative zero', () => {
    expect(zero().toJSON()).to.deep.equal({ value: 0, currency: 'USD' });
    expect(zero('JPY').currency).to.equal('JPY');
    expect(Object.is(Money.of(-0, 'USD').minor, 0)).to.equal(true);
    expect(zero().isZero()).to.equal(true);
  });

  it('rejects amounts that are not whole minor units, with the parser message', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, '12' as never, null as never]) {
      expect(() => Money.of(bad, 'USD')).to.throw(RangeError, minorError);
    }
  });

  it('allows 15 integer places and no more, in every currency, exactly (BigInt)', () => {
    expect(maxMinorExact('JPY')).to.equal(999999999999999n);
    expect(Money.of(999999999999999, 'JPY').minor).to.equal(999999999999999);
    expect(Money.of(-999999999999999, 'JPY').isNegative()).to.equal(true);
    expect(() => Money.of(1000000000000000, 'JPY')).to.throw(RangeError, `${yenError} but 1000000000000000 found.`);
    expect(maxMinorExact('USD')).to.equal(99999999999999999n);
    expect(Money.of(99999999999999999n, 'USD').exact).to.equal(99999999999999999n);
    expect(Money.of(10 ** 16, 'USD').exact).to.equal(10000000000000000n);
    expect(Money.of(Number.MAX_SAFE_INTEGER + 1, 'USD').exact).to.equal(9007199254740992n);
    expect(Money.of(-99999999999999999n, 'EUR').isNegative()).to.equal(true);
    expect(() => Money.of(100000000000000000n, 'USD')).to.throw(RangeError, `${minorError} but 100000000000000000 found.`);
    expect(() => Money.of(-(10 ** 17), 'EUR')).to.throw(RangeError,
      'Expected a whole number of EUR minor units within ±99999999999999999 (at most 15 integer places) but -100000000000000000 found.');
    // A JSON number is exact only up to MAX_SAFE_INTEGER: the network checks stop there.
    expect(maxMinor('USD')).to.equal(Number.MAX_SAFE_INTEGER);
    expect(isMinorAmount(100, 'JPY')).to.equal(true);
    expect(isMinorAmount(0.5)).to.equal(false);
  });

  describe('fromDecimal', () => {
    const cases: Array<[string | number, string, number]> = [
      ['12.34', 'USD', 1234], [12.34, 'USD', 1234], ['0.1', 'EUR', 10], [0.1 + 0.2, 'EUR', 30],
      ['1.005', 'USD', 101], [1.005, 'USD', 101], ['-1.005', 'USD', -101], ['1.004999', 'USD', 100],
      ['  -7 ', 'GBP', -700], ['+3.', 'CHF', 300], ['1234', 'JPY', 1234], ['1234.5', 'JPY', 1235],
      ['-1234.5', 'JPY', -1235], [1e-7, 'USD', 0], ['000012.50', 'USD', 1250],
      ['999999999999999', 'JPY', 999999999999999], ['90071992547409.91', 'USD', 9007199254740991],
      ['999999999999999.99', 'USD', 99999999999999999],
    ];
    for (const [value, code, minor] of cases) {
      it(`${JSON.stringify(value)} ${code} is ${minor}`, () => {
        expect(Money.fromDecimal(value, code).minor).to.equal(minor);
      });
    }

    it('rejects what is not a plain decimal within the currency\'s limit, naming the limit', () => {
      const message = 'Expected a plain decimal JPY amount within ±999999999999999 (at most 15 integer places)';
      for (const bad of ['abc', '12abc', '1,234.50', '1e3', '', '.5', '1000000000000000', Number.NaN, 1e21]) {
        expect(() => Money.fromDecimal(bad, 'JPY'), String(bad)).to.throw(RangeError, message);
      }
      const usd = 'Expected a plain decimal USD amount within ±999999999999999.99 (at most 15 integer places)';
      expect(() => Money.fromDecimal('1000000000000000', 'USD')).to.throw(RangeError, `${usd} but "1000000000000000" found.`);
      expect(() => Money.fromDecimal('-999999999999999.995', 'USD')).to.throw(RangeError, usd);
      expect(Money.fromDecimal('100000000000000', 'CAD').exact).to.equal(10000000000000000n);
    });
  });

  describe('arithmetic in minor units', () => {
    it('adds and subtracts exactly where floats would not', () => {
      const dime = Money.fromDecimal('0.10', 'USD');
      const total = dime.plus(Money.fromDecimal('0.20', 'USD'));
      expect(total.minor).to.equal(30);
      expect(total.equals(Money.of(30, 'USD'))).to.equal(true);
      let sum = zero();
      for (let i = 0; i < 10; i += 1) sum = sum.plus(dime);
      expect(sum.minor).to.equal(100);
      expect(Money.of(500, 'EUR').minus(Money.of(750, 'EUR')).toJSON()).to.deep.equal({ value: -250, currency: 'EUR' });
    });

    it('multiplies by a quantity, rounding half away from zero', () => {
      expect(Money.of(1999, 'USD').times(3).minor).to.equal(5997);
      expect(Money.of(3, 'USD').times(1.5).minor).to.equal(5);
      expect(Money.of(-3, 'USD').times(1.5).minor).to.equal(-5);
      expect(Money.of(3, 'USD').times(-1.5).minor).to.equal(-5);
      expect(Money.of(1999, 'JPY').times(0).minor).to.equal(0);
      expect(() => Money.of(1, 'USD').times(Number.NaN)).to.throw(RangeError, 'Expected a finite quantity');
      expect(() => Money.of(999999999999999, 'JPY').plus(Money.of(1, 'JPY'))).to.throw(RangeError, yenError);
      expect(() => Money.of(999999999999999, 'JPY').times(2)).to.throw(RangeError, yenError);
      expect(Money.of(Number.MAX_SAFE_INTEGER, 'USD').plus(Money.of(2, 'USD')).exact).to.equal(9007199254740993n);
      expect(() => Money.of(99999999999999999n, 'USD').plus(Money.of(1, 'USD'))).to.throw(RangeError, minorError);
      expect(Money.of(33333333333333333n, 'USD').times(3).exact).to.equal(99999999999999999n);
    });

    it('never mixes currencies', () => {
      expect(() => Money.of(1, 'USD').plus(Money.of(1, 'EUR'))).to.throw(TypeError, 'Sq: cannot combine amounts in USD and EUR.');
      expect(() => Money.of(1, 'USD').minus({ minor: 1, currency: 'USD' } as never)).to.throw(TypeError);
      expect(Money.of(1, 'USD').equals(Money.of(1, 'EUR'))).to.equal(false);
    });
  });

  it('Sq.money.format(minor, currency, options) formats minor units', () => {
    expect(format(123456, 'USD')).to.equal('$1,234.56');
    expect(format(123456, 'USD', { trimZeroFractions: true, grouping: false })).to.equal('$1234.56');
    expect(format(1200, 'JPY', { locale: 'en-US' })).to.equal('¥1,200');
    expect(logs.messages()).to.deep.equal([]);
  });

  describe('Sq.money.format to the spec\'s limit, 15 integer places (visitor §9), in every currency', () => {
    it('formats two-decimal currencies up to 15 integer places exactly', () => {
      expect(format(1e16, 'USD')).to.equal('$100,000,000,000,000.00');
      expect(format(99999999999999999n, 'USD')).to.equal('$999,999,999,999,999.99');
      expect(format(-99999999999999999n, 'EUR', { locale: 'en-US' })).to.equal('-€999,999,999,999,999.99');
      expect(format(12345678901234567n, 'GBP')).to.equal('£123,456,789,012,345.67');
      expect(format(999999999999999, 'JPY')).to.equal('¥999,999,999,999,999');
      expect(logs.messages()).to.deep.equal([]);
    });

    it('refuses a 16th integer place with the parser message naming the limit, never an exception', () => {
      expect(format(1e17, 'USD')).to.equal('');
      expect(format(1e15, 'JPY')).to.equal('');
      expect(format(1.5, 'USD')).to.equal('');
      expect(logs.messages()).to.deep.equal([
        `${minorError} but 100000000000000000 found.`,
        `${yenError} but 1000000000000000 found.`,
        `${minorError} but 1.5 found.`,
      ]);
      expect(logs.entries.every((e) => e.level === 'warn')).to.equal(true);
    });
  });
});
