// What SaveFormSubmission's `form` carries for each field (visitor §3 "Form submission"), and a
// field's empty value (what is checked and sent for a field the view holds no value for). Needed only
// when the visitor submits: it loads with the submission code (submission.ts).
import { LIKERT_LABELS, type LikertValue } from '../../../catalog/forms.ts';
import { MASKED_FIELD_PLACEHOLDER, PHONE_PARTS_WITHOUT_COUNTRY } from '../../../catalog/form-submission.ts';
import type { FormDefinition, FormFieldDefinition } from './definition.ts';
import { fieldParts, LIKERT_ANSWERS, type FieldValue } from './parts.ts';

/** The empty value of a field (text '', checkbox [], name {first,last}, likert {question: ''}…). */
export function emptyValue(field: FormFieldDefinition): FieldValue {
  if (field.type === 'checkbox') return [];
  if (field.type === 'hidden') return field.value ?? '';
  if (field.type === 'likert') return Object.fromEntries((field.options ?? []).map((question) => [question, '']));
  const parts = fieldParts(field);
  return parts.length ? Object.fromEntries(parts.map((part) => [part, ''])) : '';
}

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const asParts = (value: FieldValue | undefined): Record<string, string> =>
  (typeof value === 'object' && !Array.isArray(value) ? value : {});
const asList = (value: FieldValue | undefined) => (Array.isArray(value) ? value : []);

/**
 * The value sent for one field (undefined: left out). Structured fields are lists of their parts in
 * order (so the spec's 3-part phone gets an empty country part prepended); likert is a map of
 * question to its sentiment label ('' unanswered); a typed password is sent as __MASKED_FIELD__;
 * hidden sends its definition's value; email is trimmed; a section is left out.
 */
export function submissionValue(field: FormFieldDefinition, value: FieldValue): unknown {
  switch (field.type) {
    case 'section': return undefined;
    case 'hidden': return field.value ?? '';
    // The spec's mask placeholder: a visitor's password is never sent or stored in clear.
    case 'password': return asText(value) === '' ? '' : MASKED_FIELD_PLACEHOLDER;
    case 'email': return asText(value).trim();
    case 'checkbox': return asList(value).filter((v) => typeof v === 'string');
    case 'likert': {
      const answers = asParts(value);
      return Object.fromEntries((field.options ?? []).map((question) => {
        const answer = answers[question] ?? '';
        return [question, LIKERT_ANSWERS.includes(answer) ? LIKERT_LABELS[answer as `${LikertValue}`] : ''];
      }));
    }
    default: {
      const parts = fieldParts(field);
      if (!parts.length) return asText(value);
      const list = parts.map((part) => asParts(value)[part] ?? '');
      return field.type === 'phone' && list.length === PHONE_PARTS_WITHOUT_COUNTRY ? ['', ...list] : list;
    }
  }
}

/** The `form` object of SaveFormSubmission: values keyed by field id (sections left out). */
export function formPayload(definition: FormDefinition, values: Record<string, FieldValue>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.type === 'section') continue;
    payload[field.id] = submissionValue(field, values[field.id] ?? emptyValue(field));
  }
  return payload;
}
