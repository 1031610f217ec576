import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqFormElement, type SqFormFailureEvent } from '../elements/sq-form.ts';
import { captureLogs } from './support/logs.ts';
import { definition, fillRequired, form, input, submit, type } from './support/form-element.ts';
import { onlyEntry, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { dangerIn, resetXss, XSS_PAYLOADS, xssRan } from './support/xss-payloads.ts';

define('sq-form', SqFormElement);
resetServerAfterEach();
// The form's styles are in sq.css, which every page has (sq.js links it when the template did not).
before(() => new Promise((resolve) => {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/runtime/styles/sq.css', onload: resolve }));
}));


describe('<sq-form>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('renders every field type of reference §3.8 with a label, and is accessible', async () => {
    const el = await form();
    for (const name of ['name.first', 'email', 'website', 'phone.country', 'address.zip', 'budget', 'guests', 'date.month',
      'time.hour', 'code', 'handle', 'topic', 'contact', 'extras', 'survey.0', 'message']) {
      expect(input(el, name) !== null, `a control named ${name}`).to.equal(true);
    }
    expect(el.querySelector('[name="source"]') === null, 'hidden fields render nothing').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('keeps what the visitor typed into the server-rendered form before it upgraded', async () => {
    const el = await form({}, '<form><input name="email" value="typed@example.com"></form>');
    expect(input(el, 'email').value).to.equal('typed@example.com');
  });

  it("shows the textarea counter 'n / max' and marks it past the maximum", async () => {
    const el = await form();
    type(el, 'message', 'x'.repeat(21));
    await waitUntil(() => el.querySelector('.sq-form__counter')?.textContent === '21 / 20');
    expect(el.querySelector('.sq-form__counter--over') !== null).to.equal(true);
  });

  // The counter is read with the field when it takes focus, not spoken at every key (a live region would).
  it('describes the textarea by its counter, which is not a live region', async () => {
    const el = await form();
    const area = el.querySelector<HTMLTextAreaElement>('textarea')!;
    const counter = el.querySelector('.sq-form__counter')!;
    expect(area.getAttribute('aria-describedby')!.split(' ')).to.include(counter.id);
    type(el, 'message', 'x'.repeat(21));
    await waitUntil(() => counter.textContent === '21 / 20');
    expect(counter.closest('[aria-live], [role=status], [role=alert]'), 'not live').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it("refuses an invalid form: 'One or more fields is invalid…', fields marked, focus on the first", async () => {
    const el = await form();
    setTimeout(() => submit(el));
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.message).to.equal('One or more fields is invalid, please check your entries.');
    await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === event.message);
    expect(Object.keys(event.errors)).to.include.members(['name', 'email']);
    await waitUntil(() => document.activeElement === input(el, 'name.first'), 'focus on the first invalid field');
    expect(input(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect((await readLog('/api/form/FormSubmissionKey')).length).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it("sends a valid form, shows 'Submitting…' while it goes, then the post-submit message", async () => {
    await setSwitch({ route: '/api/form/SaveFormSubmission', delayMs: 300, times: 1 });
    const el = await form();
    fillRequired(el);
    type(el, 'code', 'secret');
    await whenRendered();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__submit')?.textContent === 'Submitting…');
    submit(el); // a second submit while submitting is ignored
    await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'success', { timeout: 5000 });
    expect(el.querySelector('.sq-form__success')!.textContent).to.equal('Thank you!');
    const saves = await readLog('/api/form/SaveFormSubmission');
    expect(saves).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it("marks the fields the server refuses (message before the field's title), says 'Please scroll down to review.' above the fields, keeps every value", async () => {
    const el = await form();
    fillRequired(el);
    type(el, 'email', 'invalid@example.com');
    await whenRendered();
    setTimeout(() => submit(el));
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.errors.email).to.equal('Email is not valid. Email addresses should follow the format user@domain.com.');
    await waitUntil(() => el.querySelector('.sq-form__error')?.textContent === event.errors.email);
    expect(event.message).to.equal('Your form has encountered a problem. Please scroll down to review.');
    const general = el.querySelector('.sq-form__message')!;
    expect(general.textContent).to.equal('Your form has encountered a problem. Please scroll down to review.');
    expect(el.querySelectorAll('.sq-form__message').length, 'one message region').to.equal(1);
    const before = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const titles = [...el.querySelectorAll('.sq-form__title')];
    expect(before(general, titles[0]!), 'the general message precedes the first field title').to.equal(true);
    const emailField = el.querySelector('.sq-form__field--error')!;
    const fieldError = emailField.querySelector('.sq-form__error')!;
    expect(before(fieldError, emailField.querySelector('.sq-form__title')!), "the field's message precedes its title").to.equal(true);
    expect(emailField.querySelector('.sq-form__title')!.textContent).to.match(/^Email/);
    expect(before(emailField, general), 'not under the fields').to.equal(false);
    expect(input(el, 'name.first').value).to.equal('Ada');
    expect(el.querySelector<HTMLFieldSetElement>('.sq-form__body')!.disabled).to.equal(false);
  });

  it("refuses a US address whose zip is not 5 digits ('ZIP Code must be exactly 5 digits.'), from the country typed, with no flag in the form JSON", async () => {
    const el = await form();
    fillRequired(el);
    type(el, 'address.country', 'United States');
    type(el, 'address.zip', '1234');
    await whenRendered();
    setTimeout(() => submit(el));
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.errors).to.deep.equal({ address: 'ZIP Code must be exactly 5 digits.' });
    await waitUntil(() => el.querySelector('.sq-form__field--address .sq-form__error')?.textContent === 'ZIP Code must be exactly 5 digits.');
    expect((await readLog('/api/form/SaveFormSubmission')).length, 'nothing sent').to.equal(0);

    type(el, 'address.country', 'United Kingdom');
    type(el, 'address.zip', 'SW1Y 4LE');
    await whenRendered();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'a UK postcode goes through', { timeout: 5000 });
  });

  it("sends the intra-page fields with the submission, permission type included (the context's permissionType)", async () => {
    const win = window as unknown as { SQ_CONTEXT?: unknown };
    win.SQ_CONTEXT = { collection: { id: 'col-42' }, permissionType: 3 };
    try {
      const el = await form();
      fillRequired(el);
      await whenRendered();
      submit(el);
      await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'sent', { timeout: 5000 });
      const body = (await onlyEntry('/api/form/SaveFormSubmission')).body as Record<string, string>;
      expect(body).to.include({ pageId: 'col-42', contentSource: 'c', pagePath: location.pathname, pageTitle: document.title, permissionType: '3' });
    } finally {
      delete win.SQ_CONTEXT;
    }
  });

  it('scrolls the first field in error into view, 30 px below the top (visitor §9 scroll-into-view offset), and focuses it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // the smooth scroll becomes a jump: nothing to time
    try {
      const json = JSON.stringify(definition()).replace(/'/g, '&#39;');
      const page = await fixture<HTMLElement>(`<div><div style="height:1500px"></div><sq-form form-json='${json}'><form></form></sq-form><div style="height:3000px"></div></div>`);
      await whenRendered();
      const el = page.querySelector('sq-form')!;
      window.scrollTo(0, document.documentElement.scrollHeight); // the visitor is down at the button
      setTimeout(() => submit(el));
      await oneEvent(el, 'sq-form-failure');
      const field = el.querySelector<HTMLElement>('.sq-form__field--name')!;
      await waitUntil(() => Math.round(field.getBoundingClientRect().top) === 30, 'the name field 30 px below the top');
      expect(field.contains(document.activeElement), 'focus in the field').to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
      window.scrollTo(0, 0);
    }
  });

  for (const [status, message] of [
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ] as const) {
    it(`shows the ${status} message, unlocks and keeps the values`, async () => {
      await setSwitch({ route: '/api/form/SaveFormSubmission', status, times: 1 });
      const el = await form();
      fillRequired(el);
      await whenRendered();
      submit(el);
      await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === message, `the ${status} message`, { timeout: 5000 });
      expect(input(el, 'email').value).to.equal('ada@example.com');
      expect(el.querySelector<HTMLFieldSetElement>('.sq-form__body')!.disabled).to.equal(false);
    });
  }

  it("renders the post-submit HTML sanitised: no script or handler runs", async () => {
    const flag = window as unknown as { __sqFormXss?: boolean };
    delete flag.__sqFormXss;
    const el = await form({
      postSubmitMessage: undefined,
      postSubmitHtml: '<p><b>Thanks</b><img src="data:," onload="window.__sqFormXss=true"><script>window.__sqFormXss=true</script></p>',
    });
    fillRequired(el);
    await whenRendered();
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__success b')?.textContent === 'Thanks', 'the owner\'s HTML', { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flag.__sqFormXss).to.equal(undefined);
    expect(el.querySelector('.sq-form__success script') === null).to.equal(true);
  });

  it('shows every server string as text: 60+ XSS payloads as field errors and as data.error', async function () {
    this.timeout(120000); // two real submissions per payload
    resetXss();
    const el = await form();
    fillRequired(el);
    await whenRendered();
    for (const payload of XSS_PAYLOADS) {
      await setSwitch({ route: '/api/form/SaveFormSubmission', status: 400, body: { errors: { email: payload } }, times: 1 });
      submit(el);
      await waitUntil(() => el.querySelector('.sq-form__error')?.textContent === payload, 'the payload as text', { timeout: 5000 });
      await setSwitch({ route: '/api/form/SaveFormSubmission', status: 400, body: { error: payload }, times: 1 });
      submit(el);
      await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === payload, 'data.error as text', { timeout: 5000 });
    }
    expect(XSS_PAYLOADS.length).to.be.at.least(60);
    expect(xssRan(), 'no payload ran').to.equal(false);
    expect(dangerIn(el)).to.deep.equal([]);
  });

  it('newsletter: stacked under 320 px; a server field error marks the field and adds no general message', async () => {
    const json = JSON.stringify({ id: 'news', submitButtonText: 'Sign up', newsletter: true, postSubmitMessage: 'Thanks',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] });
    const wrapper = await fixture<HTMLElement>(`<div style="width:300px"><sq-form form-json='${json}'><form></form></sq-form></div>`);
    await whenRendered();
    const el = wrapper.querySelector('sq-form')!;
    await waitUntil(() => el.querySelector('form.sq-form--newsletter[data-state]') !== null, 'the view');
    const fieldBox = el.querySelector('.sq-form__field')!.getBoundingClientRect();
    expect(el.querySelector('.sq-form__submit')!.getBoundingClientRect().top, 'the button under the field').to.be.at.least(fieldBox.bottom);
    type(el, 'email', 'invalid@example.com');
    await whenRendered();
    setTimeout(() => submit(el));
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.errors.email).to.equal('Email is not valid. Email addresses should follow the format user@domain.com.');
    expect(event.message).to.equal('');
    await waitUntil(() => el.querySelector('.sq-form__error')?.textContent === event.errors.email, 'the field marked');
    expect(el.querySelector('.sq-form__message')!.textContent, 'neither scroll message nor "One or more fields is invalid"').to.equal('');
    await expect(el).to.be.accessible();
  });

  it('leaves the server-rendered form as it is when the form JSON does not parse', async () => {
    const el = await fixture<HTMLElement>(`<sq-form form-json='{"id": '><form><input name="email" aria-label="Email"></form></sq-form>`);
    await whenRendered();
    // The parser's message, then the form's own (visitor §8: 'Could not render form' when the form render fails).
    const [parser, ...rest] = logs.messages();
    expect(parser).to.match(/^Expected JSON for <sq-form form-json> but .* found\.$/);
    expect(rest).to.deep.equal(['Could not render form']);
    expect(el.querySelector('input[name="email"]') !== null).to.equal(true);
  });
});
