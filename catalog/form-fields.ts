// Forms: the builder's field types and the properties each can edit (reference §3.8). Read only by the
// check of the form JSON (react-core/form/model/definition.ts), on the element's first render; a module
// apart from ./forms.ts, which the form's submission code imports too, so that the element chunk, not the
// chunk it shares with that code, carries them.

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
