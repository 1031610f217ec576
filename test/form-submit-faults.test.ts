// react-core/form/submit.ts, the fault tests of issue 4 against the local API server and its switches:
// every answer becomes the message of visitor §5 "Forms" / §8 "Form", and submitForm never throws.
import { expect } from '@open-wc/testing';
import { FORM_MESSAGES } from '../catalog/messages/form.ts';
import { submitForm, type SubmissionResult } from '../react-core/form/submit.ts';
import { FORM_ERRORS, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { input } from './support/form-submission.ts';
import { XSS_PAYLOADS } from './support/xss-payloads.ts';

resetServerAfterEach();

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';

const failedWith = (message: string): SubmissionResult => ({ ok: false, fieldErrors: {}, message, hasFieldErrors: false });

describe('submitForm: the key call failing', () => {
  for (const [name, fault] of [
    ['a 500', { status: 500 }], ['a 404', { status: 404 }], ['a network error', { networkError: true }],
    ['malformed JSON', { malformed: true }], ['an answer without data.key', { body: { nokey: 1 } }],
    ['an empty key', { body: { key: '' } }],
  ] as const) {
    it(`${name} -> 'Could not get a form submission key, please try again later.', nothing submitted`, async () => {
      await setSwitch({ route: KEY, ...fault });
      expect(await submitForm(input())).to.deep.equal(failedWith(FORM_MESSAGES.keyFailed));
      expect(await readLog(SAVE)).to.have.length(0);
    });
  }

  it('a hang past the time-out -> the key message', async () => {
    await setSwitch({ route: KEY, delayMs: 5000 });
    expect(await submitForm(input(), { timeoutMs: 200 })).to.deep.equal(failedWith(FORM_MESSAGES.keyFailed));
    expect(await readLog(SAVE)).to.have.length(0);
  });
});

describe('submitForm: server answers to SaveFormSubmission', () => {
  it('400 with an errors map -> each field\'s message, hasFieldErrors, no message of its own', async () => {
    const result = await submitForm(input({ form: { 'email-2': 'invalid@example', 'text-3': 'x'.repeat(4001), 'ok-4': 'fine' } }));
    expect(result).to.deep.equal({
      ok: false, hasFieldErrors: true, message: '',
      fieldErrors: { 'email-2': FORM_ERRORS.invalidEmail, 'text-3': FORM_ERRORS.tooLong },
    });
  });

  it('400 with an errors map keeps only string messages; none left -> data.error or \'Unknown error…\'', async () => {
    await setSwitch({ route: SAVE, status: 400, body: { errors: { a: 'Bad a', b: 7, c: null } } });
    expect(await submitForm(input())).to.deep.include({ fieldErrors: { a: 'Bad a' }, hasFieldErrors: true });
    await setSwitch({ route: SAVE, status: 400, body: { errors: { b: 7 }, error: 'Plain' } });
    expect(await submitForm(input())).to.deep.equal(failedWith('Plain'));
    await setSwitch({ route: SAVE, status: 400, body: { errors: [] } });
    expect(await submitForm(input())).to.deep.equal(failedWith(FORM_MESSAGES.unknownError));
  });

  it('400 without an errors map -> data.error (the server\'s captcha refusal)', async () => {
    expect(await submitForm(input({ captchaKey: 'invalid' }))).to.deep.equal(failedWith(FORM_ERRORS.captcha));
  });

  it('400 plain -> data.error as given, e.g. "Error processing form submission…"', async () => {
    await setSwitch({ route: SAVE, status: 400 });
    expect(await submitForm(input())).to.deep.equal(failedWith(FORM_MESSAGES.processingError));
  });

  it("the server's 'Could not parse the form fields, please check your entries.' passes through", async () => {
    await setSwitch({ route: SAVE, status: 400, body: { error: FORM_ERRORS.unparsable } });
    expect(await submitForm(input())).to.deep.equal(failedWith(FORM_MESSAGES.parseFieldsFailed));
  });

  it('fields that cannot be written as JSON -> \'Could not parse the form fields…\', nothing sent', async () => {
    const result = await submitForm(input({ form: { big: 10n } }));
    expect(result).to.deep.equal(failedWith(FORM_MESSAGES.parseFieldsFailed));
    expect(await readLog(KEY)).to.have.length(0);
  });

  it('400 with neither errors nor error -> \'Unknown error, please try again later.\'', async () => {
    await setSwitch({ route: SAVE, status: 400, body: { something: 'else' } });
    expect(await submitForm(input())).to.deep.equal(failedWith(FORM_MESSAGES.unknownError));
  });

  const statuses = [
    [401, FORM_MESSAGES.status401], [404, FORM_MESSAGES.status404],
    [429, FORM_MESSAGES.status429], [500, FORM_MESSAGES.status500],
  ] as const;
  for (const [status, message] of statuses) {
    it(`${status} -> '${message}', whatever the body says`, async () => {
      await setSwitch({ route: SAVE, status, body: { error: 'Words from the server' } });
      expect(await submitForm(input())).to.deep.equal(failedWith(message));
      await setSwitch({ route: SAVE, status, malformed: true });
      expect(await submitForm(input())).to.deep.equal(failedWith(message));
    });
  }

  it("404 from the real server for an unconfigured form -> 'This form has not been configured yet.'", async () => {
    expect(await submitForm(input({ formId: 'unconfigured' }))).to.deep.equal(failedWith(FORM_MESSAGES.status404));
  });

  it('401 crumbFail is not a refusal: the new crumb is taken and the submission sent again', async () => {
    await setSwitch({ route: SAVE, status: 401, body: { crumbFail: true, crumb: 'fresh-crumb' }, times: 1 });
    const result = await submitForm(input());
    expect(result.ok).to.equal(true);
    const sent = await readLog(SAVE);
    expect(sent.map((entry) => entry.status)).to.deep.equal([401, 200]);
    expect(sent[1]!.headers['x-csrf-token']).to.equal('fresh-crumb');
    document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  const unknown = [
    ['503 with an HTML body (sent as a JSON string)', { status: 503, body: '<html><body><h1>503 Service Unavailable</h1></body></html>' }],
    ['503 with an HTML error page (text/html)', { status: 503, html: '<!doctype html><html><body><h1>503 Service Unavailable</h1><script>top.__sqXss=1</script></body></html>' }],
    ['503 with a body that is not JSON', { status: 503, malformed: true }],
    ['502 with the default body', { status: 502 }],
    ['malformed JSON with 200', { malformed: true }],
    ['a network error', { networkError: true }],
  ] as const;
  for (const [name, fault] of unknown) {
    it(`${name} -> 'Unknown error, please try again later.'`, async () => {
      await setSwitch({ route: SAVE, ...fault });
      expect(await submitForm(input())).to.deep.equal(failedWith(FORM_MESSAGES.unknownError));
    });
  }

  it("a hang past the time-out -> 'Unknown error, please try again later.'", async () => {
    await setSwitch({ route: SAVE, delayMs: 5000 });
    expect(await submitForm(input(), { timeoutMs: 1000 })).to.deep.equal(failedWith(FORM_MESSAGES.unknownError));
  });

  it('a refused submission leaves the key usable: sending again succeeds', async () => {
    const refused = await submitForm(input({ form: { 'email-2': 'invalid@x' } }));
    expect(refused.ok).to.equal(false);
    expect((await submitForm(input())).ok).to.equal(true);
  });
});

describe('submitForm: server strings come back as the same literal text (XSS payloads)', () => {
  it(`field errors: all ${XSS_PAYLOADS.length} payloads, untouched`, async () => {
    const errors = Object.fromEntries(XSS_PAYLOADS.map((payload, index) => [`field-${index}`, payload]));
    await setSwitch({ route: SAVE, status: 400, body: { errors } });
    const result = await submitForm(input());
    expect(result).to.deep.equal({ ok: false, fieldErrors: errors, message: '', hasFieldErrors: true });
  });

  it('a field id of "__proto__" stays a plain key of the map', async () => {
    await setSwitch({ route: SAVE, status: 400, body: JSON.parse('{"errors":{"__proto__":"Bad","x":"Also bad"}}') });
    const result = await submitForm(input());
    expect(!result.ok && Object.keys(result.fieldErrors)).to.deep.equal(['__proto__', 'x']);
    expect(Object.getPrototypeOf(!result.ok && result.fieldErrors)).to.equal(Object.prototype);
  });

  it(`data.error: all ${XSS_PAYLOADS.length} payloads, untouched`, async function () {
    this.timeout(60000);
    for (const payload of XSS_PAYLOADS) {
      await setSwitch({ route: SAVE, status: 400, body: { error: payload } });
      expect(await submitForm(input())).to.deep.equal(failedWith(payload));
    }
  });
});
