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

export { Success } from './success.tsx';
/** The view scrolls the first field in error into view with it (visitor §9 offset 30). */
export { scrollIntoView } from '../../runtime/utils/scroll-into-view.ts';

export type MessagePlace = 'above' | 'below';

/** The view a submission reports to (it dispatches the form's events). */
export interface SubmittingForm {
  definition: FormDefinition;
  values: Record<string, FieldValue>;
  captcha: Captcha | null;
  /**
   * Refused, by the checks or the server: errors by field id (marked on their fields) and the message,
   * shown above the fields ('above', the server's field errors) or under them, by the button (default).
   */
  refuse(errors: Record<string, string>, message: string, place?: MessagePlace): void;
  /** The checked values are about to go (sq-form-submit): false when that was cancelled, else the form locks. */
  send(form: Record<string, unknown>): boolean;
  /** The server took them (sq-form-success): the post-submit message replaces the form. */
  succeeded(form: Record<string, unknown>, submissionId: string | null): void;
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
    view.refuse(check.errors, check.message ?? FORM_MESSAGES.fieldsInvalid);
    return;
  }
  const form = formPayload(definition, view.values);
  if (!view.send(form)) return;
  const result = await submitForm({
    formId: definition.id, collectionId: definition.collectionId, objectName: definition.objectName,
    isOverlayForm: definition.isOverlayForm === true, submitButtonText: definition.submitButtonText,
    form, captchaKey: token, page: pageFields(), newsletter: definition.newsletter === true,
  });
  if (result.ok) {
    view.succeeded(form, result.submissionId);
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
