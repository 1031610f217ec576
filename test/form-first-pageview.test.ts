// A new visitor's first page (issue 16 point 20): <sq-form> renders before the pageview has written ss_cvr;
// its census form-render waits for the view to be counted and carries the visitor id the pageview wrote,
// like every later page. Its own page: the page's view is counted once.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { SqFormElement } from '../elements/sq-form.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { normaliseContext } from '../runtime/context.ts';
import { define } from '../runtime/define.ts';
import { startVisitor } from '../runtime/visitor/visitor.ts';
import { cookie, readLog, resetServerAfterEach, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

define('sq-form', SqFormElement);
resetServerAfterEach();

const RENDER = API_PATHS.formRender;
const context = normaliseContext({ website: { id: 'site-first' }, collection: { id: 'col-1' } });
const json = JSON.stringify({ id: 'first-form', collectionId: 'c1', objectName: 'o', submitButtonText: 'Send',
  fields: [{ id: 'email', type: 'email', title: 'Email' }] });

describe('census form-render on a new visitor\'s first page', () => {
  let stop: () => void = () => {};
  const win = window as unknown as { Sq?: unknown };
  before(() => { setCookies({ ss_cvr: null, ss_cvt: null }); win.Sq = { context }; });
  after(() => { stop(); delete win.Sq; setCookies({ ss_cvr: null, ss_cvt: null }); });

  it('waits for the pageview to write ss_cvr, then sends it as visitorCookie', async () => {
    expect(cookie('ss_cvr'), 'a new visitor: no record yet').to.equal(undefined);
    await fixture(`<sq-form form-json='${json}'><form></form></sq-form>`);
    await whenRendered();
    // Nothing has counted the view yet, so the form's census has not gone with an empty visitor cookie.
    expect((await readLog(RENDER)).length, 'not sent before the view is counted').to.equal(0);
    stop = startVisitor(context); // the tracking chunk starts (after load and idle in a real page)
    const entry = await waitForEntry(RENDER);
    const record = cookie('ss_cvr');
    expect(record, 'the pageview wrote the visitor record').to.match(/^\d+\|\d+\|\d+\|1\|1$/);
    expect(entry.body).to.deep.equal({ formId: 'first-form', visitorCookie: record });
    await waitUntil(async () => (await readLog(API_PATHS.recordHit)).length === 1, 'the pageview hit');
  });
});
