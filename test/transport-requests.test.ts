// runtime/transport.ts, what a request sends: bodies, query, crumb, credentials, crumbFail, retries.
import { expect } from '@open-wc/testing';
import { CRUMB_COOKIE, CRUMB_HEADER, request } from '../runtime/transport.ts';
import { setCookies } from './support/cookies.ts';
import { cookie, onlyEntry, readLog, setSwitch } from './support/api.ts';
import {
  ECHO, ERRORS, ERROR_REPORT, STALE_PATH, cleanUpAroundEach, failure, forcedFailure,
} from './support/transport.ts';

cleanUpAroundEach();

describe('transport: the crumb names', () => {
  it('uses the crumb cookie and the X-CSRF-Token header', () => {
    expect(CRUMB_COOKIE).to.equal('crumb');
    expect(CRUMB_HEADER).to.equal('X-CSRF-Token');
  });
});

describe('transport: a JSON answer is parsed', () => {
  it('resolves with the status and the parsed data', async () => {
    await setSwitch({ route: ECHO, body: { hello: 'world', list: [1, 2] } });
    const response = await request(ECHO);
    expect(response.status).to.equal(200);
    expect(response.data).to.deep.equal({ hello: 'world', list: [1, 2] });
  });

  it('parses what a real route answers (GET /api/crumb hands out the crumb cookie)', async () => {
    const response = await request<{ crumb: string }>('/api/crumb');
    expect(response.data.crumb).to.be.a('string').and.not.equal('');
    expect(cookie(CRUMB_COOKIE)).to.equal(response.data.crumb);
  });

  it('sends a GET when there is no body', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO);
    expect((await onlyEntry(ECHO)).method).to.equal('GET');
  });

  it('sends the method it is given (the legacy data layer also PUTs and DELETEs)', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { method: 'PUT', json: { a: 1 } });
    await request(ECHO, { method: 'DELETE' });
    expect((await readLog(ECHO)).map((entry) => entry.method)).to.deep.equal(['PUT', 'DELETE']);
  });
});

describe("transport: responseType 'text' returns the raw answer", () => {
  it('returns the body text without parsing it', async () => {
    await setSwitch({ route: ECHO, body: { hello: 'world' } });
    const response = await request(ECHO, { responseType: 'text' });
    expect(response.data).to.equal('{"hello":"world"}');
  });

  it('returns text that is not JSON without a parse error', async () => {
    await setSwitch({ route: ECHO, malformed: true });
    const response = await request(ECHO, { responseType: 'text' });
    expect(response.data).to.equal('{"broken":');
  });
});

describe('transport: query parameters are appended', () => {
  it('sends each set parameter and leaves out null and undefined ones', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { query: { a: 1, b: 'two words', c: null, d: undefined, e: false }, crumb: false });
    expect((await onlyEntry(ECHO)).query).to.deep.equal({ a: '1', b: 'two words', e: 'false' });
  });

  it('keeps the parameters already in the url', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(`${ECHO}?x=1`, { query: { y: 2 }, crumb: false });
    expect((await onlyEntry(ECHO)).query).to.deep.equal({ x: '1', y: '2' });
  });
});

describe('transport: JSON or form bodies (and text)', () => {
  it('sends a form body as application/x-www-form-urlencoded by POST', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { form: { event: 'click', data: '{"a":1}', skipped: null } });
    const entry = await onlyEntry(ECHO);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.match(/^application\/x-www-form-urlencoded\b/);
    expect(entry.body).to.deep.equal({ event: 'click', data: '{"a":1}' });
  });

  it('sends a JSON body as application/json by POST', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { json: { a: 1, list: ['x'] } });
    const entry = await onlyEntry(ECHO);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.match(/^application\/json\b/);
    expect(entry.body).to.deep.equal({ a: 1, list: ['x'] });
  });

  it('sends a text body as text/plain by POST', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { text: 'plain words' });
    const entry = await onlyEntry(ECHO);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.match(/^text\/plain\b/);
    expect(entry.body).to.equal('plain words');
  });
});

describe('transport: credentials sent', () => {
  it('sends the crumb cookie with the request', async () => {
    setCookies({ [CRUMB_COOKIE]: 'jar-value' });
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { crumb: false });
    expect((await onlyEntry(ECHO)).headers.cookie).to.match(/(^|; )crumb=jar-value(;|$)/);
  });
});

describe('transport: the crumb (CSRF) header, query parameter, or nothing', () => {
  it('sends the crumb as the X-CSRF-Token header by default, not in the query', async () => {
    setCookies({ [CRUMB_COOKIE]: 'header-crumb' });
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO);
    const entry = await onlyEntry(ECHO);
    expect(entry.headers['x-csrf-token']).to.equal('header-crumb');
    expect(entry.query).to.not.have.property('crumb');
  });

  it("sends the crumb as a crumb query parameter with crumb: 'query' (legacy data layer), not as a header", async () => {
    setCookies({ [CRUMB_COOKIE]: 'query-crumb' });
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { crumb: 'query', query: { a: 1 } });
    const entry = await onlyEntry(ECHO);
    expect(entry.query).to.deep.equal({ a: '1', crumb: 'query-crumb' });
    expect(entry.headers).to.not.have.property('x-csrf-token');
  });

  it('does not send the crumb at all with crumb: false', async () => {
    setCookies({ [CRUMB_COOKIE]: 'kept-crumb' });
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO, { crumb: false, query: { a: 1 } });
    const entry = await onlyEntry(ECHO);
    expect(entry.headers).to.not.have.property('x-csrf-token');
    expect(entry.query).to.deep.equal({ a: '1' });
  });

  it('sends no crumb header when there is no crumb cookie', async () => {
    await setSwitch({ route: ECHO, body: {} });
    await request(ECHO);
    expect((await onlyEntry(ECHO)).headers).to.not.have.property('x-csrf-token');
  });

  it('passes the crumb rule of a protected call at the first try (CSRF header from crumb)', async () => {
    const { data } = await request<{ crumb: string }>('/api/crumb');
    const response = await request(ERRORS, { json: ERROR_REPORT });
    expect(response.status).to.equal(204);
    const entry = await onlyEntry(ERRORS);
    expect(entry.headers['x-csrf-token']).to.equal(data.crumb);
    expect(entry.status).to.equal(204);
  });
});

describe('transport: crumbFail sets a new crumb and retries once', () => {
  it('retries once with the crumb of the crumbFail body, which the cookie now holds', async () => {
    document.cookie = 'crumb=stale; path=/';
    // The local server takes any crumb that matches the cookie, so a stale one is forced once here;
    // the retry then meets the real crumb rule. The switch sends no Set-Cookie: only the client can
    // have stored 'fresh-crumb'.
    await setSwitch({ route: ERRORS, status: 401, body: { crumbFail: true, crumb: 'fresh-crumb' }, times: 1 });
    const response = await request(ERRORS, { json: ERROR_REPORT });
    expect(response.status).to.equal(204);

    const entries = await readLog(ERRORS);
    expect(entries.map((entry) => entry.status), 'statuses answered').to.deep.equal([401, 204]);
    expect(entries[0]!.headers['x-csrf-token']).to.equal('stale');
    expect(entries[1]!.headers['x-csrf-token']).to.equal('fresh-crumb');
    expect(entries[1]!.body).to.deep.equal(ERROR_REPORT);
    expect(cookie(CRUMB_COOKIE), 'crumb cookie').to.equal('fresh-crumb');
  });

  it("retries once after the server's own crumbFail and holds the server's new crumb", async () => {
    // A stale crumb the page cannot read (scoped to /api/events): the server sees it, the page
    // sends no header, and the real crumb rule answers 401 { crumbFail, crumb } with a Set-Cookie.
    document.cookie = `crumb=stale; path=${STALE_PATH}`;
    expect(cookie(CRUMB_COOKIE), 'the page cannot read the stale crumb').to.equal(undefined);
    const response = await request(ERRORS, { json: ERROR_REPORT });
    expect(response.status).to.equal(204);

    const entries = await readLog(ERRORS);
    expect(entries.map((entry) => entry.status), 'statuses answered').to.deep.equal([401, 204]);
    expect(entries[0]!.headers.cookie).to.match(/(^|; )crumb=stale(;|$)/);
    const fresh = cookie(CRUMB_COOKIE);
    expect(fresh, 'new crumb cookie').to.be.a('string').and.not.equal('stale');
    expect(entries[1]!.headers['x-csrf-token']).to.equal(fresh);
  });

  it('does not retry a second crumbFail: rejects with the status after exactly two requests', async () => {
    await setSwitch({ route: ERRORS, status: 401, body: { crumbFail: true, crumb: 'x' } });
    const error = await failure(request(ERRORS, { json: ERROR_REPORT }));
    expect(error.kind).to.equal('status');
    expect(error.status).to.equal(401);
    expect(error.body).to.deep.equal({ crumbFail: true, crumb: 'x' });
    expect(await readLog(ERRORS)).to.have.length(2);
    expect(cookie(CRUMB_COOKIE), 'the crumb the server sent').to.equal('x');
  });

  it('fails a protected call sent without its crumb (crumb: false) after its one retry', async () => {
    const error = await failure(request(ERRORS, { json: ERROR_REPORT, crumb: false }));
    expect(error.kind).to.equal('status');
    expect(error.status).to.equal(401);
    expect(error.body).to.have.property('crumbFail', true);
    expect((await readLog(ERRORS)).map((entry) => entry.status)).to.deep.equal([401, 401]);
  });

  it('does not treat a plain 401 as a crumbFail', async () => {
    const error = await forcedFailure({ status: 401, body: { error: 'Nope' } });
    expect(error.kind).to.equal('status');
    expect(await readLog(ECHO)).to.have.length(1);
  });
});

describe('transport: retry every 200 ms while retries remain', () => {
  it('succeeds on the third attempt after two network errors with retries: 2', async () => {
    await setSwitch([{ route: ECHO, body: { third: true } }, { route: ECHO, networkError: true, times: 2 }]);
    const response = await request(ECHO, { retries: 2 });
    expect(response.data).to.deep.equal({ third: true });
    expect((await readLog(ECHO)).map((entry) => entry.status)).to.deep.equal([0, 0, 200]);
  });

  it('rejects when every attempt fails (three network errors, retries: 2)', async () => {
    await setSwitch([{ route: ECHO, body: { fourth: true } }, { route: ECHO, networkError: true, times: 3 }]);
    const error = await failure(request(ECHO, { retries: 2 }));
    expect(error.kind).to.equal('network');
    expect(await readLog(ECHO)).to.have.length(3);
  });

  it('does not retry without retries', async () => {
    await setSwitch([{ route: ECHO, body: {} }, { route: ECHO, networkError: true, times: 1 }]);
    const error = await failure(request(ECHO));
    expect(error.kind).to.equal('network');
    expect(await readLog(ECHO)).to.have.length(1);
  });

  it('does not retry a status failure', async () => {
    await setSwitch([{ route: ECHO, body: {} }, { route: ECHO, status: 500, body: {}, times: 1 }]);
    const error = await failure(request(ECHO, { retries: 2 }));
    expect(error.kind).to.equal('status');
    expect(await readLog(ECHO)).to.have.length(1);
  });
});
