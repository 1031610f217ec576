// runtime/data-layer/: the legacy data layer (visitor §7 "Legacy data layer", §8 "Data layer") against the real
// local API server: /api/demo/data-layer (demo/server/routes/data-layer.mjs, crumb-protected, an echo) for what was
// sent, and switches on an unimplemented path for every answer the server can give. Nothing patches fetch.
import { expect, waitUntil } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { DataLayerError, SqLoginRequiredEvent, dataLayer, loginSeams } from '../runtime/data-layer/data-layer.ts';
import { hideSystemError } from '../runtime/data-layer/error-overlay.ts';
import { type Switch, clearCrumbCookies, cookie, readLog, resetServer, setSwitch } from './support/api.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { parseErrorOf } from './support/transport.ts';

const DEMO = '/api/demo/data-layer';
const ECHO = '/api/test/data-layer';
const overlay = () => document.querySelector('.sq-system-error');

/** The call's rejection; fails the test when it resolves or rejects with anything else. */
async function rejection(promise: Promise<unknown>): Promise<DataLayerError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DataLayerError);
    return error as DataLayerError;
  }
  throw new Error('expected the call to fail');
}

/** The failure of a GET to ECHO answered by a switch. */
async function forced(spec: Omit<Switch, 'route'>, options = {}): Promise<DataLayerError> {
  await setSwitch({ route: ECHO, ...spec });
  return rejection(dataLayer.get(ECHO, options));
}

async function freshCrumb(): Promise<string> {
  await fetch('/api/crumb');
  return cookie('crumb')!;
}

const navigate = loginSeams.navigate;
let navigations: string[] = [];

beforeEach(async () => {
  await resetServer();
  clearCrumbCookies();
  navigations = [];
  loginSeams.navigate = (url) => { navigations.push(url); };
});

afterEach(async () => {
  loginSeams.navigate = navigate;
  hideSystemError();
  await resetServer();
  clearCrumbCookies();
});

describe('data layer: GET, POST, PUT and DELETE with the crumb query parameter (visitor §7)', () => {
  it('GET answers JSON and sends the crumb cookie as the crumb query parameter', async () => {
    const crumb = await freshCrumb();
    const answer = await dataLayer.get(DEMO, { query: { page: 2 } });
    expect(answer).to.deep.equal({ status: 200, data: { method: 'GET', query: { page: '2' }, body: null } });
    const [entry] = await readLog(DEMO);
    expect(entry!.query.crumb).to.equal(crumb);
    expect(entry!.method).to.equal('GET');
  });

  it('POST sends a JSON body by default', async () => {
    const crumb = await freshCrumb();
    const answer = await dataLayer.post(DEMO, { title: 'Hello', tags: ['a'] });
    expect(answer.data).to.deep.equal({ method: 'POST', query: {}, body: { title: 'Hello', tags: ['a'] } });
    const [entry] = await readLog(DEMO);
    expect(entry!.headers['content-type']).to.equal('application/json');
    expect(entry!.query.crumb).to.equal(crumb);
  });

  it('POST with form: true sends a form body (objects inside as JSON text)', async () => {
    await freshCrumb();
    const answer = await dataLayer.post(DEMO, { name: 'Ada', count: 2, extra: { a: 1 }, skipped: null }, { form: true });
    expect(answer.data).to.deep.equal({ method: 'POST', query: {}, body: { name: 'Ada', count: '2', extra: '{"a":1}' } });
    const [entry] = await readLog(DEMO);
    expect(entry!.headers['content-type']).to.contain('application/x-www-form-urlencoded');
  });

  it('PUT sends its body, DELETE none, both with the crumb query parameter', async () => {
    const crumb = await freshCrumb();
    expect((await dataLayer.put(DEMO, { id: 7 })).data).to.deep.equal({ method: 'PUT', query: {}, body: { id: 7 } });
    expect((await dataLayer.delete(DEMO, { query: { id: 7 } })).data)
      .to.deep.equal({ method: 'DELETE', query: { id: '7' }, body: null });
    const entries = await readLog(DEMO);
    expect(entries.map((e) => [e.method, e.query.crumb])).to.deep.equal([['PUT', crumb], ['DELETE', crumb]]);
  });

  it("responseType 'raw' answers the text as it is", async () => {
    await freshCrumb();
    expect(await dataLayer.get(DEMO, { query: { answer: 'raw' }, responseType: 'raw' }))
      .to.deep.equal({ status: 200, data: 'GET ok' });
    const echoed = await dataLayer.post(DEMO, { a: 1 }, { responseType: 'raw' });
    expect(echoed.data).to.equal('{"method":"POST","query":{},"body":{"a":1}}');
  });

  it('an empty answer (204) is null data, not a parse error', async () => {
    await setSwitch({ route: ECHO, status: 204 });
    expect(await dataLayer.delete(ECHO)).to.deep.equal({ status: 204, data: null });
  });
});

describe('data layer: the error messages of visitor §8', () => {
  it("unparseable JSON: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}'", async () => {
    const error = await forced({ malformed: true });
    expect(error.message).to.equal(
      `Internal Error: Unable to parse server response from (${ECHO}) as JSON: ${parseErrorOf('{"broken":')}`);
    expect(error.status).to.equal(200);
    expect(error.body).to.equal('{"broken":');
  });

  for (const status of [400, 401, 500, 502]) {
    for (const field of ['error', 'message', 'billingErrorCode']) {
      it(`status ${status} with a ${field} body passes that body on`, async () => {
        const error = await forced({ status, body: { [field]: `${field} text ${status}` } });
        expect(error.message).to.equal(`${field} text ${status}`);
        expect(error.status).to.equal(status);
        expect(error.body).to.deep.equal({ [field]: `${field} text ${status}` });
      });
    }
  }

  it('a passed-on body is also read from an error answer in raw mode', async () => {
    expect((await forced({ status: 400, body: { error: 'Bad title' } }, { responseType: 'raw' })).message)
      .to.equal('Bad title');
  });

  const otherwise: [number, unknown, string][] = [
    [401, {}, 'Unauthorized request'],
    [403, { error: 'not passed on for 403' }, 'Unauthorized request'],
    [500, {}, 'Internal server error. Please try again later.'],
    [501, { error: 'not passed on for 501' }, 'Internal server error. Please try again later.'],
    [503, { error: 'not passed on for 503' }, 'This service is temporarily unavailable. Please try again later.'],
    [404, { error: 'not passed on for 404' }, 'Unable to connect…'],
    [429, {}, 'Unable to connect…'],
    [502, {}, 'Unable to connect…'],
  ];
  for (const [status, body, message] of otherwise) {
    it(`otherwise status ${status} says '${message}'`, async () => {
      const error = await forced({ status, body });
      expect(error.message).to.equal(message);
      expect(error.status).to.equal(status);
    });
  }

  it("a proxy's HTML error page gets the status message, not the parse error", async () => {
    expect((await forced({ status: 503, html: '<h1>Down</h1>' })).message).to.equal(DATA_LAYER_MESSAGES.unavailable);
    expect((await forced({ status: 502, html: '<h1>Bad gateway</h1>' })).message).to.equal(DATA_LAYER_MESSAGES.unableToConnect);
  });

  it("a time-out says 'Unable to connect…' with status 0", async () => {
    await setSwitch({ route: ECHO, delayMs: 500, body: { late: true } });
    const error = await rejection(dataLayer.get(ECHO, { timeoutMs: 50 }));
    expect(error.message).to.equal('Unable to connect…');
    expect(error.status).to.equal(0);
  });
});

describe("data layer: 'Unable to connect…' with optional retries every 200 ms (visitor §8)", () => {
  it("a network error without retries rejects at once: 'Unable to connect…', one request", async () => {
    const error = await forced({ networkError: true });
    expect(error.message).to.equal('Unable to connect…');
    expect(error.status).to.equal(0);
    expect(await readLog(ECHO)).to.have.length(1);
  });

  it('retries: 2 after two network errors succeeds on the third request, each retry 200 ms after the failure', async () => {
    const clock = installFakeClock();
    try {
      await setSwitch([{ route: ECHO, body: { ok: true } }, { route: ECHO, networkError: true, times: 2 }]);
      let settled: unknown = null;
      const call = dataLayer.get(ECHO, { retries: 2 }).then((answer) => { settled = answer; });
      for (const attempt of [1, 2]) {
        await waitUntil(() => clock.pending() === 1, `retry ${attempt} waits on the clock`);
        clock.tick(199);
        expect((await readLog(ECHO)).length, 'no retry before 200 ms').to.equal(attempt);
        clock.tick(1);
      }
      await call;
      expect(settled).to.deep.equal({ status: 200, data: { ok: true } });
      expect(await readLog(ECHO)).to.have.length(3);
    } finally {
      clock.restore();
    }
  });

  it("retries: 1 against two network errors rejects 'Unable to connect…' after two requests", async () => {
    const clock = installFakeClock();
    try {
      await setSwitch([{ route: ECHO, body: { ok: true } }, { route: ECHO, networkError: true, times: 2 }]);
      const call = rejection(dataLayer.get(ECHO, { retries: 1 }));
      await waitUntil(() => clock.pending() === 1, 'the retry waits on the clock');
      clock.tick(200);
      const error = await call;
      expect(error.message).to.equal('Unable to connect…');
      expect(await readLog(ECHO)).to.have.length(2);
      expect(clock.pending()).to.equal(0);
    } finally {
      clock.restore();
    }
  });

  it('an answered error status is not retried', async () => {
    await setSwitch({ route: ECHO, status: 503 });
    await rejection(dataLayer.get(ECHO, { retries: 3 }));
    expect(await readLog(ECHO)).to.have.length(1);
  });
});

describe('data layer: crumbFail sets a new crumb and retries once (visitor §8)', () => {
  it('without a crumb the server answers 401 crumbFail; the call retries once with the new crumb', async () => {
    const answer = await dataLayer.post(DEMO, { a: 1 });
    expect(answer.data).to.deep.equal({ method: 'POST', query: {}, body: { a: 1 } });
    const [first, second] = await readLog(DEMO);
    expect(first!.status).to.equal(401);
    expect(first!.query.crumb).to.equal(undefined);
    expect(second!.status).to.equal(200);
    expect(second!.query.crumb).to.equal(cookie('crumb'));
  });

  it('crumbFail in a 200 body sets that crumb and retries once', async () => {
    await setSwitch([
      { route: ECHO, body: { ok: true } },
      { route: ECHO, body: { crumbFail: true, crumb: 'fresh-crumb' }, times: 1 },
    ]);
    expect((await dataLayer.get(ECHO)).data).to.deep.equal({ ok: true });
    expect(cookie('crumb')).to.equal('fresh-crumb');
    const entries = await readLog(ECHO);
    expect(entries.map((e) => e.query.crumb)).to.deep.equal([undefined, 'fresh-crumb']);
  });

  it("only once: a second crumbFail rejects 'Unauthorized request' after two requests", async () => {
    await setSwitch({ route: ECHO, status: 401, body: { crumbFail: true, crumb: 'again' } });
    const error = await rejection(dataLayer.get(ECHO));
    expect(error.message).to.equal('Unauthorized request');
    expect(error.flag).to.equal('crumbFail');
    expect(await readLog(ECHO)).to.have.length(2);
  });
});

describe('data layer: loginRequired triggers the login prompt (visitor §8)', () => {
  it('dispatches a cancelable sq-login-required on document; prevented, it does not navigate', async () => {
    await freshCrumb();
    const seen: SqLoginRequiredEvent[] = [];
    const listener = (event: SqLoginRequiredEvent) => { seen.push(event); event.preventDefault(); };
    document.addEventListener('sq-login-required', listener);
    try {
      const error = await rejection(dataLayer.get(DEMO, { query: { answer: 'loginRequired' } }));
      expect(error.message).to.equal('Unauthorized request');
      expect(error.flag).to.equal('loginRequired');
      expect(error.status).to.equal(200);
    } finally {
      document.removeEventListener('sq-login-required', listener);
    }
    expect(seen).to.have.length(1);
    expect(seen[0]!).to.be.instanceOf(SqLoginRequiredEvent);
    expect(seen[0]!.cancelable).to.equal(true);
    expect(seen[0]!.url).to.equal(DEMO);
    expect(navigations).to.deep.equal([]);
  });

  it('not prevented, it sends the visitor to /config/?frameUrl=<this page>', async () => {
    await setSwitch({ route: ECHO, body: { loginRequired: true } });
    await rejection(dataLayer.get(ECHO));
    expect(navigations).to.deep.equal([`/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`]);
  });

  it('loginRequired in an error answer prompts too, with that status message, and no overlay', async () => {
    await setSwitch({ route: ECHO, status: 401, body: { loginRequired: true } });
    const error = await rejection(dataLayer.get(ECHO, { showErrorOverlay: true }));
    expect(error.message).to.equal('Unauthorized request');
    expect(navigations).to.have.length(1);
    expect(overlay() === null, 'no overlay over the login prompt').to.equal(true);
  });

  it('a raw answer whose text is a loginRequired object prompts too', async () => {
    await setSwitch({ route: ECHO, body: { loginRequired: true } });
    await rejection(dataLayer.get(ECHO, { responseType: 'raw' }));
    expect(navigations).to.have.length(1);
  });
});

describe('data layer: authorizationFail or an unhandled error shows the system error overlay (visitor §8)', () => {
  it("authorizationFail rejects and shows 'Something Went Wrong!' with the message as its detail", async () => {
    await freshCrumb();
    const error = await rejection(dataLayer.get(DEMO, { query: { answer: 'authorizationFail' } }));
    expect(error.flag).to.equal('authorizationFail');
    const shown = overlay();
    expect(shown === null, 'overlay shown').to.equal(false);
    expect(shown!.querySelector('.sq-system-error-title')!.textContent).to.equal('Something Went Wrong!');
    expect(shown!.querySelector('.sq-system-error-detail')!.textContent).to.equal('Unauthorized request');
  });

  it('authorizationFail in an error body shows it with the passed-on text', async () => {
    await setSwitch({ route: ECHO, status: 400, body: { authorizationFail: true, message: 'Not allowed here' } });
    expect((await rejection(dataLayer.get(ECHO))).message).to.equal('Not allowed here');
    expect(overlay()!.querySelector('.sq-system-error-detail')!.textContent).to.equal('Not allowed here');
  });

  it('a failure the caller leaves unhandled (showErrorOverlay) shows it; by default it does not', async () => {
    await setSwitch({ route: ECHO, status: 503 });
    await rejection(dataLayer.get(ECHO));
    expect(overlay() === null, 'no overlay by default').to.equal(true);
    await rejection(dataLayer.get(ECHO, { showErrorOverlay: true }));
    expect(overlay()!.querySelector('.sq-system-error-detail')!.textContent).to.equal(DATA_LAYER_MESSAGES.unavailable);
  });

  it('a network failure left unhandled shows it after the retries run out', async () => {
    await setSwitch({ route: ECHO, networkError: true });
    await rejection(dataLayer.get(ECHO, { showErrorOverlay: true }));
    expect(overlay()!.querySelector('.sq-system-error-detail')!.textContent).to.equal('Unable to connect…');
  });

  it('a success shows nothing', async () => {
    await setSwitch({ route: ECHO, body: { ok: true } });
    await dataLayer.get(ECHO, { showErrorOverlay: true });
    expect(overlay() === null).to.equal(true);
  });
});
