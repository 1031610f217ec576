import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startAutoloader, FAILED_ATTRIBUTE } from '../runtime/autoloader.ts';
import { ChunkLoadError, loadChunk } from '../runtime/chunk-loader.ts';
import { ELEMENT_LOADERS, ELEMENT_TAGS } from '../runtime/registry.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../catalog/constants.ts';
import { afterFirstPaint } from './support/frames.ts';
import { captureLogs } from './support/logs.ts';

describe('registry and autoloader', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('maps every element tag to a chunk', () => {
    expect(ELEMENT_TAGS).to.include('sq-cart-link');
    for (const tag of ELEMENT_TAGS) expect(tag).to.match(/^sq-[a-z-]+$/);
  });

  it('defines a tag present now, and one that appears later, loading each chunk once', async () => {
    const loads: string[] = [];
    class Now extends HTMLElement {}
    class Later extends HTMLElement {}
    await fixture(html`<div><sq-test-now></sq-test-now><sq-test-now></sq-test-now></div>`);
    const loader = startAutoloader({
      'sq-test-now': async () => { loads.push('now'); return { default: Now }; },
      'sq-test-later': async () => { loads.push('later'); return { default: Later }; },
    });
    // (That the first scan waits for the page's first paint: test/autoloader-first-scan.test.ts.)
    await afterFirstPaint();
    await customElements.whenDefined('sq-test-now');
    expect(customElements.get('sq-test-now')).to.equal(Now);
    expect(customElements.get('sq-test-later')).to.equal(undefined);
    const box = document.createElement('div');
    box.innerHTML = '<p><sq-test-later></sq-test-later></p><sq-test-later></sq-test-later>';
    document.body.append(box);
    await waitUntil(() => customElements.get('sq-test-later') === Later);
    loader.scan(document); // scanning again requests nothing new
    expect(loads).to.deep.equal(['now', 'later']);
    loader.stop();
    box.remove();
  });

  it('starts each tag met at once in a task of its own, not all in the scan\'s one task', async () => {
    // A loader's queued microtask runs before the next tag's loader only when the two are in different
    // tasks: in one task, both loaders would run before either's microtasks.
    const order: string[] = [];
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    await fixture(html`<div><sq-test-turn-a></sq-test-turn-a><sq-test-turn-b></sq-test-turn-b></div>`);
    const loader = startAutoloader({
      'sq-test-turn-a': async () => { order.push('a'); queueMicrotask(() => order.push('a, its microtasks')); return { default: First }; },
      'sq-test-turn-b': async () => { order.push('b'); return { default: Second }; },
    });
    await afterFirstPaint();
    await Promise.all([customElements.whenDefined('sq-test-turn-a'), customElements.whenDefined('sq-test-turn-b')]);
    expect(order).to.deep.equal(['a', 'a, its microtasks', 'b']);
    expect(customElements.get('sq-test-turn-b')).to.equal(Second);
    loader.stop();
  });

  it('finds a tag inside a large insertion of many nodes at once', async () => {
    class Many extends HTMLElement {}
    const loader = startAutoloader({ 'sq-test-many': async () => ({ default: Many }) });
    const box = document.createElement('div');
    box.innerHTML = '<p>filler</p>'.repeat(100) + '<section><sq-test-many></sq-test-many></section>';
    document.body.append(...Array.from(box.childNodes));
    await waitUntil(() => customElements.get('sq-test-many') === Many, 'defined from a batch scan');
    loader.stop();
    document.querySelectorAll('p, section').forEach((n) => n.remove());
  });

  it('scan(root) finds elements inside a shadow root and a detached tree, which the document observer cannot see', async () => {
    class InShadow extends HTMLElement {}
    class AddedLater extends HTMLElement {}
    class Detached extends HTMLElement {}
    const loader = startAutoloader({
      'sq-test-shadow': async () => ({ default: InShadow }),
      'sq-test-shadow-later': async () => ({ default: AddedLater }),
      'sq-test-detached': async () => ({ default: Detached }),
    });
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<section><sq-test-shadow></sq-test-shadow></section>';
    // The document's observer does not see into the shadow root.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(customElements.get('sq-test-shadow')).to.equal(undefined);
    loader.scan(shadow);
    await customElements.whenDefined('sq-test-shadow');
    expect(shadow.querySelector('sq-test-shadow')).to.be.instanceOf(InShadow);
    // An element added there later is found by the next scan (documented: Sq.scan again).
    shadow.append(document.createElement('sq-test-shadow-later'));
    loader.scan(shadow);
    await customElements.whenDefined('sq-test-shadow-later');
    expect(shadow.querySelector('sq-test-shadow-later')).to.be.instanceOf(AddedLater);
    const tree = document.createElement('div');
    tree.innerHTML = '<p><sq-test-detached></sq-test-detached></p>';
    loader.scan(tree);
    await customElements.whenDefined('sq-test-detached');
    expect(customElements.get('sq-test-detached')).to.equal(Detached);
    loader.stop();
    host.remove();
  });

  it('two autoloaders on one page are harmless', async () => {
    class Twice extends HTMLElement {}
    await fixture(html`<sq-test-twice></sq-test-twice>`);
    const loaders = { 'sq-test-twice': async () => ({ default: Twice }) };
    const a = startAutoloader(loaders);
    const b = startAutoloader(loaders);
    await afterFirstPaint();
    await customElements.whenDefined('sq-test-twice');
    await afterFirstPaint(); // the other autoloader's chunk, if it asked again, has settled too
    expect(customElements.get('sq-test-twice')).to.equal(Twice);
    expect(logs.entries).to.have.length(0);
    a.stop(); b.stop();
  });

  it('a chunk that fails to load logs a warning and leaves the server content visible', async () => {
    const el = await fixture(html`<sq-test-broken><p>server view</p></sq-test-broken>`);
    const loader = startAutoloader({ 'sq-test-broken': () => Promise.reject(new TypeError('Failed to fetch')) });
    await waitUntil(() => el.hasAttribute(FAILED_ATTRIBUTE), 'marked as failed');
    expect(el.hasAttribute(FAILED_ATTRIBUTE)).to.equal(true);
    expect(logs.entries[0]!.level).to.equal('warn');
    expect(logs.messages()[0]).to.equal('Sq: the code for <sq-test-broken> could not be loaded.');
    const error = logs.entries[0]!.detail[0] as ChunkLoadError;
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect([error.type, error.request]).to.deep.equal(['error', 'sq-test-broken']);
    // A later instance of a failed tag is marked too, and nothing is requested again.
    const later = document.createElement('sq-test-broken');
    document.body.append(later);
    await waitUntil(() => later.hasAttribute(FAILED_ATTRIBUTE));
    loader.stop();
    later.remove();
  });

  it('a chunk load times out with a typed ChunkLoadError (120 s by default)', async () => {
    const never = () => new Promise<never>(() => {});
    const error = await loadChunk('sq-slow', never, 10).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).to.equal('timeout');
    expect((error as ChunkLoadError).request).to.equal('sq-slow');
    expect(CHUNK_LOAD_TIMEOUT_MS).to.equal(120_000); // reference §2: each load times out after 120 s
  });

  it('the real sq-cart-link chunk loads', async () => {
    const module = await ELEMENT_LOADERS['sq-cart-link']!();
    expect(module.default.prototype).to.be.instanceOf(HTMLElement);
  });
});
