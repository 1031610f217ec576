// Report scrubbing (issue 17): the URLs that hits, track beacons, events, error and performance reports
// carry keep only allow-listed query values (the marketing parameters, utm_*, the image size) and plain
// anchors: `?token=…`, `?email=…` and `#access_token=…` never reach the server. Sent for real to the local
// API server and read back from its log.
import { expect } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { configureConsent } from '../runtime/consent.ts';
import { normaliseContext } from '../runtime/context.ts';
import { automaticFields } from '../runtime/visitor/analytics-fields.ts';
import { entryFromError } from '../runtime/visitor/error-entry.ts';
import { imageData } from '../runtime/visitor/performance-records.ts';
import { buildHitPayload, recordPageview } from '../runtime/visitor/pageview.ts';
import { trackQuery } from '../runtime/visitor/pageview-track.ts';
import { eventPayload } from '../runtime/visitor/record-event.ts';
import { scrubHash, scrubQuery, scrubUrl } from '../runtime/visitor/scrub-url.ts';
import { readLog, resetServerAfterEach, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

resetServerAfterEach();

const SECRETS = ['s3cret-token', 'ada@example.com', 'ada%40example.com', 'abc-access', 'hunter2'];
const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe('report scrubbing: the rule', () => {
  const CASES: Array<[string, string]> = [
    ['https://site.example/a?token=s3cret-token', 'https://site.example/a?token='],
    ['https://site.example/a?utm_source=news&token=x&utm_campaign=spring', 'https://site.example/a?utm_source=news&token=&utm_campaign=spring'],
    ['https://site.example/a?source=mail&mkwid=m1&format=500w', 'https://site.example/a?source=mail&mkwid=m1&format=500w'],
    ['https://site.example/a#team', 'https://site.example/a#team'],
    ['https://site.example/a#access_token=abc-access', 'https://site.example/a'],
    ['https://site.example/a#/route?x=1', 'https://site.example/a'],
    ['https://user:hunter2@site.example/a', 'https://site.example/a'],
    ['https://site.example/a?email=ada%40example.com&a=1&a=2', 'https://site.example/a?email=&a=&a='],
    ['https://site.example/a', 'https://site.example/a'],
    ['', ''],
    ['not a url?token=s3cret-token#x', 'not a url'],
  ];
  for (const [raw, scrubbed] of CASES) {
    it(`${JSON.stringify(raw)} -> ${JSON.stringify(scrubbed)}`, () => expect(scrubUrl(raw)).to.equal(scrubbed));
  }

  it('a query string and a hash on their own', () => {
    expect(scrubQuery('?token=s3cret-token&utm_medium=email')).to.equal('token=&utm_medium=email');
    expect(scrubHash('#access_token=abc-access')).to.equal('');
    expect(scrubHash('#contact-form')).to.equal('#contact-form');
  });
});

describe('report scrubbing: what reports carry from a page URL with secrets', () => {
  const original = location.href;
  const site = normaliseContext({ website: { id: 'site-1', templateId: 'tpl-1' } });
  beforeEach(() => {
    const url = new URL(original);
    url.searchParams.set('token', 's3cret-token');
    url.searchParams.set('email', 'ada@example.com');
    url.searchParams.set('utm_source', 'news');
    url.hash = 'access_token=abc-access';
    history.replaceState(history.state, '', url);
    configureConsent({});
    setCookies({ ss_cookieAllowed: null });
  });
  afterEach(() => history.replaceState(history.state, '', original));

  it('the page view hit (RecordHit) and the Track beacon, as the server receives them', async () => {
    await recordPageview(site);
    const hit = await waitForEntry(API_PATHS.recordHit);
    expect(leaks(JSON.stringify(hit.body))).to.deep.equal([]);
    const data = (hit.outcome as { data: Record<string, string> }).data;
    expect(new URL(data.url!).searchParams.get('utm_source')).to.equal('news');
    expect(new URL(data.url!).searchParams.get('token')).to.equal('');
    expect(data.pageHash).to.equal('');
    const track = await waitForEntry(API_PATHS.track);
    expect(leaks(JSON.stringify(track.query))).to.deep.equal([]);
    expect(track.query.source).to.equal('news');
  });

  it('the hit payload, events, common fields, error reports and image timings', () => {
    expect(leaks(JSON.stringify(buildHitPayload(site, '')))).to.deep.equal([]);
    expect(eventPayload().pageHash).to.equal('');
    expect(leaks(JSON.stringify(automaticFields({ id: 'site-1', templateId: '', locale: '' })))).to.deep.equal([]);
    expect(leaks(JSON.stringify(trackQuery()))).to.deep.equal([]);
    const report = entryFromError(new Error('boom'));
    expect(leaks(JSON.stringify(report))).to.deep.equal([]);
    expect(report.data.url.startsWith(`${location.origin}${location.pathname}?`)).to.equal(true);
    const image = imageData({ name: `${location.origin}/img/a.jpg?format=500w&sig=s3cret-token`, duration: 1, transferSize: 2 } as PerformanceResourceTiming);
    expect(image.name).to.equal(`${location.origin}/img/a.jpg?format=500w&sig=`);
  });

  it('the checks above can fail: the page URL does carry the secrets', async () => {
    expect(leaks(location.href)).to.deep.equal(['s3cret-token', 'ada%40example.com', 'abc-access']);
    expect((await readLog(API_PATHS.recordHit)).length).to.equal(0);
  });
});
