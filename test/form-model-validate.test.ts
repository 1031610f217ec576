// Form validation (visitor §5 "Forms", §4 "Form character counters"), with the spec's numbers and words.
import { expect } from '@open-wc/testing';
import type { FormDefinition, FormFieldDefinition } from '../react-core/form/model/definition.ts';
import { characterCount } from '../react-core/form/model/counter.ts';
import { validateField, validateForm } from '../react-core/form/model/validate.ts';
import { emptyValue } from '../react-core/form/model/payload.ts';

const f = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition =>
  ({ id: `${type}-1`, type, title: 'Your answer', ...extra });

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const LIMIT_MESSAGE = 'You have exceeded the character limit.';
const REQUIRED = 'Your answer is required.';
/** An address of exactly n characters. */
const emailOf = (n: number) => `${'a'.repeat(n - 6)}@b.com`;

describe('form validation (visitor §5 "Forms")', () => {
  describe('email field: trimmed, empty is fine if not required, a simple pattern, length 3 to 256', () => {
    const email = f('email');

    it('empty (or only spaces) is fine if not required', () => {
      expect(validateField(email, '')).to.equal(null);
      expect(validateField(email, '   ')).to.equal(null);
    });

    it('accepts an address with spaces around it: it is trimmed', () => {
      expect(validateField(email, '  ada@example.com  ')).to.equal(null);
    });

    it(`refuses what does not match the pattern with '${EMAIL_MESSAGE}'`, () => {
      for (const text of ['ada', 'ada@', '@example.com', 'ada lovelace@example.com', 'a@b@c']) {
        expect(validateField(email, text), text).to.equal(EMAIL_MESSAGE);
      }
    });

    it('accepts 3 characters (a@b) and 256, refuses 257', () => {
      expect(validateField(email, 'a@b')).to.equal(null);
      expect(emailOf(256)).to.have.length(256);
      expect(validateField(email, emailOf(256))).to.equal(null);
      expect(validateField(email, emailOf(257))).to.equal(EMAIL_MESSAGE);
      expect(validateField(email, ` ${emailOf(256)} `), 'counted after trimming').to.equal(null);
    });
  });

  describe('textarea with a max length: the value length must not exceed it', () => {
    const textarea = f('textarea', { maxLength: 10 });

    it(`accepts 10 characters of 10, refuses 11 with '${LIMIT_MESSAGE}'`, () => {
      expect(validateField(textarea, 'x'.repeat(10))).to.equal(null);
      expect(validateField(textarea, 'x'.repeat(11))).to.equal(LIMIT_MESSAGE);
    });

    it('empty is fine if not required; no max length means no limit', () => {
      expect(validateField(textarea, '')).to.equal(null);
      expect(validateField(f('textarea'), 'x'.repeat(5000))).to.equal(null);
    });
  });

  describe("a textarea with data-max-length above 0 shows a counter 'n / max'", () => {
    it("shows '0 / 10', '10 / 10', and '11 / 10' in the error state past the maximum", () => {
      expect(characterCount('', 10)).to.deep.equal({ text: '0 / 10', over: false });
      expect(characterCount('x'.repeat(10), 10)).to.deep.equal({ text: '10 / 10', over: false });
      expect(characterCount('x'.repeat(11), 10)).to.deep.equal({ text: '11 / 10', over: true });
    });

    it('has no counter for a max length of 0', () => {
      expect(characterCount('abc', 0)).to.equal(null);
      expect(characterCount('abc', -1)).to.equal(null);
    });
  });

  describe('US zip must be exactly 5 digits: for an address whose country is the US', () => {
    const address = f('address');
    const withZip = (zip: string, country = 'United States') => ({ ...(emptyValue(address) as Record<string, string>), zip, country });
    const ZIP = 'ZIP Code must be exactly 5 digits.';

    it('accepts 5 digits', () => {
      expect(validateField(address, withZip('12345'))).to.equal(null);
    });

    it('refuses 4 digits, 6 digits, letters and a zip+4', () => {
      for (const zip of ['1234', '123456', '1234a', '12345-6789']) {
        expect(validateField(address, withZip(zip)), zip).to.equal(ZIP);
      }
    });

    it('knows the US by its usual names, in any case, with or without dots', () => {
      for (const country of ['US', 'usa', 'U.S.A.', ' United States ', 'united states of america']) {
        expect(validateField(address, withZip('1234', country)), country).to.equal(ZIP);
      }
    });

    it('does not apply to other countries, nor when no country is given; an empty zip is fine if not required', () => {
      expect(validateField(address, withZip('SW1Y 4LE', 'United Kingdom'))).to.equal(null);
      expect(validateField(address, withZip('1234', ''))).to.equal(null);
      expect(validateField(address, withZip(''))).to.equal(null);
    });

    it('usZip overrides the country: true checks any address, false none', () => {
      expect(validateField(f('address', { usZip: true }), withZip('1234', ''))).to.equal(ZIP);
      expect(validateField(f('address', { usZip: false }), withZip('1234'))).to.equal(null);
    });
  });

  describe('section items are not validated', () => {
    it('a section is always valid, whatever it holds', () => {
      expect(validateField(f('section', { required: true }), '')).to.equal(null);
    });
  });

  describe('required fields', () => {
    const required = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}) => f(type, { required: true, ...extra });

    it('every single-value field refuses an empty or blank value', () => {
      for (const type of ['text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter', 'radio', 'select'] as const) {
        expect(validateField(required(type), ''), type).to.equal(REQUIRED);
        expect(validateField(required(type), '  '), type).to.equal(REQUIRED);
        expect(validateField(required(type), 'x@y'), type).to.equal(null);
      }
    });

    it('name needs both first and last', () => {
      const name = required('name');
      expect(validateField(name, { first: 'Ada', last: '' })).to.equal(REQUIRED);
      expect(validateField(name, { first: 'Ada', last: 'Lovelace' })).to.equal(null);
    });

    it('address needs address1, city, zip and country; address2 and state are optional', () => {
      const address = required('address');
      const full = { address1: '1 Main St', address2: '', city: 'Springfield', state: '', zip: '12345', country: 'US' };
      expect(validateField(address, full)).to.equal(null);
      for (const part of ['address1', 'city', 'zip', 'country']) {
        expect(validateField(address, { ...full, [part]: '' }), part).to.equal(REQUIRED);
      }
    });

    it('phone needs area code, prefix and line; the country code is optional', () => {
      const phone = required('phone', { showCountryCode: true });
      expect(validateField(phone, { country: '', areacode: '555', prefix: '123', line: '4567' })).to.equal(null);
      expect(validateField(phone, { country: '1', areacode: '555', prefix: '123', line: '' })).to.equal(REQUIRED);
    });

    it('date needs month, day and year; time needs hour and minute', () => {
      expect(validateField(required('date'), { month: '12', day: '10', year: '' })).to.equal(REQUIRED);
      expect(validateField(required('date'), { month: '12', day: '10', year: '1815' })).to.equal(null);
      expect(validateField(required('time'), { hour: '9', minute: '', ampm: 'AM' })).to.equal(REQUIRED);
      expect(validateField(required('time'), { hour: '9', minute: '30', ampm: '' })).to.equal(null);
    });

    it('checkbox needs at least one; likert needs every question answered', () => {
      expect(validateField(required('checkbox', { options: ['A', 'B'] }), [])).to.equal(REQUIRED);
      expect(validateField(required('checkbox', { options: ['A', 'B'] }), ['B'])).to.equal(null);
      const likert = required('likert', { options: ['Fast', 'Friendly'] });
      expect(validateField(likert, { Fast: '2', Friendly: '' })).to.equal(REQUIRED);
      expect(validateField(likert, { Fast: '2', Friendly: '-2' })).to.equal(null);
    });

    it('a required field without a title reads "This field is required."', () => {
      expect(validateField(f('text', { required: true, title: '' }), '')).to.equal('This field is required.');
    });

    it('a hidden field is never validated', () => {
      expect(validateField(f('hidden', { value: '' }), '')).to.equal(null);
    });
  });

  describe('validateForm', () => {
    const definition: FormDefinition = {
      id: 'f', collectionId: 'c', objectName: 'o', submitButtonText: 'Send',
      fields: [f('email', { id: 'email' }), f('section', { id: 's' }), f('text', { id: 'name', required: true })],
    };
    const noCaptcha = { present: false, token: null };

    it("submit is blocked if any field is invalid: 'One or more fields is invalid, please check your entries.'", () => {
      const result = validateForm(definition, { email: 'nope', name: '' }, noCaptcha);
      expect(result).to.deep.equal({
        valid: false,
        message: 'One or more fields is invalid, please check your entries.',
        errors: { email: EMAIL_MESSAGE, name: REQUIRED },
      });
    });

    it('a valid form has no errors and no message', () => {
      expect(validateForm(definition, { email: 'ada@example.com', name: 'Ada' }, noCaptcha))
        .to.deep.equal({ valid: true, message: null, errors: {} });
    });

    it("if a captcha container exists, it must be completed: 'Complete CAPTCHA before submitting.'", () => {
      const values = { email: '', name: 'Ada' };
      for (const token of [null, '']) {
        expect(validateForm(definition, values, { present: true, token }))
          .to.deep.equal({ valid: false, message: 'Complete CAPTCHA before submitting.', errors: {} });
      }
      expect(validateForm(definition, values, { present: true, token: 'tok' }).valid).to.equal(true);
      expect(validateForm(definition, values, { present: false, token: null }).valid).to.equal(true);
    });

    it('checks the captcha first, as the spec lists it, and still marks the fields', () => {
      const result = validateForm(definition, { email: 'nope', name: 'Ada' }, { present: true, token: null });
      expect(result.message).to.equal('Complete CAPTCHA before submitting.');
      expect(result.errors).to.deep.equal({ email: EMAIL_MESSAGE });
    });
  });
});
