// runtime/visitor/visitor.ts: who gets what (visitor §6 "Tracking runs for anonymous visitors or
// viewer-only accounts outside /config. Admin users get an admin event broadcast channel."; issue 5:
// mouse positions for authenticated accounts only), and consent taking effect mid-page.
import { expect, waitUntil } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { configureConsent } from '../runtime/consent.ts';
import { setConsent } from '../runtime/consent-choice.ts';
import { normaliseContext } from '../runtime/context.ts';
import { startVisitor, track } from '../runtime/visitor/visitor.ts';
import { readLog, resetServerAfterEach } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

resetServerAfterEach();

const SITE = 'site-wiring';
const context = (extra: Record<string, unknown> = {}) => normaliseContext({ website: { id: SITE, templateId: 't' }, ...extra });
const account = (roles: number[]) => ({ authenticatedAccount: { id: 'a1' }, websiteRoles: { [SITE]: roles } });
const hits = async () => (await readLog(API_PATHS.recordHit)).length;
/** Waits long enough for a hit that is coming to arrive, by sending a marker after it and waiting for that. */
async function settled(): Promise<void> {
  const marker = `marker-${Math.random()}`;
  await fetch(`${API_PATHS.overlay}?${marker}`, { method: 'POST' });
  await waitUntil(async () => (await readLog(API_PATHS.overlay)).some((entry) => marker in entry.query));
}
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: string }).visibilityState;
};

describe('tracking wiring (runtime/visitor/visitor.ts)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    configureConsent({});
    setCookies({ ss_cookieAllowed: null, ss_cvr: null, ss_cvt: null, ss_aid: null, ss_sid: null });
  });

  it('records a pageview for an anonymous visitor', async () => {
    stop = startVisitor(context());
    await waitUntil(async () => (await hits()) === 1, 'the hit arrived');
  });

  it('sends the page view in a task after tracking starts, and not at all when stopped before it', async () => {
    stop = startVisitor(context());
    // Tracking's start is short: the page view's cookie and request come in the next task.
    expect(document.cookie, 'no visitor cookie yet in the starting task').not.to.contain('ss_cvr=');
    stop();
    stop = undefined;
    await settled();
    expect(await hits(), 'stopped before its task: no page view').to.equal(0);
    stop = startVisitor(context());
    await waitUntil(async () => (await hits()) === 1, 'the hit arrived');
    expect(document.cookie).to.contain('ss_cvr=');
  });

  it("a stop between the page view's two tasks (cookies written, hit not yet sent) sends no hit", async () => {
    stop = startVisitor(context());
    // Equal-delay timers run in the order they were set (HTML timers): tracking's task, set before this
    // one, writes the visit cookies and sets the hit's task, which runs after this one.
    await new Promise((next) => setTimeout(next));
    expect(document.cookie, "the page view's first task ran").to.contain('ss_cvr=');
    stop();
    stop = undefined;
    await settled();
    expect(await hits(), 'stopped before the hit was sent').to.equal(0);
  });

  it('records a pageview for a viewer-only account', async () => {
    stop = startVisitor(context(account([10])));
    await waitUntil(async () => (await hits()) === 1, 'the hit arrived');
  });

  for (const [who, roles] of [['an admin', [1]], ['an editor', [4]], ['a viewer who is also an editor', [10, 4]]] as const) {
    it(`records no pageview for ${who}`, async () => {
      stop = startVisitor(context(account([...roles])));
      await settled();
      expect(await hits()).to.equal(0);
    });
  }

  it('gives admins the admin event channel, and no one else', async () => {
    const received: string[] = [];
    const listener = new BroadcastChannel('sq-admin-events');
    listener.onmessage = (event: MessageEvent<{ type: string; data: { customSchemaName?: string } }>) => {
      received.push(`${event.data.type}:${event.data.data?.customSchemaName ?? ''}`);
    };
    const fields = { actor: 'a', action: 'b', event_owner_team: 'c', event_source: 'd', object_type: 'e' };
    try {
      stop = startVisitor(context(account([10])));
      await track('viewer-event', fields);
      stop();
      stop = startVisitor(context(account([1])));
      await track('admin-event', fields);
      await waitUntil(() => received.length > 0, 'the admin channel carried the event');
      expect(received).to.deep.equal(['track:admin-event']);
    } finally {
      listener.close();
    }
  });

  it('records mouse positions for signed-in accounts only', async () => {
    const move = () => window.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', clientX: 10, clientY: 10 }));
    const traced = async () => (await readLog(API_PATHS.trace)).flatMap((entry) => {
      const data = (entry.body as { data?: string }).data;
      return (JSON.parse(data ?? '[]') as Array<{ event: string }>).map((e) => e.event);
    });
    stop = startVisitor(context());
    move();
    hide();
    stop();
    stop = startVisitor(context(account([10])));
    move();
    hide();
    await waitUntil(async () => (await traced()).includes('mouse-position'), 'the mouse position was traced');
    expect((await traced()).filter((event) => event === 'mouse-position')).to.have.length(1);
  });

  it('under a restrictive policy, waits for an accept, then records the pageview at once', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    stop = startVisitor(context());
    await settled();
    expect(await hits()).to.equal(0);
    expect(document.cookie).not.to.contain('ss_cvr=');
    setConsent(true);
    await waitUntil(async () => (await hits()) === 1, 'the hit arrived after the accept');
  });

  it('sends nothing after a decline', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    stop = startVisitor(context());
    setConsent(false);
    await track('declined', { actor: 'a', action: 'b', event_owner_team: 'c', event_source: 'd', object_type: 'e' });
    await settled();
    expect(await hits()).to.equal(0);
    expect(await readLog(API_PATHS.events)).to.have.length(0);
    expect(await readLog(API_PATHS.performanceSettings)).to.have.length(0);
  });
});
