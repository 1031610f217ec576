// runtime/visitor/record-event.ts against the local API server: POST /api/events/RecordEvent (visitor §7:
// form-encoded crumb, event, extra fields, data as JSON text) whose data is the first analytics tracker's
// payload (§3 "Analytics events") plus the caller's data; and the one locale rule (runtime/visitor/locale.ts,
// §3 "resolved locale (default en-US)", §9) shared by RecordEvent, the events tracker and the pageview hit.
import { expect } from '@open-wc/testing';
import { ANALYTICS_EVENT_PAYLOAD_FIELDS } from '../catalog/analytics.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { configureConsent } from '../runtime/consent.ts';
import { normaliseContext } from '../runtime/context.ts';
import { configureAnalytics, eventBody } from '../runtime/visitor/analytics.ts';
import { setTrackerSite } from '../runtime/visitor/analytics-fields.ts';
import { resolveLocale } from '../runtime/visitor/locale.ts';
import { buildHitPayload } from '../runtime/visitor/pageview.ts';
import { recordEvent } from '../runtime/visitor/record-event.ts';
import { clearCrumbCookies, cookie, onlyEntry, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const RECORD_EVENT = '/api/events/RecordEvent';
/** A cookie path the page cannot read from, but which RecordEvent requests carry. */
const STALE_PATH = '/api/events';
const { ANALYTICS_ID, TRACKER_SESSION, CONSENT } = DESIGNED_COOKIE_NAMES;
const COMMON = { actor: 'visitor', action: 'view', event_owner_team: 'sites', event_source: 'web', object_type: 'page' };
/** The one locale rule (visitor §3 "resolved locale (default en-US)"): site locale -> what every tracker sends. */
const LOCALES = [
  ['fr_fr', 'fr-FR'], ['de-ch', 'de-CH'], ['EN_us', 'en-US'], [' pt_br ', 'pt-BR'], ['ja', 'ja'],
  ['', 'en-US'], ['   ', 'en-US'], ['not a tag!', 'en-US'], ['en_', 'en-US'],
] as const;

let logs: ReturnType<typeof captureLogs>;

resetServerAfterEach();
beforeEach(() => {
  setCookies({ [ANALYTICS_ID]: null, [TRACKER_SESSION]: null, [CONSENT]: null });
  configureConsent({});
  // The site RecordEvent reads (runtime/visitor/analytics-fields.ts); the events tracker's for the agreement test.
  setTrackerSite({ id: 'site-1', templateId: 'tpl-9', locale: 'fr_fr' });
  logs = captureLogs();
});
afterEach(() => {
  logs.stop();
});

describe('the one locale rule (runtime/visitor/locale.ts; visitor §3, §9 "Default locale en-US")', () => {
  for (const [locale, resolved] of LOCALES) {
    it(`'${locale}' -> '${resolved}'`, () => {
      expect(resolveLocale(locale)).to.equal(resolved);
    });
  }

  it('no locale and the default are resolved without Intl (a first Intl call loads the locale data), other tags through it', () => {
    const asked: string[] = [];
    const real = Intl.getCanonicalLocales;
    Intl.getCanonicalLocales = ((locales: string) => { asked.push(locales); return real(locales); }) as typeof real;
    try {
      expect([resolveLocale('en-US'), resolveLocale(' en_us '), resolveLocale('EN-us'), resolveLocale(''), resolveLocale('  ')])
        .to.deep.equal(['en-US', 'en-US', 'en-US', 'en-US', 'en-US']);
      expect(asked).to.deep.equal([]);
      expect(resolveLocale('en_GB')).to.equal('en-GB');
      expect(asked).to.deep.equal(['en-GB']);
    } finally {
      Intl.getCanonicalLocales = real;
    }
  });

  it('a value that is not text (a tampered context) is en-US, without throwing', () => {
    expect(resolveLocale(undefined as never)).to.equal('en-US');
    expect(resolveLocale(42 as never)).to.equal('en-US');
  });

  it("the browser's language is not a fallback", () => {
    Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });
    try {
      expect(resolveLocale('')).to.equal('en-US');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).language;
    }
  });
});

/** RecordEvent's payload for the site set in the RecordEvent blocks (visitor §3 "Analytics events"). */
const payload = (): Record<string, unknown> => ({
  websiteId: 'site-1', memberAccountId: null, website_locale: 'fr-FR', member_locale: null, templateId: 'tpl-9',
  variantId: null, pageHash: location.hash, pagePath: location.pathname,
});
const sentData = (entry: { body: unknown }) => JSON.parse((entry.body as { data: string }).data) as Record<string, unknown>;

describe('RecordEvent: form-encoded crumb, event, data, extra fields (visitor §7)', () => {
  it('sends the crumb in the form body, data as JSON text, and the extra fields', async () => {
    await recordEvent('view', { id: 7 }, { page: '/a' });
    const entry = await onlyEntry(RECORD_EVENT);
    expect(entry.status).to.equal(204);
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.headers).not.to.have.property('x-csrf-token');
    expect(Object.keys(entry.body as object).sort()).to.deep.equal(['crumb', 'data', 'event', 'page']);
    expect(entry.body).to.deep.include({ page: '/a', event: 'view', crumb: cookie('crumb') });
    expect(entry.outcome).to.deep.equal({ event: 'view', data: { ...payload(), id: 7 }, extra: { page: '/a' } });
  });

  it('crumbFail: stores the crumb of the answer and retries once with it in the body', async () => {
    setCookies({ crumb: 'stale-crumb' });
    await setSwitch({ route: RECORD_EVENT, status: 401, body: { crumbFail: true, crumb: 'fresh-crumb' }, times: 1 });
    await recordEvent('view');
    const entries = await readLog(RECORD_EVENT);
    expect(entries.map((entry) => entry.status)).to.deep.equal([401, 204]);
    expect(entries.map((entry) => (entry.body as { crumb: string }).crumb)).to.deep.equal(['stale-crumb', 'fresh-crumb']);
    expect(sentData(entries[1]!)).to.deep.equal(payload());
  });

  it("crumbFail from the server's own crumb rule: the retry carries the server's new crumb", async () => {
    // A crumb the page cannot read (scoped to /api/events) is what the server compares against.
    clearCrumbCookies();
    document.cookie = `crumb=stale; path=${STALE_PATH}`;
    try {
      await recordEvent('view', { id: 3 });
      const entries = await readLog(RECORD_EVENT);
      expect(entries.map((entry) => entry.status)).to.deep.equal([401, 204]);
      expect(entries[0]!.body).not.to.have.property('crumb');
      const fresh = cookie('crumb');
      expect(fresh).to.be.a('string').and.not.equal('stale');
      expect((entries[1]!.body as { crumb: string }).crumb).to.equal(fresh);
    } finally {
      clearCrumbCookies(STALE_PATH);
      await fetch('/api/crumb'); // the page's crumb back for the tests that follow
    }
  });

  it('swallows failures: a 500 or a network fault resolves without a word', async () => {
    await setSwitch({ route: RECORD_EVENT, status: 500, times: 1 });
    await recordEvent('view', { id: 1 });
    await setSwitch({ route: RECORD_EVENT, networkError: true, times: 1 });
    await recordEvent('view', { id: 2 });
    expect((await readLog(RECORD_EVENT)).map((entry) => entry.status)).to.deep.equal([500, 0]);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('data that cannot be serialised: the payload is sent without it', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await recordEvent('cycle', cyclic);
    expect((await onlyEntry(RECORD_EVENT)).outcome).to.deep.equal({ event: 'cycle', data: payload(), extra: {} });
  });
});

describe('RecordEvent: the analytics payload in data (visitor §3 "Analytics events")', () => {
  it('data starts with every payload field: site ids, resolved site locale, no member, no variant, page hash and path', async () => {
    const original = location.href;
    history.replaceState(history.state, '', '#section-2');
    try {
      await recordEvent('view', { id: 1 });
    } finally {
      history.replaceState(history.state, '', original);
    }
    const data = (await onlyEntry(RECORD_EVENT)).outcome!.data as Record<string, unknown>;
    expect(Object.keys(data)).to.deep.equal([...ANALYTICS_EVENT_PAYLOAD_FIELDS, 'id']);
    expect(data).to.deep.equal({
      websiteId: 'site-1', memberAccountId: null, website_locale: 'fr-FR', member_locale: null, templateId: 'tpl-9',
      variantId: null, pageHash: '#section-2', pagePath: new URL(original).pathname, id: 1,
    });
  });

  it("the payload fields win over the caller's fields of the same name; other fields are kept", async () => {
    await recordEvent('view', { websiteId: 'spoofed', pagePath: '/elsewhere', variantId: 'b', colour: 'red' });
    const data = (await onlyEntry(RECORD_EVENT)).outcome!.data as Record<string, unknown>;
    expect(data).to.deep.equal({ ...payload(), colour: 'red' });
  });

  it("data that is not an object is sent under 'value'; null or none sends the payload alone", async () => {
    await recordEvent('list', [1, 2]);
    await recordEvent('number', 5);
    await recordEvent('nothing', null);
    const sent = (await readLog(RECORD_EVENT)).map((entry) => entry.outcome!.data);
    expect(sent).to.deep.equal([{ ...payload(), value: [1, 2] }, { ...payload(), value: 5 }, payload()]);
  });

  it('before the site is known: null website and template ids, en-US', async () => {
    setTrackerSite({ id: '', templateId: '', locale: '' });
    await recordEvent('early');
    const data = (await onlyEntry(RECORD_EVENT)).outcome!.data as Record<string, unknown>;
    expect(data).to.include({ websiteId: null, templateId: null, website_locale: 'en-US' });
  });

  it('website_locale, the hit locale and resolved_locale agree for one site', async () => {
    setTrackerSite({ id: 'site-1', templateId: 'tpl-9', locale: 'de_ch' });
    configureAnalytics({ website: { id: 'site-1', templateId: 'tpl-9', locale: 'de_ch' } as never });
    await recordEvent('view');
    const data = (await onlyEntry(RECORD_EVENT)).outcome!.data as Record<string, unknown>;
    expect(data.website_locale).to.equal('de-CH');
    expect(eventBody('e', COMMON).commonData.resolved_locale).to.equal('de-CH');
    expect(buildHitPayload(normaliseContext({ website: { locale: 'de_ch' } }), '').locale).to.equal('de-CH');
  });
});
