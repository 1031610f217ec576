// The block's form JSON (the `form-json` attribute): id, collection id, object name, field
// definitions and submission settings (visitor §3 "Form submission", reference §3.8). It comes from
// the page, so every property is checked: a bad field or property is logged with the parser message
// and dropped, and only a form without an id is unusable. Nothing here throws.
import { FLAGGED_FORM_FIELD_PROPERTIES, FORM_FIELD_PROPERTIES, FORM_FIELD_TYPES, type FormFieldType } from '../../../catalog/form-fields.ts';
import { FORM_LABELS } from '../../../catalog/messages/form-labels.ts';
import { PARSER_MESSAGES } from '../../../catalog/messages/parser.ts';
import { shownJson as shown } from '../../../runtime/bridge/attributes.ts';
import { logError, logWarn } from '../../../runtime/log.ts';

export type { FormFieldType };

export interface FormFieldDefinition {
  id: string; type: FormFieldType; title: string;
  description?: string; placeholder?: string; required?: boolean;
  /** radio, checkbox, select: the choices; likert: the questions (statements). */
  options?: string[];
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  /** textarea; absent when 0 or not given (no limit, no counter). */
  maxLength?: number;
  key?: string; value?: string;
  /**
   * address: an override of the US zip rule (visitor §5), which otherwise applies when the address's
   * country part names the US: true = the zip must always be 5 digits, false = never checked.
   */
  usZip?: boolean;
}

export interface FormDefinition {
  id: string; collectionId: string; objectName: string; fields: FormFieldDefinition[];
  submitButtonText: string; postSubmitMessage?: string; postSubmitHtml?: string; successRedirect?: string;
  captcha?: boolean; newsletter?: boolean; isOverlayForm?: boolean;
}

type Record_ = Record<string, unknown>;
const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Logs the parser message; gives undefined, what a check gives for a value it refuses. */
const expected = (what: string, value: unknown): undefined => void logWarn(PARSER_MESSAGES.expected(what, shown(value)));

// Properties every field may carry, and those only the types listed in reference §3.8 edit.
// `usZip` is this library's own override of the US zip rule (which follows the address's country).
const EXTRA_PROPERTIES: Partial<Record<FormFieldType, readonly string[]>> = {
  ...FLAGGED_FORM_FIELD_PROPERTIES, address: ['usZip'],
};

/** A property's check: its value, or undefined (logged) when it is not one; `where` is 'form' or 'field <id>'. */
type Check = (value: unknown, where: string, name: string) => unknown;
const text: Check = (value, where, name) =>
  typeof value === 'string' ? value : expected(`text for ${where} ${name}`, value);
const flag: Check = (value, where, name) =>
  typeof value === 'boolean' ? value : expected(`true or false for ${where} ${name}`, value);

/** A list of distinct strings; other entries (and repeats, which would collide as answers) dropped. */
const parseOptions: Check = (value, where) => {
  if (!Array.isArray(value)) return expected(`a list of options for ${where}`, value);
  const options: string[] = [];
  for (const option of value) {
    if (typeof option !== 'string' || options.includes(option)) expected(`a new option text for ${where}`, option);
    else options.push(option);
  }
  return options;
};

/** A whole number of characters, 0 or more; 0 means no limit (undefined). Digit strings count (data-max-length). */
const parseMaxLength: Check = (value, where) => {
  const length = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0) return length > 0 ? length : undefined;
  return expected(`a whole number of characters for ${where} maxLength`, value);
};

// The checked properties of a field and of the form, in the order they are checked (and logged).
const FIELD_CHECKS: Record<string, Check> = {
  description: text, placeholder: text, currencySymbol: text, key: text, value: text,
  required: flag, showCountryCode: flag, underline: flag, usZip: flag, options: parseOptions, maxLength: parseMaxLength,
};
const FORM_CHECKS: Record<string, Check> = {
  collectionId: text, objectName: text, submitButtonText: text, postSubmitMessage: text, postSubmitHtml: text,
  successRedirect: text, captcha: flag, newsletter: flag, isOverlayForm: flag,
};

/**
 * Copies into `into` the properties of `raw` that pass their check. Absent (undefined, null) ones are
 * skipped; a field reads only the properties its type edits (`editable`), the form drops empty text
 * (its defaults stand: no collection, the Submit label, no post-submit message).
 */
function copyChecked(raw: Record_, into: object, where: string, checks: Record<string, Check>, editable?: readonly string[]): void {
  for (const [name, check] of Object.entries(checks)) {
    const value = raw[name];
    if (value === undefined || value === null || (editable && !editable.includes(name))) continue;
    const result = check(value, where, name);
    if (result !== undefined && (editable || result !== '')) (into as Record_)[name] = result;
  }
}

function parseField(raw: unknown, index: number, seen: Set<string>): FormFieldDefinition | null {
  if (!isObject(raw)) { expected(`a form field object at fields[${index}]`, raw); return null; }
  const { id, type } = raw;
  if (typeof id !== 'string' || id === '') { expected(`a field id at fields[${index}]`, id); return null; }
  if (seen.has(id)) { expected(`a new field id at fields[${index}]`, id); return null; }
  if (typeof type !== 'string' || !(FORM_FIELD_TYPES as readonly string[]).includes(type)) {
    expected(`one of ${FORM_FIELD_TYPES.join(', ')} for the type of field ${id}`, type);
    return null;
  }
  seen.add(id);
  const fieldType = type as FormFieldType;
  const field: FormFieldDefinition = { id, type: fieldType, title: '' };
  if (typeof raw.title === 'string') field.title = raw.title;
  else if (raw.title !== undefined) expected(`a text title for field ${id}`, raw.title);
  // Only the properties the field's type edits are read; others are ignored, as the builder would.
  copyChecked(raw, field, `field ${id}`, FIELD_CHECKS, [...FORM_FIELD_PROPERTIES[fieldType], ...(EXTRA_PROPERTIES[fieldType] ?? [])]);
  return field;
}

/**
 * Checks and normalises untrusted JSON (a parsed value, or the attribute's text): unknown field
 * types, missing ids, wrong property types are logged with PARSER_MESSAGES.expected and the field
 * (or property) dropped; returns null (logged) when the form itself is unusable (no id). Never throws.
 */
export function parseFormDefinition(json: unknown): FormDefinition | null {
  let raw = json;
  if (typeof json === 'string') {
    try { raw = JSON.parse(json); } catch { logError(PARSER_MESSAGES.expected('form JSON', shown(json))); return null; }
  }
  if (!isObject(raw)) { logError(PARSER_MESSAGES.expected('a form object', shown(raw))); return null; }
  if (typeof raw.id !== 'string' || raw.id === '') {
    logError(PARSER_MESSAGES.expected('a form id', shown(raw.id)));
    return null;
  }
  const definition: FormDefinition = { id: raw.id, collectionId: '', objectName: '', fields: [], submitButtonText: FORM_LABELS.send };
  copyChecked(raw, definition, 'form', FORM_CHECKS);
  if (raw.fields !== undefined && !Array.isArray(raw.fields)) expected('a list of fields for form fields', raw.fields);
  const seen = new Set<string>();
  (Array.isArray(raw.fields) ? raw.fields : []).forEach((item, index) => {
    const field = parseField(item, index, seen);
    if (field) definition.fields.push(field);
  });
  return definition;
}
