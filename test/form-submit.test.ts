// react-core/form/submit.ts against the local API server: a successful submission and what it sends
// (visitor §3 "Form submission", §7 FormSubmissionKey and SaveFormSubmission), and the intra-page fields.
import { expect } from '@open-wc/testing';
import { pageFields, submitForm } from '../react-core/form/submit.ts';
import { clearCrumbCookies, onlyEntry, readLog, resetServerAfterEach } from './support/api.ts';
import { FIELDS, input } from './support/form-submission.ts';

resetServerAfterEach();

describe('submitForm: success (visitor §7)', () => {
  afterEach(() => {
    clearCrumbCookies();
    document.cookie = 'ss_cvr=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('gets a key, submits, and answers ok with the submissionId', async () => {
    const result = await submitForm(input());
    const saved = await onlyEntry('/api/form/SaveFormSubmission');
    expect(saved.status).to.equal(200);
    expect(result).to.deep.equal({ ok: true, submissionId: (saved.outcome as { submissionId: string }).submissionId });
    expect(result.ok && result.submissionId).to.be.a('string');
  });

  it('sends every field: key, formId, collectionId, objectName, isOverlayForm, submitButtonText, form JSON, captchaKey, intra-page fields', async () => {
    document.cookie = 'ss_cvr=12|1|2|3|4; path=/';
    await submitForm(input({ captchaKey: 'token-1', isOverlayForm: true }));
    const keyEntry = await onlyEntry('/api/form/FormSubmissionKey');
    const saved = await onlyEntry('/api/form/SaveFormSubmission');
    const body = saved.body as Record<string, string>;
    expect(saved.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(body).to.deep.equal({
      key: (keyEntry.outcome as { key: string }).key,
      formId: 'contact-form', collectionId: 'col-1', objectName: 'block-7', isOverlayForm: 'true',
      submitButtonText: 'Send', form: JSON.stringify(FIELDS), captchaKey: 'token-1',
      pageTitle: 'Contact', pageId: 'col-1', contentSource: 'c', pagePath: '/contact', permissionType: '2',
      visitorCookie: '12|1|2|3|4',
    });
    expect(JSON.parse(body.form!)).to.deep.equal(FIELDS);
    expect((saved.outcome as { fields: unknown }).fields).to.deep.equal(FIELDS);
  });

  it('leaves captchaKey out when there is none ("optional captchaKey")', async () => {
    await submitForm(input());
    expect((await onlyEntry('/api/form/SaveFormSubmission')).body).not.to.have.property('captchaKey');
  });

  it('sends the census fields it is given, which cannot replace the submission\'s own fields', async () => {
    await submitForm(input({ census: { visitorCookie: 'v-1', formId: 'forged', key: 'forged' } }));
    const body = (await onlyEntry('/api/form/SaveFormSubmission')).body as Record<string, string>;
    expect(body.visitorCookie).to.equal('v-1');
    expect(body.formId).to.equal('contact-form');
    expect(body.key).not.to.equal('forged');
  });

  it('sends the key call with credentials and the crumb header, and an empty body', async () => {
    document.cookie = 'crumb=crumb-abc; path=/';
    await submitForm(input());
    const keyEntry = await onlyEntry('/api/form/FormSubmissionKey');
    expect(keyEntry.method).to.equal('POST');
    expect(keyEntry.headers['x-csrf-token']).to.equal('crumb-abc');
    expect(keyEntry.headers.cookie).to.contain('crumb=crumb-abc');
    expect(keyEntry.raw ?? '').to.equal('');
    expect((await onlyEntry('/api/form/SaveFormSubmission')).headers['x-csrf-token']).to.equal('crumb-abc');
  });

  it('uses a fresh key for each submission', async () => {
    await submitForm(input());
    await submitForm(input());
    const keys = (await readLog('/api/form/FormSubmissionKey')).map((entry) => (entry.outcome as { key: string }).key);
    const sent = (await readLog('/api/form/SaveFormSubmission')).map((entry) => (entry.body as { key: string }).key);
    expect(sent).to.deep.equal(keys);
    expect(new Set(keys).size).to.equal(2);
  });
});

describe('pageFields: the intra-page fields (visitor §3)', () => {
  const page = (context: unknown, title = 'Contact us') => {
    const doc = document.implementation.createHTMLDocument(title);
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = JSON.stringify(context);
    doc.head.append(script);
    return doc;
  };

  it("a collection page: pageId is the collection id, contentSource 'c'", () => {
    expect(pageFields(page({ collection: { id: 'col-9' } }))).to.deep.equal({
      pageTitle: 'Contact us', pageId: 'col-9', contentSource: 'c', pagePath: location.pathname, permissionType: '',
    });
  });

  it("an item page: pageId is the item id, contentSource 'i'", () => {
    expect(pageFields(page({ collection: { id: 'col-9' }, item: { id: 'item-3' } }))).to.deep.include({
      pageId: 'item-3', contentSource: 'i',
    });
  });

  it("a page without context: an empty pageId and contentSource 'c'", () => {
    expect(pageFields(page(null, ''))).to.deep.equal({
      pageTitle: '', pageId: '', contentSource: 'c', pagePath: location.pathname, permissionType: '',
    });
  });

  it('permission type (the spec\'s fifth intra-page field): the context\'s permissionType as text', () => {
    expect(pageFields(page({ collection: { id: 'col-9' }, permissionType: 2 })).permissionType).to.equal('2');
    expect(pageFields(page({ permissionType: 0 })).permissionType).to.equal('0');
  });

  it('this page: the runtime\'s window.Sq.context, else window.SQ_CONTEXT', () => {
    const win = window as unknown as { Sq?: unknown; SQ_CONTEXT?: unknown };
    win.SQ_CONTEXT = { collection: { id: 'from-global' } };
    try {
      expect(pageFields().pageId).to.equal('from-global');
      win.Sq = { context: { item: { id: 'from-runtime' }, collection: null } };
      expect(pageFields()).to.deep.include({ pageId: 'from-runtime', contentSource: 'i', pageTitle: document.title });
    } finally {
      delete win.Sq;
      delete win.SQ_CONTEXT;
    }
  });
});
