// runtime/transport.ts against the real local API server (demo/server/), mounted on the tests' own
// origin: answers are forced with /__sq/switches and what the browser sent is read back from
// /__sq/log. Nothing patches fetch. Visitor §7 (the calls) and §8 "Data layer" (the failures).
import { expect, waitUntil } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import {
  CRUMB_COOKIE, CRUMB_HEADER, TransportError, beacon, failureMessage, imageBeacon, request,
} from '../runtime/transport.ts';
import { setCookies } from './support/cookies.ts';

interface LogEntry {
  seq: number;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  status?: number;
}

interface Switch {
  route: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  malformed?: boolean;
  times?: number;
  networkError?: boolean;
}

/** A path the server does not implement: every answer there comes from a switch. */
const ECHO = '/api/test/echo';
const ERRORS = '/api/events/RecordJavascriptErrors';
const ERROR_REPORT = [{ event: 'error', data: { message: 'boom' }, timestamp: 1 }];
/** A cookie path the test page cannot read from, but which requests to ERRORS carry. */
const STALE_PATH = '/api/events';
const LONG_WAIT = { timeout: 5000, interval: 50 };

async function setSwitch(spec: Switch | Switch[]): Promise<void> {
  const response = await fetch('/__sq/switches', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(spec),
  });
  expect(response.status, 'switch accepted').to.equal(201);
}

async function readLog(route: string): Promise<LogEntry[]> {
  return (await fetch(`/__sq/log?${new URLSearchParams({ route })}`)).json();
}

/** The single recorded request for a route (fails when there is not exactly one). */
async function onlyEntry(route: string): Promise<LogEntry> {
  const entries = await readLog(route);
  expect(entries, `log of ${route}`).to.have.length(1);
  return entries[0]!;
}

/** The request's failure; fails the test when it succeeds or rejects with anything else. */
async function failure(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(TransportError);
    return error as TransportError;
  }
  throw new Error('expected the request to fail');
}

/** The failure of a request to ECHO answered by a switch. */
async function forcedFailure(spec: Omit<Switch, 'route'>, route = ECHO): Promise<TransportError> {
  await setSwitch({ route, ...spec });
  return failure(request(route));
}

function cookie(name: string): string | undefined {
  return document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The browser's own wording for the error JSON.parse raises on the malformed switch body. */
function parseErrorOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} parsed`);
}

async function cleanUp(): Promise<void> {
  await fetch('/__sq/switches', { method: 'DELETE' });
  await fetch('/__sq/log', { method: 'DELETE' });
  setCookies({ [CRUMB_COOKIE]: null });
  document.cookie = `${CRUMB_COOKIE}=; path=${STALE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

beforeEach(cleanUp);
afterEach(cleanUp);

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

describe('transport: failures as typed errors', () => {
  it("rejects a network error with kind 'network'", async () => {
    const error = await forcedFailure({ networkError: true });
    expect(error.kind).to.equal('network');
    expect(error.url).to.equal(ECHO);
    expect(error.status).to.equal(0);
  });

  it("rejects an answer slower than timeoutMs with kind 'timeout'", async () => {
    const route = '/api/test/slow';
    await setSwitch({ route, delayMs: 2000, body: { late: true } });
    const error = await failure(request(route, { timeoutMs: 50 }));
    expect(error.kind).to.equal('timeout');
    expect(error.url).to.equal(route);
  });

  it("rejects unparseable JSON with kind 'parse' and the §8 wording", async () => {
    const error = await forcedFailure({ malformed: true });
    expect(error.kind).to.equal('parse');
    expect(error.url).to.equal(ECHO);
    expect(error.status).to.equal(200);
    expect(error.body).to.equal('{"broken":');
    expect(error.message.startsWith(`Internal Error: Unable to parse server response from (${ECHO}) as JSON: `),
      error.message).to.equal(true);
    expect(error.message).to.equal(
      `Internal Error: Unable to parse server response from (${ECHO}) as JSON: ${parseErrorOf('{"broken":')}`);
  });

  it("rejects a non-2xx answer with kind 'status', the status and the parsed body", async () => {
    const error = await forcedFailure({ status: 404, body: { error: 'Not here', code: 7 } });
    expect(error.kind).to.equal('status');
    expect(error.url).to.equal(ECHO);
    expect(error.status).to.equal(404);
    expect(error.body).to.deep.equal({ error: 'Not here', code: 7 });
  });

  it("rejects the section-8 default body of a forced status with kind 'status'", async () => {
    const error = await forcedFailure({ status: 503 });
    expect(error.kind).to.equal('status');
    expect(error.status).to.equal(503);
    expect(error.body).to.deep.equal({ error: DATA_LAYER_MESSAGES.unavailable });
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

describe('transport: failureMessage, the data-layer wording of visitor §8', () => {
  for (const status of [400, 401, 500, 502]) {
    it(`status ${status} with an error body passes that body on`, async () => {
      expect(failureMessage(await forcedFailure({ status, body: { error: `error text ${status}` } })))
        .to.equal(`error text ${status}`);
    });

    it(`status ${status} with a message body passes that body on`, async () => {
      expect(failureMessage(await forcedFailure({ status, body: { message: `message text ${status}` } })))
        .to.equal(`message text ${status}`);
    });

    it(`status ${status} with a billingErrorCode body passes that body on`, async () => {
      expect(failureMessage(await forcedFailure({ status, body: { billingErrorCode: `BILLING_${status}` } })))
        .to.equal(`BILLING_${status}`);
    });
  }

  it('status 403 with an error body does not pass it on: Unauthorized request', async () => {
    expect(failureMessage(await forcedFailure({ status: 403, body: { error: 'Passed on?' } })))
      .to.equal('Unauthorized request');
  });

  it('otherwise 401 says Unauthorized request', async () => {
    expect(failureMessage(await forcedFailure({ status: 401, body: {} }))).to.equal('Unauthorized request');
  });

  it('otherwise 403 says Unauthorized request (the default 403 body)', async () => {
    expect(failureMessage(await forcedFailure({ status: 403 }))).to.equal('Unauthorized request');
  });

  it('otherwise 500 says Internal server error. Please try again later.', async () => {
    expect(failureMessage(await forcedFailure({ status: 500, body: {} })))
      .to.equal('Internal server error. Please try again later.');
  });

  it('otherwise 501 says Internal server error. Please try again later.', async () => {
    expect(failureMessage(await forcedFailure({ status: 501, body: { error: 'Not passed on' } })))
      .to.equal('Internal server error. Please try again later.');
  });

  it('otherwise 503 says This service is temporarily unavailable. Please try again later.', async () => {
    expect(failureMessage(await forcedFailure({ status: 503, body: { error: 'Not passed on' } })))
      .to.equal('This service is temporarily unavailable. Please try again later.');
  });

  it('otherwise 404 says Unable to connect…', async () => {
    expect(failureMessage(await forcedFailure({ status: 404, body: { error: 'Not passed on' } })))
      .to.equal('Unable to connect…');
  });

  it('otherwise 400 and 502 without a text to pass on say Unable to connect…', async () => {
    expect(failureMessage(await forcedFailure({ status: 400, body: {} }))).to.equal('Unable to connect…');
    await cleanUp();
    expect(failureMessage(await forcedFailure({ status: 502, body: { error: '' } }))).to.equal('Unable to connect…');
  });

  it('otherwise a network error says Unable to connect…', async () => {
    expect(failureMessage(await forcedFailure({ networkError: true }))).to.equal('Unable to connect…');
  });

  it('otherwise a time-out says Unable to connect…', async () => {
    const route = '/api/test/slow-message';
    await setSwitch({ route, delayMs: 2000, body: {} });
    expect(failureMessage(await failure(request(route, { timeoutMs: 50 })))).to.equal('Unable to connect…');
  });

  it('otherwise anything that is not a transport error says Unable to connect…', () => {
    expect(failureMessage(new Error('other'))).to.equal('Unable to connect…');
    expect(failureMessage(undefined)).to.equal('Unable to connect…');
  });

  it('unparseable JSON gives its own message, even with a 500 status', async () => {
    const error = await forcedFailure({ status: 500, malformed: true });
    expect(error.kind).to.equal('parse');
    expect(failureMessage(error)).to.equal(
      `Internal Error: Unable to parse server response from (${ECHO}) as JSON: ${parseErrorOf('{"broken":')}`);
  });
});

describe('transport: beacon() sends plain text that survives unload', () => {
  it('POSTs the JSON-array text as text/plain to /api/1/performance/records', async () => {
    const route = '/api/1/performance/records';
    const records = [{ app: 'site', data: { ms: 12 }, event: 'page_speed', pageLoadId: 'p-1', timestamp: 1 }];
    beacon(route, JSON.stringify(records));
    await waitUntil(async () => (await readLog(route)).some((entry) => entry.status !== undefined),
      'the beacon reached the server', LONG_WAIT);
    const entry = await onlyEntry(route);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.match(/^text\/plain\b/);
    expect(entry.body).to.deep.equal(records);
    expect(entry.status, 'accepted by the records route').to.equal(204);
  });

  it('sends another content type when asked (by beacon or the XHR fallback)', async () => {
    const route = '/api/v1/events';
    const event = { analyticsId: 'a-1', commonData: {}, customData: {}, customSchemaName: 'schema' };
    beacon(route, JSON.stringify(event), 'application/json');
    await waitUntil(async () => (await readLog(route)).some((entry) => entry.status !== undefined),
      'the beacon reached the server', LONG_WAIT);
    const entry = await onlyEntry(route);
    expect(entry.method).to.equal('POST');
    expect(entry.headers['content-type']).to.match(/^application\/json\b/);
    expect(entry.body).to.deep.equal(event);
  });
});

describe('transport: imageBeacon() sends the track call as an image GET', () => {
  it('GETs /api/track/Track with the query parameters', async () => {
    const route = '/api/track/Track';
    imageBeacon(route, { landing: '/home', refer: 'https://example.com/', lang: 'en', screen: 1280, rk: null });
    await waitUntil(async () => (await readLog(route)).some((entry) => entry.status !== undefined),
      'the image beacon reached the server', LONG_WAIT);
    const entry = await onlyEntry(route);
    expect(entry.method).to.equal('GET');
    expect(entry.query).to.deep.equal({ landing: '/home', refer: 'https://example.com/', lang: 'en', screen: '1280' });
  });
});
