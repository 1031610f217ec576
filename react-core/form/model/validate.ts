// Form validation (visitor §5 "Forms"), in the spec's order: the captcha, email, textarea length,
// sections skipped, submit blocked when anything is invalid, US zip. Required fields come first for
// every field; the type's own rule then applies to what was typed. Messages from FORM_MESSAGES.
// Needed only when the visitor submits: it loads with the submission code (submission.ts).
import { EMAIL_LENGTH, US_COUNTRY_NAMES, US_ZIP_LENGTH } from '../../../catalog/form-submission.ts';
import { FORM_CHECKS, FORM_MESSAGES } from '../../../catalog/messages/form.ts';
import type { FormDefinition, FormFieldDefinition } from './definition.ts';
import { characterCount } from './counter.ts';
import { emptyValue } from './payload.ts';
import type { FieldValue } from './values.ts';

/** The address shown in the email message's `{email}` (the example the platform shows, as the local server's). */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

// "A simple address pattern": something, an @, something, no spaces. Length 3 ('a@b') to 256.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const US_ZIP_PATTERN = new RegExp(`^\\d{${US_ZIP_LENGTH}}$`);

/** Parts a required structured field needs filled; the others stay optional (decisions in the report). */
const REQUIRED_PARTS: Record<string, readonly string[]> = {
  name: ['first', 'last'],
  address: ['address1', 'city', 'zip', 'country'],
  phone: ['areacode', 'prefix', 'line'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute'],
};

const filled = (text: string | undefined) => (text ?? '').trim() !== '';
const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');
const asParts = (value: FieldValue): Record<string, string> => (typeof value === 'object' && !Array.isArray(value) ? value : {});

function isEmpty(field: FormFieldDefinition, value: FieldValue): boolean {
  if (field.type === 'checkbox') return !Array.isArray(value) || value.length === 0;
  if (field.type === 'likert') {
    const answers = asParts(value);
    return (field.options ?? []).some((question) => !filled(answers[question]));
  }
  const required = REQUIRED_PARTS[field.type];
  if (required) return required.some((part) => !filled(asParts(value)[part]));
  return !filled(asText(value));
}

/** An email is trimmed, then must match the simple pattern and be 3 to 256 characters long. */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length >= EMAIL_LENGTH.min && email.length <= EMAIL_LENGTH.max && EMAIL_PATTERN.test(email);
}

/**
 * Visitor §5 "US zip must be exactly 5 digits": an address is a US one when its country part says so
 * (US_COUNTRY_NAMES). The field's `usZip` overrides that when given: true = always US, false = never.
 */
export function isUsAddress(field: FormFieldDefinition, parts: Record<string, string>): boolean {
  if (typeof field.usZip === 'boolean') return field.usZip;
  const country = (parts.country ?? '').trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  return (US_COUNTRY_NAMES as readonly string[]).includes(country);
}

/** null when valid, else the message to show with the field. Sections and hidden fields are never validated. */
export function validateField(field: FormFieldDefinition, value: FieldValue): string | null {
  if (field.type === 'section' || field.type === 'hidden') return null;
  if (field.required && isEmpty(field, value)) return FORM_CHECKS.required(field.title);
  // Each type's rule below lets an empty value through ("empty is fine if not required").
  switch (field.type) {
    case 'email': {
      const email = asText(value).trim();
      return email === '' || isValidEmail(email) ? null : FORM_MESSAGES.emailInvalid(EMAIL_FORMAT_EXAMPLE);
    }
    case 'textarea':
      return characterCount(asText(value), field.maxLength ?? 0)?.over ? FORM_MESSAGES.characterLimit : null;
    case 'address': {
      const parts = asParts(value);
      const zip = (parts.zip ?? '').trim();
      return zip !== '' && isUsAddress(field, parts) && !US_ZIP_PATTERN.test(zip) ? FORM_CHECKS.zipInvalid(US_ZIP_LENGTH) : null;
    }
    default:
      return null;
  }
}

export interface FormValidation {
  errors: Record<string, string>;
  valid: boolean;
  /** captchaRequired or fieldsInvalid, null when valid. */
  message: string | null;
}

/**
 * Every field, plus the captcha rule: when the form has a captcha container and no token, the message
 * is captchaRequired (checked first, as the spec lists it); otherwise fieldsInvalid when any field fails.
 */
export function validateForm(
  definition: FormDefinition,
  values: Record<string, FieldValue>,
  captcha: { present: boolean; token: string | null },
): FormValidation {
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    const error = validateField(field, values[field.id] ?? emptyValue(field));
    if (error) errors[field.id] = error;
  }
  const captchaMissing = captcha.present && !captcha.token;
  const fieldsFail = Object.keys(errors).length > 0;
  const message = captchaMissing ? FORM_MESSAGES.captchaRequired : fieldsFail ? FORM_MESSAGES.fieldsInvalid : null;
  return { errors, valid: message === null, message };
}
