import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { externalMapUrl, mapOptions, mapsScriptUrl, normaliseMapsSettings, parseLocation, parseOptions, SqMapElement, styleOf } from '../elements/sq-map.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { installFakeClock } from './support/fake-clock.ts';
import { readLog, resetServer } from './support/api.ts';
import { captureLogs } from './support/logs.ts';

define('sq-map', SqMapElement);

const SETTINGS = { apiKey: 'test-key', scriptUrl: '/__fake/maps.js', language: 'fr', region: 'CA' };
function setContext(mapsSettings: Record<string, unknown>) {
  document.getElementById('sq-context')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = JSON.stringify({ websiteSettings: { mapsSettings } });
  document.head.append(script);
}

const HARBOUR = { mapLat: 51.5, mapLng: -0.12, markerLat: 51.51, markerLng: -0.13, mapZoom: 14, addressTitle: 'Harbour Café', addressLine1: '1 Quay St' };
const fakeMap = (el: Element) => el.querySelector<HTMLElement>('.sq-fake-map');
const marker = (el: Element) => el.querySelector<HTMLButtonElement>('.sq-fake-map__marker');
interface FakeMaps { Marker: new (options: Record<string, unknown>) => object; instances: Array<{ getDiv(): HTMLElement; setOptions: unknown; setCenter: unknown }> }
const fakeMaps = () => (window as unknown as { google: { maps: FakeMaps } }).google.maps;
/** The fake provider's map drawn inside `el`. */
const providerMap = (el: Element) => fakeMaps().instances.find((map) => el.contains(map.getDiv()))!;

async function readyMap(location: object = HARBOUR, options: object = {}) {
  const el = await fixture<HTMLElement>(html`<sq-map location=${JSON.stringify(location)} options=${JSON.stringify(options)}><address>Harbour Café<br>1 Quay St</address></sq-map>`);
  await whenRendered();
  await waitUntil(() => el.querySelector('.sq-map')?.getAttribute('data-state') === 'ready', 'map ready');
  return el;
}

describe('<sq-map> model', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('defaults: a fixed city centre, the marker at the centre, zoom 12', () => {
    const location = parseLocation({});
    expect(location.mapZoom).to.equal(12);
    expect([location.markerLat, location.markerLng]).to.deep.equal([location.mapLat, location.mapLng]);
    expect(parseLocation({ mapLat: 10, mapLng: 20 })).to.include({ markerLat: 10, markerLng: 20 });
  });

  it('options default to style Grayscale, labels on, terrain off, draggable, scrollwheel, controls, default UI off, marker fixed, link on click', () => {
    expect(parseOptions({})).to.deep.equal({
      style: 'Grayscale', showLabels: true, showTerrain: false, draggable: true, scrollwheel: true,
      showControls: true, disableDefaultUI: true, markerDraggable: false, linkOnClick: true,
    });
  });

  it('takes the six styles by name and by number', () => {
    expect(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'].map(styleOf))
      .to.deep.equal(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue']);
    expect([1, 2, 3, 4, 5, 6, '5'].map(styleOf))
      .to.deep.equal(['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue', 'MinimalDark']);
    expect([0, 7, 'Sepia', true].map(styleOf)).to.deep.equal([undefined, undefined, undefined, undefined]);
  });

  it('a bad field is logged with the parser message and gets its default', () => {
    expect(parseLocation({ mapZoom: 'far', mapLat: 300 })).to.include({ mapZoom: 12, mapLat: 40.7128 });
    expect(parseOptions({ style: 'Sepia', showLabels: 'yes' })).to.include({ style: 'Grayscale', showLabels: true });
    expect(logs.messages()).to.deep.equal([
      'Expected a number from -90 to 90 for <sq-map> mapLat but 300 found.',
      'Expected a number from 0 to 22 for <sq-map> mapZoom but "far" found.',
      'Expected one of Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue or 1 to 6 for <sq-map> style but "Sepia" found.',
      'Expected true or false for <sq-map> showLabels but "yes" found.',
    ]);
  });

  it('gives the provider the style, terrain, labels and controls', () => {
    const at = parseLocation(HARBOUR);
    const grayscale = mapOptions(at, parseOptions({}));
    expect(grayscale).to.include({ zoom: 14, mapTypeId: 'roadmap', draggable: true, scrollwheel: true, disableDefaultUI: true, zoomControl: true });
    expect(mapOptions(at, parseOptions({ scrollwheel: false })).scrollwheel).to.equal(false);
    expect(mapOptions(at, parseOptions({ disableDefaultUI: false }))).to.include({
      disableDefaultUI: false, mapTypeControl: true, streetViewControl: true, fullscreenControl: true,
    });
    expect(grayscale.center).to.deep.equal({ lat: 51.5, lng: -0.12 });
    expect(grayscale.styles).to.deep.equal([{ stylers: [{ saturation: -100 }] }]);
    expect(mapOptions(at, parseOptions({ style: 3 })).mapTypeId).to.equal('hybrid');
    expect(mapOptions(at, parseOptions({ showTerrain: true })).mapTypeId).to.equal('terrain');
    const noLabels = mapOptions(at, parseOptions({ style: 'Original', showLabels: false, showControls: false, draggable: false }));
    expect(noLabels.styles).to.deep.equal([{ elementType: 'labels', stylers: [{ visibility: 'off' }] }]);
    expect(noLabels).to.include({ zoomControl: false, draggable: false, gestureHandling: 'none' });
  });

  it('the external maps page is a search for the marker position', () => {
    expect(externalMapUrl(parseLocation(HARBOUR))).to.equal('https://www.google.com/maps/search/?api=1&query=51.51%2C-0.13');
  });

  it('maps settings: the real provider by default; the script query has v, callback, key, optional language and region', () => {
    const defaults = normaliseMapsSettings({});
    expect(defaults).to.deep.equal({ apiKey: '', scriptUrl: 'https://maps.googleapis.com/maps/api/js', apiVersion: 'weekly', language: '', region: '' });
    expect(mapsScriptUrl({ ...defaults, apiKey: 'K' }, 'cb')).to.equal('https://maps.googleapis.com/maps/api/js?v=weekly&callback=cb&key=K');
    const local = normaliseMapsSettings({ ...SETTINGS, apiVersion: 3 });
    expect(mapsScriptUrl(local, 'cb')).to.equal(`${location.origin}/__fake/maps.js?v=3&callback=cb&key=test-key&language=fr&region=CA`);
    expect(normaliseMapsSettings({ apiKey: 42 }).apiKey).to.equal('');
    expect(logs.messages()).to.deep.equal(['Expected a string for mapsSettings.apiKey but 42 found.']);
  });
});

describe('<sq-map>', () => {
  let logs: ReturnType<typeof captureLogs>;
  before(async () => { await resetServer(); setContext(SETTINGS); });
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); });

  it('loads the maps script once for every map on the page, with version, callback, key, language and region', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <sq-map location=${JSON.stringify(HARBOUR)}></sq-map><sq-map></sq-map><sq-map options='{"style":5}'></sq-map></div>`);
    await whenRendered();
    const maps = [...page.querySelectorAll('sq-map')];
    await waitUntil(() => maps.every((el) => el.querySelector('.sq-map')?.getAttribute('data-state') === 'ready'), 'maps ready');
    const loads = await readLog('/__fake/maps.js');
    expect(loads).to.have.length(1);
    expect(loads[0]!.query).to.deep.include({ v: 'weekly', key: 'test-key', language: 'fr', region: 'CA' });
    expect(String(loads[0]!.query.callback)).to.match(/^__sqMapsReady\d+$/);
    expect(maps.map((el) => fakeMap(el)?.dataset.center)).to.deep.equal(['51.5,-0.12', '40.7128,-74.006', '40.7128,-74.006']);
    expect(maps.map((el) => el.querySelector('.sq-map')!.getAttribute('data-style'))).to.deep.equal(['Grayscale', 'Grayscale', 'MinimalDark']);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('draws the map and a marker, its 48x64 image shown at 24x32, in a region named by the address title', async () => {
    const el = await readyMap();
    expect(fakeMap(el)!.dataset).to.include({ zoom: '14', mapTypeId: 'roadmap', styleRules: '1', disableDefaultUi: 'true' });
    const image = marker(el)!.querySelector('img')!;
    expect([image.width, image.height]).to.deep.equal([24, 32]);
    expect(marker(el)!.dataset.position).to.equal('51.51,-0.13');
    expect(marker(el)!.getAttribute('aria-label')).to.equal('Harbour Café: open in Maps');
    const region = el.querySelector('.sq-map')!;
    expect([region.getAttribute('role'), region.getAttribute('aria-label')]).to.deep.equal(['region', 'Harbour Café']);
    // The no-JavaScript view stays the page's (live children) but is not rendered once drawn.
    expect(el.querySelector('address')?.getClientRects().length, 'server address rendered').to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('names the region from the server-rendered address when the location has none', async () => {
    const el = await readyMap({ mapLat: 1, mapLng: 2 });
    expect(el.querySelector('.sq-map')!.getAttribute('aria-label')).to.equal('Harbour Café');
  });

  describe('marker click (link on click)', () => {
    let opened: unknown[][];
    const original = window.open;
    beforeEach(() => {
      opened = [];
      window.open = ((...args: unknown[]) => { opened.push(args); return null; }) as typeof window.open;
    });
    afterEach(() => { window.open = original; });

    it('opens the external maps page in a new window without the opener', async () => {
      const el = await readyMap();
      marker(el)!.click();
      expect(opened).to.deep.equal([['https://www.google.com/maps/search/?api=1&query=51.51%2C-0.13', '_blank', 'noopener']]);
    });

    it('keyboard: the marker is reachable with Tab and Enter opens the page', async () => {
      const el = await readyMap();
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === marker(el)).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(opened.length).to.equal(1);
      before.remove();
    });

    it('does nothing when link-on-click is off', async () => {
      const el = await readyMap(HARBOUR, { linkOnClick: false });
      marker(el)!.click();
      expect(opened).to.deep.equal([]);
      expect(el.querySelector('a.sq-map__link')).to.equal(null);
    });

    it('asks the provider for a focusable (unoptimised) marker', async () => {
      await readyMap();
      const maps = fakeMaps();
      const Original = maps.Marker;
      const given: unknown[] = [];
      maps.Marker = class extends Original {
        constructor(options: Record<string, unknown>) { given.push(options.optimized); super(options); }
      };
      try {
        await readyMap();
      } finally {
        maps.Marker = Original;
      }
      expect(given).to.deep.equal([false]);
    });

    it('shows a visible "Open in Maps" link below the drawn map, reached with Tab after the marker', async () => {
      const el = await readyMap();
      const link = el.querySelector<HTMLAnchorElement>('a.sq-map__link')!;
      expect(link.textContent).to.equal('Open in Maps (opens in a new window)');
      expect([link.href, link.target, link.rel]).to.deep.equal(['https://www.google.com/maps/search/?api=1&query=51.51%2C-0.13', '_blank', 'noopener noreferrer']);
      expect(link.getBoundingClientRect().height).to.be.greaterThan(0);
      marker(el)!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === link).to.equal(true);
      await expect(el).to.be.accessible();
    });
  });

  it('malformed location JSON: the parser message, and the default location', async () => {
    const el = await fixture<HTMLElement>(html`<sq-map location="{mapLat: 5"></sq-map>`);
    await whenRendered();
    await waitUntil(() => fakeMap(el) !== null, 'map drawn');
    expect(fakeMap(el)!.dataset).to.include({ center: '40.7128,-74.006', zoom: '12' });
    expect(logs.messages()).to.deep.equal(['Expected JSON for <sq-map location> but "{mapLat: 5" found.']);
    expect(el.querySelector('.sq-map')!.getAttribute('aria-label')).to.equal('Map');
  });

  describe('UI updates (debounce 60 ms)', () => {
    let clock: ReturnType<typeof installFakeClock>;
    afterEach(() => clock.restore());

    it('applies changed location and options once, 60 ms after the last change', async () => {
      clock = installFakeClock();
      const el = await readyMap();
      clock.tick(60); // the update every drawn map gets once, before the changes
      el.setAttribute('location', JSON.stringify({ ...HARBOUR, mapLat: 10, mapLng: 20, markerLat: 10, markerLng: 20 }));
      await whenRendered();
      clock.tick(30);
      el.setAttribute('options', JSON.stringify({ showTerrain: true, markerDraggable: true }));
      await whenRendered();
      clock.tick(59);
      expect(fakeMap(el)!.dataset.center).to.equal('51.5,-0.12');
      clock.tick(1);
      expect(fakeMap(el)!.dataset).to.include({ center: '10,20', mapTypeId: 'terrain' });
      expect(marker(el)!.dataset).to.include({ position: '10,20', draggable: 'true' });
    });

    it('logs a provider that throws on an update or a recentre, never throwing from the timer', async () => {
      clock = installFakeClock();
      const el = await readyMap();
      clock.tick(60); // the update every drawn map gets once
      const map = providerMap(el);
      map.setOptions = () => { throw new Error('quota exceeded'); };
      map.setCenter = () => { throw new Error('map gone'); };
      el.setAttribute('options', JSON.stringify({ showTerrain: true }));
      await whenRendered();
      clock.tick(60);
      el.style.display = 'block';
      el.style.width = '321px';
      await waitUntil(() => clock.pending() > 0, 'the resize is seen');
      clock.tick(60);
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([
        ['error', 'Sq: the map provider failed to update the map: quota exceeded'],
        ['error', 'Sq: the map provider failed to update the map: map gone'],
      ]);
    });
  });

  it('dispatches sq-map-ready (bubbling) once drawn', async () => {
    const holder = await fixture<HTMLElement>(html`<div></div>`);
    const ready = oneEvent(holder, 'sq-map-ready');
    holder.append(document.createElement('sq-map'));
    const event = await ready;
    expect(event.bubbles && event.composed).to.equal(true);
  });
});
