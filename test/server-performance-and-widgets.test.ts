// The local API server (demo/server/, helpers in test/support/api.ts): performance settings and records, widget
// rendering, logout, and the /api paths it lacks.
import { expect } from '@open-wc/testing';
import { post, onlyEntry, cookie, resetServerAfterEach } from './support/api.ts';

resetServerAfterEach();

describe('performance: /api/1/performance/settings and /records (visitor §7)', () => {
  it('settings answer a pageLoadId', async () => {
    const response = await fetch('/api/1/performance/settings');
    expect(response.status).to.equal(200);
    const { pageLoadId } = await response.json();
    expect(pageLoadId).to.match(/^[0-9a-f-]{36}$/);
  });

  it('records take a JSON array sent as text/plain and answer 204', async () => {
    const records = [{ app: 'site', data: { ms: 12 }, event: 'page_speed', pageLoadId: 'p', timestamp: 1 }];
    const response = await post('/api/1/performance/records', JSON.stringify(records), { 'content-type': 'text/plain' });
    expect(response.status).to.equal(204);
    const entry = await onlyEntry('/api/1/performance/records');
    expect(entry.body).to.deep.equal(records);
    expect(entry.outcome).to.deep.equal({ events: ['page_speed'] });
  });

  it('records answer 400 to anything but an array of records', async () => {
    expect((await post('/api/1/performance/records', 'oops', { 'content-type': 'text/plain' })).status).to.equal(400);
  });
});

describe('POST /api/widget/GetWidgetRendering (visitor §7)', () => {
  const widgetHtml = async (fields: Record<string, string>) => {
    const response = await post('/api/widget/GetWidgetRendering', new URLSearchParams(fields));
    expect(response.status).to.equal(200);
    const { html } = await response.json();
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };

  it('renders an event summary of the collection, escaping the echoed values', async () => {
    const content = await widgetHtml({
      widgetJSON: JSON.stringify({ type: 'event-summary', id: 'w1', value: 'x' }),
      collectionId: '<img src=x onerror=alert(1)>',
    });
    expect(content.querySelector('img')).to.equal(null);
    expect(content.querySelectorAll('li')).to.have.length(3);
    expect(content.querySelector('p')!.textContent).to.contain('<img src=x onerror=alert(1)>');
  });

  it('renders other widgets from type, id and value, escaped', async () => {
    const content = await widgetHtml({ widgetJSON: JSON.stringify({ type: 'text', id: 'w2', value: '<b>bold</b>' }) });
    expect(content.querySelector('b')).to.equal(null);
    expect(content.querySelector('[data-widget-id="w2"] p')!.textContent).to.equal('<b>bold</b>');
  });

  it('answers 400 without a parsable widgetJSON, or an event summary without collectionId', async () => {
    const bodies: Record<string, string>[] = [{}, { widgetJSON: '{' }, { widgetJSON: '{"type":"event-summary","id":"w"}' }];
    for (const fields of bodies) {
      const response = await post('/api/widget/GetWidgetRendering', new URLSearchParams(fields));
      expect(response.status).to.equal(400);
      expect((await response.json()).error).to.be.a('string');
    }
  });
});

describe('POST /api/auth/Logout (visitor §7)', () => {
  it('clears the session cookie and answers { success: true }', async () => {
    document.cookie = 'sq_session=owner; Path=/';
    const response = await post('/api/auth/Logout');
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ success: true });
    expect(cookie('sq_session')).to.equal(undefined);
    expect((await onlyEntry('/api/auth/Logout')).outcome).to.deep.equal({ hadSession: true });
  });
});

describe('paths the API owns but does not implement', () => {
  it('answers 404 for an unknown /api call and 405 for a wrong method, and logs them', async () => {
    const unknown = await fetch('/api/commerce/nothing-here');
    expect(unknown.status).to.equal(404);
    expect(await unknown.json()).to.deep.equal({ error: 'Not found' });
    expect((await onlyEntry('/api/commerce/nothing-here')).kind).to.equal('unknown');
    const wrongMethod = await fetch('/api/form/SaveFormSubmission');
    expect(wrongMethod.status).to.equal(405);
    expect(wrongMethod.headers.get('allow')).to.equal('POST');
  });
});
