// What a field's value is made of (reference §3.8): the parts of structured fields, in submission
// order, and the answers of a likert question. Read by the view, the values read from the
// server-rendered form, and the submission (payload.ts).
import { LIKERT_LABELS } from '../../../catalog/forms.ts';
import type { FormPart } from '../../../catalog/messages/form-labels.ts';
import type { FormFieldDefinition } from './definition.ts';

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

/** The likert answers, '-2' to '2'. */
export const LIKERT_ANSWERS = Object.keys(LIKERT_LABELS);
