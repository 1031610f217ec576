// Field values: what each field holds while the visitor types, where it sits in the server-rendered
// <form>, and what is sent for it in SaveFormSubmission's `form` (visitor §3 "Form submission").
//
// Input names in the server-rendered form (the convention the README documents):
//   `<id>`                  single values (text, textarea, email, number, website, currency, password,
//                           twitter, radio, select, hidden); checkboxes repeat `<id>`, one per option;
//   `<id>.<part>`           name (first, last), address (address1, address2, city, state, zip,
//                           country), phone ([country,] areacode, prefix, line), date (month, day,
//                           year), time (hour, minute, ampm);
//   `<id>.<questionIndex>`  likert radios, one group per question, values -2..2.
import {
  LIKERT_LABELS, MASKED_FIELD_PLACEHOLDER, PHONE_PARTS_WITHOUT_COUNTRY, type LikertValue,
} from '../../../catalog/forms.ts';
import type { FormPart } from '../../../catalog/messages/form-labels.ts';
import type { FormDefinition, FormFieldDefinition } from './definition.ts';

export type FieldValue = string | string[] | Record<string, string>;

const PARTS = {
  name: ['first', 'last'],
  address: ['address1', 'address2', 'city', 'state', 'zip', 'country'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute', 'ampm'],
} as const satisfies Record<string, readonly FormPart[]>;
const PHONE_PARTS = ['areacode', 'prefix', 'line'] as const satisfies readonly FormPart[];

/** The parts of a structured field, in submission order; [] for the others. Phone has a country part only with showCountryCode. */
export function fieldParts(field: FormFieldDefinition): readonly FormPart[] {
  if (field.type === 'phone') return field.showCountryCode ? ['country', ...PHONE_PARTS] : PHONE_PARTS;
  return field.type in PARTS ? PARTS[field.type as keyof typeof PARTS] : [];
}

/** Whether the field holds one text; checkbox, likert and structured fields do not. */
export const isSingleValue = (field: FormFieldDefinition) =>
  field.type !== 'checkbox' && field.type !== 'likert' && fieldParts(field).length === 0;

const LIKERT_ANSWERS = Object.keys(LIKERT_LABELS);

/** The empty value of a field (text '', checkbox [], name {first,last}, likert {question: ''}…). */
export function emptyValue(field: FormFieldDefinition): FieldValue {
  if (field.type === 'checkbox') return [];
  if (field.type === 'hidden') return field.value ?? '';
  if (field.type === 'likert') return Object.fromEntries((field.options ?? []).map((question) => [question, '']));
  const parts = fieldParts(field);
  return parts.length ? Object.fromEntries(parts.map((part) => [part, ''])) : '';
}

/** The name of a field's input (or of one part / likert question index) in the server-rendered form. */
export function inputName(field: FormFieldDefinition, part?: string): string {
  return part === undefined ? field.id : `${field.id}.${part}`;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
const isChoice = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');

/** A control's value as the form would send it: a radio or checkbox only when checked. */
function controlValues(controls: Control[] | undefined): string[] {
  return (controls ?? []).filter((el) => !isChoice(el) || el.checked).map((el) => el.value);
}

/**
 * Values the visitor already typed into the server-rendered form (before the element upgraded), so
 * nothing is lost. Missing inputs give the empty value; a choice that is not one of the field's
 * options is ignored; hidden fields keep their definition's value; sections are left out.
 */
export function readFormValues(form: HTMLFormElement, fields: FormFieldDefinition[]): Record<string, FieldValue> {
  const byName = new Map<string, Control[]>();
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || !el.name) continue;
    byName.set(el.name, [...(byName.get(el.name) ?? []), el]);
  }
  const first = (name: string) => controlValues(byName.get(name))[0] ?? '';
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const options = field.options ?? [];
    if (field.type === 'hidden') values[field.id] = emptyValue(field);
    else if (field.type === 'checkbox') {
      values[field.id] = controlValues(byName.get(inputName(field))).filter((v) => options.includes(v));
    } else if (field.type === 'radio' || field.type === 'select') {
      const chosen = first(inputName(field));
      values[field.id] = options.includes(chosen) ? chosen : '';
    } else if (field.type === 'likert') {
      values[field.id] = Object.fromEntries(options.map((question, index) => {
        const answer = first(inputName(field, String(index)));
        return [question, LIKERT_ANSWERS.includes(answer) ? answer : ''];
      }));
    } else {
      const parts = fieldParts(field);
      values[field.id] = parts.length
        ? Object.fromEntries(parts.map((part) => [part, first(inputName(field, part))]))
        : first(inputName(field));
    }
  }
  return values;
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
