import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqSearchPreviewElement, searchNavigation } from '../elements/sq-search-preview.ts';
import { SEARCH_PREVIEW_DEFAULTS, SEARCH_PREVIEW_PATH } from '../catalog/members.ts';
import { deadlineClock } from '../runtime/clock.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { dangerIn, resetXss, XSS_PAYLOADS, xssRan } from './support/xss-payloads.ts';

define('sq-search-preview', SqSearchPreviewElement);

const MARKUP = html`
  <sq-search-preview>
    <form action="/search" method="get">
      <label for="sq-test-q">Search the shop</label>
      <input id="sq-test-q" type="search" name="q" placeholder="Mugs, bowls…">
      <button type="submit">Go</button>
    </form>
  </sq-search-preview>`;

const input = (el: Element) => el.querySelector<HTMLInputElement>('input[role=combobox]')!;
const options = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=option]')];
const status = (el: Element) => el.querySelector('[role=status]')!.textContent;
const expanded = (el: Element) => input(el).getAttribute('aria-expanded') === 'true';

describe('<sq-search-preview>', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  let went: string[];
  const go = searchNavigation.go;
  resetServerAfterEach();
  beforeEach(() => {
    clock = installFakeClock();
    logs = captureLogs();
    went = [];
    searchNavigation.go = (url) => { went.push(url); };
  });
  afterEach(() => {
    clock.restore();
    logs.stop();
    searchNavigation.go = go;
  });

  async function preview(markup = MARKUP) {
    const el = await fixture<HTMLElement>(markup);
    await whenRendered();
    input(el).focus();
    return el;
  }
  async function type(el: HTMLElement, text: string) {
    await sendKeys({ type: text });
    clock.tick(250);
    await waitUntil(() => expanded(el) || status(el) !== '' && status(el) !== 'Searching…', 'preview answered');
  }

  it('keeps the form working without the preview: same action, field name, and a submit button', async () => {
    const el = await preview();
    const form = el.querySelector('form')!;
    expect(form.getAttribute('action')).to.equal('/search');
    expect(form.getAttribute('role')).to.equal('search');
    expect(input(el).name).to.equal('q');
    expect(el.querySelector('label')!.textContent).to.equal('Search the shop');
    let submitted = 0;
    form.addEventListener('submit', (event) => { submitted += 1; event.preventDefault(); });
    await sendKeys({ type: 'mug' });
    await sendKeys({ press: 'Enter' });
    expect(submitted).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('asks once the visitor pauses (debounced through the clock), for up to `limit` results', async () => {
    const el = await preview();
    await sendKeys({ type: 'cer' });
    clock.tick(249);
    expect(clock.pending()).to.equal(1);
    await sendKeys({ type: 'a' });
    clock.tick(249);
    expect(await readLog(SEARCH_PREVIEW_PATH)).to.have.length(0);
    clock.tick(1);
    await waitUntil(() => options(el).length > 0);
    const log = await readLog(SEARCH_PREVIEW_PATH);
    expect(log.map((e) => e.query)).to.deep.equal([{ q: 'cera', limit: '5' }]);
    expect(options(el).length).to.equal(5);
    expect(options(el)[0]!.querySelector('.sq-search-preview__title')!.textContent).to.equal('Home');
    expect(expanded(el)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('asks nothing below the minimum length, and closes again', async () => {
    const el = await preview();
    await type(el, 'mugs');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    clock.tick(1000);
    expect(expanded(el)).to.equal(false);
    expect((await readLog(SEARCH_PREVIEW_PATH)).length).to.equal(1);
  });

  it('arrows move the active option (wrapping), Enter opens it, Escape closes', async () => {
    const el = await preview(html`<sq-search-preview limit="3"><form action="/search"><input name="q" aria-label="Search"></form></sq-search-preview>`);
    await type(el, 'ceramic');
    const ids = options(el).map((o) => o.id);
    expect(ids.length).to.equal(3);
    const active = () => input(el).getAttribute('aria-activedescendant');
    expect(active()).to.equal(null);
    await sendKeys({ press: 'ArrowDown' });
    expect(active()).to.equal(ids[0]);
    expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(active()).to.equal(ids[0]);
    await sendKeys({ press: 'ArrowUp' });
    expect(active()).to.equal(ids[2]);
    await expect(el).to.be.accessible();

    let pageEscapes = 0;
    const onEscape = () => { pageEscapes += 1; };
    document.addEventListener('keydown', onEscape);
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', onEscape);
    expect(expanded(el)).to.equal(false);
    expect(pageEscapes).to.equal(0);
    expect(el.querySelector('[role=listbox]')!.hasAttribute('hidden')).to.equal(true);

    await sendKeys({ press: 'ArrowDown' });
    expect(expanded(el)).to.equal(true);
    expect(active()).to.equal(ids[0]);
    const chosen: unknown[] = [];
    el.addEventListener('sq-search-preview-select', (event) => chosen.push((event as CustomEvent).detail));
    await sendKeys({ press: 'Enter' });
    expect(went).to.deep.equal([new URL('/', location.href).href]);
    expect(chosen).to.deep.equal([{ title: 'Home', url: new URL('/', location.href).href, excerpt: 'Welcome to the demo shop: handmade ceramics and prints.' }]);
    expect(expanded(el)).to.equal(false);
  });

  it('a cancelled select event keeps the visitor on the page; a click chooses too', async () => {
    const el = await preview();
    await type(el, 'contact');
    el.addEventListener('sq-search-preview-select', (event) => event.preventDefault());
    options(el)[0]!.click();
    expect(went).to.deep.equal([]);
  });

  it('says "No results" when nothing matches', async () => {
    const el = await preview();
    await type(el, 'zzzz');
    expect(status(el)).to.equal('No results');
    expect(options(el).length).to.equal(0);
  });

  for (const fault of [
    { name: 'a 500', sw: { status: 500 } },
    { name: 'a network fault', sw: { networkError: true } },
    { name: 'malformed JSON', sw: { malformed: true } },
    { name: 'an answer without items', sw: { status: 200, body: { results: [] } } },
  ]) {
    it(`shows 'Unable to load results' on ${fault.name}, and recovers`, async () => {
      await setSwitch({ route: SEARCH_PREVIEW_PATH, times: 1, ...fault.sw });
      const el = await preview();
      await type(el, 'mug');
      expect(status(el)).to.equal('Unable to load results');
      expect(options(el).length).to.equal(0);
      await expect(el).to.be.accessible();
      await type(el, 's');
      await waitUntil(() => options(el).length === 1);
      expect(status(el)).to.equal('');
      expect(logs.messages()).to.deep.equal([]);
    });
  }

  it('shows server strings as text only and drops script URLs', async () => {
    resetXss();
    const items = XSS_PAYLOADS.map((payload, i) => ({ title: payload, excerpt: payload, url: `/page-${i}` }));
    items.push({ title: 'Bad link', excerpt: '', url: 'javascript:top.__sqXss=1' });
    await setSwitch({ route: SEARCH_PREVIEW_PATH, status: 200, body: { items } });
    const el = await preview(html`<sq-search-preview limit="200"><form action="/search"><input name="q" aria-label="Search"></form></sq-search-preview>`);
    await type(el, 'xss');
    expect(options(el).length).to.equal(XSS_PAYLOADS.length);
    expect(options(el).map((o) => o.querySelector('.sq-search-preview__title')!.textContent)).to.deep.equal([...XSS_PAYLOADS]);
    expect(dangerIn(el)).to.deep.equal([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(xssRan()).to.equal(false);
  });

  it(`shows 'Unable to load results' when the search hangs for ${SEARCH_PREVIEW_DEFAULTS.timeoutMs} ms, not before`, async () => {
    await setSwitch({ route: SEARCH_PREVIEW_PATH, delayMs: 60000, times: 1 });
    const deadline = installFakeClock(undefined, deadlineClock);
    try {
      const el = await preview();
      await sendKeys({ type: 'mug' });
      clock.tick(250);
      await waitUntil(async () => (await readLog(SEARCH_PREVIEW_PATH)).length === 1, 'the search reached the server');
      deadline.tick(SEARCH_PREVIEW_DEFAULTS.timeoutMs - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(status(el), 'still searching just before the deadline').to.equal('Searching…');
      deadline.tick(1);
      await waitUntil(() => status(el) === 'Unable to load results', 'the failure was shown at the deadline');
      expect(options(el).length).to.equal(0);
    } finally {
      deadline.restore();
    }
  });
});
