import { expect } from '@open-wc/testing';
import {
  billingPeriodUnit, formatLength, formatWeight, generateSku, GENERATED_SKU_PATTERN, isValidPriceCents, isValidSku,
  parseSubscriptionPlan, productContentType, productTypeCode, productTypeLabel, productWorkflowLabel,
  subscriptionText, unitLabels, unitSystem,
} from '../runtime/commerce/product-rules.ts';

describe('product rules', () => {
  it('labels product workflow states: PUBLISHED Available, SCHEDULED Scheduled, DRAFT Hidden, else Unsupported', () => {
    const table: Array<[string, string]> = [
      ['PUBLISHED', 'Available'], ['SCHEDULED', 'Scheduled'], ['DRAFT', 'Hidden'],
      ['PRIVATE', 'Unsupported'], ['published', 'Unsupported'], ['', 'Unsupported'],
      ['toString', 'Unsupported'], ['__proto__', 'Unsupported'],
    ];
    for (const [status, label] of table) expect(productWorkflowLabel(status), status).to.equal(label);
  });

  it('accepts SKUs of 1 to 60 characters', () => {
    const table: Array<[unknown, boolean]> = [
      ['A', true], ['x'.repeat(60), true], ['x'.repeat(61), false], ['', false], ['   ', false],
      ['😀'.repeat(60), true], ['😀'.repeat(61), false], [12345, false], [null, false],
    ];
    for (const [sku, valid] of table) expect(isValidSku(sku), String(sku)).to.equal(valid);
  });

  it('generates SKUs as SQ and 7 digits', () => {
    const table: Array<[number, string]> = [
      [0, 'SQ0000000'], [0.0000001, 'SQ0000001'], [0.5, 'SQ5000000'], [0.9999999999, 'SQ9999999'], [1, 'SQ9999999'],
    ];
    for (const [random, sku] of table) expect(generateSku(() => random)).to.equal(sku);
    for (let i = 0; i < 20; i += 1) expect(GENERATED_SKU_PATTERN.test(generateSku())).to.equal(true);
    expect(GENERATED_SKU_PATTERN.test('SQ123456')).to.equal(false);
    expect(isValidSku(generateSku())).to.equal(true);
  });

  it('caps prices at 100000000 cents, whole and not negative', () => {
    const table: Array<[unknown, boolean]> = [
      [0, true], [1, true], [100000000, true], [100000001, false], [-1, false], [10.5, false],
      ['100', false], [Number.NaN, false], [Number.POSITIVE_INFINITY, false],
    ];
    for (const [cents, valid] of table) expect(isValidPriceCents(cents), String(cents)).to.equal(valid);
  });

  it('shows imperial units as lbs and the inch mark, anything else as kg and cm', () => {
    const table: Array<[unknown, string]> = [
      [1, 'IMPERIAL'], ['1', 'IMPERIAL'], ['IMPERIAL', 'IMPERIAL'], [' imperial ', 'IMPERIAL'],
      [2, 'METRIC'], ['METRIC', 'METRIC'], [null, 'METRIC'], [undefined, 'METRIC'], [3, 'METRIC'], ['yards', 'METRIC'],
    ];
    for (const [standard, system] of table) expect(unitSystem(standard), String(standard)).to.equal(system);
    expect(unitLabels(1)).to.deep.equal({ weight: 'lbs', length: '"' });
    expect(unitLabels(2)).to.deep.equal({ weight: 'kg', length: 'cm' });
    expect([formatWeight(2.5, 1), formatLength(10, 1)]).to.deep.equal(['2.5 lbs', '10"']);
    expect([formatWeight(2.5, 2), formatLength(10, null)]).to.deep.equal(['2.5 kg', '10 cm']);
  });

  it('reads product types in both spellings', () => {
    const table: Array<[unknown, number | null, string | null, string | null]> = [
      [1, 1, 'PHYSICAL', 'physical'], ['PHYSICAL', 1, 'PHYSICAL', 'physical'], ['physical', 1, 'PHYSICAL', 'physical'],
      [2, 2, 'DIGITAL', 'digital'], ['DIGITAL', 2, 'DIGITAL', 'digital'],
      [3, 3, 'SERVICE', 'service'], ['3', 3, 'SERVICE', 'service'], ['SERVICE', 3, 'SERVICE', 'service'],
      [4, 4, 'GIFT_CARD', 'gift card'], ['GIFT_CARD', 4, 'GIFT_CARD', 'gift card'], ['gift card', 4, 'GIFT_CARD', 'gift card'],
      [5, 5, null, 'paywall'], ['PAYWALL', 5, null, 'paywall'],
      [0, null, null, null], [6, null, null, null], [1.5, null, null, null], ['BOOK', null, null, null],
      ['constructor', null, null, null], [null, null, null, null], [{}, null, null, null],
    ];
    for (const [value, code, content, label] of table) {
      expect([productTypeCode(value), productContentType(value), productTypeLabel(value)], String(value))
        .to.deep.equal([code, content, label]);
    }
  });

  describe('subscriptions', () => {
    it('reads billing period units in any case, singular or plural', () => {
      const table: Array<[unknown, string | null]> = [
        ['weeks', 'weeks'], ['WEEK', 'weeks'], ['Month', 'months'], ['years', 'years'],
        ['days', null], ['', null], [2, null],
      ];
      for (const [unit, read] of table) expect(billingPeriodUnit(unit), String(unit)).to.equal(read);
    });

    it('says "renews every N units", and "for P payments" unless P is 0 (indefinite)', () => {
      const table: Array<[unknown, string | null]> = [
        [{ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 }, 'renews every 2 weeks'],
        [{ billingPeriod: { value: 1, unit: 'months' }, numBillingCycles: 12 }, 'renews every 1 months for 12 payments'],
        [{ billingPeriod: { value: 1, unit: 'year' } }, 'renews every 1 years'],
        [{ billingPeriod: { value: 3, unit: 'years' }, numBillingCycles: 1 }, 'renews every 3 years for 1 payments'],
        [{ billingPeriod: { value: 0, unit: 'weeks' } }, null],
        [{ billingPeriod: { value: 1.5, unit: 'weeks' } }, null],
        [{ billingPeriod: { value: 1, unit: 'fortnights' } }, null],
        [{ billingPeriod: { value: 1, unit: 'weeks' }, numBillingCycles: -1 }, null],
        [{ billingPeriod: { value: 1, unit: 'weeks' }, numBillingCycles: '3' }, null],
        [{}, null], [null, null], ['monthly', null],
      ];
      for (const [raw, text] of table) {
        const plan = parseSubscriptionPlan(raw);
        expect(plan && subscriptionText(plan), JSON.stringify(raw)).to.equal(text);
      }
    });
  });
});
