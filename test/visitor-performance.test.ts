// runtime/visitor/performance.ts against the local API server: visitor §7 (POST /api/1/performance/records), §8
// "Events and performance", §9 "Performance delay 30 s, metric wait cap 60 s": page_speed, the records and how they
// are sent, consent, the record builder. The 30 s / 60 s schedules run on the fake clock. The page_speed tests rely
// on the test page having painted nothing until one of them paints (checked first). The settings request
// (GET /api/1/performance/settings and its failures) is in test/visitor-performance-settings.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { EVENT_MESSAGES } from '../catalog/messages/events.ts';
import { PERFORMANCE_APP } from '../catalog/reporting.ts';
import { buildRecord, startPerformance, type PerformanceRecord } from '../runtime/visitor/performance.ts';
import { pageSpeedComplete } from '../runtime/visitor/performance-records.ts';
import { readLog, resetServerAfterEach, setSwitch, waitForEntry } from './support/api.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { RECORDS, SETTINGS, hidePage, settle } from './support/performance.ts';

const unique = () => Math.random().toString(36).slice(2);

const records = async (): Promise<PerformanceRecord[]> =>
  (await readLog(RECORDS)).flatMap((entry) => entry.body as PerformanceRecord[]);
const byEvent = (list: PerformanceRecord[], event: string) => list.filter((record) => record.event === event);
const names = (list: PerformanceRecord[]) => list.map((record) => record.data.name);

/** Replaces navigator.sendBeacon on the navigator instance for one test (the browser API the spec names). */
function stubSendBeacon(fake: (url: string, data?: BodyInit | null) => boolean): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true, value: (url: string, data?: BodyInit | null) => { calls.push(url); return fake(url, data); },
  });
  return { calls, restore: () => { delete (navigator as { sendBeacon?: unknown }).sendBeacon; } };
}

const loadImage = (src: string) => new Promise<void>((resolve, reject) => {
  const image = new Image();
  image.onload = () => resolve();
  image.onerror = () => reject(new Error(`${src} did not load`));
  image.src = src;
});

/** Whether this browser reports largest-contentful-paint at all (WebKit does not). */
const LCP_SUPPORTED = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');

/** Waits for first-contentful-paint, and a largest-contentful-paint where there is one, after putting text on the page. */
async function paint(): Promise<HTMLElement> {
  const text = Object.assign(document.createElement('p'), { textContent: 'Performance test content' });
  text.style.fontSize = '40px';
  document.body.append(text);
  let lcp = !LCP_SUPPORTED;
  const observer = new PerformanceObserver(() => { lcp = true; });
  if (LCP_SUPPORTED) observer.observe({ type: 'largest-contentful-paint', buffered: true });
  await waitUntil(() => lcp && performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
    'the page painted', { timeout: 5000 });
  observer.disconnect();
  return text;
}

/** Runs `fn` while PerformanceObserver.supportedEntryTypes is `types`. */
function withEntryTypes<T>(types: string[], fn: () => T): T {
  const own = Object.getOwnPropertyDescriptor(PerformanceObserver, 'supportedEntryTypes')!;
  Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { configurable: true, get: () => Object.freeze([...types]) });
  try {
    return fn();
  } finally {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', own);
  }
}

let clock: FakeClock;
const stops: Array<() => void> = [];
/**
 * Starts the collector and waits until it holds the page-load id: the settings time-out (on the fake clock)
 * is cleared and only the 30 s and 60 s load timers are left, so a test's tick cannot time the request out.
 */
async function start(allowed: () => boolean = () => true): Promise<string> {
  stops.push(startPerformance({ allowed, loaded: Promise.resolve() }));
  const { outcome } = await waitForEntry(SETTINGS);
  await waitUntil(() => clock.pending() === 2, 'the settings answer reached the collector', { timeout: 5000 });
  return String(outcome?.pageLoadId);
}

resetServerAfterEach();
beforeEach(() => {
  clock = installFakeClock();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  clock.restore();
  await settle(50);
});

describe('performance: page_speed waits for its metrics, at most 60 s (visitor §9)', () => {
  it('before the page has painted it is not in the 30 s send, and goes at the 60 s cap with what is known', async () => {
    expect(performance.getEntriesByType('paint'), 'the test page has not painted yet').to.have.length(0);
    const pageLoadId = await start();
    performance.measure(`rum-early-${unique()}`);
    clock.tick(30_000);
    await waitForEntry(RECORDS);
    expect(byEvent(await records(), 'page_speed')).to.have.length(0);
    clock.tick(30_000);
    await waitUntil(async () => (await readLog(RECORDS)).length === 2, 'the 60 s send', { timeout: 5000 });
    const [speed] = byEvent(await records(), 'page_speed');
    expect(speed!.pageLoadId).to.equal(pageLoadId);
    expect(Object.keys(speed!.data)).to.deep.equal(['ttfb', 'domContentLoaded', 'load']);
    expect(Object.values(speed!.data).every((value) => Number.isInteger(value) && Number(value) > 0)).to.equal(true);
  });

  it('once the page has painted, every metric the browser reports is known and it goes in the 30 s send', async () => {
    const text = await paint();
    try {
      const pageLoadId = await start();
      clock.tick(30_000);
      await waitForEntry(RECORDS);
      const [speed] = byEvent(await records(), 'page_speed');
      expect(speed).to.include({ app: PERFORMANCE_APP, event: 'page_speed', pageLoadId });
      expect(Object.keys(speed!.data)).to.deep.equal(['ttfb', 'domContentLoaded', 'load', 'fcp', ...(LCP_SUPPORTED ? ['lcp'] : [])]);
      clock.tick(30_000);
      await settle();
      expect(await readLog(RECORDS), 'nothing left for the 60 s cap').to.have.length(1);
    } finally {
      text.remove();
    }
  });
});

describe('performance: page_speed does not wait for a metric the browser never reports', () => {
  const known = { ttfb: 5, domContentLoaded: 9, load: 12, fcp: 30 };
  it('is complete without lcp where largest-contentful-paint is not supported (WebKit)', () => {
    const all = ['mark', 'measure', 'navigation', 'paint', 'resource', 'largest-contentful-paint'];
    expect(withEntryTypes(all, () => pageSpeedComplete(known)), 'lcp still to come').to.equal(false);
    expect(withEntryTypes(all.slice(0, -1), () => pageSpeedComplete(known))).to.equal(true);
    expect(withEntryTypes(['navigation'], () => pageSpeedComplete({ ttfb: 5, domContentLoaded: 9, load: 12 })), 'no paint timing').to.equal(true);
    expect(withEntryTypes(['navigation'], () => pageSpeedComplete({ ttfb: 5, load: 12 }))).to.equal(false);
  });
});

describe('performance: records (visitor §7 POST /api/1/performance/records)', () => {
  it('are a JSON array of app, data, event, pageLoadId, timestamp sent as text/plain 30 s after load', async () => {
    const name = `rum-load-${unique()}`;
    performance.measure(name);
    const pageLoadId = await start();
    clock.tick(29_999);
    await settle();
    expect(await readLog(RECORDS)).to.have.length(0);
    clock.tick(1);
    const entry = await waitForEntry(RECORDS);
    expect(entry.status).to.equal(204);
    expect(entry.headers['content-type']).to.contain('text/plain');
    const list = entry.body as PerformanceRecord[];
    expect(list.length).to.be.greaterThan(0);
    for (const record of list) {
      expect(Object.keys(record).sort()).to.deep.equal(['app', 'data', 'event', 'pageLoadId', 'timestamp']);
      expect(record).to.include({ app: PERFORMANCE_APP, pageLoadId, timestamp: 1_700_000_030_000 });
    }
    expect(names(byEvent(list, 'user'))).to.include(name);
  });

  it("user records are the measures whose name starts with 'rum-', and only those", async () => {
    const id = unique();
    performance.measure(`rum-x-${id}`);
    performance.measure(`other-${id}`);
    performance.measure(`x-rum-${id}`);
    await start();
    clock.tick(30_000);
    await waitForEntry(RECORDS);
    const users = byEvent(await records(), 'user');
    const ours = users.filter((record) => String(record.data.name).endsWith(id));
    expect(names(ours)).to.deep.equal([`rum-x-${id}`]);
    expect(Object.keys(ours[0]!.data)).to.deep.equal(['name', 'startTime', 'duration']);
  });

  it('image records come from the resource timing of images: name, duration, transferSize', async () => {
    const src = `/demo/images/desert-dunes.svg?format=${unique()}`;
    await loadImage(src);
    await start();
    clock.tick(30_000);
    await waitForEntry(RECORDS);
    const images = byEvent(await records(), 'image').filter((record) => String(record.data.name).endsWith(src));
    expect(images).to.have.length(1);
    expect(images[0]!.data.name).to.equal(new URL(src, location.href).href);
    expect(Object.keys(images[0]!.data)).to.deep.equal(['name', 'duration', 'transferSize']);
    expect(typeof images[0]!.data.transferSize).to.equal('number');
  });

  it('are sent whenever the page is hidden, each record once', async () => {
    const first = `rum-first-${unique()}`;
    performance.measure(first);
    await start();
    hidePage();
    await waitForEntry(RECORDS);
    const atHide = await records();
    expect(names(byEvent(atHide, 'user'))).to.include(first);
    expect(byEvent(atHide, 'page_speed'), 'hidden: page_speed goes with what is known').to.have.length(1);
    const second = `rum-second-${unique()}`;
    performance.measure(second);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitUntil(async () => (await readLog(RECORDS)).length === 2, 'the pagehide send', { timeout: 5000 });
    const [, again] = (await readLog(RECORDS)).map((entry) => entry.body as PerformanceRecord[]);
    expect(names(again!)).to.deep.equal([second]);
    clock.tick(60_000);
    await settle();
    expect(await readLog(RECORDS), 'nothing new for the 30 s send or the cap').to.have.length(2);
  });

  it('a page hidden before the settings answer sends once the page-load id is known', async () => {
    await setSwitch({ route: SETTINGS, delayMs: 300, times: 1 });
    stops.push(startPerformance({ allowed: () => true, loaded: Promise.resolve() }));
    hidePage();
    const entry = await waitForEntry(RECORDS);
    const { pageLoadId } = (await waitForEntry(SETTINGS)).outcome as { pageLoadId: string };
    expect((entry.body as PerformanceRecord[]).every((record) => record.pageLoadId === pageLoadId)).to.equal(true);
  });
});

describe('performance: beacon with XHR fallback (visitor §7)', () => {
  for (const [what, fake] of [
    ['returns false', () => false],
    ['throws', () => { throw new TypeError('beacon refused'); }],
  ] as const) {
    it(`sendBeacon ${what}: the records still reach the server by XHR`, async () => {
      const name = `rum-fallback-${unique()}`;
      performance.measure(name);
      await start();
      const beacon = stubSendBeacon(fake);
      try {
        clock.tick(30_000);
        const entry = await waitForEntry(RECORDS);
        expect(beacon.calls).to.deep.equal([RECORDS]);
        expect(entry.status).to.equal(204);
        expect(entry.headers['content-type']).to.contain('text/plain');
        expect(names(byEvent(entry.body as PerformanceRecord[], 'user'))).to.include(name);
      } finally {
        beacon.restore();
      }
    });
  }

  it('sendBeacon accepting the records sends them once, by beacon', async () => {
    await start();
    performance.measure(`rum-beacon-${unique()}`);
    const beacon = stubSendBeacon((url, data) => Navigator.prototype.sendBeacon.call(navigator, url, data));
    try {
      clock.tick(30_000);
      await waitForEntry(RECORDS);
      await settle();
      expect(beacon.calls).to.deep.equal([RECORDS]);
      expect(await readLog(RECORDS)).to.have.length(1);
    } finally {
      beacon.restore();
    }
  });
});

describe('performance: consent (allowed)', () => {
  it('allowed() false at start: no settings request, nothing recorded or sent', async () => {
    stops.push(startPerformance({ allowed: () => false, loaded: Promise.resolve() }));
    performance.measure(`rum-declined-${unique()}`);
    await settle(0);
    clock.tick(60_000);
    hidePage();
    await settle();
    expect(await readLog(SETTINGS)).to.have.length(0);
    expect(await readLog(RECORDS)).to.have.length(0);
  });

  it('allowed() false at send time: nothing is sent', async () => {
    let allowed = true;
    await start(() => allowed);
    performance.measure(`rum-later-declined-${unique()}`);
    allowed = false;
    clock.tick(60_000);
    hidePage();
    await settle();
    expect(await readLog(RECORDS)).to.have.length(0);
  });
});

describe("performance: the record builder ('Data is empty', visitor §5)", () => {
  for (const [what, data] of [['null', null], ['undefined', undefined], ['{}', {}], ['only undefined fields', { lcp: undefined }]] as const) {
    it(`throws 'Data is empty' for ${what}`, () => {
      expect(() => buildRecord('page_speed', data, 'id-1')).to.throw(Error, EVENT_MESSAGES.dataEmpty);
    });
  }

  it('builds { app, data, event, pageLoadId, timestamp }, leaving out undefined fields', () => {
    expect(buildRecord('page_speed', { ttfb: 12, lcp: undefined }, 'id-1')).to.deep.equal({
      app: PERFORMANCE_APP, data: { ttfb: 12 }, event: 'page_speed', pageLoadId: 'id-1', timestamp: 1_700_000_000_000,
    });
  });
});
