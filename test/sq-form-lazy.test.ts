// <sq-form>'s lazy chunks (react-core/form/lazy-code.ts): the submission code is fetched on the form's
// first focus or input, not before; the captcha adapter only for a form with a captcha; a chunk that
// cannot load gives the spec's message and keeps every entry (visitor §8 "Form").
import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { FORM_CHUNKS } from '../react-core/form/lazy-code.ts';
import { SqFormElement, type SqFormFailureEvent } from '../elements/sq-form.ts';
import { captureLogs } from './support/logs.ts';
import { readLog, resetServerAfterEach } from './support/api.ts';

define('sq-form', SqFormElement);
resetServerAfterEach();

const PROCESSING_ERROR = 'Error processing form submission. Please reload and try again.';
const original = { ...FORM_CHUNKS };
/** A chunk URL the test server does not have: a real failed dynamic import. */
const missingChunk = () => import(/* @vite-ignore */ `/react-core/form/no-such-chunk.ts?${Math.random()}`);

/** Counts the imports of each chunk while a test runs. */
function watchChunks() {
  const calls = { submission: 0, captcha: 0 };
  FORM_CHUNKS.submission = () => { calls.submission += 1; return original.submission(); };
  FORM_CHUNKS.captcha = () => { calls.captcha += 1; return original.captcha(); };
  return calls;
}

async function form(extra: Record<string, unknown> = {}, attributes = '') {
  const json = JSON.stringify({
    id: 'lazy-form', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send', postSubmitMessage: 'Thanks',
    fields: [{ id: 'email', type: 'email', title: 'Email', required: true }, { id: 'note', type: 'text', title: 'Note' }], ...extra,
  });
  const el = await fixture<HTMLElement>(`<sq-form ${attributes} form-json='${json}'><form></form></sq-form>`);
  await whenRendered();
  return el;
}
const input = (el: Element, name: string) => el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
function type(el: Element, name: string, value: string) {
  const target = input(el, name);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}
const submit = (el: Element) => el.querySelector<HTMLButtonElement>('.sq-form__submit')!.click();

describe('<sq-form> lazy code', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => {
    logs.stop();
    Object.assign(FORM_CHUNKS, original);
  });

  it('fetches the submission code on the first focus, once, and no captcha code for a form without one', async () => {
    const calls = watchChunks();
    const el = await form();
    expect(calls).to.deep.equal({ submission: 0, captcha: 0 });
    input(el, 'email').focus();
    expect(calls.submission).to.equal(1);
    input(el, 'note').focus();
    type(el, 'note', 'hello');
    expect(calls.submission, 'later focus and input do not fetch again').to.equal(1);
    type(el, 'email', 'ada@example.com');
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'sent', { timeout: 5000 });
    expect(calls.captcha).to.equal(0);
  });

  it('fetches the submission code on submit when the visitor never focused a field', async () => {
    const calls = watchChunks();
    const el = await form();
    setTimeout(() => el.querySelector('form')!.requestSubmit());
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.message).to.equal('One or more fields is invalid, please check your entries.');
    expect(calls.submission).to.equal(1);
  });

  it('fetches the captcha code when a form with a captcha renders', async () => {
    const calls = watchChunks();
    const el = await form({ captcha: true }, 'captcha-script="/__fake/captcha.js" captcha-global="__sqFakeCaptcha"');
    await waitUntil(() => calls.captcha === 1, 'the captcha chunk requested');
    await waitUntil(() => el.querySelector('.sq-form__captcha button'), 'the captcha rendered', { timeout: 5000 });
    expect(calls.submission).to.equal(0);
  });

  it("shows 'Error processing form submission…' when the submission code cannot load, keeps every entry, and sends once it can", async () => {
    FORM_CHUNKS.submission = missingChunk;
    const el = await form();
    type(el, 'email', 'ada@example.com');
    type(el, 'note', 'kept');
    setTimeout(() => submit(el));
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.message).to.equal(PROCESSING_ERROR);
    expect(event.errors).to.deep.equal({});
    await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === PROCESSING_ERROR);
    expect(input(el, 'email').value).to.equal('ada@example.com');
    expect(input(el, 'note').value).to.equal('kept');
    expect(el.querySelector<HTMLFieldSetElement>('.sq-form__body')!.disabled).to.equal(false);
    expect(logs.messages()).to.include('Sq: the code for <sq-form> could not be loaded.');
    expect(await readLog('/api/form/FormSubmissionKey')).to.have.length(0);

    Object.assign(FORM_CHUNKS, original); // the network is back
    submit(el);
    await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'sent on the next submit', { timeout: 5000 });
    expect(await readLog('/api/form/SaveFormSubmission')).to.have.length(1);
  });

  it("logs 'Could not render form' when the captcha code cannot load, and asks for the captcha on submit", async () => {
    FORM_CHUNKS.captcha = missingChunk;
    const el = await form({ captcha: true }, 'captcha-script="/__fake/captcha.js" captcha-global="__sqFakeCaptcha"');
    await waitUntil(() => logs.messages().includes('Could not render form'), 'the render failure logged');
    type(el, 'email', 'ada@example.com');
    setTimeout(() => submit(el));
    const event = await oneEvent(el, 'sq-form-failure') as unknown as SqFormFailureEvent;
    expect(event.message).to.equal('Complete CAPTCHA before submitting.');
    expect(await readLog('/api/form/FormSubmissionKey')).to.have.length(0);
  });
});
