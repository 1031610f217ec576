// One form field per builder type (reference §3.8). Every control has a label; a field in error has
// aria-invalid and aria-describedby pointing at its message, which sits before its title (visitor §4).
import type { ReactNode } from 'react';
import { LIKERT_LABELS, LIKERT_VALUES } from '../../catalog/forms.ts';
import { FORM_LABELS, FORM_PART_LABELS } from '../../catalog/messages/form-labels.ts';
import type { FormFieldDefinition } from './model/definition.ts';
import { characterCount } from './model/counter.ts';
import { fieldParts, type FieldValue } from './model/parts.ts';

export interface FieldProps {
  field: FormFieldDefinition;
  value: FieldValue;
  error: string | null;
  onChange(value: FieldValue): void;
  /** Prefix making ids unique on the page. */
  uid: string;
}

const INPUT_TYPES: Record<string, string> = { email: 'email', number: 'number', website: 'url', password: 'password', currency: 'text', twitter: 'text' };

const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');
const asParts = (value: FieldValue) => (typeof value === 'object' && !Array.isArray(value) ? value : {});

/** Title, description and error around a field's controls; a group of controls is a fieldset. */
function Frame({ field, error, uid, group, children }: Omit<FieldProps, 'value' | 'onChange'> & { group: boolean; children: ReactNode }) {
  const id = `${uid}-${field.id}`;
  // A group's fieldset is described by its error and description; a single control by its own aria.
  const Box = group ? 'fieldset' : 'div';
  const Title = (group ? 'legend' : 'label') as 'label';
  return (
    <Box className={`sq-form__field sq-form__field--${field.type}${error ? ' sq-form__field--error' : ''}`}
      aria-describedby={group ? describedBy(id, field, error) : undefined}>
      {error && <p className="sq-form__error" id={`${id}-error`}>{error}</p>}
      <Title className="sq-form__title" htmlFor={group ? undefined : id}>
        {field.title}
        {field.required && <span className="sq-form__required"> ({FORM_LABELS.required})</span>}
      </Title>
      {field.description && <p className="sq-form__description" id={`${id}-description`}>{field.description}</p>}
      {children}
    </Box>
  );
}

const describedBy = (id: string, field: FormFieldDefinition, error: string | null) =>
  [error ? `${id}-error` : '', field.description ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined;

export function Field(props: FieldProps) {
  const { field, value, error, onChange, uid } = props;
  const id = `${uid}-${field.id}`;
  const invalid = error ? true : undefined;
  const options = field.options ?? [];
  // The control of a one-value field (input, textarea, select), which its title's label names.
  const control = {
    id, name: field.id, value: asText(value), placeholder: field.placeholder, required: field.required,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    'aria-invalid': invalid, 'aria-describedby': describedBy(id, field, error),
  };
  switch (field.type) {
    case 'hidden':
      return null;
    case 'section':
      return (
        <div className={`sq-form__section${field.underline ? ' sq-form__section--underline' : ''}`}>
          <h3 className="sq-form__section-title">{field.title}</h3>
          {field.description && <p className="sq-form__description">{field.description}</p>}
        </div>
      );
    case 'textarea': {
      const count = field.maxLength ? characterCount(control.value, field.maxLength) : null;
      // The counter describes the field (read with it when it takes focus), but is not a live region: one
      // would speak at every key. Going over the limit is said by the field's error when the form is sent.
      return (
        <Frame {...props} group={false}>
          <textarea {...control} aria-describedby={count ? `${control['aria-describedby'] ?? ''} ${id}-count`.trim() : control['aria-describedby']}
            className={count?.over ? 'sq-form__over' : undefined} />
          {count && <p id={`${id}-count`} className={`sq-form__counter${count.over ? ' sq-form__counter--over' : ''}`}>{count.text}</p>}
        </Frame>
      );
    }
    case 'select':
      return (
        <Frame {...props} group={false}>
          <select {...control}>
            <option value="">{FORM_LABELS.chooseOne}</option>
            {options.map((option) => <option key={option} value={option}>{option}</option>)}
          </select>
        </Frame>
      );
    case 'radio':
    case 'checkbox': {
      const list = Array.isArray(value) ? value : [];
      return (
        <Frame {...props} group>
          {options.map((option, i) => (
            <label key={option} className="sq-form__choice">
              <input type={field.type} name={field.id} value={option} id={i === 0 ? id : undefined}
                checked={field.type === 'radio' ? control.value === option : list.includes(option)}
                onChange={(e) => onChange(field.type === 'radio' ? option
                  : e.target.checked ? [...list, option] : list.filter((o) => o !== option))}
                aria-invalid={invalid} />
              {option}
            </label>
          ))}
        </Frame>
      );
    }
    case 'likert': {
      const answers = asParts(value);
      return (
        <Frame {...props} group>
          {options.map((question, q) => (
            <fieldset key={question} className="sq-form__likert">
              <legend>{question}</legend>
              {LIKERT_VALUES.map((v) => (
                <label key={v} className="sq-form__choice">
                  <input type="radio" name={`${field.id}.${q}`} value={String(v)} checked={answers[question] === String(v)}
                    onChange={() => onChange({ ...answers, [question]: String(v) })} aria-invalid={invalid} />
                  {LIKERT_LABELS[`${v}`]}
                </label>
              ))}
            </fieldset>
          ))}
        </Frame>
      );
    }
    case 'name': case 'address': case 'phone': case 'date': case 'time': {
      const parts = asParts(value);
      return (
        <Frame {...props} group>
          <div className="sq-form__parts">
            {fieldParts(field).map((part, i) => (
              <label key={part} className="sq-form__part">
                <span className="sq-form__part-label">{FORM_PART_LABELS[part]}</span>
                <input id={i === 0 ? id : undefined} name={`${field.id}.${part}`} value={parts[part] ?? ''}
                  inputMode={field.type === 'phone' || field.type === 'date' ? 'numeric' : undefined}
                  onChange={(e) => onChange({ ...parts, [part]: e.target.value })} aria-invalid={invalid} />
              </label>
            ))}
          </div>
        </Frame>
      );
    }
    default:
      return (
        <Frame {...props} group={false}>
          <span className="sq-form__input">
            {field.type === 'currency' && field.currencySymbol && <span className="sq-form__affix" aria-hidden="true">{field.currencySymbol}</span>}
            <input {...control} type={INPUT_TYPES[field.type] ?? 'text'}
              autoComplete={field.type === 'email' ? 'email' : field.type === 'password' ? 'off' : undefined} />
          </span>
        </Frame>
      );
  }
}
