import { expect, waitUntil } from '@open-wc/testing';
import { captureLogs } from './support/logs.ts';

// The entry is imported after the page has its context, as a site's page would have it.
describe('runtime entry (dist/sq.js)', () => {
  let logs: ReturnType<typeof captureLogs>;
  let initialized = 0;

  before(async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-context' });
    script.textContent = JSON.stringify({ website: { id: 'site-1', identifier: 'demo' }, pageType: 2 });
    document.head.append(script);
    logs = captureLogs();
    await import('../runtime/index.ts');
    window.Sq!.onInitialize(() => { initialized += 1; });
  });
  after(() => logs.stop());

  it('exposes window.Sq with the context read from #sq-context', () => {
    expect(window.Sq!.version).to.match(/^\d+\.\d+\.\d+$/);
    expect(window.Sq!.context.website.id).to.equal('site-1');
    expect(window.Sq!.context.pageType).to.equal(2);
    expect(window.Sq!.session.firstLanding).to.be.a('boolean');
  });

  it('has run the initializers at the ready marker, and runs late ones at once', () => {
    expect(initialized).to.equal(1);
  });

  it('marks the page as enhanced and links the shared stylesheet once', () => {
    expect(document.documentElement.classList.contains('sq-js')).to.equal(true);
    const links = document.querySelectorAll('link[data-sq-styles]');
    expect(links).to.have.length(1);
    expect((links[0] as HTMLLinkElement).href).to.match(/\/styles\/sq\.css$/);
  });

  it('defines <sq-cart-link> when one is added to the page', async () => {
    expect(customElements.get('sq-cart-link')).to.equal(undefined);
    const el = document.createElement('sq-cart-link');
    document.body.append(el);
    await waitUntil(() => el.querySelector('.sq-cart-link__label'), 'the cart link rendered', { timeout: 8000 });
    await window.Sq!.whenDefined('sq-cart-link');
    el.remove();
  });

  it('a second bootstrap logs "Detected second run, this is bad." and does nothing else', async () => {
    const before = window.Sq;
    await import(/* the same script included twice, under another URL */ '../runtime/index.ts?second-copy' as string);
    expect(window.Sq).to.equal(before);
    expect(logs.messages()).to.include('Detected second run, this is bad.');
    expect(document.querySelectorAll('link[data-sq-styles]')).to.have.length(1);
    expect(initialized).to.equal(1);
  });
});
