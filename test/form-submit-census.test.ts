// react-core/form/census.ts: POST /api/census/form-render { formId, visitorCookie } once per form id per
// page, failures swallowed (visitor §7 "Tracking failures are swallowed").
import { expect } from '@open-wc/testing';
import { recordFormRender } from '../react-core/form/census.ts';
import { censusFields } from '../react-core/form/submit.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';

resetServerAfterEach();

const RENDER = '/api/census/form-render';
/** This file's records: a form another test file's page rendered may report after that page closed. */
const ownRecords = async () => (await readLog(RENDER)).filter((entry) => String((entry.body as { formId?: unknown })?.formId).startsWith('census-'));
const dropVisitorCookie = () => { document.cookie = 'ss_cvr=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'; };

describe('census form-render (visitor §7)', () => {
  afterEach(dropVisitorCookie);

  it('is sent once per form id per page, with formId and the visitor cookie', async () => {
    document.cookie = 'ss_cvr=7|1|2|3|1; path=/';
    await recordFormRender('census-a');
    await recordFormRender('census-a');
    await recordFormRender('census-b');
    await recordFormRender('census-a');
    const entries = await ownRecords();
    expect(entries.map((entry) => entry.body)).to.deep.equal([
      { formId: 'census-a', visitorCookie: '7|1|2|3|1' },
      { formId: 'census-b', visitorCookie: '7|1|2|3|1' },
    ]);
    expect(entries[0]!.method).to.equal('POST');
    expect(entries[0]!.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(entries[0]!.headers.cookie).to.contain('ss_cvr=');
  });

  it('two calls at once for the same form still send one request', async () => {
    await Promise.all([recordFormRender('census-c'), recordFormRender('census-c')]);
    expect(await ownRecords()).to.have.length(1);
  });

  it("sends visitorCookie '' when the visitor has no record yet", async () => {
    dropVisitorCookie();
    await recordFormRender('census-d');
    expect((await ownRecords())[0]!.body).to.deep.equal({ formId: 'census-d', visitorCookie: '' });
  });

  for (const [name, fault] of [['a 500', { status: 500 }], ['a network error', { networkError: true }], ['a hang', { delayMs: 4000 }]] as const) {
    it(`swallows ${name}: the promise resolves`, async function () {
      this.timeout(8000); // the 2.5 s tracking time-out runs out for the hang
      await setSwitch({ route: RENDER, ...fault });
      expect(await recordFormRender(`census-fault-${name}`)).to.equal(undefined);
    });
  }
});

describe('census fields of a submission', () => {
  afterEach(dropVisitorCookie);

  it('are the visitor cookie (ss_cvr)', () => {
    document.cookie = 'ss_cvr=9|1|1|1|2; path=/';
    expect(censusFields()).to.deep.equal({ visitorCookie: '9|1|1|1|2' });
  });
});
