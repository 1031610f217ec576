// <sq-widget> (visitor §7 GetWidgetRendering, §8 "Widget script not-found failures are only logged"):
// POST widgetJSON {type, id, value} (+ collectionId for event summaries); data.html, sanitised, replaces
// the content; a 404 is only logged; other failures keep the server-rendered content.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { BLOCK_WIDGET_LOGS } from '../catalog/block-widgets.ts';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { define } from '../runtime/define.ts';
import { SqWidgetElement } from '../elements/sq-widget.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';
import { dangerIn, resetXss, XSS_PAYLOADS, xssRan } from './support/xss-payloads.ts';

define('sq-widget', SqWidgetElement);

const ROUTE = '/api/widget/GetWidgetRendering';

async function widget(markup = html`<sq-widget type="text" widget-id="w1" value="Hello"><p class="fallback">Server copy</p></sq-widget>`) {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}
const rendered = (el: Element) => new Promise<void>((resolve) => { el.addEventListener('sq-widget-render', () => resolve(), { once: true }); });
const idle = (el: Element) => waitUntil(() => el.querySelector('[aria-busy]') === null, 'request settled');

describe('<sq-widget>', () => {
  resetServerAfterEach();
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); resetXss(); });
  afterEach(() => logs.stop());

  it('posts widgetJSON and replaces the content with data.html', async () => {
    // The answer waits a moment, so the loading state is there to see in every engine (WebKit's
    // request could come back before the first check).
    await setSwitch({ route: ROUTE, delayMs: 300, times: 1 });
    const el = await widget();
    expect(el.querySelector('.fallback')!.textContent, 'the content shows while loading').to.equal('Server copy');
    expect(el.querySelector('[aria-busy=true]')).to.not.equal(null);
    await waitUntil(() => el.querySelector('[data-widget-id="w1"]') !== null, 'rendering shown');
    expect(el.querySelector('.fallback')).to.equal(null);
    expect(el.textContent!.trim()).to.equal('Hello');
    const [entry] = await readLog(ROUTE);
    const body = entry!.body as Record<string, string>;
    expect(JSON.parse(body.widgetJSON!)).to.deep.equal({ type: 'text', id: 'w1', value: 'Hello' });
    expect(body.collectionId).to.equal(undefined);
    expect(logs.messages()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('sends collectionId for an event summary, and its own id when there is no widget-id', async () => {
    const el = await widget(html`<sq-widget id="events-1" type="event-summary" collection-id="c42"><p>Events</p></sq-widget>`);
    await waitUntil(() => el.querySelector('.sq-event-summary') !== null, 'event summary shown');
    const [entry] = await readLog(ROUTE);
    const body = entry!.body as Record<string, string>;
    expect(JSON.parse(body.widgetJSON!)).to.deep.equal({ type: 'event-summary', id: 'events-1', value: '' });
    expect(body.collectionId).to.equal('c42');
    expect(el.querySelectorAll('li').length).to.equal(3);
  });

  it('asks again when an attribute changes', async () => {
    const el = await widget();
    await waitUntil(() => el.textContent!.trim() === 'Hello');
    el.setAttribute('value', 'Again');
    await waitUntil(() => el.textContent!.trim() === 'Again', 'new rendering');
    expect((await readLog(ROUTE)).length).to.equal(2);
  });

  it('only logs a not-found (404) answer and keeps the content', async () => {
    await setSwitch({ route: ROUTE, status: 404, body: { error: 'Not found' } });
    const el = await widget();
    await idle(el);
    expect(el.querySelector('.fallback')!.textContent).to.equal('Server copy');
    expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['warn', BLOCK_WIDGET_LOGS.widgetNotFound('text', 'w1')]]);
    await expect(el).to.be.accessible();
  });

  for (const [name, spec, reason] of [
    ['a 500', { status: 500 }, DATA_LAYER_MESSAGES.internalError],
    ['a network fault', { networkError: true }, DATA_LAYER_MESSAGES.unableToConnect],
  ] as const) {
    it(`keeps the server-rendered content on ${name}, logged`, async () => {
      await setSwitch({ route: ROUTE, ...spec });
      const el = await widget();
      await idle(el);
      expect(el.querySelector('.fallback')!.textContent).to.equal('Server copy');
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['error', BLOCK_WIDGET_LOGS.widgetFailed('text', 'w1', reason)]]);
    });
  }

  it('keeps the content when the answer has no html', async () => {
    await setSwitch({ route: ROUTE, body: { html: 42 } });
    const el = await widget();
    await idle(el);
    expect(el.querySelector('.fallback')).to.not.equal(null);
    expect(logs.messages()).to.deep.equal([BLOCK_WIDGET_LOGS.widgetBadAnswer('text', 'w1')]);
  });

  it('is no longer busy when its type is taken away while a request is in flight', async () => {
    await setSwitch({ route: ROUTE, delayMs: 3000, times: 1 });
    const el = await widget();
    expect(el.querySelector('[aria-busy=true]')).to.not.equal(null);
    el.removeAttribute('type');
    await idle(el);
    expect(el.querySelector('.fallback')!.textContent).to.equal('Server copy');
  });

  it('keeps the buttons and forms of a widget (only scripts, handlers and script URLs go)', async () => {
    await setSwitch({
      route: ROUTE,
      body: { html: '<form class="signup" action="/subscribe" method="post"><label>Email <input name="email" type="email"></label>'
        + '<select name="list"><option>News</option></select><textarea name="note"></textarea>'
        + '<button type="submit" onclick="top.__sqXss=1">Join</button></form><button type="button" class="more">More</button>' },
    });
    const el = await widget();
    await waitUntil(() => el.querySelector('.signup') !== null, 'rendering shown');
    const form = el.querySelector<HTMLFormElement>('form.signup')!;
    expect(form.getAttribute('action')).to.equal('/subscribe');
    expect(['input', 'select', 'textarea', 'button'].map((tag) => form.querySelectorAll(tag).length)).to.deep.equal([1, 1, 1, 1]);
    expect(form.querySelector('button')!.textContent).to.equal('Join');
    expect(form.querySelector('button')!.hasAttribute('onclick')).to.equal(false);
    expect(el.querySelector('button.more')!.textContent).to.equal('More');
    expect(dangerIn(el)).to.deep.equal([]);
  });

  it('asks nothing without a type', async () => {
    const el = await widget(html`<sq-widget><p class="fallback">Server copy</p></sq-widget>`);
    await whenRendered();
    expect(el.querySelector('[aria-busy]')).to.equal(null);
    expect(await readLog(ROUTE)).to.deep.equal([]);
  });

  it('sanitises data.html: no script, handler or script URL of the XSS payloads survives or runs', async () => {
    const el = await widget(html`<sq-widget type="text" widget-id="x"><p class="fallback">Server copy</p></sq-widget>`);
    await idle(el);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      await setSwitch({ route: ROUTE, body: { html: `<div class="safe">ok</div>${payload}` }, times: 1 });
      const done = rendered(el);
      el.setAttribute('value', String(index));
      await done;
      expect(dangerIn(el), payload).to.deep.equal([]);
      expect(el.querySelector('.safe')!.textContent, payload).to.equal('ok');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(xssRan()).to.equal(false);
  });
});
