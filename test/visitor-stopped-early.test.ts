// Tracking stopped before the task that sends the page view (runtime/visitor/visitor.ts): no view is
// counted, and census calls waiting for a counted view (the form's form-render, runtime/visitor/
// visit-ready.ts) go without one rather than waiting forever. Its own page: the page's view-counted
// promise is settled once per page, so no other test may settle it first.
import { expect } from '@open-wc/testing';
import { normaliseContext } from '../runtime/context.ts';
import { visitCounted } from '../runtime/visitor/visit-ready.ts';
import { startVisitor } from '../runtime/visitor/visitor.ts';
import { resetServerAfterEach } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

resetServerAfterEach();

const flushMicrotasks = async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); };

describe('tracking stopped before its page view is sent', () => {
  // Before too: a file that ran earlier in the same browser can leave a visitor cookie behind.
  const clear = () => setCookies({ ss_cvr: null, ss_cvt: null });
  beforeEach(clear);
  afterEach(clear);

  it('sends no page view, and lets census calls waiting for a counted view go', async () => {
    let settled = false;
    void visitCounted.then(() => { settled = true; });
    const stop = startVisitor(normaliseContext({ website: { id: 'site-stopped' } }));
    await flushMicrotasks();
    expect(settled, 'not settled while the page view is still to be sent').to.equal(false);
    stop();
    await flushMicrotasks();
    expect(settled, 'settled by the stop').to.equal(true);
    // The page view's task would have run by now; it writes the visitor cookie before it sends.
    await new Promise((resolve) => setTimeout(resolve));
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.cookie, 'no page view counted').not.to.contain('ss_cvr=');
  });
});
