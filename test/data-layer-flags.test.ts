// runtime/data-layer/: the flags and retries of the legacy data layer (visitor §8 "Data layer") against the real
// local API server: 'Unable to connect…' (no answer, a time-out, or a status without its own message) with optional
// retries every 200 ms (on the fake clock), and nothing else retried; crumbFail setting a new crumb and retrying once;
// loginRequired dispatching sq-login-required and navigating to the login page (through loginSeams, recorded). The
// system error overlay of authorizationFail and unhandled failures is in test/data-layer-unhandled.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { SqLoginRequiredEvent, dataLayer } from '../runtime/data-layer/data-layer.ts';
import { type Switch, cookie, readLog, setSwitch } from './support/api.ts';
import { DEMO, ECHO, dataLayerAroundEach, forced, freshCrumb, overlay, rejection } from './support/data-layer.ts';
import { installFakeClock } from './support/fake-clock.ts';

const navigations = dataLayerAroundEach();

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

  it("{status: 504, times: 2} then success: retries: 2 succeeds on the third request, 200 ms apart", async () => {
    const clock = installFakeClock();
    try {
      await setSwitch([{ route: ECHO, body: { ok: true } }, { route: ECHO, status: 504, times: 2 }]);
      const call = dataLayer.get(ECHO, { retries: 2 });
      for (const attempt of [1, 2]) {
        await waitUntil(() => clock.pending() === 1, `retry ${attempt} waits on the clock`);
        clock.tick(199);
        expect((await readLog(ECHO)).length, 'no retry before 200 ms').to.equal(attempt);
        clock.tick(1);
      }
      expect(await call).to.deep.equal({ status: 200, data: { ok: true } });
      expect((await readLog(ECHO)).map((e) => e.status)).to.deep.equal([504, 504, 200]);
    } finally {
      clock.restore();
    }
  });

  it("{status: 404} with retries: 1: two requests, then 'Unable to connect…' with status 404", async () => {
    const clock = installFakeClock();
    try {
      await setSwitch({ route: ECHO, status: 404 });
      const call = rejection(dataLayer.get(ECHO, { retries: 1 }));
      await waitUntil(() => clock.pending() === 1, 'the retry waits on the clock');
      clock.tick(200);
      const error = await call;
      expect(error.message).to.equal('Unable to connect…');
      expect(error.status).to.equal(404);
      expect(await readLog(ECHO)).to.have.length(2);
      expect(clock.pending()).to.equal(0);
    } finally {
      clock.restore();
    }
  });

  it('a 502 without a body and a time-out are retried too', async () => {
    const clock = installFakeClock();
    try {
      await setSwitch([{ route: ECHO, body: { ok: true } }, { route: ECHO, status: 502, body: {}, times: 1 }]);
      const bare = dataLayer.get(ECHO, { retries: 1 });
      await waitUntil(() => clock.pending() === 1, 'the 502 is retried');
      clock.tick(200);
      expect((await bare).data).to.deep.equal({ ok: true });
      // The time-out is real time, per attempt: 1 s leaves the retry room to answer on a busy machine.
      await setSwitch({ route: ECHO, delayMs: 5000, body: { late: true }, times: 1 });
      const late = dataLayer.get(ECHO, { retries: 1, timeoutMs: 1000 });
      await waitUntil(() => clock.pending() === 1, 'the time-out is retried', { timeout: 4000 });
      clock.tick(200);
      expect((await late).data).to.deep.equal({ ok: true });
    } finally {
      clock.restore();
    }
  });

  it('503 with retries: 2 is not retried: one request only', async () => {
    await setSwitch({ route: ECHO, status: 503 });
    expect((await rejection(dataLayer.get(ECHO, { retries: 2 }))).message).to.equal(DATA_LAYER_MESSAGES.unavailable);
    expect(await readLog(ECHO)).to.have.length(1);
  });

  const ownMessages: [string, Omit<Switch, 'route'>, number][] = [
    ['401', { status: 401, body: {} }, 1],
    ['403', { status: 403 }, 1],
    ['500', { status: 500, body: {} }, 1],
    ['501', { status: 501 }, 1],
    ['a passed-on 502 body', { status: 502, body: { error: 'Upstream said no' } }, 1],
    ['a parse error', { malformed: true }, 1],
    ['loginRequired', { body: { loginRequired: true } }, 1],
    ['authorizationFail', { body: { authorizationFail: true } }, 1],
    ['a 404 authorizationFail', { status: 404, body: { authorizationFail: true } }, 1],
    ['a second crumbFail (after its own one retry)', { status: 404, body: { crumbFail: true } }, 2],
  ];
  for (const [name, spec, requests] of ownMessages) {
    it(`${name} is never retried (retries: 2)`, async () => {
      await setSwitch({ route: ECHO, ...spec });
      const error = await rejection(dataLayer.get(ECHO, { retries: 2 }));
      expect(await readLog(ECHO), error.message).to.have.length(requests);
    });
  }
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
