// The local API server (demo/server/, helpers in test/support/api.ts): the test switches (/__sq/switches) and
// the request log (/__sq/log).
import { expect } from '@open-wc/testing';
import {
  FORM_ERRORS, post, postJson, setSwitch, readLog, onlyEntry, submitForm, resetServerAfterEach,
} from './support/api.ts';

resetServerAfterEach();

describe('switches (POST/GET/DELETE /__sq/switches)', () => {
  it('status: forces the status with the section-8 body of the route family', async () => {
    await setSwitch({ route: '/api/form/SaveFormSubmission', status: 429 });
    const form = await submitForm({});
    expect(form.status).to.equal(429);
    expect(await form.json()).to.deep.equal({ error: FORM_ERRORS.rateLimited });
    await setSwitch({ route: '/api/1/performance/settings', status: 503 });
    const settings = await fetch('/api/1/performance/settings');
    expect(settings.status).to.equal(503);
    expect(await settings.json()).to.deep.equal({ error: 'This service is temporarily unavailable. Please try again later.' });
    expect((await onlyEntry('/api/1/performance/settings')).forced).to.include({ status: 503 });
  });

  it('body: answers that body, with the status or 200 (also for calls the API lacks)', async () => {
    await setSwitch({ route: '/api/form/SaveFormSubmission', status: 400, body: { errors: { 'email-2': 'Nope' } } });
    const refused = await submitForm({});
    expect(refused.status).to.equal(400);
    expect(await refused.json()).to.deep.equal({ errors: { 'email-2': 'Nope' } });
    await setSwitch({ route: '/api/commerce/shopping-cart', body: { entries: [], totalQuantity: 0 } });
    const cart = await fetch('/api/commerce/shopping-cart');
    expect(cart.status).to.equal(200);
    expect(await cart.json()).to.deep.equal({ entries: [], totalQuantity: 0 });
  });

  it('delayMs: the real route still answers, after the delay', async () => {
    await setSwitch({ route: '/api/1/performance/settings', delayMs: 200 });
    const response = await fetch('/api/1/performance/settings');
    expect(response.status).to.equal(200);
    expect((await response.json()).pageLoadId).to.be.a('string');
    expect((await onlyEntry('/api/1/performance/settings')).forced).to.include({ delayMs: 200 });
  });

  it('malformed: answers {"broken": as JSON, which does not parse', async () => {
    await setSwitch({ route: '/api/form/FormSubmissionKey', malformed: true });
    const response = await post('/api/form/FormSubmissionKey');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('application/json');
    expect(await response.clone().text()).to.equal('{"broken":');
    let error: unknown;
    try {
      await response.json();
    } catch (caught) {
      error = caught;
    }
    // A JavaScript SyntaxError in Chromium and Firefox, a DOMException named SyntaxError in WebKit.
    expect((error as Error).name).to.equal('SyntaxError');
  });

  it('times: applies to that many requests, then the route answers again', async () => {
    await setSwitch({ route: '/api/census/overlay', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post('/api/census/overlay')).status);
    expect(statuses).to.deep.equal([500, 500, 204]);
    expect((await (await fetch('/__sq/switches')).json()).switches).to.deep.equal([]);
  });

  it('networkError: fetch rejects, and the log shows status 0', async () => {
    await setSwitch({ route: '/api/1/performance/settings', networkError: true });
    const error = await fetch('/api/1/performance/settings').then(() => undefined, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(TypeError);
    expect((await onlyEntry('/api/1/performance/settings')).status).to.equal(0);
  });

  it('networkError with times 1 fails exactly one fetch, also on a reused connection', async () => {
    await fetch('/api/1/performance/settings'); // leaves a keep-alive connection that Chrome reuses
    await setSwitch({ route: '/api/1/performance/settings', networkError: true, times: 1 });
    const error = await fetch('/api/1/performance/settings').then(() => undefined, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(TypeError);
    expect((await fetch('/api/1/performance/settings')).status).to.equal(200);
    expect((await readLog('/api/1/performance/settings')).map((entry) => entry.status)).to.deep.equal([200, 0, 200]);
  });

  it("a route ending in '*' matches by prefix; the newest matching switch wins", async () => {
    await setSwitch({ route: '/api/census/*', status: 500 });
    await setSwitch({ route: '/api/census/overlay', status: 502 });
    expect((await post('/api/census/form-render')).status).to.equal(500);
    expect((await post('/api/census/overlay')).status).to.equal(502);
  });

  it('applies to the fake scripts too', async () => {
    await setSwitch({ route: '/__fake/maps.js', status: 404 });
    expect((await fetch('/__fake/maps.js')).status).to.equal(404);
  });

  it('DELETE clears them all; GET lists the active ones', async () => {
    await setSwitch({ route: '/api/census/overlay', status: 500 });
    const { switches } = await (await fetch('/__sq/switches')).json();
    expect(switches).to.have.length(1);
    expect(switches[0]).to.include({ route: '/api/census/overlay', status: 500 });
    expect((await fetch('/__sq/switches', { method: 'DELETE' })).status).to.equal(204);
    expect((await post('/api/census/overlay')).status).to.equal(204);
  });

  it('refuses a switch it cannot apply', async () => {
    for (const spec of [{ route: 'no-slash', status: 500 }, { route: '/api/x' }, { route: '/api/x', status: 42 }]) {
      const response = await postJson('/__sq/switches', spec);
      expect(response.status).to.equal(400);
      expect((await response.json()).error).to.be.a('string');
    }
  });
});

describe('the request log (GET/DELETE /__sq/log)', () => {
  it('records method, path, query, headers and parsed body of each call', async () => {
    await post('/api/census/form-render?from=test', new URLSearchParams({ formId: 'f' }));
    const entry = await onlyEntry('/api/census/form-render');
    expect(entry).to.include({ method: 'POST', path: '/api/census/form-render', kind: 'beacons', status: 204 });
    expect(entry.query).to.deep.equal({ from: 'test' });
    expect(entry.body).to.deep.equal({ formId: 'f' });
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.time).to.be.a('number');
  });

  it('keeps a body that does not parse as raw text', async () => {
    await post('/api/v1/events', '{"broken":', { 'content-type': 'application/json' });
    const entry = await onlyEntry('/api/v1/events');
    expect(entry).to.include({ status: 400, bodyError: 'invalid-json', raw: '{"broken":' });
    expect(entry.body).to.equal(null);
  });

  it('filters by route prefix and by since', async () => {
    await post('/api/census/overlay');
    await post('/api/census/form-render');
    await fetch('/api/1/performance/settings');
    expect((await readLog('/api/census/*')).map((entry) => entry.path))
      .to.deep.equal(['/api/census/overlay', '/api/census/form-render']);
    const last = (await readLog('/api/1/performance/settings'))[0]!;
    const since = await readLog('/api/*', last.time);
    expect(since.map((entry) => entry.path)).to.include('/api/1/performance/settings');
    expect(since.every((entry) => entry.time >= last.time)).to.equal(true);
    expect(await readLog('/api/*', last.time + 3_600_000)).to.deep.equal([]);
  });

  it('DELETE forgets what was recorded', async () => {
    await post('/api/census/overlay');
    expect((await fetch('/__sq/log', { method: 'DELETE' })).status).to.equal(204);
    expect(await readLog('/api/*')).to.deep.equal([]);
  });
});
