// runtime/visitor/pageview.ts against the local API server: POST /api/census/RecordHit with the hit payload
// (visitor §3) and ss_cvr, the /api/track/Track image beacon with the marketing parameters (§7), the
// consent gate (§4), and swallowed failures and the 2.5 s time-out (§7, §9).
import { expect } from '@open-wc/testing';
import { HIT_PAYLOAD_FIELDS } from '../catalog/analytics.ts';
import { API_PATHS } from '../catalog/network.ts';
import { HIT_SIZE_FIELDS } from '../catalog/tracking.ts';
import { configureConsent } from '../runtime/consent.ts';
import { setConsent } from '../runtime/consent-choice.ts';
import { normaliseContext } from '../runtime/context.ts';
import { imageBeacon } from '../runtime/transport.ts';
import { buildHitPayload, recordPageview } from '../runtime/visitor/pageview.ts';
import { marketingParams, trackQuery } from '../runtime/visitor/pageview-track.ts';
import { cookie, onlyEntry, readLog, resetServerAfterEach, setSwitch, waitForEntry, type LogEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';
import { scrubUrl } from '../runtime/visitor/scrub-url.ts';

resetServerAfterEach();

const HIT = API_PATHS.recordHit;
const TRACK = API_PATHS.track;
const site = normaliseContext({
  website: { id: 'site-1', templateId: 'tpl-1', locale: 'fr-FR' },
  collection: { id: 'col-1' }, item: { id: 'item-1', recordType: 1 },
});

function cleanUp(): void {
  configureConsent({});
  setCookies({ ss_cookieAllowed: null, ss_cvr: null, ss_cvt: null, ss_mkid: null });
}

/** Runs `fn` with extra query parameters and a hash on this page's URL, then puts the URL back. */
async function withUrl(params: Record<string, string>, hash: string, fn: () => Promise<void>): Promise<void> {
  const original = location.href;
  const url = new URL(original);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.hash = hash;
  history.replaceState(history.state, '', url);
  try {
    await fn();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

/** The Track beacons received, once a sentinel beacon sent after them has arrived. */
async function trackBeaconsBefore(): Promise<LogEntry[]> {
  const sentinel = `sentinel-${Math.random()}`; // a fresh URL: the image cache would answer a repeated one
  imageBeacon(TRACK, { landing: sentinel });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const entries = await readLog(TRACK);
    if (entries.some((entry) => entry.query.landing === sentinel)) return entries.filter((entry) => entry.query.landing !== sentinel);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sentinel beacon never arrived');
}

describe('buildHitPayload (visitor §3 "Tracking hit payload")', () => {
  it('has every field of the spec, and the viewport and screen sizes', () => {
    const payload = buildHitPayload(site, '7|1|2|3|1');
    expect(Object.keys(payload).sort()).to.deep.equal([...HIT_PAYLOAD_FIELDS, ...HIT_SIZE_FIELDS].sort());
    expect(payload).to.include({
      websiteId: 'site-1', templateId: 'tpl-1', locale: 'fr-FR', userAgent: navigator.userAgent, url: scrubUrl(location.href),
      title: document.title, itemId: 'item-1', recordType: 1, collectionId: 'col-1', visitorCookie: '7|1|2|3|1',
      pageId: 'item-1', pageTitle: document.title, contentSource: 'i', pagePath: location.pathname,
      pageHash: location.hash, memberAccountId: null, viewportWidth: innerWidth, viewportHeight: innerHeight,
      screenWidth: screen.width, screenHeight: screen.height,
    });
    expect(payload.clientDate).to.be.a('number');
  });

  it('a page without item or collection sends nulls and the collection page fields', () => {
    expect(buildHitPayload(normaliseContext({}), '', 'member-9')).to.include({
      itemId: null, recordType: null, collectionId: null, pageId: '', contentSource: 'c', memberAccountId: 'member-9',
    });
  });

  it("locale: the site's in canonical form, else en-US, never the browser's (the one locale rule, runtime/visitor/locale.ts)", () => {
    const hitLocale = (locale: string) => buildHitPayload(normaliseContext({ website: { locale } }), '').locale;
    Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });
    try {
      expect(hitLocale('fr_fr')).to.equal('fr-FR');
      expect(hitLocale('fr-FR')).to.equal('fr-FR');
      expect(hitLocale('')).to.equal('en-US');
      expect(hitLocale('not a tag!')).to.equal('en-US');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).language;
    }
  });
});

describe('Track query (visitor §7)', () => {
  it('maps the marketing parameters: own names win over utm_* aliases, mkwid as is, empty ones dropped', () => {
    const landing = new URL('https://example.com/shop?utm_source=news&utm_medium=email&campaign=spring'
      + '&utm_campaign=ignored&utm_term=t&utm_content=v&utm_source_platform=sp&mkwid=mk1&subchannel=&variation=');
    expect(marketingParams(landing)).to.deep.equal({
      source: 'news', campaign: 'spring', subcampaign: 't', channel: 'email', subchannel: 'sp', variation: 'v', mkwid: 'mk1',
    });
    expect(marketingParams(new URL('https://example.com/'))).to.deep.equal({});
  });

  it('has landing, lang, screen and a fresh random cache key each time; no empty values', () => {
    const first = trackQuery(new URL('https://example.com/a'));
    expect(first).to.include({ landing: 'https://example.com/a', lang: navigator.language, screen: `${screen.width}x${screen.height}` });
    expect(first.rk).to.match(/^[0-9a-z]+$/);
    expect(trackQuery(new URL('https://example.com/a')).rk).to.not.equal(first.rk);
    expect(Object.values(first).every((value) => value !== '')).to.equal(true);
    expect('refer' in first).to.equal(document.referrer !== '');
  });
});

describe('recordPageview: what the server receives (visitor §7)', () => {
  // Also before: a file that ran earlier in the same browser (one that boots the whole runtime, whose
  // tracking counts a page view of its own) can leave a visitor cookie behind.
  beforeEach(cleanUp);
  afterEach(cleanUp);

  it('POSTs RecordHit form-encoded with event, the hit payload as JSON and ss_cvr matching the cookie', async () => {
    await recordPageview(site);
    const entry = await onlyEntry(HIT);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.headers['x-csrf-token']).to.equal(undefined);
    const body = entry.body as Record<string, string>;
    expect(Object.keys(body).sort()).to.deep.equal(['data', 'event', 'ss_cvr']);
    expect(body.event).to.equal('pageview');
    expect(body.ss_cvr).to.match(/^\d+\|\d+\|\d+\|1\|1$/);
    expect(body.ss_cvr).to.equal(cookie('ss_cvr'));
    const data = (entry.outcome as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).to.deep.equal([...HIT_PAYLOAD_FIELDS, ...HIT_SIZE_FIELDS].sort());
    expect(data).to.include({ websiteId: 'site-1', templateId: 'tpl-1', locale: 'fr-FR', visitorCookie: body.ss_cvr, url: scrubUrl(location.href) });
  });

  it('a second page view sends the same visitor with its page view counted', async () => {
    await recordPageview(site);
    await recordPageview(site);
    const records = (await readLog(HIT)).map((entry) => (entry.body as { ss_cvr: string }).ss_cvr.split('|'));
    expect(records).to.have.length(2);
    expect(records[1]![0]).to.equal(records[0]![0]);
    expect([records[1]![3], records[1]![4]]).to.deep.equal(['2', '1']);
  });

  it('writes the visit cookies at once and sends in the next task, nothing when tracking stopped in between', async () => {
    let live = true;
    const done = recordPageview(site, () => live);
    expect(cookie('ss_cvr'), 'the visit cookie, in the calling task').to.match(/^\d+\|\d+\|\d+\|1\|1$/);
    live = false;
    await done;
    expect(await readLog(HIT)).to.deep.equal([]);
    expect(await trackBeaconsBefore()).to.deep.equal([]);
    await recordPageview(site, () => live);
    expect(await readLog(HIT), 'still stopped').to.deep.equal([]);
    await recordPageview(site);
    expect((await onlyEntry(HIT)).status).to.equal(204);
  });

  it('sends the Track beacon with the marketing parameters of the landing URL and keeps mkwid for the visit', async () => {
    await withUrl({ utm_source: 'news', utm_medium: 'email', campaign: 'spring', utm_term: 't', utm_content: 'v',
      utm_source_platform: 'sp', mkwid: 'mk-77' }, '#top', async () => {
      const landing = scrubUrl(location.href);
      await recordPageview(site);
      const entry = await waitForEntry(TRACK);
      expect(entry.method).to.equal('GET');
      expect(entry.outcome).to.include({
        landing, lang: navigator.language, screen: `${screen.width}x${screen.height}`, source: 'news', campaign: 'spring',
        subcampaign: 't', channel: 'email', subchannel: 'sp', variation: 'v', mkwid: 'mk-77',
      });
      expect(entry.query.rk).to.be.a('string').and.not.equal('');
      expect(cookie('ss_mkid')).to.equal('mk-77');
      const hit = (await onlyEntry(HIT)).outcome as { data: Record<string, unknown> };
      expect(hit.data).to.include({ pageHash: '#top', url: landing });
    });
  });

  it('without marketing parameters the beacon carries none, and no marketing id is stored', async () => {
    await recordPageview(site);
    const entry = await waitForEntry(TRACK);
    expect(Object.keys(entry.outcome!).sort()).to.deep.equal(['landing', 'lang', 'rk', 'screen']);
    expect(cookie('ss_mkid')).to.equal(undefined);
  });
});

describe('recordPageview: consent (visitor §4)', () => {
  afterEach(cleanUp);

  const cases: Array<[string, () => void]> = [
    ['after a decline', () => setConsent(false)],
    ['under a restrictive policy without a choice', () => configureConsent({ isRestrictiveCookiePolicyEnabled: true })],
    ['when visitor data is restricted (isActivityLogEnabled false)', () => configureConsent({ isVisitorDataRestricted: true })],
  ];
  for (const [name, arrange] of cases) {
    it(`sends nothing and writes no visit cookie ${name}`, async () => {
      arrange();
      await withUrl({ mkwid: 'mk-no' }, '', () => recordPageview(site));
      expect(await readLog(HIT)).to.deep.equal([]);
      expect(await trackBeaconsBefore()).to.deep.equal([]);
      expect([cookie('ss_cvr'), cookie('ss_cvt'), cookie('ss_mkid')]).to.deep.equal([undefined, undefined, undefined]);
    });
  }

  it('sends after an accept under a restrictive policy', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    setConsent(true);
    await recordPageview(site);
    expect((await onlyEntry(HIT)).status).to.equal(204);
  });
});

describe('recordPageview: failures are swallowed (visitor §7)', () => {
  afterEach(cleanUp);

  for (const [name, fault] of [['a 500', { status: 500 }], ['a network error', { networkError: true }], ['malformed JSON', { malformed: true }]] as const) {
    it(`${name}: resolves, logs nothing, and the beacon still goes`, async () => {
      await setSwitch({ route: HIT, ...fault });
      const logs = captureLogs();
      const rejections: unknown[] = [];
      const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
      addEventListener('unhandledrejection', onRejection);
      try {
        expect(await recordPageview(site)).to.equal(undefined);
        await waitForEntry(TRACK);
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(logs.entries).to.deep.equal([]);
        expect(rejections).to.deep.equal([]);
      } finally {
        logs.stop();
        removeEventListener('unhandledrejection', onRejection);
      }
    });
  }

  it('a hanging server: the 2.5 s tracking time-out ends the wait', async function () {
    this.timeout(8000);
    await setSwitch({ route: HIT, delayMs: 6000 });
    expect(await recordPageview(site)).to.equal(undefined);
    // Resolved by the time-out, not by the answer: the delayed request has not been answered yet.
    const [entry] = await readLog(HIT);
    expect(entry?.status).to.equal(undefined);
  });
});
