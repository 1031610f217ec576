// A captcha script that never loads (issue 20, point 2), through <sq-form>: the provider script hangs
// (the loader's time-out, run on the page clock) or fails (a network error, an error status), or loads
// without the provider. Each ends with the spec's log line (visitor §8 "Form": 'Could not render form'
// when the captcha render fails; reference §8: 'ReCaptcha has not been set up!' when the captcha is
// missing), the form usable and what the visitor typed kept; a submit says 'Complete CAPTCHA before
// submitting.' (§5) and tries the captcha again, which renders once the script answers (a script that
// did load but defined no provider is not fetched again: the retry says it is missing again).
// 1 row x 11 faults = 11 cells (+ the retry).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../catalog/chunks.ts';
import { FORM_MESSAGES } from '../../catalog/messages/form.ts';
import { SqFormElement } from '../../elements/sq-form.ts';
import { FAKE_CAPTCHA } from '../../react-core/form/captcha.ts';
import { whenRendered } from '../../react-core/portal-root.tsx';
import { define } from '../../runtime/define.ts';
import { readLog } from '../support/api.ts';
import { matrix, type Cell, type Fault, type Row } from '../support/fault-matrix.ts';

define('sq-form', SqFormElement);

const DEFINITION = {
  id: 'form-captcha-matrix', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send',
  captcha: true, fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
};
let serial = 0;

function type(el: Element, name: string, value: string) {
  const target = el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What the spec has logged for each way the script fails; null: the captcha renders. */
const LOGGED: Record<Fault, string | null> = {
  400: FORM_MESSAGES.renderFailed, 401: FORM_MESSAGES.renderFailed, 403: FORM_MESSAGES.renderFailed,
  404: FORM_MESSAGES.renderFailed, 429: FORM_MESSAGES.renderFailed, 500: FORM_MESSAGES.renderFailed,
  503: FORM_MESSAGES.renderFailed, hung: FORM_MESSAGES.renderFailed, network: FORM_MESSAGES.renderFailed,
  // The script ran (empty, or JSON that is not a script) and defined no provider.
  empty: FORM_MESSAGES.captchaMissing, malformed: FORM_MESSAGES.captchaMissing,
};

async function run(cell: Cell) {
  const url = `${FAKE_CAPTCHA.scriptUrl}?matrix=${++serial}`;
  const el = await fixture<HTMLElement>(
    `<sq-form captcha-script="${url}" captcha-global="${FAKE_CAPTCHA.globalName}" form-json='${JSON.stringify(DEFINITION)}'><form></form></sq-form>`);
  await whenRendered();
  type(el, 'email', 'ada@example.com');
  await waitUntil(async () => (await readLog(FAKE_CAPTCHA.scriptUrl)).length >= 1, 'the script requested', { timeout: 5000 });
  if (cell.fault === 'hung') cell.pageClock!.tick(CHUNK_LOAD_TIMEOUT_MS);
  await waitUntil(() => cell.logs.messages().length > 0, 'the failure logged', { timeout: 5000 });
  expect(cell.logs.messages()).to.deep.equal([LOGGED[cell.fault]]);
  expect(el.querySelector('.sq-form__captcha button'), 'no challenge').to.equal(null);

  // The form stays usable: a submit asks for the captcha, keeps the email, and tries the script again.
  el.querySelector<HTMLButtonElement>('.sq-form__submit')!.click();
  await waitUntil(() => el.querySelector('.sq-form__message')?.textContent === FORM_MESSAGES.captchaRequired,
    'the captcha asked for', { timeout: 5000 });
  const form = el.querySelector('.sq-form')!;
  expect(form.getAttribute('aria-busy')).to.equal('false');
  expect(el.querySelector('fieldset')!.disabled).to.equal(false);
  expect(el.querySelector<HTMLInputElement>('[name="email"]')!.value).to.equal('ada@example.com');
  expect((await readLog('/api/form/FormSubmissionKey')).length, 'nothing sent').to.equal(0);
  if (cell.fault === 'empty' || cell.fault === 'malformed') {
    // The script did load: the loader keeps it, so the retry finds no provider again and says so again.
    await waitUntil(() => cell.logs.messages().length === 2, 'the retry logged', { timeout: 5000 });
    expect(cell.logs.messages()).to.deep.equal([FORM_MESSAGES.captchaMissing, FORM_MESSAGES.captchaMissing]);
  } else if (cell.fault === 'hung') {
    // The timed-out load was forgotten: the retry asks for the script again. (The browser may hold that
    // request behind the first one for the same address, which the server still holds, so this cell
    // stops at the request.)
    await waitUntil(() => document.head.querySelector(`script[src="${url}"]`) !== null, 'the script asked for again', { timeout: 5000 });
  } else {
    // The fault was used up (times: 1): the retry renders the challenge.
    await waitUntil(() => el.querySelector('.sq-form__captcha button') !== null, 'the captcha rendered on retry', { timeout: 5000 });
  }
}

const rows: Row[] = [
  { name: 'GET /__fake/captcha.js (the captcha provider script of <sq-form>)', route: FAKE_CAPTCHA.scriptUrl, times: 1, pageClock: true, run,
    foreignScriptErrors: { malformed: "the JSON body's SyntaxError is the browser's report of the provider's own script" } },
];

afterEach(() => { delete (window as unknown as Record<string, unknown>)[FAKE_CAPTCHA.globalName]; });

matrix('fault matrix: the captcha script', rows);
