// Field values: empty values, input names, values read from the server-rendered form, and what a
// submission sends (visitor §3 "Form submission", reference §3.8).
import { expect, fixture, html } from '@open-wc/testing';
import type { FormDefinition, FormFieldDefinition } from '../react-core/form/model/definition.ts';
import { emptyValue, formPayload, submissionValue } from '../react-core/form/model/payload.ts';
import { fieldParts } from '../react-core/form/model/parts.ts';
import { inputName, readFormValues } from '../react-core/form/model/values.ts';

const f = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition =>
  ({ id: `${type}-1`, type, title: type, ...extra });

/** One field of each type of reference 3.8. */
const FIELDS: FormFieldDefinition[] = [
  f('text'), f('textarea', { maxLength: 10 }), f('email'), f('number'), f('website'), f('currency', { currencySymbol: '$' }),
  f('password'), f('twitter'), f('date'), f('time'), f('name'), f('address'), f('phone'),
  f('section'), f('radio', { options: ['Red', 'Blue'] }), f('checkbox', { options: ['Tea', 'Coffee', 'Milk'] }),
  f('select', { options: ['S', 'M', 'L'] }), f('likert', { options: ['Fast', 'Friendly'] }), f('hidden', { key: 'src', value: 'ad' }),
];
const byType = (type: string) => FIELDS.find((field) => field.type === type)!;

describe('form field values', () => {
  describe('emptyValue', () => {
    it('gives each field type of reference 3.8 its empty value', () => {
      expect(Object.fromEntries(FIELDS.map((field) => [field.type, emptyValue(field)]))).to.deep.equal({
        text: '', textarea: '', email: '', number: '', website: '', currency: '', password: '', twitter: '',
        date: { month: '', day: '', year: '' },
        time: { hour: '', minute: '', ampm: '' },
        name: { first: '', last: '' },
        address: { address1: '', address2: '', city: '', state: '', zip: '', country: '' },
        phone: { areacode: '', prefix: '', line: '' },
        section: '',
        radio: '', checkbox: [], select: '',
        likert: { Fast: '', Friendly: '' },
        hidden: 'ad',
      });
    });

    it('a phone with the country code option has a country part first', () => {
      expect(emptyValue(f('phone', { showCountryCode: true }))).to.deep.equal({ country: '', areacode: '', prefix: '', line: '' });
      expect(fieldParts(f('phone', { showCountryCode: true }))).to.deep.equal(['country', 'areacode', 'prefix', 'line']);
    });
  });

  describe('inputName', () => {
    it('is the field id for single values and <id>.<part> for parts and likert questions', () => {
      expect(inputName(byType('email'))).to.equal('email-1');
      expect(inputName(byType('name'), 'first')).to.equal('name-1.first');
      expect(inputName(byType('likert'), '1')).to.equal('likert-1.1');
    });
  });

  describe('readFormValues: what the visitor typed before the element upgraded', () => {
    it('reads every field type from a real server-rendered form', async () => {
      const form = await fixture<HTMLFormElement>(html`
        <form>
          <input name="text-1" value="Hello">
          <textarea name="textarea-1">Long text</textarea>
          <input type="email" name="email-1" value=" ada@example.com ">
          <input type="number" name="number-1" value="42">
          <input type="url" name="website-1" value="https://example.com">
          <input name="currency-1" value="9.99">
          <input type="password" name="password-1" value="s3cret">
          <input name="twitter-1" value="@ada">
          <input name="date-1.month" value="12"><input name="date-1.day" value="10"><input name="date-1.year" value="1815">
          <input name="time-1.hour" value="9"><input name="time-1.minute" value="30">
          <select name="time-1.ampm"><option>AM</option><option selected>PM</option></select>
          <input name="name-1.first" value="Ada"><input name="name-1.last" value="Lovelace">
          <input name="address-1.address1" value="12 St James's Square"><input name="address-1.address2" value="">
          <input name="address-1.city" value="London"><input name="address-1.state" value="">
          <input name="address-1.zip" value="SW1Y"><input name="address-1.country" value="UK">
          <input name="phone-1.areacode" value="555"><input name="phone-1.prefix" value="123"><input name="phone-1.line" value="4567">
          <input type="radio" name="radio-1" value="Red"><input type="radio" name="radio-1" value="Blue" checked>
          <input type="checkbox" name="checkbox-1" value="Tea" checked><input type="checkbox" name="checkbox-1" value="Coffee">
          <input type="checkbox" name="checkbox-1" value="Milk" checked>
          <select name="select-1"><option value="">Pick</option><option>S</option><option selected>M</option></select>
          <input type="radio" name="likert-1.0" value="-2"><input type="radio" name="likert-1.0" value="2" checked>
          <input type="radio" name="likert-1.1" value="-1">
          <input type="hidden" name="hidden-1" value="changed-by-visitor">
        </form>`);
      expect(readFormValues(form, FIELDS)).to.deep.equal({
        // An email input's value is already stripped of spaces by the browser.
        'text-1': 'Hello', 'textarea-1': 'Long text', 'email-1': 'ada@example.com', 'number-1': '42',
        'website-1': 'https://example.com', 'currency-1': '9.99', 'password-1': 's3cret', 'twitter-1': '@ada',
        'date-1': { month: '12', day: '10', year: '1815' },
        'time-1': { hour: '9', minute: '30', ampm: 'PM' },
        'name-1': { first: 'Ada', last: 'Lovelace' },
        'address-1': { address1: "12 St James's Square", address2: '', city: 'London', state: '', zip: 'SW1Y', country: 'UK' },
        'phone-1': { areacode: '555', prefix: '123', line: '4567' },
        'radio-1': 'Blue', 'checkbox-1': ['Tea', 'Milk'], 'select-1': 'M',
        'likert-1': { Fast: '2', Friendly: '' },
        'hidden-1': 'ad',
      });
    });

    it('gives the empty value for inputs the form does not have, and leaves sections out', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><input name="other" value="x"></form>`);
      const values = readFormValues(form, FIELDS);
      expect(values).to.not.have.property('section-1');
      for (const field of FIELDS.filter((x) => x.type !== 'section')) expect(values[field.id]).to.deep.equal(emptyValue(field));
    });

    it('ignores choices that are not among the options, and likert answers outside -2..2', async () => {
      const form = await fixture<HTMLFormElement>(html`
        <form>
          <input type="radio" name="radio-1" value="Green" checked>
          <input type="checkbox" name="checkbox-1" value="Beer" checked><input type="checkbox" name="checkbox-1" value="Tea" checked>
          <select name="select-1"><option selected>XL</option></select>
          <input type="radio" name="likert-1.0" value="3" checked>
        </form>`);
      const values = readFormValues(form, FIELDS);
      expect([values['radio-1'], values['checkbox-1'], values['select-1'], values['likert-1']])
        .to.deep.equal(['', ['Tea'], '', { Fast: '', Friendly: '' }]);
    });
  });

  describe('submissionValue', () => {
    it('sends single values as typed, and an email trimmed', () => {
      for (const type of ['text', 'textarea', 'number', 'website', 'currency', 'twitter', 'radio', 'select']) {
        expect(submissionValue(byType(type), ' as typed ')).to.equal(' as typed ');
      }
      expect(submissionValue(byType('email'), '  ada@example.com \n')).to.equal('ada@example.com');
    });

    it('sends a typed password as the mask placeholder __MASKED_FIELD__, an empty one as ""', () => {
      expect(submissionValue(byType('password'), 's3cret')).to.equal('__MASKED_FIELD__');
      expect(submissionValue(byType('password'), '')).to.equal('');
    });

    it('sends name, date, time and address as their parts in order', () => {
      expect(submissionValue(byType('name'), { last: 'Lovelace', first: 'Ada' })).to.deep.equal(['Ada', 'Lovelace']);
      expect(submissionValue(byType('date'), { year: '1815', month: '12', day: '10' })).to.deep.equal(['12', '10', '1815']);
      expect(submissionValue(byType('time'), { hour: '9', minute: '30', ampm: 'PM' })).to.deep.equal(['9', '30', 'PM']);
      expect(submissionValue(byType('address'), { city: 'London', zip: '12345' }))
        .to.deep.equal(['', '', 'London', '', '12345', '']);
    });

    it('a phone with 3 parts gets an empty country part prepended', () => {
      expect(submissionValue(byType('phone'), { areacode: '555', prefix: '123', line: '4567' }))
        .to.deep.equal(['', '555', '123', '4567']);
    });

    it('a phone with its country code sends the 4 parts as typed', () => {
      const phone = f('phone', { showCountryCode: true });
      expect(submissionValue(phone, { country: '44', areacode: '20', prefix: '7946', line: '0000' }))
        .to.deep.equal(['44', '20', '7946', '0000']);
    });

    it('likert is a map of question to answer: -2 Strongly Disagree, -1 Disagree, 0 Neutral, 1 Agree, 2 Strongly Agree', () => {
      const likert = f('likert', { options: ['q-2', 'q-1', 'q0', 'q1', 'q2', 'unanswered'] });
      expect(submissionValue(likert, { 'q-2': '-2', 'q-1': '-1', q0: '0', q1: '1', q2: '2' })).to.deep.equal({
        'q-2': 'Strongly Disagree', 'q-1': 'Disagree', q0: 'Neutral', q1: 'Agree', q2: 'Strongly Agree', unanswered: '',
      });
    });

    it('sends checked checkboxes as a list, a hidden field its own value, and leaves a section out', () => {
      expect(submissionValue(byType('checkbox'), ['Tea', 'Milk'])).to.deep.equal(['Tea', 'Milk']);
      expect(submissionValue(byType('hidden'), 'tampered')).to.equal('ad');
      expect(submissionValue(byType('section'), '')).to.equal(undefined);
    });

    it('gives a value of the wrong shape the empty submission, never throwing', () => {
      expect(submissionValue(byType('text'), ['a'])).to.equal('');
      expect(submissionValue(byType('name'), 'Ada')).to.deep.equal(['', '']);
      expect(submissionValue(byType('checkbox'), 'Tea')).to.deep.equal([]);
    });
  });

  describe('formPayload: the form object of SaveFormSubmission', () => {
    it('keys every value by field id, leaves sections out and fills missing values with empty ones', () => {
      const definition: FormDefinition = { id: 'f', collectionId: 'c', objectName: 'o', submitButtonText: 'Send', fields: FIELDS };
      const payload = formPayload(definition, { 'email-1': ' a@b.co ', 'phone-1': { areacode: '1', prefix: '2', line: '3' } });
      expect(Object.keys(payload)).to.deep.equal(FIELDS.filter((x) => x.type !== 'section').map((x) => x.id));
      expect(payload['email-1']).to.equal('a@b.co');
      expect(payload['phone-1']).to.deep.equal(['', '1', '2', '3']);
      expect(payload['name-1']).to.deep.equal(['', '']);
      expect(payload['likert-1']).to.deep.equal({ Fast: '', Friendly: '' });
      expect(payload['hidden-1']).to.equal('ad');
      expect(JSON.parse(JSON.stringify(payload))).to.deep.equal(payload);
    });
  });
});
