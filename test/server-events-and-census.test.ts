// The local API server (demo/server/, helpers in test/support/api.ts): the events calls, the image beacon and
// the census calls of visitor §7.
import { expect } from '@open-wc/testing';
import { post, postJson, readLog, onlyEntry, waitForEntry, cookie, resetServerAfterEach } from './support/api.ts';

resetServerAfterEach();

describe('events: Trace, RecordEvent, RecordJavascriptErrors, /api/v1/events (visitor §7)', () => {
  it('Trace takes data as form-encoded JSON text or in a JSON body', async () => {
    const events = [{ type: 'log', message: 'hello' }];
    expect((await post('/api/events/Trace', new URLSearchParams({ data: JSON.stringify(events) }))).status).to.equal(204);
    expect((await postJson('/api/events/Trace', { data: events })).status).to.equal(204);
    const entries = await readLog('/api/events/Trace');
    expect(entries.map((entry) => entry.outcome)).to.deep.equal([{ events }, { events }]);
  });

  it('Trace answers 400 when data is not a JSON array', async () => {
    expect((await post('/api/events/Trace', new URLSearchParams({ data: '{"broken":' }))).status).to.equal(400);
  });

  it('RecordEvent records the event, its parsed data and the extra fields', async () => {
    const body = new URLSearchParams({ crumb: cookie('crumb')!, event: 'view', data: '{"id":7}', page: '/a' });
    expect((await post('/api/events/RecordEvent', body)).status).to.equal(204);
    expect((await onlyEntry('/api/events/RecordEvent')).outcome).to.deep.equal({ event: 'view', data: { id: 7 }, extra: { page: '/a' } });
  });

  it('RecordJavascriptErrors answers 400 when the body is not a JSON array', async () => {
    const response = await postJson('/api/events/RecordJavascriptErrors', { event: 'x' }, { 'X-CSRF-Token': cookie('crumb')! });
    expect(response.status).to.equal(400);
  });

  it('the events service answers 202 to JSON, and takes a beacon', async () => {
    const event = { analyticsId: 'a1', commonData: { action: 'view' }, customData: {}, customSchemaName: 'page_view' };
    expect((await postJson('/api/v1/events', event)).status).to.equal(202);
    await fetch('/__sq/log', { method: 'DELETE' });
    expect(navigator.sendBeacon('/api/v1/events', JSON.stringify(event))).to.equal(true);
    const entry = await waitForEntry('/api/v1/events');
    expect(entry.status).to.equal(202);
    expect(entry.headers['content-type']).to.contain('text/plain');
    expect(entry.body).to.deep.equal(event);
  });

  it('the events service answers 400 to a body that is not an object', async () => {
    expect((await post('/api/v1/events', 'not json', { 'content-type': 'text/plain' })).status).to.equal(400);
  });
});

describe('GET /api/track/Track (image beacon, visitor §7)', () => {
  it('answers a 1x1 GIF and records the query', async () => {
    const query = 'landing=%2Fhome&refer=https%3A%2F%2Fa.example&rk=r&lang=en-US&screen=1280x800&source=s'
      + '&campaign=c&subcampaign=sc&channel=ch&subchannel=sch&variation=v&mkwid=m';
    const response = await fetch(`/api/track/Track?${query}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/gif');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).to.equal('GIF89a');
    const entry = await onlyEntry('/api/track/Track');
    expect(entry.kind).to.equal('beacons');
    expect(entry.outcome).to.include({ landing: '/home', refer: 'https://a.example', screen: '1280x800', mkwid: 'm' });
  });

  it('loads as an image', async () => {
    const image = new Image();
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = reject;
      image.src = '/api/track/Track?landing=%2F';
    });
    expect(image.naturalWidth).to.equal(1);
  });
});

describe('census calls (visitor §7)', () => {
  it('RecordHit records the event, the parsed data and ss_cvr', async () => {
    const body = new URLSearchParams({ event: 'pageview', data: '{"pagePath":"/a"}', ss_cvr: 'v|1|2|3|1' });
    expect((await post('/api/census/RecordHit', body)).status).to.equal(204);
    const entry = await onlyEntry('/api/census/RecordHit');
    expect(entry.outcome).to.deep.equal({ event: 'pageview', data: { pagePath: '/a' } });
    expect(entry.body).to.include({ ss_cvr: 'v|1|2|3|1' });
  });

  it('RecordHit answers 400 when data is not JSON', async () => {
    expect((await post('/api/census/RecordHit', new URLSearchParams({ event: 'e', data: '{' }))).status).to.equal(400);
  });

  it('button-click, button-render, form-render and overlay answer 204 and record their fields', async () => {
    const button = { id: 'b1', buttonText: 'Buy', clickthroughUrl: '/shop', alignment: 'center', size: 'medium',
      newWindow: 'false', context: 'block', visitorCookie: 'v' };
    for (const path of ['/api/census/button-click', '/api/census/button-render']) {
      expect((await post(path, new URLSearchParams(button))).status).to.equal(204);
      expect((await onlyEntry(path)).body).to.deep.equal(button);
    }
    expect((await post('/api/census/form-render', new URLSearchParams({ formId: 'f', visitorCookie: 'v' }))).status).to.equal(204);
    expect((await onlyEntry('/api/census/form-render')).body).to.deep.equal({ formId: 'f', visitorCookie: 'v' });
    expect((await post('/api/census/overlay')).status).to.equal(204);
    expect(await readLog('/api/census/*')).to.have.length(4);
  });

  it('RecordQuickView/{id} records the id', async () => {
    expect((await post('/api/census/RecordQuickView/item-42')).status).to.equal(204);
    expect((await onlyEntry('/api/census/RecordQuickView/item-42')).outcome).to.deep.equal({ id: 'item-42' });
    expect((await post('/api/census/RecordQuickView/')).status).to.equal(404);
  });
});
