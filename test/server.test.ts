// The local API server (demo/server/), served on the tests' own origin by the koa middleware of
// web-test-runner.config.mjs: every call of visitor spec section 7, the section-8 error bodies, the
// crumb rule, the request log, the switches, the inspector and the fake external scripts.
import { expect } from '@open-wc/testing';

interface LogEntry {
  seq: number;
  time: number;
  kind: string;
  route: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  bodyError?: string;
  raw?: string;
  status?: number;
  forced?: Record<string, unknown>;
  outcome?: Record<string, unknown>;
}

const FORM_ERRORS = {
  badKey: 'Error processing form submission. Please reload and try again.',
  unknown: 'Unknown error, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  invalidEmail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  tooLong: 'You have exceeded the character limit.',
  captcha: 'Complete CAPTCHA before submitting.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
};

const post = (url: string, body?: BodyInit, headers?: HeadersInit) =>
  fetch(url, { method: 'POST', body: body ?? null, headers: headers ?? {} });

const postJson = (url: string, value: unknown, headers: Record<string, string> = {}) =>
  post(url, JSON.stringify(value), { 'content-type': 'application/json', ...headers });

async function setSwitch(spec: Record<string, unknown>) {
  const response = await postJson('/__sq/switches', spec);
  expect(response.status, 'switch accepted').to.equal(201);
}

async function readLog(route: string, since?: number): Promise<LogEntry[]> {
  const query = new URLSearchParams({ route, ...(since === undefined ? {} : { since: String(since) }) });
  return (await fetch(`/__sq/log?${query}`)).json();
}

/** The single recorded request for a route (fails when there is not exactly one). */
async function onlyEntry(route: string): Promise<LogEntry> {
  const entries = await readLog(route);
  expect(entries, `log of ${route}`).to.have.length(1);
  return entries[0]!;
}

/** Beacons arrive on their own schedule: ask the log a few times. */
async function waitForEntry(route: string): Promise<LogEntry> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [entry] = await readLog(route);
    if (entry?.status !== undefined) return entry;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no request to ${route} was recorded`);
}

function cookie(name: string): string | undefined {
  return document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function formKey(): Promise<string> {
  const data = await (await post('/api/form/FormSubmissionKey')).json();
  return data.key;
}

async function submitForm(fields: Record<string, unknown>, overrides: Record<string, string> = {}) {
  const body = new URLSearchParams({
    key: await formKey(), formId: 'contact-form', collectionId: 'c1', objectName: 'block-1',
    isOverlayForm: 'false', submitButtonText: 'Send', form: JSON.stringify(fields),
    pageTitle: 'Contact', pageId: 'p1', contentSource: 'c', pagePath: '/contact', ...overrides,
  });
  return post('/api/form/SaveFormSubmission', body);
}

afterEach(async () => {
  await fetch('/__sq/switches', { method: 'DELETE' });
  await fetch('/__sq/log', { method: 'DELETE' });
});

describe('POST /api/form/FormSubmissionKey (visitor §7)', () => {
  it('answers a fresh key as data.key', async () => {
    const response = await post('/api/form/FormSubmissionKey');
    expect(response.status).to.equal(200);
    const { key } = await response.json();
    expect(key).to.be.a('string').and.not.equal('');
    expect((await onlyEntry('/api/form/FormSubmissionKey')).outcome).to.deep.equal({ key });
    expect(await formKey()).not.to.equal(key);
  });
});

describe('POST /api/form/SaveFormSubmission (visitor §7, §8 "Form")', () => {
  it('accepts a valid form-encoded submission and records it', async () => {
    const response = await submitForm({ 'name-1': ['Ada', 'Lovelace'], 'email-2': 'ada@example.com' });
    expect(response.status).to.equal(200);
    const data = await response.json();
    expect(data.success).to.equal(true);
    expect(data.submissionId).to.be.a('string');
    const entry = await onlyEntry('/api/form/SaveFormSubmission');
    expect(entry.kind).to.equal('form-submissions');
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.body).to.include({ formId: 'contact-form', pagePath: '/contact', contentSource: 'c' });
    expect(entry.outcome).to.deep.equal({
      submissionId: data.submissionId, formId: 'contact-form',
      fields: { 'name-1': ['Ada', 'Lovelace'], 'email-2': 'ada@example.com' },
    });
  });

  it('accepts the same fields as a JSON body', async () => {
    const response = await postJson('/api/form/SaveFormSubmission',
      { key: await formKey(), formId: 'f', form: JSON.stringify({ a: 'b' }) });
    expect(response.status).to.equal(200);
  });

  it('spends a key on success: the second use is refused', async () => {
    const key = await formKey();
    const send = () => post('/api/form/SaveFormSubmission',
      new URLSearchParams({ key, formId: 'f', form: '{}' }));
    expect((await send()).status).to.equal(200);
    const again = await send();
    expect(again.status).to.equal(400);
    expect(await again.json()).to.deep.equal({ error: FORM_ERRORS.badKey });
  });

  it('refuses a missing or unknown key with 400 and "Error processing form submission…"', async () => {
    const bodies: Record<string, string>[] = [{ formId: 'f', form: '{}' }, { key: 'never-issued', formId: 'f', form: '{}' }];
    for (const fields of bodies) {
      const response = await post('/api/form/SaveFormSubmission', new URLSearchParams(fields));
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ error: FORM_ERRORS.badKey });
    }
  });

  it('answers 404 "This form has not been configured yet." for an unconfigured form', async () => {
    const response = await submitForm({}, { formId: 'unconfigured' });
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({ error: FORM_ERRORS.notConfigured });
  });

  it('answers 404 for a form registered as unconfigured, until the switches are cleared', async () => {
    expect((await postJson('/__sq/unconfigured-forms', { formId: 'newsletter-9' })).status).to.equal(201);
    expect((await submitForm({}, { formId: 'newsletter-9' })).status).to.equal(404);
    await fetch('/__sq/switches', { method: 'DELETE' });
    expect((await submitForm({}, { formId: 'newsletter-9' })).status).to.equal(200);
  });

  it('answers 400 "Could not parse the form fields…" when form is not a JSON object', async () => {
    for (const form of ['{"broken":', '[1,2]']) {
      const response = await submitForm({}, { form });
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ error: FORM_ERRORS.unparsable });
    }
  });

  it('answers 400 with an errors map for a value containing "invalid@", keyed by field id', async () => {
    const response = await submitForm({ 'email-2': 'someone-invalid@example', 'text-3': 'fine' });
    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({ errors: { 'email-2': FORM_ERRORS.invalidEmail } });
  });

  it('finds the rule inside compound values (name parts, address)', async () => {
    const response = await submitForm({ 'name-1': ['Ada', 'invalid@'], 'address-4': { line1: 'invalid@ street' } });
    expect(await response.json()).to.deep.equal({
      errors: { 'name-1': FORM_ERRORS.invalidEmail, 'address-4': FORM_ERRORS.invalidEmail },
    });
  });

  it('flags a value over 4000 characters with "You have exceeded the character limit."', async () => {
    const response = await submitForm({ 'textarea-5': 'x'.repeat(4001), 'text-6': 'x'.repeat(4000) });
    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({ errors: { 'textarea-5': FORM_ERRORS.tooLong } });
  });

  it('keeps the key usable after a refusal, so the corrected form can be sent', async () => {
    const key = await formKey();
    const send = (email: string) => post('/api/form/SaveFormSubmission',
      new URLSearchParams({ key, formId: 'f', form: JSON.stringify({ email }) }));
    expect((await send('x-invalid@y')).status).to.equal(400);
    expect((await send('x@y.com')).status).to.equal(200);
  });

  it('answers 400 with data.error for "#unknown-error" and for captchaKey "invalid"', async () => {
    const unknown = await submitForm({ 'text-1': 'please #unknown-error' });
    expect(unknown.status).to.equal(400);
    expect(await unknown.json()).to.deep.equal({ error: FORM_ERRORS.unknown });
    const captcha = await submitForm({}, { captchaKey: 'invalid' });
    expect(captcha.status).to.equal(400);
    expect(await captcha.json()).to.deep.equal({ error: FORM_ERRORS.captcha });
  });
});

describe('the crumb (CSRF) rule', () => {
  it('is set by the test page load, readable by scripts', () => {
    expect(cookie('crumb')).to.be.a('string').and.not.equal('');
  });

  it('is set by a page GET when absent, and kept when present', async () => {
    document.cookie = 'crumb=; Max-Age=0; Path=/';
    expect(cookie('crumb')).to.equal(undefined);
    await fetch('/docs/spec/README.md', { headers: { accept: 'text/html' } });
    const crumb = cookie('crumb');
    expect(crumb).to.be.a('string').and.not.equal('');
    await fetch('/docs/spec/README.md', { headers: { accept: 'text/html' } });
    expect(cookie('crumb')).to.equal(crumb);
  });

  it('GET /api/crumb answers the current crumb, or sets one', async () => {
    expect(await (await fetch('/api/crumb')).json()).to.deep.equal({ crumb: cookie('crumb') });
    document.cookie = 'crumb=; Max-Age=0; Path=/';
    const { crumb } = await (await fetch('/api/crumb')).json();
    expect(crumb).to.be.a('string').and.equal(cookie('crumb'));
  });

  it('accepts RecordJavascriptErrors with X-CSRF-Token equal to the crumb cookie', async () => {
    const events = [{ event: 'error', data: { message: 'boom' }, timestamp: 1 }];
    const response = await postJson('/api/events/RecordJavascriptErrors', events, { 'X-CSRF-Token': cookie('crumb')! });
    expect(response.status).to.equal(204);
    const entry = await onlyEntry('/api/events/RecordJavascriptErrors');
    expect(entry.kind).to.equal('errors');
    expect(entry.headers['x-csrf-token']).to.equal(cookie('crumb'));
    expect(entry.headers.cookie).to.contain(`crumb=${cookie('crumb')}`);
    expect(entry.body).to.deep.equal(events);
  });

  it('refuses a missing or wrong token with 401 crumbFail and sets the new crumb', async () => {
    const tries: Record<string, string>[] = [{}, { 'X-CSRF-Token': 'stale' }];
    for (const headers of tries) {
      const before = cookie('crumb');
      const response = await postJson('/api/events/RecordJavascriptErrors', [], headers);
      expect(response.status).to.equal(401);
      const data = await response.json();
      expect(data.crumbFail).to.equal(true);
      expect(data.crumb).to.be.a('string').and.not.equal(before);
      expect(cookie('crumb')).to.equal(data.crumb);
    }
  });

  it('takes the crumb from the form body of RecordEvent, and refuses it without', async () => {
    const fields = { event: 'click', data: '{}' };
    const refused = await post('/api/events/RecordEvent', new URLSearchParams(fields));
    expect(refused.status).to.equal(401);
    const accepted = await post('/api/events/RecordEvent', new URLSearchParams({ ...fields, crumb: cookie('crumb')! }));
    expect(accepted.status).to.equal(204);
  });
});

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
    expect(error).to.be.instanceOf(SyntaxError);
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
    let error: unknown;
    try {
      await fetch('/api/1/performance/settings');
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(TypeError);
    expect((await onlyEntry('/api/1/performance/settings')).status).to.equal(0);
  });

  it('networkError with times 1 fails exactly one fetch, also on a reused connection', async () => {
    await fetch('/api/1/performance/settings'); // leaves a keep-alive connection that Chrome reuses
    await setSwitch({ route: '/api/1/performance/settings', networkError: true, times: 1 });
    let error: unknown;
    try {
      await fetch('/api/1/performance/settings');
    } catch (caught) {
      error = caught;
    }
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

describe('the inspector (GET /__sq/inspector)', () => {
  it('lists form submissions with every value escaped', async () => {
    await submitForm({ 'text-1': '<script>window.inspectorHacked = true</script>' });
    const response = await fetch('/__sq/inspector');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('text/html');
    const html = await response.text();
    expect(html.toLowerCase()).not.to.contain('<script');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('script')).to.equal(null);
    expect(page.querySelector('#form-submissions')!.textContent).to.contain('<script>window.inspectorHacked = true</script>');
  });

  it('shows the newest first', async () => {
    await post('/api/census/overlay?n=1');
    await post('/api/census/overlay?n=2');
    const page = new DOMParser().parseFromString(await (await fetch('/__sq/inspector')).text(), 'text/html');
    const rows = [...page.querySelectorAll('#beacons tbody tr')].map((row) => row.textContent ?? '');
    expect(rows).to.have.length(2);
    expect(rows[0]).to.contain('"n": "2"');
  });
});

describe('fake external scripts (/__fake/maps.js, /__fake/follow-widget.js)', () => {
  const globals = window as unknown as Record<string, unknown>;
  afterEach(() => {
    for (const name of ['__sqFakeMaps', '__sqFakeFollowWidget', 'sqTestCallbacks']) delete globals[name];
  });

  const loadScript = (src: string) => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
    script.remove();
  });

  it('set their global and call the callback named in the query', async () => {
    const calls: string[] = [];
    globals.sqTestCallbacks = { maps: () => calls.push('maps'), follow: () => calls.push('follow') };
    await loadScript('/__fake/maps.js?callback=sqTestCallbacks.maps&key=k1&v=3&language=fr');
    await loadScript('/__fake/follow-widget.js?callback=sqTestCallbacks.follow&username=ada');
    expect(calls).to.deep.equal(['maps', 'follow']);
    expect(globals.__sqFakeMaps).to.deep.equal({
      loads: 1, query: { callback: 'sqTestCallbacks.maps', key: 'k1', v: '3', language: 'fr' },
    });
    expect((globals.__sqFakeFollowWidget as { query: unknown }).query).to.include({ username: 'ada' });
    expect((await readLog('/__fake/*')).map((entry) => entry.status)).to.deep.equal([200, 200]);
  });

  it('never evaluate the callback parameter', async () => {
    await loadScript(`/__fake/maps.js?callback=${encodeURIComponent('alert(1);window.sqHacked=1')}`);
    expect(globals.sqHacked).to.equal(undefined);
    expect((globals.__sqFakeMaps as { loads: number }).loads).to.equal(1);
  });
});

describe('requests the API does not own', () => {
  it('fall through to the static files (GET /docs/spec/README.md)', async () => {
    const response = await fetch('/docs/spec/README.md');
    expect(response.status).to.equal(200);
    expect(await response.text()).to.contain('# The specification');
  });
});
