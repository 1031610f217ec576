// Catalogue tests: products, units, currencies and the store's validation limits (reference §3.6, §3.12, §5;
// visitor §3, §5, §9).
// Every expectation is checked against the text of docs/spec (test/support/spec-text.ts), not against a copy.
import { expect } from '@open-wc/testing';
import {
  BLOG_URL_TOKENS, CONTENT_LIMITS, CURRENCIES, DEFAULT_CURRENCY, DIGITAL_PRODUCT_FIELDS, GENERATED_SKU,
  LINK_CATEGORIES, PRODUCT_CONTENT_TYPES, PRODUCT_TYPE_BY_CODE, PRODUCT_TYPE_LABELS, PRODUCT_VARIANT_FIELDS,
  STORE_LIMITS, TEL_MIN_DIGITS, UNIT_LABELS, UNIT_SYSTEM_BY_CODE, UNIT_SYSTEM_LABELS, UNIT_SYSTEMS,
  URL_LENGTH_LIMITS, currencyByCode, isCurrencyCode,
} from '../catalog/index.ts';
import { reference, visitor, readSpecBeforeAll, clause, list, coded, upperSnake } from './support/spec-text.ts';

readSpecBeforeAll();

describe('products and units (reference §3.6, visitor §3, §5)', () => {
  it('has both spellings of the product types', () => {
    expect(PRODUCT_TYPE_LABELS).to.deep.equal(coded(clause(reference, 'Numeric:')));
    for (const [code, name] of Object.entries(PRODUCT_TYPE_LABELS)) expect(PRODUCT_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    expect(PRODUCT_CONTENT_TYPES).to.deep.equal(list(clause(reference, 'In product content:')));
    expect(visitor).to.contain(`productType: ${PRODUCT_CONTENT_TYPES.slice(0, 3).join(', ')} or ${PRODUCT_CONTENT_TYPES[3]}`);
  });

  it('names the variant and digital product fields', () => {
    expect(PRODUCT_VARIANT_FIELDS).to.deep.equal(list(clause(reference, 'A variant has')));
    expect(DIGITAL_PRODUCT_FIELDS).to.deep.equal(list(clause(reference, 'Digital products carry')));
  });

  it('numbers the unit systems, imperial in lbs and inches, metric in kg and cm', () => {
    expect(UNIT_SYSTEM_LABELS).to.deep.equal(coded(clause(reference, 'Unit systems:')));
    expect(UNIT_SYSTEM_BY_CODE[UNIT_SYSTEMS.METRIC]).to.equal('METRIC');
    expect(visitor).to.contain(`imperial shows ${UNIT_LABELS.IMPERIAL.weight} and the inch mark; otherwise ${UNIT_LABELS.METRIC.weight} and ${UNIT_LABELS.METRIC.length}`);
    expect(UNIT_LABELS.IMPERIAL.length).to.equal('"');
  });
});

describe('currencies (reference §3.12, visitor §9)', () => {
  it('has the two-decimal currencies in the spec order, then JPY with none', () => {
    const twoDecimals = clause(reference, 'Two decimals:').split(' ');
    expect(clause(visitor, 'Two-decimal currencies:').split(' ')).to.deep.equal(twoDecimals);
    expect(CURRENCIES.slice(0, -1).map((c) => c.code)).to.deep.equal(twoDecimals);
    for (const c of CURRENCIES.slice(0, -1)) expect(c.fractionDigits, c.code).to.equal(2);
    expect(CURRENCIES.at(-1)?.code).to.equal('JPY');
    expect(currencyByCode('JPY')?.fractionDigits).to.equal(0);
    expect(reference).to.contain('JPY has zero decimals');
    expect(visitor).to.contain('JPY has 0 decimals');
  });

  it('keeps every named code although the spec states a list of 26', () => {
    expect(reference).to.contain(`A list of ${STORE_LIMITS.supportedCurrencyListLength} supported currencies`);
    expect(visitor).to.contain(`The supported currency list has ${STORE_LIMITS.supportedCurrencyListLength} entries.`);
    // the spec names 26 two-decimal codes and JPY: one more than its stated list length
    expect(clause(reference, 'Two decimals:').split(' ')).to.have.length(26);
    expect(CURRENCIES).to.have.length(27);
  });

  it('gives each record the fields of the spec, with ISO 4217 names and numeric codes', () => {
    for (const c of CURRENCIES) {
      expect(Object.keys(c).join(', ')).to.equal(clause(reference, 'Record:'));
      expect(c.numericCode, c.code).to.match(/^\d{3}$/);
    }
    expect(new Set(CURRENCIES.map((c) => c.numericCode)).size).to.equal(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).to.equal(CURRENCIES.length);
    expect(currencyByCode('USD')).to.deep.equal({ code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: '840' });
    expect(currencyByCode('AUD')?.numericCode).to.equal('036');
    expect(currencyByCode('GBP')?.name).to.equal('Pound Sterling');
    expect(currencyByCode('XXX')).to.equal(undefined);
  });

  it('defaults to USD', () => {
    expect(reference).to.contain(`Default store currency ${DEFAULT_CURRENCY}.`);
    expect(visitor).to.contain(`Default store currency ${DEFAULT_CURRENCY}.`);
    expect(isCurrencyCode(DEFAULT_CURRENCY)).to.equal(true);
    expect(isCurrencyCode('XXX')).to.equal(false);
  });
});

describe('validation limits and links (reference §5, visitor §5)', () => {
  it('caps URL lengths by kind', () => {
    // several kinds share a cap, so compare pair by pair rather than through `coded`
    for (const piece of list(clause(reference, 'URL length caps:'))) {
      const m = /^(.*) (\d+)$/.exec(piece)!;
      const kind = m[1]!.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof URL_LENGTH_LIMITS;
      expect(URL_LENGTH_LIMITS[kind], kind).to.equal(Number(m[2]));
      expect(visitor).to.contain(`${m[1]} under ${m[2]}`);
    }
    expect(Object.keys(URL_LENGTH_LIMITS)).to.have.length(list(clause(reference, 'URL length caps:')).length);
  });

  it('lists the link categories, the tel rule and the blog tokens', () => {
    expect(LINK_CATEGORIES).to.deep.equal(list(clause(reference, 'Link categories:')));
    expect(LINK_CATEGORIES).to.deep.equal(list(clause(visitor, 'Link categories:')));
    expect(visitor).to.contain(`A proper tel needs ${TEL_MIN_DIGITS} or more digits`);
    expect(reference).to.contain(`Tokenized blog URL allows only ${BLOG_URL_TOKENS.join(' ')}, lowercase, dashes for spaces`);
  });

  it('has the content and store limits', () => {
    expect(reference).to.contain(`tag maximum length ${CONTENT_LIMITS.tagMaxLength}; category maximum length ${CONTENT_LIMITS.categoryMaxLength}; product SKU max length ${STORE_LIMITS.skuMaxLength}; maximum product price ${STORE_LIMITS.maxProductPriceCents} (cents)`);
    expect(visitor).to.contain(`Max product price ${STORE_LIMITS.maxProductPriceCents} (cents).`);
    expect(visitor).to.contain(`SKU max length ${STORE_LIMITS.skuMaxLength}. A generated SKU is '${GENERATED_SKU.prefix}' + ${GENERATED_SKU.digits} digits.`);
    expect(reference).to.contain(`Generated SKU is '${GENERATED_SKU.prefix}' plus ${GENERATED_SKU.digits} digits.`);
    expect(visitor).to.contain(`Max integer places ${STORE_LIMITS.maxIntegerPlaces}.`);
  });
});
