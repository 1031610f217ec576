import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqMapElement } from '../elements/sq-map.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { installFakeClock } from './support/fake-clock.ts';
import { readLog, resetServer, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';
import { MAP_LABELS } from '../catalog/map-settings.ts';

define('sq-map', SqMapElement);

function setContext(mapsSettings: Record<string, unknown>) {
  document.getElementById('sq-context')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = JSON.stringify({ websiteSettings: { mapsSettings } });
  document.head.append(script);
}

const LOCATION = JSON.stringify({ mapLat: 48.85, mapLng: 2.35, addressTitle: 'Le Bistro', addressLine1: '3 Rue Verte', addressCountry: 'France' });
const state = (el: Element) => el.querySelector('.sq-map')?.getAttribute('data-state');
/** Laid out with a height, and inside no [hidden] element. */
const visible = (node: Element) => node.getBoundingClientRect().height > 0 && node.closest('[hidden]') === null;

describe('<sq-map> when the maps script cannot load', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(async () => { await resetServer(); logs = captureLogs(); });
  afterEach(() => logs.stop());

  describe('time-out (30 s)', () => {
    let clock: ReturnType<typeof installFakeClock>;
    beforeEach(() => { clock = installFakeClock(); });
    afterEach(() => clock.restore());

    it('is still loading at 29.999 s, then shows the address, a maps link and logs the time-out', async () => {
      setContext({ scriptUrl: '/__fake/maps.js?case=slow', apiKey: 'k' });
      await setSwitch({ route: '/__fake/maps.js', delayMs: 2000, times: 1 });
      const el = await fixture<HTMLElement>(html`<sq-map location=${LOCATION}></sq-map>`);
      await whenRendered();
      await waitUntil(() => document.querySelector('script[src*="case=slow"]') !== null, 'script requested');
      expect(state(el)).to.equal('loading');
      expect(el.querySelector('.sq-map')!.getAttribute('aria-busy')).to.equal('true');
      let failedEarly = false;
      el.addEventListener('sq-map-fail', () => { failedEarly = true; }, { once: true });
      clock.tick(29_999);
      // The rejection and its render come in later microtasks and tasks: let them run before asserting.
      await new Promise((resolve) => setTimeout(resolve));
      await whenRendered();
      expect(failedEarly, 'no failure at 29.999 s').to.equal(false);
      expect(state(el)).to.equal('loading');
      const failed = oneEvent(el, 'sq-map-fail');
      clock.tick(1);
      await failed;
      await waitUntil(() => state(el) === 'failed', 'failure state');
      const lines = [...el.querySelectorAll('.sq-map__line')].map((line) => line.textContent);
      expect(lines).to.deep.equal(['Le Bistro', '3 Rue Verte', 'France']);
      const link = el.querySelector<HTMLAnchorElement>('a.sq-map__link')!;
      expect(link.href).to.equal('https://www.google.com/maps/search/?api=1&query=48.85%2C2.35');
      expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
      expect(el.querySelector('.sq-map__message')!.textContent).to.equal('The map could not be loaded.');
      expect(visible(el.querySelector('.sq-map__message')!), 'message visible').to.equal(true);
      expect(logs.messages()).to.have.length(1);
      expect(logs.messages()[0]).to.match(/^Sq: the script .*\/__fake\/maps\.js\?case=slow&v=weekly&callback=__sqMapsReady\d+&key=k did not load within 30000 ms\.$/);
      expect(logs.entries[0]!.level).to.equal('error');
      await expect(el).to.be.accessible();
    });
  });

  it('a script error (404) shows the failure state with the catalogued message', async () => {
    setContext({ scriptUrl: '/__fake/maps.js?case=missing' });
    await setSwitch({ route: '/__fake/maps.js', status: 404, times: 1 });
    const el = await fixture<HTMLElement>(html`<sq-map location=${LOCATION}><address>Le Bistro<br>3 Rue Verte</address></sq-map>`);
    await whenRendered();
    await waitUntil(() => state(el) === 'failed', 'failure state');
    expect(logs.messages()).to.have.length(1);
    expect(logs.messages()[0]).to.match(/^Sq: the script .*case=missing.* could not be loaded\.$/);
    expect(el.querySelector('.sq-map__canvas')!.hasAttribute('hidden')).to.equal(true);
    const message = el.querySelector('.sq-map__message');
    expect(message !== null, 'message shown').to.equal(true);
    expect(message!.textContent).to.equal(MAP_LABELS.failed);
    expect(visible(message!), 'message visible').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('every map on the page shares the one failed load: no retry', async () => {
    setContext({ scriptUrl: '/__fake/maps.js?case=once' });
    await setSwitch({ route: '/__fake/maps.js', status: 500, times: 1 });
    const first = await fixture<HTMLElement>(html`<sq-map></sq-map>`);
    await whenRendered();
    await waitUntil(() => state(first) === 'failed', 'first failed');
    const second = await fixture<HTMLElement>(html`<sq-map></sq-map>`);
    await whenRendered();
    await waitUntil(() => state(second) === 'failed', 'second failed');
    expect(await readLog('/__fake/maps.js')).to.have.length(1);
  });
});
