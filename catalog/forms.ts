import { reverseLookup } from './lookup.ts';

// Forms: fieldsets, likert answers, submission shape and states (reference §3.7, §3.8; visitor §3, §4, §5).
// What only the checks and the values sent use (the validation bounds, the password mask) is
// ./form-submission.ts, so the form's first render (which needs this module) does not carry it; the
// builder's field types and their properties are ./form-fields.ts, read only by the first render.

export const FORM_FIELDSETS = { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 } as const;
export type FormFieldset = (typeof FORM_FIELDSETS)[keyof typeof FORM_FIELDSETS];
export const FORM_FIELDSET_BY_CODE = /*#__PURE__*/ reverseLookup(FORM_FIELDSETS);

export type { FormFieldType } from './form-fields.ts';

/** Submission-side field types with structured values; anything else is a single-value field. */
export const SUBMISSION_FIELD_TYPES = [
  'name', 'date', 'time', 'address', 'phone', 'radio', 'checkbox', 'select', 'likert', 'hidden',
] as const;
export type SubmissionFieldType = (typeof SUBMISSION_FIELD_TYPES)[number];

/** Likert sentiment labels, -2 to 2. */
export const LIKERT_LABELS = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
} as const;
export type LikertValue = -2 | -1 | 0 | 1 | 2;
export const LIKERT_VALUES = [-2, -1, 0, 1, 2] as const satisfies readonly LikertValue[];
export function likertLabel(value: LikertValue): (typeof LIKERT_LABELS)[keyof typeof LIKERT_LABELS] {
  return LIKERT_LABELS[`${value}`];
}

export const FORM_STATES = ['idle', 'submitting', 'success', 'failure'] as const;
export type FormState = (typeof FORM_STATES)[number];

/** SaveFormSubmission payload fields (visitor §3, §7). */
export const FORM_SUBMISSION_FIELDS = [
  'key', 'formId', 'collectionId', 'objectName', 'isOverlayForm', 'submitButtonText', 'form', 'captchaKey',
] as const;
/** Intra-page fields sent with a submission; the spec's "permission type" is spelled permissionType here. */
export const INTRA_PAGE_FIELDS = ['pageTitle', 'pageId', 'contentSource', 'pagePath', 'permissionType'] as const;
/** contentSource: i or c. */
export const CONTENT_SOURCES = ['i', 'c'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];
