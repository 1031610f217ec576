// @ts-check
// Form submission: POST /api/form/FormSubmissionKey and POST /api/form/SaveFormSubmission.
//
// A key is handed out per submission attempt and remembered (the newest 1000). The successful
// submission that uses it spends it, so each key submits at most one form; a refused submission
// leaves it usable so the visitor can correct the fields and send again.
//
// SaveFormSubmission takes form-urlencoded, multipart or JSON fields and checks, in this order
// (first failure answers):
//   1. `key` missing, unknown or already spent
//        -> 400 { error: 'Error processing form submission. Please reload and try again.' }
//   2. `formId` missing, 'unconfigured', or registered through POST /__sq/unconfigured-forms
//        -> 404 { error: 'This form has not been configured yet.' }
//   3. `form` is not a JSON object (text that does not parse, an array, a number…)
//        -> 400 { error: 'Could not parse the form fields, please check your entries.' }
//   4. `captchaKey` equal to 'invalid'
//        -> 400 { error: 'Complete CAPTCHA before submitting.' }
//   5. any text in any field containing '#unknown-error' (a refusal with no field to blame)
//        -> 400 { error: 'Unknown error, please try again later.' }
//   6. per field (text found anywhere in the value: plain, list, name parts, address, likert map):
//        text containing 'invalid@'         -> 'Email is not valid. Email addresses should follow
//                                               the format user@domain.com.'
//        text longer than 4000 characters   -> 'You have exceeded the character limit.'
//      any field failing -> 400 { errors: { <fieldId>: <message>, ... } } (first rule per field wins)
//   7. otherwise -> 200 { success: true, submissionId }, the key is spent, the submission recorded
//      (the log entry's outcome holds submissionId, formId and the parsed fields).
import { randomBytes, randomUUID } from 'node:crypto';
import { isObject, jsonField } from '../body.mjs';
import { json } from '../http.mjs';
import { FORM_MESSAGES } from '../messages.mjs';

const KEYS_KEPT = 1000;
export const MAX_FIELD_LENGTH = 4000;
export const UNKNOWN_ERROR_MARKER = '#unknown-error';
export const INVALID_EMAIL_MARKER = 'invalid@';
export const INVALID_CAPTCHA = 'invalid';

/** @typedef {ReturnType<typeof createFormState>} FormState */

export function createFormState() {
  const state = {
    /** @type {Set<string>} keys handed out and not yet spent, oldest first */
    keys: new Set(),
    /** @type {Set<string>} */
    unconfigured: new Set(['unconfigured']),
    /** Forgets test registrations (DELETE /__sq/switches). */
    reset() {
      state.unconfigured.clear();
      state.unconfigured.add('unconfigured');
    },
  };
  return state;
}

/**
 * Every piece of text in a field value, however nested.
 * @param {unknown} value
 * @returns {string[]}
 */
function textsIn(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (isObject(value)) return Object.values(value).flatMap(textsIn);
  return [];
}

/**
 * Rule 6: the error map of a parsed form, empty when every field passes.
 * @param {Record<string, unknown>} fields
 */
export function fieldErrors(fields) {
  /** @type {Record<string, string>} */
  const errors = {};
  for (const [id, value] of Object.entries(fields)) {
    const texts = textsIn(value);
    if (texts.some((text) => text.includes(INVALID_EMAIL_MARKER))) errors[id] = FORM_MESSAGES.invalidEmail;
    else if (texts.some((text) => text.length > MAX_FIELD_LENGTH)) errors[id] = FORM_MESSAGES.tooLong;
  }
  return errors;
}

/**
 * @param {FormState} state
 * @returns {import('./index.mjs').Route[]}
 */
export function formRoutes(state) {
  return [
    {
      method: 'POST', path: '/api/form/FormSubmissionKey', kind: 'form-keys',
      answer({ entry }) {
        const key = randomBytes(16).toString('hex');
        state.keys.add(key);
        if (state.keys.size > KEYS_KEPT) state.keys.delete(/** @type {string} */ (state.keys.values().next().value));
        entry.outcome = { key };
        return json(200, { key });
      },
    },
    {
      method: 'POST', path: '/api/form/SaveFormSubmission', kind: 'form-submissions',
      answer({ body, entry }) {
        const posted = isObject(body) ? body : {};
        const key = posted.key;
        if (typeof key !== 'string' || !state.keys.has(key)) return json(400, { error: FORM_MESSAGES.badKey });
        const formId = posted.formId;
        if (typeof formId !== 'string' || formId === '' || state.unconfigured.has(formId)) {
          return json(404, { error: FORM_MESSAGES[404] });
        }
        const form = jsonField(posted.form);
        if (!form.ok || !isObject(form.value)) return json(400, { error: FORM_MESSAGES.unparsableFields });
        const fields = form.value;
        if (posted.captchaKey === INVALID_CAPTCHA) return json(400, { error: FORM_MESSAGES.captcha });
        if (textsIn(fields).some((text) => text.includes(UNKNOWN_ERROR_MARKER))) {
          return json(400, { error: FORM_MESSAGES.unknown });
        }
        const errors = fieldErrors(fields);
        if (Object.keys(errors).length > 0) return json(400, { errors });
        state.keys.delete(key);
        const submissionId = randomUUID();
        entry.outcome = { submissionId, formId, fields };
        return json(200, { success: true, submissionId });
      },
    },
  ];
}
