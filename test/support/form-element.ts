// The <sq-form> test pages' shared form: every field type of reference §3.8, the form JSON around them,
// a mounted element, and the visitor's typing and submit (test/sq-form.test.ts, test/sq-form-captcha.test.ts).
import { fixture } from '@open-wc/testing';
import { whenRendered } from '../../react-core/portal-root.tsx';

export const FIELDS = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'website', type: 'website', title: 'Website' },
  { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
  { id: 'address', type: 'address', title: 'Address' },
  { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
  { id: 'guests', type: 'number', title: 'Guests' },
  { id: 'date', type: 'date', title: 'Date' },
  { id: 'time', type: 'time', title: 'Time' },
  { id: 'code', type: 'password', title: 'Code' },
  { id: 'handle', type: 'twitter', title: 'Twitter' },
  { id: 'more', type: 'section', title: 'More' },
  { id: 'topic', type: 'select', title: 'Topic', options: ['A', 'B'] },
  { id: 'contact', type: 'radio', title: 'Contact', options: ['Email', 'Phone'] },
  { id: 'extras', type: 'checkbox', title: 'Extras', options: ['Prints', 'Album'] },
  { id: 'survey', type: 'likert', title: 'Survey', options: ['Fast'] },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 20 },
  { id: 'source', type: 'hidden', key: 'source', value: 'test', title: 'Source' },
];

export const definition = (extra: Record<string, unknown> = {}) => ({
  id: 'form-1', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send',
  fields: FIELDS, postSubmitMessage: 'Thank you!', ...extra,
});

export async function form(extra: Record<string, unknown> = {}, inner = '<form><input name="email" value=""></form>') {
  const json = JSON.stringify(definition(extra)).replace(/'/g, '&#39;');
  const el = await fixture<HTMLElement>(`<sq-form form-json='${json}'>${inner}</sq-form>`);
  await whenRendered();
  return el;
}

export const input = (el: Element, name: string) => el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
export function type(el: Element, name: string, value: string) {
  const target = input(el, name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!;
  setter.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}
export const submit = (el: Element) => el.querySelector<HTMLButtonElement>('.sq-form__submit')!.click();
export const fillRequired = (el: Element) => {
  type(el, 'name.first', 'Ada');
  type(el, 'name.last', 'Lovelace');
  type(el, 'email', 'ada@example.com');
};
