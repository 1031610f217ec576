// The runtime entry's tracking half (runtime/visitor-boot.ts, runtime/visitor/visitor.ts): on a site page
// it holds early errors, loads the tracking chunk after `load`, records the pageview, and exposes
// Sq.consent, Sq.track and Sq.dataLayer. One page, one bootstrap: the tests run in order.
import { expect, waitUntil } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { cookie, readLog, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

const VISITOR_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_aid', 'ss_sid', 'ss_mkid'];

async function entriesOf(route: string, match: (entry: { body: unknown }) => boolean) {
  return (await readLog(route)).filter(match);
}

describe('tracking on a site page (dist/sq.js)', () => {
  const consentEvents: boolean[] = [];
  let earlyTrack: Promise<void>;

  before(async () => {
    setCookies({ ss_cookieAllowed: null, ...Object.fromEntries(VISITOR_COOKIES.map((name) => [name, null])) });
    await fetch('/__sq/log', { method: 'DELETE' });
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-context' });
    script.textContent = JSON.stringify({
      website: { id: 'site-boot', templateId: 'tpl-boot' },
      cookieSettings: { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
      experiments: [{ name: 'new-nav', experimentType: 'FEATURE_TOGGLE', variant: 'true' }],
    });
    document.head.append(script);
    document.addEventListener('sq-consent-change', (event) => consentEvents.push(event.consent.visitorDataAllowed));
    await import('../runtime/index.ts');
    // Sent before tracking has started: the chunk must still know the site.
    earlyTrack = window.Sq!.track('early-track', { actor: 'visitor', action: 'view', event_owner_team: 'web', event_source: 'web', object_type: 'page' });
    // Eleven errors thrown before the tracking chunk has loaded: the runtime holds ten for the reporter.
    const onerror = window.onerror;
    window.onerror = null;
    try {
      for (let i = 0; i <= 10; i += 1) {
        window.dispatchEvent(new ErrorEvent('error', { message: `early boom ${i}`, error: new Error(`early boom ${i}`) }));
      }
    } finally {
      window.onerror = onerror;
    }
  });

  after(() => {
    setCookies({ ss_cookieAllowed: null, ...Object.fromEntries(VISITOR_COOKIES.map((name) => [name, null])) });
    document.querySelector('sq-cookie-banner')?.remove();
  });

  it('records the pageview once the page has loaded, with the visit cookies', async () => {
    const hit = await waitForEntry(API_PATHS.recordHit);
    const body = hit.body as Record<string, string>;
    expect(body.event).to.equal('pageview');
    expect(JSON.parse(body.data!).websiteId).to.equal('site-boot');
    expect(cookie('ss_cvr')).to.match(/^\d+\|\d+\|\d+\|\d+\|1$/);
    expect(body.ss_cvr).to.equal(cookie('ss_cvr'));
    expect(cookie('ss_cvt')).to.match(/^\d+$/);
  });

  it('reports the first ten errors the page threw before the tracking code arrived', async () => {
    const reported = async () => (await readLog(API_PATHS.recordJavascriptErrors))
      .flatMap((entry) => entry.body as Array<{ data: { message: string } }>)
      .map((report) => report.data.message)
      .filter((message) => message.includes('early boom'));
    await waitUntil(async () => (await reported()).length >= 10, 'the early errors were reported', { timeout: 5000 });
    expect(await reported()).to.deep.equal(Array.from({ length: 10 }, (_, i) => `early boom ${i}`));
  });

  it('knows the site for an Sq.track() sent before tracking started', async () => {
    await earlyTrack;
    const [entry] = await entriesOf(API_PATHS.events, (e) => (e.body as { customSchemaName?: string }).customSchemaName === 'early-track');
    expect((entry!.body as { commonData: Record<string, unknown> }).commonData).to.include({ website_id: 'site-boot', template_id: 'tpl-boot' });
  });

  it('offers the experiment client, RecordEvent and the census calls on Sq', async () => {
    expect((await window.Sq!.experiments()).isFeatureEnabled('new-nav')).to.equal(true);
    await window.Sq!.recordEvent('boot-event', { step: 1 });
    const [event] = await readLog(API_PATHS.recordEvent);
    expect((event!.body as Record<string, string>).event).to.equal('boot-event');
    await window.Sq!.census.quickView('item-9');
    expect((await readLog(`${API_PATHS.recordQuickView}item-9`)).length).to.equal(1);
  });

  it('adds the cookie banner the settings ask for', () => {
    expect(document.querySelectorAll('sq-cookie-banner')).to.have.length(1);
  });

  it('sends Sq.track events to the events service', async () => {
    await window.Sq!.track('boot-test', { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'web', object_type: 'button', colour: 'red' });
    const [entry] = await entriesOf(API_PATHS.events, (e) => (e.body as { customSchemaName?: string }).customSchemaName === 'boot-test');
    const body = entry!.body as { commonData: Record<string, unknown>; customData: Record<string, unknown> };
    expect(body.commonData.website_id).to.equal('site-boot');
    expect(body.commonData.template_id).to.equal('tpl-boot');
    expect(body.customData).to.deep.equal({ colour: 'red' });
  });

  it('Sq.consent.decline() clears the visitor cookies, broadcasts, and stops sending', async () => {
    expect(window.Sq!.consent.state).to.include({ choice: null, visitorDataAllowed: true });
    await window.Sq!.consent.decline();
    expect(window.Sq!.consent.state).to.include({ choice: false, visitorDataAllowed: false });
    expect(cookie('ss_cookieAllowed')).to.equal('false');
    for (const name of VISITOR_COOKIES) expect(cookie(name), name).to.equal(undefined);
    expect(consentEvents.at(-1)).to.equal(false);
    const before = (await readLog(API_PATHS.events)).length;
    await window.Sq!.track('after-decline', { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'web', object_type: 'button' });
    expect((await readLog(API_PATHS.events)).length).to.equal(before);
    expect(cookie('ss_aid')).to.equal(undefined);
    // The banner stays in the page, rendering nothing, so a "Cookie preferences" link can force it back.
    expect(document.querySelectorAll('sq-cookie-banner')).to.have.length(1);
  });

  it('Sq.consent.accept() stores the choice and allows visitor data again', async () => {
    await window.Sq!.consent.accept();
    expect(cookie('ss_cookieAllowed')).to.equal('true');
    expect(window.Sq!.consent.state).to.include({ choice: true, visitorDataAllowed: true });
    expect(consentEvents.at(-1)).to.equal(true);
    await window.Sq!.consent.reset();
    expect(cookie('ss_cookieAllowed')).to.equal(undefined);
  });

  it('loads the data layer on first use of Sq.dataLayer', async () => {
    const answer = await window.Sq!.dataLayer.get<{ method: string }>('/api/demo/data-layer');
    expect(answer.status).to.equal(200);
    expect(answer.data.method).to.equal('GET');
  });
});
