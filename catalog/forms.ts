import { reverseLookup } from './lookup.ts';

// Forms: builder fields, submission shape and states (reference §3.7, §3.8; visitor §3, §4, §5). What only
// the checks and the values sent use (the validation bounds, the password mask) is ./form-submission.ts,
// so the form's first render (which needs this module) does not carry it.

export const FORM_FIELDSETS = { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 } as const;
export type FormFieldset = (typeof FORM_FIELDSETS)[keyof typeof FORM_FIELDSETS];
export const FORM_FIELDSET_BY_CODE = /*#__PURE__*/ reverseLookup(FORM_FIELDSETS);

/** Reference table 3.8: each builder field type and the properties it can edit. */
export const FORM_FIELD_PROPERTIES = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const;
export type FormFieldType = keyof typeof FORM_FIELD_PROPERTIES;
export const FORM_FIELD_TYPES = /*#__PURE__*/ Object.keys(FORM_FIELD_PROPERTIES) as readonly FormFieldType[];
/** textarea also edits maxLength, but only under a feature flag. */
export const FLAGGED_FORM_FIELD_PROPERTIES = { textarea: ['maxLength'] } as const;

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
