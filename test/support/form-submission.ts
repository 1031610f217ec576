// Shared by test/form-submit*.test.ts and test/form-captcha.test.ts: a submission of the demo contact
// form, with one value of each structured field type (visitor §3 "Form submission").
import type { SubmissionInput } from '../../react-core/form/submit.ts';

export const FIELDS = {
  'name-1': ['Ada', 'Lovelace'],
  'email-2': 'ada@example.com',
  'phone-3': ['', '555', '123', '4567'],
  'likert-4': { 'I like forms': '2' },
  'checkbox-5': ['Tea', 'Coffee'],
  'password-6': '__MASKED_FIELD__',
};

export function input(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    formId: 'contact-form', collectionId: 'col-1', objectName: 'block-7', isOverlayForm: false,
    submitButtonText: 'Send', form: FIELDS, captchaKey: null,
    page: { pageTitle: 'Contact', pageId: 'col-1', contentSource: 'c', pagePath: '/contact', permissionType: '2' },
    ...overrides,
  };
}
