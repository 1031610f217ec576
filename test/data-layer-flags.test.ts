// runtime/data-layer/: the flags and retries of the legacy data layer (visitor §8 "Data layer") against the real
// local API server: 'Unable to connect…' with optional retries every 200 ms (on the fake clock), crumbFail setting a
// new crumb and retrying once, loginRequired dispatching sq-login-required and navigating to the login page (through
// loginSeams, recorded), and authorizationFail or an unhandled failure showing the system error overlay.
import { expect, waitUntil } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { SqLoginRequiredEvent, dataLayer } from '../runtime/data-layer/data-layer.ts';
import { cookie, readLog, setSwitch } from './support/api.ts';
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
