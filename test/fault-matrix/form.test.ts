// Fault matrix (issue 20), the form's two calls through <sq-form>: a visitor types, submits, and every
// fault ends in the catalogued message of visitor §5 "Forms" / §8 "Form", the form unlocked (not busy,
// fieldset enabled, the button's own text back), and what the visitor typed still there.
// 2 rows x 11 faults = 22 cells.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { FORM_MESSAGES } from '../../catalog/messages/form.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { SqFormElement } from '../../elements/sq-form.ts';
import { whenRendered } from '../../react-core/portal-root.tsx';
import { define } from '../../runtime/define.ts';
import { SERVER_TEXT, matrix, type Fault, type Row } from '../support/fault-matrix.ts';

define('sq-form', SqFormElement);

const DEFINITION = {
  id: 'form-matrix', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send',
  postSubmitMessage: 'Thank you!',
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'message', type: 'textarea', title: 'Message' },
  ],
};
const TYPED = { email: 'ada@example.com', message: 'Two prints, please.' };

function type(el: Element, name: string, value: string) {
  const target = el.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!;
  setter.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Mounts the form, types into it, submits; returns the element once the submission went out. */
async function typeAndSubmit(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(`<sq-form form-json='${JSON.stringify(DEFINITION)}'><form></form></sq-form>`);
  await whenRendered();
  for (const [name, value] of Object.entries(TYPED)) type(el, name, value);
  await whenRendered();
  el.querySelector<HTMLButtonElement>('.sq-form__submit')!.click();
  return el;
}

/** The refused form: the message shown, unlocked, the typed values kept. */
async function expectRefused(el: HTMLElement, message: string) {
  await waitUntil(() => el.querySelector('.sq-form')?.getAttribute('data-state') === 'failure', 'the form ended in failure', { timeout: 5000 });
  const form = el.querySelector('.sq-form')!;
  expect(el.querySelector('.sq-form__message')!.textContent).to.equal(message);
  expect(form.getAttribute('aria-busy'), 'not busy').to.equal('false');
  expect(el.querySelector('fieldset')!.disabled, 'controls usable').to.equal(false);
  expect(el.querySelector('.sq-form__submit')!.textContent).to.equal(DEFINITION.submitButtonText);
  for (const [name, value] of Object.entries(TYPED)) {
    expect(el.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value, `${name} kept`).to.equal(value);
  }
}

/** SaveFormSubmission: what §8 words each fault as (STATUS_MESSAGES of react-core/form/submit.ts). */
const SAVE_MESSAGES: Record<Exclude<Fault, 'empty'>, string> = {
  400: SERVER_TEXT, // §5: a 400 without an errors map shows data.error
  401: FORM_MESSAGES.status401,
  403: FORM_MESSAGES.unknownError, // §8 words no 403 for forms
  404: FORM_MESSAGES.status404,
  429: FORM_MESSAGES.status429,
  500: FORM_MESSAGES.status500,
  503: FORM_MESSAGES.unknownError,
  malformed: FORM_MESSAGES.unknownError,
  hung: FORM_MESSAGES.unknownError,
  network: FORM_MESSAGES.unknownError,
};

const rows: Row[] = [
  {
    name: 'POST /api/form/FormSubmissionKey (<sq-form> submit)',
    route: API_PATHS.formSubmissionKey,
    async run(cell) {
      const el = await typeAndSubmit();
      await cell.endHang();
      // Every failure of the key call, an answer without data.key included, is the key message (§8).
      await expectRefused(el, FORM_MESSAGES.keyFailed);
    },
  },
  {
    name: 'POST /api/form/SaveFormSubmission (<sq-form> submit)',
    route: API_PATHS.saveFormSubmission,
    async run(cell) {
      const el = await typeAndSubmit();
      await cell.endHang();
      if (cell.fault === 'empty') {
        // A 200 is the server's acceptance (§7: the answer is "success or errors"; submissionId is optional).
        await waitUntil(() => el.querySelector('.sq-form__success') !== null, 'success', { timeout: 5000 });
        return;
      }
      await expectRefused(el, SAVE_MESSAGES[cell.fault]);
    },
  },
];

matrix('fault matrix: forms', rows);
