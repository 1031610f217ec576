// Labels of the parts of structured form fields and other form words the spec does not give. They
// are this library's wording (the spec names the parts, not their labels).
export const FORM_PART_LABELS = {
  first: 'First Name', last: 'Last Name',
  address1: 'Address 1', address2: 'Address 2', city: 'City', state: 'State', zip: 'ZIP Code', country: 'Country',
  areacode: 'Area code', prefix: 'Prefix', line: 'Line',
  month: 'Month', day: 'Day', year: 'Year',
  hour: 'Hour', minute: 'Minute', ampm: 'AM/PM',
} as const;
export type FormPart = keyof typeof FORM_PART_LABELS;

export const FORM_LABELS = {
  required: 'required',
  chooseOne: 'Select an option',
  send: 'Submit',
} as const;
