// Field values: what each field holds while the visitor types and where it sits in the server-rendered
// <form>. A field's empty value and what is sent for it are in payload.ts, loaded with the submission
// code.
//
// Input names in the server-rendered form (the convention the README documents):
//   `<id>`                  single values (text, textarea, email, number, website, currency, password,
//                           twitter, radio, select, hidden); checkboxes repeat `<id>`, one per option;
//   `<id>.<part>`           name (first, last), address (address1, address2, city, state, zip,
//                           country), phone ([country,] areacode, prefix, line), date (month, day,
//                           year), time (hour, minute, ampm);
//   `<id>.<questionIndex>`  likert radios, one group per question, values -2..2.
import type { FormFieldDefinition } from './definition.ts';
import { fieldParts, LIKERT_ANSWERS, type FieldValue } from './parts.ts';

export type { FieldValue };

/** The name of a field's input (or of one part / likert question index) in the server-rendered form. */
export function inputName(field: FormFieldDefinition, part?: string): string {
  return part === undefined ? field.id : `${field.id}.${part}`;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * Values the visitor already typed into the server-rendered form (before the element upgraded), so
 * nothing is lost. Missing inputs give the empty value; a choice that is not one of the field's
 * options is ignored; hidden fields keep their definition's value; sections are left out.
 */
export function readFormValues(form: HTMLFormElement, fields: FormFieldDefinition[]): Record<string, FieldValue> {
  // The values the form would send, by name: a radio's or checkbox's only when it is checked.
  const sent = new Map<string, string[]>();
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || !el.name || (/^(radio|checkbox)$/.test(el.type) && !(el as HTMLInputElement).checked)) continue;
    sent.set(el.name, [...(sent.get(el.name) ?? []), el.value]);
  }
  const first = (name: string) => sent.get(name)?.[0] ?? '';
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const options = field.options ?? [];
    if (field.type === 'hidden') values[field.id] = field.value ?? '';
    else if (field.type === 'checkbox') {
      values[field.id] = (sent.get(inputName(field)) ?? []).filter((v) => options.includes(v));
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
