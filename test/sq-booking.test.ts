import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { bookingLayout, SqBookingElement } from '../elements/sq-booking.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-booking', SqBookingElement);

function setContext(context: Record<string, unknown>) {
  document.getElementById('sq-context')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = JSON.stringify(context);
  document.head.append(script);
}

const layout = (el: Element) => el.querySelector('.sq-booking')?.getAttribute('data-layout');

describe('<sq-booking>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); setContext({ authenticatedAccount: null }); document.body.style.margin = '0'; });
  afterEach(async () => {
    const said = logs.messages();
    logs.stop();
    document.body.style.margin = '';
    await setViewport({ width: 800, height: 600 });
    expect(said).to.deep.equal([]);
  });

  it('several booking blocks on one page are axe-clean together (named groups, not same-named landmarks)', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <sq-booking provider="tock" business-id="harbour-cafe"></sq-booking>
      <sq-booking provider="tock" business-id="pier-bar"></sq-booking>
      <sq-booking provider="opentable" business-id="123"></sq-booking></div>`);
    await whenRendered();
    expect(wrapper.querySelectorAll('.sq-booking[role="group"][aria-label]').length).to.equal(3);
    await expect(wrapper).to.be.accessible();
  });

  it('layouts by width: Tock column at 750 px or less, OpenTable wide above 850 px', () => {
    expect([bookingLayout('tock', 750), bookingLayout('tock', 751)]).to.deep.equal(['column', 'row']);
    expect([bookingLayout('opentable', 850), bookingLayout('opentable', 851)]).to.deep.equal(['standard', 'wide']);
  });

  it('Tock switches to its column layout when the element is 750 px wide or less (setViewport)', async () => {
    await setViewport({ width: 900, height: 600 });
    const el = await fixture<HTMLElement>(html`<sq-booking provider="tock" business-id="harbour-cafe"></sq-booking>`);
    await whenRendered();
    expect(layout(el)).to.equal('row');
    await setViewport({ width: 750, height: 600 });
    await waitUntil(() => layout(el) === 'column', 'column layout at 750 px');
    await setViewport({ width: 751, height: 600 });
    await waitUntil(() => layout(el) === 'row', 'row layout at 751 px');
    const link = el.querySelector<HTMLAnchorElement>('a.sq-booking__link')!;
    expect(link.href).to.equal('https://www.exploretock.com/harbour-cafe');
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(link.textContent).to.equal('Reserve on Tock (opens in a new window)');
    await expect(el).to.be.accessible();
  });

  it('OpenTable uses its wide layout above 850 px', async () => {
    await setViewport({ width: 850, height: 600 });
    const el = await fixture<HTMLElement>(html`<sq-booking provider="opentable" business-id="4321"></sq-booking>`);
    await whenRendered();
    expect(layout(el)).to.equal('standard');
    await setViewport({ width: 851, height: 600 });
    await waitUntil(() => layout(el) === 'wide', 'wide layout above 850 px');
    expect(el.querySelector<HTMLAnchorElement>('a')!.href).to.equal('https://www.opentable.com/restref/client/?rid=4321');
    await expect(el).to.be.accessible();
  });

  it('keeps the server-rendered embed (moved, not copied) inside the layout', async () => {
    const el = await fixture<HTMLElement>(html`<sq-booking provider="opentable"><a href="/reserve" id="own">Book a table</a></sq-booking>`);
    const own = el.querySelector('#own');
    await whenRendered();
    expect(el.querySelector('.sq-booking__embed #own') === own).to.equal(true);
    expect(el.querySelectorAll('#own').length).to.equal(1);
  });

  it('an unknown provider logs the parser message and falls back to Tock', async () => {
    const el = await fixture<HTMLElement>(html`<sq-booking provider="resy" business-id="x"></sq-booking>`);
    await whenRendered();
    expect(el.querySelector('.sq-booking')!.getAttribute('data-provider')).to.equal('tock');
    expect(logs.messages()).to.deep.equal(['Expected one of tock, opentable for <sq-booking provider> but "resy" found.']);
    logs.entries.length = 0;
  });

  it('a logged-in owner sees the Preview Only alert instead of the widget', async () => {
    setContext({ authenticatedAccount: { id: 'owner-1' } });
    const el = await fixture<HTMLElement>(html`<sq-booking provider="tock" business-id="harbour-cafe"><a href="/reserve">Book</a></sq-booking>`);
    await whenRendered();
    const alert = el.querySelector('[role="alert"]')!;
    expect(alert.querySelector('.sq-booking__preview-title')!.textContent).to.equal('Preview Only');
    expect(alert.querySelector('.sq-booking__preview-text')!.textContent).to.equal('Please log out of your account in order to use the block.');
    // The page's link stays the page's (live children), but none is rendered.
    expect(Array.from(el.querySelectorAll('a')).filter((a) => a.getClientRects().length > 0).length).to.equal(0);
    await expect(el).to.be.accessible();
  });
});
