// runtime/transport.ts, failures and fire-and-forget calls: typed errors, failureMessage, beacons.
import { expect, waitUntil } from '@open-wc/testing';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { beacon, failureMessage, imageBeacon, request } from '../runtime/transport.ts';
import { onlyEntry, readLog, setSwitch } from './support/api.ts';
import {
  ECHO, LONG_WAIT, cleanUp, cleanUpAroundEach, failure, forcedFailure, parseErrorOf,
} from './support/transport.ts';

cleanUpAroundEach();

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

  // Only a success must parse: an error answer that is not JSON (a proxy's HTML page) is worded by its
  // status, as the data layer words it (test/data-layer.test.ts).
  it('an error answer that is not JSON gets its status message, not the parse error', async () => {
    const error = await forcedFailure({ status: 500, malformed: true });
    expect([error.kind, error.status, error.body]).to.deep.equal(['status', 500, '{"broken":']);
    expect(failureMessage(error)).to.equal('Internal server error. Please try again later.');
    await cleanUp();
    expect(failureMessage(await forcedFailure({ status: 503, html: '<h1>Service Unavailable</h1>' })))
      .to.equal('This service is temporarily unavailable. Please try again later.');
    await cleanUp();
    expect(failureMessage(await forcedFailure({ status: 404, html: '<h1>Not Found</h1>' }))).to.equal('Unable to connect…');
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
