// runtime/data-layer/: requests and answers of the legacy data layer (visitor §7 "Legacy data layer", §8 "Data
// layer") against the real local API server: the bodies and the crumb query parameter of each method, JSON and raw
// answers, the status messages, passed-on error bodies and the parse error. Retries, crumbFail, loginRequired and
// the error overlay are in test/data-layer-flags.test.ts; the shared helpers in test/support/data-layer.ts.
import { expect } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { dataLayer } from '../runtime/data-layer/data-layer.ts';
import { readLog, setSwitch } from './support/api.ts';
import { DEMO, ECHO, dataLayerAroundEach, forced, freshCrumb, rejection } from './support/data-layer.ts';
import { parseErrorOf } from './support/transport.ts';

dataLayerAroundEach();

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
