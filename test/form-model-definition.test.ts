// The form JSON of a form block (visitor §3 "Form submission", reference §3.8), checked as untrusted input.
import { expect } from '@open-wc/testing';
import { FORM_FIELD_TYPES } from '../catalog/form-fields.ts';
import { parseFormDefinition } from '../react-core/form/model/definition.ts';
import { captureLogs } from './support/logs.ts';

const FORM = { id: 'form-1', collectionId: 'c1', objectName: 'block-1', submitButtonText: 'Send', fields: [] };

describe('parseFormDefinition (the form-json of a form block)', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('keeps the form settings of a submission: id, collection id, object name, button text, post-submit, captcha, newsletter, overlay', () => {
    const form = parseFormDefinition({
      ...FORM, postSubmitMessage: 'Thank you!', postSubmitHtml: '<p>Thanks</p>', successRedirect: '/thanks',
      captcha: true, newsletter: false, isOverlayForm: true,
    });
    expect(form).to.deep.equal({
      id: 'form-1', collectionId: 'c1', objectName: 'block-1', submitButtonText: 'Send', fields: [],
      postSubmitMessage: 'Thank you!', postSubmitHtml: '<p>Thanks</p>', successRedirect: '/thanks',
      captcha: true, newsletter: false, isOverlayForm: true,
    });
    expect(logs.entries).to.deep.equal([]);
  });

  it('reads the attribute text too, and gives the button "Submit" when it has no text', () => {
    const form = parseFormDefinition(JSON.stringify({ id: 'f' }));
    expect(form).to.deep.equal({ id: 'f', collectionId: '', objectName: '', submitButtonText: 'Submit', fields: [] });
    expect(logs.entries).to.deep.equal([]);
  });

  it('keeps each field type of reference 3.8 with the properties it edits', () => {
    const fields = [
      { id: 't', type: 'text', title: 'Text', description: 'd', placeholder: 'p', required: true },
      { id: 'ta', type: 'textarea', title: 'Message', maxLength: 500 },
      { id: 'e', type: 'email', title: 'Email', required: true },
      { id: 'n', type: 'number', title: 'Age' },
      { id: 'w', type: 'website', title: 'Site' },
      { id: 'c', type: 'currency', title: 'Budget', currencySymbol: '€' },
      { id: 'pw', type: 'password', title: 'Password' },
      { id: 'tw', type: 'twitter', title: 'Twitter' },
      { id: 'd', type: 'date', title: 'Date' },
      { id: 'ti', type: 'time', title: 'Time' },
      { id: 'na', type: 'name', title: 'Name', required: true },
      { id: 'a', type: 'address', title: 'Address', usZip: true },
      { id: 'ph', type: 'phone', title: 'Phone', showCountryCode: true },
      { id: 's', type: 'section', title: 'About you', underline: true },
      { id: 'r', type: 'radio', title: 'Pick', options: ['A', 'B'] },
      { id: 'cb', type: 'checkbox', title: 'Tick', options: ['X', 'Y'] },
      { id: 'se', type: 'select', title: 'Choose', options: ['1', '2'] },
      { id: 'l', type: 'likert', title: 'Opinion', options: ['I like it'] },
      { id: 'h', type: 'hidden', title: '', key: 'source', value: 'ad' },
    ];
    expect(fields.map((f) => f.type)).to.have.members([...FORM_FIELD_TYPES]);
    const form = parseFormDefinition({ ...FORM, fields });
    expect(form!.fields).to.deep.equal(fields);
    expect(logs.entries).to.deep.equal([]);
  });

  describe('returns null and logs "Expected … but … found." when the form is unusable', () => {
    it('a non-object: null, 42, a list, a text that is not JSON', () => {
      for (const json of [null, 42, [FORM], '{not json']) expect(parseFormDefinition(json)).to.equal(null);
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([
        ['error', 'Expected a form object but null found.'],
        ['error', 'Expected a form object but 42 found.'],
        ['error', `Expected a form object but ${JSON.stringify([FORM]).slice(0, 60)}… found.`],
        ['error', 'Expected form JSON but "{not json" found.'],
      ]);
    });

    it('a form without an id, or with an empty or numeric one', () => {
      expect(parseFormDefinition({ fields: [] })).to.equal(null);
      expect(parseFormDefinition({ id: '' })).to.equal(null);
      expect(parseFormDefinition({ id: 7 })).to.equal(null);
      expect(logs.messages()).to.deep.equal([
        'Expected a form id but undefined found.', 'Expected a form id but "" found.', 'Expected a form id but 7 found.',
      ]);
    });
  });

  describe('drops a bad field with the parser message and keeps the others', () => {
    it('an unknown field type', () => {
      const form = parseFormDefinition({ ...FORM, fields: [{ id: 'x', type: 'signature', title: 'Sign' }, { id: 't', type: 'text', title: 'T' }] });
      expect(form!.fields.map((f) => f.id)).to.deep.equal(['t']);
      expect(logs.messages()).to.deep.equal([
        `Expected one of ${FORM_FIELD_TYPES.join(', ')} for the type of field x but "signature" found.`,
      ]);
      expect(logs.entries[0]!.level).to.equal('warn');
    });

    it('a field that is not an object, has no id, or repeats an id', () => {
      const form = parseFormDefinition({
        ...FORM,
        fields: ['text', { type: 'text', title: 'No id' }, { id: 'a', type: 'text' }, { id: 'a', type: 'email' }],
      });
      expect(form!.fields).to.deep.equal([{ id: 'a', type: 'text', title: '' }]);
      expect(logs.messages()).to.deep.equal([
        'Expected a form field object at fields[0] but "text" found.',
        'Expected a field id at fields[1] but undefined found.',
        'Expected a new field id at fields[3] but "a" found.',
      ]);
    });

    it('fields that are not a list give a form with no fields', () => {
      expect(parseFormDefinition({ ...FORM, fields: { a: 1 } })!.fields).to.deep.equal([]);
      expect(logs.messages()).to.deep.equal(['Expected a list of fields for form fields but {"a":1} found.']);
    });
  });

  describe('drops a property of the wrong type with the parser message and keeps the field', () => {
    it('title, required, options and maxLength of the wrong type', () => {
      const form = parseFormDefinition({
        ...FORM,
        fields: [
          { id: 't', type: 'text', title: 5, required: 'yes', placeholder: ['p'] },
          { id: 'r', type: 'radio', title: 'R', options: 'A,B' },
          { id: 'ta', type: 'textarea', title: 'M', maxLength: -1 },
        ],
      });
      expect(form!.fields).to.deep.equal([
        { id: 't', type: 'text', title: '' }, { id: 'r', type: 'radio', title: 'R' }, { id: 'ta', type: 'textarea', title: 'M' },
      ]);
      expect(logs.messages()).to.deep.equal([
        'Expected a text title for field t but 5 found.',
        'Expected text for field t placeholder but ["p"] found.',
        'Expected true or false for field t required but "yes" found.',
        'Expected a list of options for field r but "A,B" found.',
        'Expected a whole number of characters for field ta maxLength but -1 found.',
      ]);
    });

    it('drops option entries that are not text or repeat an earlier one', () => {
      const form = parseFormDefinition({ ...FORM, fields: [{ id: 'c', type: 'checkbox', title: 'C', options: ['A', 2, 'A', 'B'] }] });
      expect(form!.fields[0]!.options).to.deep.equal(['A', 'B']);
      expect(logs.messages()).to.deep.equal([
        'Expected a new option text for field c but 2 found.', 'Expected a new option text for field c but "A" found.',
      ]);
    });

    it('form settings of the wrong type: captcha "true", successRedirect 1', () => {
      const form = parseFormDefinition({ ...FORM, captcha: 'true', successRedirect: 1 });
      expect(form).to.not.have.property('captcha');
      expect(form).to.not.have.property('successRedirect');
      expect(logs.messages()).to.deep.equal([
        'Expected text for form successRedirect but 1 found.', 'Expected true or false for form captcha but "true" found.',
      ]);
    });
  });

  describe('maxLength (textarea, under a feature flag)', () => {
    it('0 or absent means no limit; a digit string counts as data-max-length does', () => {
      const form = parseFormDefinition({
        ...FORM,
        fields: [{ id: 'a', type: 'textarea', title: 'A', maxLength: 0 }, { id: 'b', type: 'textarea', title: 'B', maxLength: '140' }],
      });
      expect(form!.fields.map((f) => f.maxLength)).to.deep.equal([undefined, 140]);
      expect(logs.entries).to.deep.equal([]);
    });
  });

  it('ignores properties a field type does not edit (a placeholder on a phone, maxLength on text, required on a section)', () => {
    const form = parseFormDefinition({
      ...FORM,
      fields: [
        { id: 'p', type: 'phone', title: 'P', placeholder: 'x' },
        { id: 't', type: 'text', title: 'T', maxLength: 10 },
        { id: 's', type: 'section', title: 'S', required: true },
      ],
    });
    expect(form!.fields).to.deep.equal([
      { id: 'p', type: 'phone', title: 'P' }, { id: 't', type: 'text', title: 'T' }, { id: 's', type: 'section', title: 'S' },
    ]);
    expect(logs.entries).to.deep.equal([]);
  });

  it('keeps HTML in titles, descriptions and options as plain text', () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    const form = parseFormDefinition({
      ...FORM, fields: [{ id: 'r', type: 'radio', title: payload, description: `<b>${payload}</b>`, options: [payload] }],
    });
    expect(form!.fields[0]).to.deep.equal({ id: 'r', type: 'radio', title: payload, description: `<b>${payload}</b>`, options: [payload] });
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });
});
