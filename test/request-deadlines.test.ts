// Every request ends (issue 20): a call the server never answers fails at its deadline (the catalogued
// default of its kind, or its own) with its call's message, on the clock seam: the server holds the
// answer back (a delay switch) and the fake clock runs the deadline, so nothing here waits for real.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { BLOCK_WIDGET_LOGS } from '../catalog/block-widgets.ts';
import { MEMBER_API_PATHS } from '../catalog/members.ts';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { REQUEST_DEADLINES_MS, type RequestKind } from '../catalog/network.ts';
import { SqWidgetElement } from '../elements/sq-widget.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { addItem, CartError, getCart } from '../runtime/cart/api.ts';
import { deadlineClock } from '../runtime/clock.ts';
import { define } from '../runtime/define.ts';
import { memberLogin } from '../runtime/site/member-session.ts';
import { failureMessage, request, TransportError } from '../runtime/transport.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-widget', SqWidgetElement);
resetServerAfterEach();

const ECHO = '/api/test/echo';
const HUNG = { delayMs: 60000 };

/** Settles `promise` into a result the test can look at without awaiting a hang. */
function watch<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then((value) => Object.assign(state, { done: true, value }), (error: unknown) => Object.assign(state, { done: true, error }));
  return state;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('every request ends at its deadline', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { clock = installFakeClock(undefined, deadlineClock); logs = captureLogs(); });
  afterEach(() => { clock.restore(); logs.stop(); });

  for (const kind of Object.keys(REQUEST_DEADLINES_MS) as RequestKind[]) {
    it(`a '${kind}' call fails as a time-out after ${REQUEST_DEADLINES_MS[kind]} ms, not before, with 'Unable to connect…'`, async () => {
      await setSwitch({ route: ECHO, ...HUNG });
      const call = watch(request(ECHO, { kind }));
      await waitUntil(async () => (await readLog(ECHO)).length === 1, 'the request reached the server');
      clock.tick(REQUEST_DEADLINES_MS[kind] - 1);
      await flush();
      expect(call.done, 'still waiting just before the deadline').to.equal(false);
      clock.tick(1);
      await waitUntil(() => call.done, 'the call ended');
      expect(call.error).to.be.instanceOf(TransportError);
      expect((call.error as TransportError).kind).to.equal('timeout');
      expect(failureMessage(call.error)).to.equal(DATA_LAYER_MESSAGES.unableToConnect);
    });
  }

  it('a call without a kind is a visitor action; a call naming its own deadline keeps it', async () => {
    await setSwitch({ route: ECHO, ...HUNG });
    // Two addresses: a browser holds an identical GET back until the first one is answered.
    const plain = watch(request(`${ECHO}?call=plain`));
    const own = watch(request(`${ECHO}?call=own`, { timeoutMs: 500 }));
    await waitUntil(async () => (await readLog(ECHO)).length === 2, 'both requests reached the server');
    clock.tick(500);
    await waitUntil(() => own.done, 'the call with its own deadline ended');
    expect(plain.done).to.equal(false);
    clock.tick(REQUEST_DEADLINES_MS.action - 500);
    await waitUntil(() => plain.done, 'the plain call ended at the action deadline');
  });

  it('the cart: a hung add to cart fails with a cart error, and the queue goes on to the next call', async () => {
    await setSwitch({ route: '/api/commerce/cart/items', ...HUNG, times: 1 });
    const added = watch(addItem({ productId: 'p-mug', quantity: 1 }));
    const loaded = watch(getCart());
    await waitUntil(async () => (await readLog('/api/commerce/cart/items')).length === 1, 'the add reached the server');
    clock.tick(REQUEST_DEADLINES_MS.action);
    await waitUntil(() => added.done && loaded.done, 'both cart calls ended');
    expect(added.error).to.be.instanceOf(CartError);
    expect(loaded.error, 'the next call in the queue ran').to.equal(undefined);
  });

  it('member login: a hung call gives the catalogued failure, never a pending promise', async () => {
    await setSwitch({ route: MEMBER_API_PATHS.login, ...HUNG });
    const login = watch(memberLogin({ email: 'member@example.com', password: 'member-password', rememberMe: false }));
    await waitUntil(async () => (await readLog(MEMBER_API_PATHS.login)).length === 1, 'the login reached the server');
    clock.tick(REQUEST_DEADLINES_MS.action);
    await waitUntil(() => login.done, 'the login ended');
    expect(login.value).to.deep.equal({ ok: false, status: 0, message: DATA_LAYER_MESSAGES.unableToConnect });
  });

  it('<sq-widget>: a hung rendering call ends at the page-data deadline; the content stays, logged, not busy', async () => {
    await setSwitch({ route: '/api/widget/GetWidgetRendering', ...HUNG });
    const el = await fixture<HTMLElement>('<sq-widget type="text" widget-id="w1"><p class="fallback">Server copy</p></sq-widget>');
    await whenRendered();
    await waitUntil(async () => (await readLog('/api/widget/GetWidgetRendering')).length === 1, 'the call reached the server');
    expect(el.querySelector('[aria-busy=true]')).to.not.equal(null);
    clock.tick(REQUEST_DEADLINES_MS.data);
    await waitUntil(() => el.querySelector('[aria-busy=true]') === null, 'no longer busy');
    expect(el.querySelector('.fallback')?.textContent).to.equal('Server copy');
    expect(logs.messages()).to.deep.equal([BLOCK_WIDGET_LOGS.widgetFailed('text', 'w1', DATA_LAYER_MESSAGES.unableToConnect)]);
  });
});
