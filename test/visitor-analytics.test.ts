// runtime/visitor/analytics.ts and record-event.ts against the local API server: Sq.track() bodies for the events
// service (visitor §3 "Analytics events", §5 "Analytics", §7, §8 "Events and performance"), the analytics id and
// tracker session cookies (§9). RecordEvent and the one locale rule: test/visitor-record-event.test.ts.
import { expect } from '@open-wc/testing';
import { TRACKER_AUTOMATIC_FIELDS, TRACKER_NULLABLE_FIELDS, TRACKER_REQUIRED_FIELDS } from '../catalog/analytics.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { configureConsent } from '../runtime/consent.ts';
import { TransportError } from '../runtime/transport.ts';
import { configureAnalytics, eventBody, track } from '../runtime/visitor/analytics.ts';
import { idCookies, resetTrackerIds } from '../runtime/visitor/analytics-ids.ts';
import { recordEvent } from '../runtime/visitor/record-event.ts';
import {
  cookie, onlyEntry, readLog, resetServerAfterEach, setSwitch, waitForEntry,
} from './support/api.ts';
import { cookieLinesDuring, expiresIn, lastsAbout, setCookies } from './support/cookies.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { scrubQuery } from '../runtime/visitor/scrub-url.ts';

const EVENTS = '/api/v1/events';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const { ANALYTICS_ID, TRACKER_SESSION, MARKETING_ID, CONSENT } = DESIGNED_COOKIE_NAMES;
const COMMON = { actor: 'visitor', action: 'view', event_owner_team: 'sites', event_source: 'web', object_type: 'page' };
const warning = (field: string) => `common field ${field} was not set or was the incorrect type`;

let logs: ReturnType<typeof captureLogs>;
const savedSet = idCookies.set;

resetServerAfterEach();
beforeEach(() => {
  setCookies({ [ANALYTICS_ID]: null, [TRACKER_SESSION]: null, [MARKETING_ID]: null, [CONSENT]: null });
  configureConsent({});
  configureAnalytics({ website: { id: 'site-1', templateId: 'tpl-9', locale: '' } as never });
  resetTrackerIds();
  logs = captureLogs();
});
afterEach(() => {
  logs.stop();
  idCookies.set = savedSet;
});

async function rejection(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(TransportError);
    return error as TransportError;
  }
  throw new Error('expected track() to reject');
}

describe('Sq.track(): the events service body (visitor §7)', () => {
  it('POSTs { analyticsId, commonData, customData, customSchemaName } as JSON and resolves on 202', async () => {
    await track('page_view', { ...COMMON, object_id: null, colour: 'red', count: 3 });
    const entry = await onlyEntry(EVENTS);
    expect(entry.status).to.equal(202);
    expect(entry.headers['content-type']).to.contain('application/json');
    const body = entry.body as Record<string, Record<string, unknown>>;
    expect(Object.keys(body).sort()).to.deep.equal(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    expect(body.customSchemaName).to.equal('page_view');
    expect(body.analyticsId).to.equal(cookie(ANALYTICS_ID));
    expect(body.customData).to.deep.equal({ colour: 'red', count: 3 });
    expect(body.commonData).to.include({ ...COMMON, object_id: null });
    expect(logs.messages()).to.deep.equal([]);
  });

  it('adds the automatic fields: window, language, page, referrer, locale, time, marketing and session ids, site', () => {
    const clock = installFakeClock(1_700_000_123_456);
    setCookies({ [MARKETING_ID]: 'mk-77' });
    try {
      const { commonData } = eventBody('page_view', COMMON);
      for (const field of TRACKER_AUTOMATIC_FIELDS) expect(commonData, field).to.have.property(field);
      expect(commonData).to.include({
        window_width: window.innerWidth, window_height: window.innerHeight, browser_language: navigator.language,
        page_host: location.host, page_path: location.pathname, resolved_locale: 'en-US',
        client_timestamp: 1_700_000_123_456, marketing_id: 'mk-77', session_id: cookie(TRACKER_SESSION),
        website_id: 'site-1', template_id: 'tpl-9',
      });
      expect(commonData.page_query, 'scrubbed: test/report-scrubbing.test.ts').to.equal(scrubQuery(location.search) || null);
      expect(commonData.page_referrer).to.equal(document.referrer || null);
    } finally {
      clock.restore();
    }
  });

  it('resolved_locale follows the one locale rule (runtime/visitor/locale.ts): the canonical site locale, else en-US', () => {
    for (const [locale, resolved] of [['fr_fr', 'fr-FR'], ['de-ch', 'de-CH'], ['', 'en-US'], ['not a tag!', 'en-US']]) {
      configureAnalytics({ website: { id: 'site-1', templateId: 'tpl-9', locale } as never });
      expect(eventBody('e', COMMON).commonData.resolved_locale, locale).to.equal(resolved);
    }
  });

  it('keeps the tracker\'s automatic values: a caller field of the same name goes to custom data', () => {
    const { commonData, customData } = eventBody('e', { ...COMMON, page_path: '/spoofed', website_id: 'other' });
    expect(commonData).to.include({ page_path: location.pathname, website_id: 'site-1' });
    expect(customData).to.deep.equal({ page_path: '/spoofed', website_id: 'other' });
  });
});

describe('Sq.track(): runtime validation of the common fields (visitor §5 "Analytics")', () => {
  for (const field of TRACKER_REQUIRED_FIELDS) {
    for (const [label, value] of [['missing', undefined], ['null', null], ['a number', 1], ['a boolean', true], ['an object', {}]] as const) {
      it(`required ${field} ${label}: warns and drops it`, () => {
        const fields: Record<string, unknown> = { ...COMMON, [field]: value };
        if (value === undefined) delete fields[field];
        const { commonData, customData } = eventBody('e', fields);
        expect(logs.messages()).to.deep.equal([warning(field)]);
        expect(commonData).not.to.have.property(field);
        expect(customData).not.to.have.property(field);
      });
    }
  }

  for (const field of [...TRACKER_NULLABLE_FIELDS, 'indirect_object_id', 'indirect_object_display_name']) {
    for (const [label, value] of [['a number', 7], ['a boolean', false], ['an object', { a: 1 }], ['a list', ['x']]] as const) {
      it(`nullable ${field} ${label}: warns and drops it`, () => {
        const { commonData, customData } = eventBody('e', { ...COMMON, [field]: value });
        expect(logs.messages()).to.deep.equal([warning(field)]);
        expect(commonData).not.to.have.property(field);
        expect(customData).not.to.have.property(field);
      });
    }
    it(`nullable ${field}: a string or null is kept, absence is silent`, () => {
      expect(eventBody('e', { ...COMMON, [field]: 'text' }).commonData[field]).to.equal('text');
      expect(eventBody('e', { ...COMMON, [field]: null }).commonData[field]).to.equal(null);
      expect(eventBody('e', COMMON).commonData).not.to.have.property(field);
      expect(logs.messages()).to.deep.equal([]);
    });
  }

  it('the server receives the event without the dropped field', async () => {
    await track('e', { ...COMMON, action: 42, destination_url: 5, extra: 'x' });
    const body = (await onlyEntry(EVENTS)).body as { commonData: Record<string, unknown>; customData: unknown };
    expect(body.commonData).not.to.have.property('action');
    expect(body.commonData).not.to.have.property('destination_url');
    expect(body.customData).to.deep.equal({ extra: 'x' });
    expect(logs.messages()).to.deep.equal([warning('action'), warning('destination_url')]);
  });
});

describe('Sq.track(): answers and delivery (visitor §7, §8)', () => {
  it("status 500: warns 'Error tracking event: HTTP Status 500' and rejects", async () => {
    await setSwitch({ route: EVENTS, status: 500 });
    const error = await rejection(track('e', COMMON));
    expect(error.status).to.equal(500);
    expect(logs.messages()).to.deep.equal(['Error tracking event: HTTP Status 500']);
  });

  it('status 200 counts as success', async () => {
    await setSwitch({ route: EVENTS, status: 200, body: { ok: true } });
    await track('e', COMMON);
    expect((await onlyEntry(EVENTS)).status).to.equal(200);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('another 2xx (204) is not 200 or 202: warned and rejected', async () => {
    await setSwitch({ route: EVENTS, status: 204 });
    expect((await rejection(track('e', COMMON))).status).to.equal(204);
    expect(logs.messages()).to.deep.equal(['Error tracking event: HTTP Status 204']);
  });

  it("a network fault is status 0: 'Error tracking event: HTTP Status 0' and rejects", async () => {
    await setSwitch({ route: EVENTS, networkError: true });
    expect((await rejection(track('e', COMMON))).kind).to.equal('network');
    expect(logs.messages()).to.deep.equal(['Error tracking event: HTTP Status 0']);
  });

  it('by beacon: the same body as text reaches the server', async () => {
    await track('beacon_event', { ...COMMON, note: 'bye' }, { beacon: true });
    const entry = await waitForEntry(EVENTS);
    expect(entry.headers['content-type']).to.contain('text/plain');
    expect(entry.body).to.deep.include({ customSchemaName: 'beacon_event', customData: { note: 'bye' } });
    expect((entry.body as { analyticsId: string }).analyticsId).to.equal(cookie(ANALYTICS_ID));
  });

  it('declined consent: nothing is sent, no cookie written, the promise resolves', async () => {
    setCookies({ [CONSENT]: 'false' });
    await track('e', COMMON);
    await track('e', COMMON, { beacon: true });
    await recordEvent('view', { id: 1 });
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    setCookies({ [CONSENT]: null });
    await track('e', COMMON);
    await new Promise((resolve) => setTimeout(resolve, 200)); // a beacon would have arrived by now
    expect(await readLog('/api/*')).to.deep.equal([]);
    expect(cookie(ANALYTICS_ID)).to.equal(undefined);
    expect(cookie(TRACKER_SESSION)).to.equal(undefined);
  });
});

describe('analytics id and tracker session cookies (visitor §9: 390 days; 30 minutes)', () => {
  it('creates the analytics id once and reuses it', async () => {
    await track('a', COMMON);
    const id = cookie(ANALYTICS_ID);
    expect(id).to.match(UUID);
    await track('b', COMMON);
    const bodies = (await readLog(EVENTS)).map((entry) => (entry.body as { analyticsId: string }).analyticsId);
    expect(bodies).to.deep.equal([id, id]);
  });

  it('replaces a tampered analytics id or session id', () => {
    setCookies({ [ANALYTICS_ID]: 'not-an-id', [TRACKER_SESSION]: '<script>' });
    const body = eventBody('e', COMMON);
    expect(body.analyticsId).to.match(UUID);
    expect(cookie(ANALYTICS_ID)).to.equal(body.analyticsId);
    expect(body.commonData.session_id).to.match(UUID);
    expect(cookie(TRACKER_SESSION)).to.equal(body.commonData.session_id);
  });

  it('keeps the session id across events', () => {
    const first = eventBody('e', COMMON).commonData.session_id;
    expect(eventBody('e', COMMON).commonData.session_id).to.equal(first);
  });

  // The lifetimes the page asks of the browser, read from the lines it writes (test/support/cookies.ts).
  it('the browser jar writes the analytics id to expire in 390 days', () => {
    const lines = cookieLinesDuring(() => { eventBody('e', COMMON); });
    expect(lastsAbout(expiresIn(lines, ANALYTICS_ID), 390 * 86400000), lines.join(' / ')).to.equal(true);
    expect(cookie(ANALYTICS_ID), 'and the browser took it').to.match(UUID);
  });

  // The session lasts by its cookie's expiry (no clock of its own): each use writes it again for 30 minutes
  // from then, so it is kept while used; once the browser drops it, the next use starts a new session.
  it('the session cookie expires 30 minutes after its last use, renewed on each use; once gone, a new id', () => {
    const first = eventBody('e', COMMON).commonData.session_id as string;
    // The session as the browser holds it 29 minutes after the last use: 1 minute left.
    document.cookie = `${TRACKER_SESSION}=${first}; path=/; expires=${new Date(Date.now() + 60_000).toUTCString()}`;
    let again = '';
    const lines = cookieLinesDuring(() => { again = eventBody('e', COMMON).commonData.session_id as string; });
    expect(again, 'kept within 30 minutes of the last use').to.equal(first);
    expect(lastsAbout(expiresIn(lines, TRACKER_SESSION), 30 * 60_000), lines.join(' / ')).to.equal(true);
    // Past its expiry the browser no longer sends it.
    document.cookie = `${TRACKER_SESSION}=${first}; path=/; expires=${new Date(0).toUTCString()}`;
    const next = eventBody('e', COMMON).commonData.session_id;
    expect(next).to.match(UUID);
    expect(next, 'replaced after').to.not.equal(first);
    expect(cookie(TRACKER_SESSION)).to.equal(next);
  });

  it("a cookie that does not stick: 'Unable to store analyticsId' once, one in-memory id for the page", () => {
    idCookies.set = () => {};
    const first = eventBody('e', COMMON);
    const second = eventBody('e', COMMON);
    expect(first.analyticsId).to.match(UUID);
    expect(second.analyticsId).to.equal(first.analyticsId);
    expect(second.commonData.session_id).to.equal(first.commonData.session_id);
    expect(logs.messages()).to.deep.equal(['Unable to store analyticsId']);
    expect(cookie(ANALYTICS_ID)).to.equal(undefined);
  });
});
