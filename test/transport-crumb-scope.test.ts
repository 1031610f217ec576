// The crumb is the site's (issue 17): it is sent only to the page's own origin, never in a query string
// or header to another one, and only an answer from the page's own origin may replace it. The second
// origin is the same local server under another host name (127.0.0.1 for localhost, and back), with a
// `cors` switch playing a site that lets this page read its answers.
import { expect } from '@open-wc/testing';
import { CRUMB_COOKIE, CRUMB_HEADER, request, TransportError } from '../runtime/transport.ts';
import { cookie, readLog, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { cleanUpAroundEach, ECHO } from './support/transport.ts';

cleanUpAroundEach();

const OTHER_HOST = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
const OTHER = `${location.protocol}//${OTHER_HOST}:${location.port}`;
const header = CRUMB_HEADER.toLowerCase();

describe('transport: the crumb stays on the site', () => {
  beforeEach(() => setCookies({ [CRUMB_COOKIE]: 'site-crumb' }));
  afterEach(() => setCookies({ [CRUMB_COOKIE]: null }));

  it('sends it to this site in the query (legacy data layer) and in the header', async () => {
    await setSwitch({ route: ECHO, body: { ok: true } });
    await request(ECHO, { crumb: 'query' });
    await request(ECHO);
    const [byQuery, byHeader] = await readLog(ECHO);
    expect(byQuery!.query.crumb).to.equal('site-crumb');
    expect(byHeader!.headers[header]).to.equal('site-crumb');
  });

  for (const how of ['query', 'header'] as const) {
    it(`never sends it to another origin (${how})`, async () => {
      await setSwitch({ route: ECHO, body: { ok: true }, cors: true });
      await request(`${OTHER}${ECHO}`, { crumb: how });
      const [entry] = await readLog(ECHO);
      expect(entry, 'the request reached the other origin').to.not.equal(undefined);
      expect(entry!.headers.origin).to.equal(location.origin);
      expect(entry!.query.crumb).to.equal(undefined);
      expect(entry!.headers[header]).to.equal(undefined);
    });
  }

  it('a crumbFail answer from another origin neither replaces the crumb nor retries', async () => {
    await setSwitch({ route: ECHO, status: 401, body: { crumbFail: true, crumb: 'attacker-crumb' }, cors: true });
    const error = await request(`${OTHER}${ECHO}`, { crumb: 'query' }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TransportError);
    expect((error as TransportError).status, 'the answer was readable').to.equal(401);
    expect(cookie(CRUMB_COOKIE)).to.equal('site-crumb');
    expect(await readLog(ECHO)).to.have.length(1);
  });

  it('a crumbFail answer from this site still replaces the crumb and retries once', async () => {
    await setSwitch([{ route: ECHO, body: { ok: true } }, { route: ECHO, status: 401, body: { crumbFail: true, crumb: 'fresh-crumb' }, times: 1 }]);
    await request(ECHO);
    expect(cookie(CRUMB_COOKIE)).to.equal('fresh-crumb');
    expect((await readLog(ECHO)).map((e) => e.headers[header])).to.deep.equal(['site-crumb', 'fresh-crumb']);
  });
});
