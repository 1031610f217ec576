import { expect } from '@open-wc/testing';
import { normaliseContext, readContext } from '../runtime/context.ts';
import { captureLogs } from './support/logs.ts';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('site context (visitor §3 "Site context")', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); delete window.SQ_CONTEXT; });

  it('keeps website.lightboxAvailable: false, the tier without lightboxify', () => {
    const ctx = readContext(docWith(JSON.stringify({ website: { id: 'w1', lightboxAvailable: false } })));
    expect(ctx.website.lightboxAvailable).to.equal(false);
    expect(readContext(docWith('{}')).website.lightboxAvailable).to.equal(true);
  });

  it('reads the tracking fields: template, locale, the item record type and the experiments', () => {
    const ctx = readContext(docWith(JSON.stringify({
      website: { templateId: 't1', locale: 'fr-FR' }, item: { id: 'i1', recordType: 'blog' },
      experiments: [{ name: 'x', experimentType: 'FEATURE_TOGGLE', variant: 'true' }, 'junk'],
    })));
    expect(ctx.website).to.include({ templateId: 't1', locale: 'fr-FR' });
    expect(ctx.item).to.deep.equal({ id: 'i1', recordType: null });
    expect(ctx.experiments).to.deep.equal([
      { name: 'x', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: '', containsError: false },
    ]);
  });

  it('reads the #sq-context JSON script', () => {
    const ctx = readContext(docWith(JSON.stringify({
      website: { id: 'w1', identifier: 'demo', baseUrl: 'https://demo.example', developerMode: true },
      pageType: 200, collection: { id: 'c1' }, websiteRoles: { '10': true },
      storeSettings: { selectedCurrency: 'EUR' },
    })));
    expect(ctx.website).to.deep.equal({
      id: 'w1', identifier: 'demo', baseUrl: 'https://demo.example', developerMode: true, cloneable: false, typekitId: '',
      lightboxAvailable: true, templateId: '', locale: '',
    });
    expect(ctx.pageType).to.equal(200);
    expect(ctx.collection).to.deep.equal({ id: 'c1' });
    expect(ctx.item).to.equal(null);
    expect(ctx.storeSettings.selectedCurrency).to.equal('EUR');
    expect(ctx.websiteRoles).to.deep.equal({ '10': true });
    expect(logs.entries).to.have.length(0);
  });

  it('falls back to window.SQ_CONTEXT when there is no script', () => {
    window.SQ_CONTEXT = { authenticatedAccount: { id: 'a1' } };
    expect(readContext(docWith(null)).authenticatedAccount).to.deep.equal({ id: 'a1' });
  });

  it('the #sq-context script wins over window.SQ_CONTEXT', () => {
    window.SQ_CONTEXT = { pageType: 1 };
    expect(readContext(docWith('{"pageType": 200}')).pageType).to.equal(200);
  });

  it('gives safe defaults when the context is absent, without a message', () => {
    const ctx = readContext(docWith(null));
    expect(ctx.website.id).to.equal('');
    expect(ctx.storeSettings.selectedCurrency).to.equal('USD');
    expect(ctx.authenticatedAccount).to.equal(null);
    expect(ctx.googleFonts).to.deep.equal([]);
    expect(logs.entries).to.have.length(0);
  });

  it('logs the parser message and uses defaults for malformed JSON', () => {
    const ctx = readContext(docWith('{ "website": '));
    expect(ctx.pageType).to.equal(null);
    expect(logs.entries).to.have.length(1);
    expect(logs.entries[0]!.level).to.equal('error');
    expect(logs.messages()[0]).to.match(/^Expected site context JSON in #sq-context but ".*" found\.$/);
  });

  it('replaces each mistyped field with its default and says which', () => {
    const ctx = normaliseContext({
      website: 'oops', pageType: 'two hundred', googleFonts: [{ includeName: 'Lato' }, 7],
      storeSettings: { expressCheckout: 'yes' }, authenticatedAccount: 5,
    });
    expect(ctx.website.identifier).to.equal('');
    expect(ctx.pageType).to.equal(null);
    expect(ctx.googleFonts).to.deep.equal([{ includeName: 'Lato' }]);
    expect(ctx.storeSettings.expressCheckout).to.equal(false);
    expect(ctx.authenticatedAccount).to.equal(null);
    expect(logs.messages()).to.include('Expected a number for context pageType but "two hundred" found.');
    expect(logs.messages()).to.include('Expected an object for context website but "oops" found.');
    expect(logs.messages()).to.include('Expected a boolean for context storeSettings.expressCheckout but "yes" found.');
    expect(logs.messages()).to.include('Expected an object for context googleFonts[1] but 7 found.');
  });

  it('logs a number where a string is expected and uses the default, never stringifying it', () => {
    const ctx = normaliseContext({ website: { id: 42 }, storeSettings: { selectedCurrency: 7 } });
    expect(ctx.website.id).to.equal('');
    expect(ctx.storeSettings.selectedCurrency).to.equal('USD');
    expect(logs.messages()).to.deep.equal([
      'Expected a string for context website.id but 42 found.',
      'Expected a string for context storeSettings.selectedCurrency but 7 found.',
    ]);
    expect(logs.entries.every((e) => e.level === 'warn')).to.equal(true);
  });

  it('ignores a top-level array', () => {
    expect(normaliseContext([1, 2]).website.id).to.equal('');
    expect(logs.messages()).to.include('Expected an object for context but [1,2] found.');
  });
});
