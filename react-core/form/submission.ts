// What <sq-form> needs only once the visitor submits (visitor §3 "Form submission", §4 "Form", §5
// "Forms"): the checks, the values to send, the submission client, the success redirect and the
// success view. A chunk of its own, prefetched on the form's first focus or input (lazy-code.ts).
import { FORM_MESSAGES } from '../../catalog/messages/form.ts';
import type { Captcha } from './captcha.ts';
import type { FormDefinition } from './model/definition.ts';
import { formPayload } from './model/payload.ts';
import { validateForm } from './model/validate.ts';
import type { FieldValue } from './model/values.ts';
import { safeRedirect } from './redirect.ts';
import { pageFields, submitForm } from './submit.ts';
import { scrollIntoView } from '../../runtime/utils/scroll-into-view.ts';
import type { SqFormSubmitEvent, SqFormSuccessEvent } from './events.ts';
import type { FormStatus, MessagePlace } from './status.ts';

export { Success } from './success.tsx';
export type { MessagePlace };

/**
 * After a refusal (the view calls it once the refusal is shown): focus goes to the first field in error,
 * or to the message when none is marked, and the page scrolls so that field's item (its message and
 * title) sits 30 px below the top (visitor §9 "Scroll-into-view offset 30"), smoothly unless reduced
 * motion is asked for.
 */
export function focusRefused(form: HTMLFormElement): void {
  const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('.sq-form__message');
  if (!target) return;
  target.focus({ preventScroll: true });
  scrollIntoView(target.closest('.sq-form__field') ?? target);
}

/** The view a submission reports to: its element (which dispatches the form's events) and its status. */
export interface SubmittingForm {
  host: HTMLElement;
  /** The event classes, from the element's chunk (importing them here would move them to the shared chunk). */
  events: { submit: typeof SqFormSubmitEvent; success: typeof SqFormSuccessEvent };
  definition: FormDefinition;
  values: Record<string, FieldValue>;
  captcha: Captcha | null;
  /**
   * Refused, by the checks or the server: errors by field id (marked on their fields) and the message,
   * shown above the fields ('above', the server's field errors) or under them, by the button (default).
   */
  refuse(errors: Record<string, string>, message: string, place?: MessagePlace): void;
  setStatus(update: (now: FormStatus) => FormStatus): void;
}

/**
 * Checks the form (the captcha first: a token null is not completed), sends it unless sq-form-submit is
 * cancelled, and reports each step to the view; after a success, follows the redirect that passes the
 * URL rules.
 * Never throws: every server answer is mapped by submit.ts.
 */
export async function submit(view: SubmittingForm): Promise<void> {
  const { definition, captcha } = view;
  const token = captcha?.token() ?? null;
  const check = validateForm(definition, view.values, { present: definition.captcha === true, token });
  if (!check.valid) {
    // A failure, refused before sending: it resets the captcha as every failure does (visitor §4).
    captcha?.reset();
    view.refuse(check.errors, check.message ?? FORM_MESSAGES.fieldsInvalid);
    return;
  }
  const form = formPayload(definition, view.values);
  // sq-form-submit: cancelled, nothing is sent; else the form locks ('Submitting…').
  if (!view.host.dispatchEvent(new view.events.submit(form))) return;
  view.setStatus((now) => ({ ...now, state: 'submitting', message: null }));
  const result = await submitForm({
    formId: definition.id, collectionId: definition.collectionId, objectName: definition.objectName,
    isOverlayForm: definition.isOverlayForm === true, submitButtonText: definition.submitButtonText,
    form, captchaKey: token, page: pageFields(), newsletter: definition.newsletter === true,
  });
  if (result.ok) {
    // sq-form-success: the post-submit message replaces the form.
    view.setStatus((now) => ({ ...now, state: 'success', errors: {} }));
    view.host.dispatchEvent(new view.events.success(form, result.submissionId));
    const redirect = safeRedirect(definition.successRedirect);
    if (redirect) window.location.assign(redirect);
    return;
  }
  captcha?.reset();
  if (result.hasFieldErrors) {
    // Visitor §5: each field is marked and "a general 'errors above' message is added (not for newsletter
    // forms)". §8 words it 'Please scroll down to review.': it sits above the fields and points down to them.
    if (definition.newsletter) view.refuse(result.fieldErrors, '');
    else view.refuse(result.fieldErrors, FORM_MESSAGES.errorAbove, 'above');
    return;
  }
  view.refuse(result.fieldErrors, result.message || FORM_MESSAGES.fieldsInvalid);
}
