// Catalogue tests: the message catalogue. Every catalogue message is quoted in the spec, and every quoted text
// of the spec is in the catalogue (renderings in test/support/message-renderings.ts).
// Every expectation is checked against the text of docs/spec (test/support/spec-text.ts), not against a copy.
import { expect } from '@open-wc/testing';
import * as catalog from '../catalog/index.ts';
import { CART_MESSAGES, FORM_MESSAGES } from '../catalog/index.ts';
import { reference, visitor, readSpecBeforeAll, quoted } from './support/spec-text.ts';
import { messageCatalogues, renderings, dataStrings } from './support/message-renderings.ts';

readSpecBeforeAll();

describe('message catalogue (reference §2, §5, §6, §8; visitor §2, §5, §6, §8, §9)', () => {
  it('has the messages other modules import, spelled as the spec', () => {
    expect(CART_MESSAGES.cartLinkMany(3)).to.equal('3 items in cart');
    expect(FORM_MESSAGES.emailInvalid('a@b.co')).to.equal('Email is not valid. Email addresses should follow the format a@b.co.');
    expect(FORM_MESSAGES.submitting).to.equal('Submitting…');
    expect(catalog.DATA_LAYER_MESSAGES.unableToConnect).to.equal('Unable to connect…');
    expect(catalog.PARSER_MESSAGES.expected('a number', 'a string')).to.equal('Expected a number but a string found.');
    expect(catalog.EVENT_MESSAGES.eventSendFailed(503)).to.equal('Error tracking event: HTTP Status 503');
  });

  it('quotes every catalogue message verbatim in one of the documents', () => {
    const quotes = new Set([...quoted(reference), ...quoted(visitor)]);
    const missing: string[] = [];
    let count = 0;
    for (const [name, messages] of messageCatalogues()) {
      for (const [key, message] of Object.entries(messages)) {
        count++;
        if (name === 'FORM_MESSAGES' && key === 'errorBelow') continue; // checked below
        if (name === 'CHART_MESSAGES' && key === 'columnsTruncated') continue; // checked below
        if (!renderings(key, message).some((r) => quotes.has(r))) missing.push(`${name}.${key}: ${renderings(key, message)[0]}`);
      }
    }
    expect(missing).to.deep.equal([]);
    expect(count).to.be.greaterThan(100);
  });

  it("writes the 'scroll up' variant in full", () => {
    expect(visitor).to.contain(`'${FORM_MESSAGES.errorAbove}' (error above) and 'scroll up' (error below)`);
    expect(FORM_MESSAGES.errorBelow).to.equal(FORM_MESSAGES.errorAbove.replace('scroll down', 'scroll up'));
  });

  it("keeps the misspelling 'truncted' in the column variant", () => {
    const rows = catalog.CHART_MESSAGES.rowsTruncated as unknown as (n: string) => string;
    const columns = catalog.CHART_MESSAGES.columnsTruncated as unknown as (n: string) => string;
    expect(reference).to.contain(`'${rows('{maxRows}')}' (the column variant is misspelled 'truncted')`);
    expect(columns('{maxColumns}')).to.equal(rows('{maxColumns}').replace('truncated', 'truncted').replace('rows', 'columns'));
  });

  it('has every quoted text of the spec somewhere in the catalogue', () => {
    const known = dataStrings(catalog);
    for (const [, messages] of messageCatalogues()) {
      for (const [key, message] of Object.entries(messages)) for (const r of renderings(key, message)) known.add(r);
    }
    // quoted in the spec, but not texts of their own
    const asides = new Set(['scroll up', 'truncted', 'errors above']);
    const missing = [...quoted(reference), ...quoted(visitor)].filter((q) => !known.has(q) && !asides.has(q));
    expect(missing).to.deep.equal([]);
  });

  it('keeps message catalogues small per domain for tree-shaking', () => {
    for (const [name, messages] of messageCatalogues()) expect(Object.keys(messages).length, name).to.be.at.most(25);
  });
});
