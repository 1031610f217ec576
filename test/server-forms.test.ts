// The local API server (demo/server/, helpers in test/support/api.ts): form keys and submissions, through
// POST /api/form/FormSubmissionKey and POST /api/form/SaveFormSubmission.
import { expect } from '@open-wc/testing';
import {
  FORM_ERRORS, post, postJson, onlyEntry, formKey, submitForm, resetServerAfterEach,
} from './support/api.ts';

resetServerAfterEach();

describe('POST /api/form/FormSubmissionKey (visitor §7)', () => {
  it('answers a fresh key as data.key', async () => {
    const response = await post('/api/form/FormSubmissionKey');
    expect(response.status).to.equal(200);
    const { key } = await response.json();
    expect(key).to.be.a('string').and.not.equal('');
    expect((await onlyEntry('/api/form/FormSubmissionKey')).outcome).to.deep.equal({ key });
    expect(await formKey()).not.to.equal(key);
  });
});

describe('POST /api/form/SaveFormSubmission (visitor §7, §8 "Form")', () => {
  it('accepts a valid form-encoded submission and records it', async () => {
    const response = await submitForm({ 'name-1': ['Ada', 'Lovelace'], 'email-2': 'ada@example.com' });
    expect(response.status).to.equal(200);
    const data = await response.json();
    expect(data.success).to.equal(true);
    expect(data.submissionId).to.be.a('string');
    const entry = await onlyEntry('/api/form/SaveFormSubmission');
    expect(entry.kind).to.equal('form-submissions');
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entry.body).to.include({ formId: 'contact-form', pagePath: '/contact', contentSource: 'c' });
    expect(entry.outcome).to.deep.equal({
      submissionId: data.submissionId, formId: 'contact-form',
      fields: { 'name-1': ['Ada', 'Lovelace'], 'email-2': 'ada@example.com' },
    });
  });

  it('accepts the same fields as a JSON body', async () => {
    const response = await postJson('/api/form/SaveFormSubmission',
      { key: await formKey(), formId: 'f', form: JSON.stringify({ a: 'b' }) });
    expect(response.status).to.equal(200);
  });

  it('spends a key on success: the second use is refused', async () => {
    const key = await formKey();
    const send = () => post('/api/form/SaveFormSubmission',
      new URLSearchParams({ key, formId: 'f', form: '{}' }));
    expect((await send()).status).to.equal(200);
    const again = await send();
    expect(again.status).to.equal(400);
    expect(await again.json()).to.deep.equal({ error: FORM_ERRORS.badKey });
  });

  it('refuses a missing or unknown key with 400 and "Error processing form submission…"', async () => {
    const bodies: Record<string, string>[] = [{ formId: 'f', form: '{}' }, { key: 'never-issued', formId: 'f', form: '{}' }];
    for (const fields of bodies) {
      const response = await post('/api/form/SaveFormSubmission', new URLSearchParams(fields));
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ error: FORM_ERRORS.badKey });
    }
  });

  it('answers 404 "This form has not been configured yet." for an unconfigured form', async () => {
    const response = await submitForm({}, { formId: 'unconfigured' });
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({ error: FORM_ERRORS.notConfigured });
  });

  it('answers 404 for a form registered as unconfigured, until the switches are cleared', async () => {
    expect((await postJson('/__sq/unconfigured-forms', { formId: 'newsletter-9' })).status).to.equal(201);
    expect((await submitForm({}, { formId: 'newsletter-9' })).status).to.equal(404);
    await fetch('/__sq/switches', { method: 'DELETE' });
    expect((await submitForm({}, { formId: 'newsletter-9' })).status).to.equal(200);
  });

  it('answers 400 "Could not parse the form fields…" when form is not a JSON object', async () => {
    for (const form of ['{"broken":', '[1,2]']) {
      const response = await submitForm({}, { form });
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ error: FORM_ERRORS.unparsable });
    }
  });

  it('answers 400 with an errors map for a value containing "invalid@", keyed by field id', async () => {
    const response = await submitForm({ 'email-2': 'someone-invalid@example', 'text-3': 'fine' });
    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({ errors: { 'email-2': FORM_ERRORS.invalidEmail } });
  });

  it('finds the rule inside compound values (name parts, address)', async () => {
    const response = await submitForm({ 'name-1': ['Ada', 'invalid@'], 'address-4': { line1: 'invalid@ street' } });
    expect(await response.json()).to.deep.equal({
      errors: { 'name-1': FORM_ERRORS.invalidEmail, 'address-4': FORM_ERRORS.invalidEmail },
    });
  });

  it('flags a value over 4000 characters with "You have exceeded the character limit."', async () => {
    const response = await submitForm({ 'textarea-5': 'x'.repeat(4001), 'text-6': 'x'.repeat(4000) });
    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({ errors: { 'textarea-5': FORM_ERRORS.tooLong } });
  });

  it('keeps the key usable after a refusal, so the corrected form can be sent', async () => {
    const key = await formKey();
    const send = (email: string) => post('/api/form/SaveFormSubmission',
      new URLSearchParams({ key, formId: 'f', form: JSON.stringify({ email }) }));
    expect((await send('x-invalid@y')).status).to.equal(400);
    expect((await send('x@y.com')).status).to.equal(200);
  });

  it('answers 400 with data.error for "#unknown-error" and for captchaKey "invalid"', async () => {
    const unknown = await submitForm({ 'text-1': 'please #unknown-error' });
    expect(unknown.status).to.equal(400);
    expect(await unknown.json()).to.deep.equal({ error: FORM_ERRORS.unknown });
    const captcha = await submitForm({}, { captchaKey: 'invalid' });
    expect(captcha.status).to.equal(400);
    expect(await captcha.json()).to.deep.equal({ error: FORM_ERRORS.captcha });
  });
});
