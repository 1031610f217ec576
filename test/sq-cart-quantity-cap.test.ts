// <sq-cart>'s quantity field and the 999 cap (CART_MAX_QUANTITY; docs/cart-api.md: a quantity is a whole
// number up to 999): a typed 1000 is shown and sent as 999, so the server never refuses it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqCartElement, cartNavigation } from '../elements/sq-cart.ts';
import { addItem } from '../runtime/cart/api.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { readLog, resetServerAfterEach } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-cart', SqCartElement);

const ITEMS = '/api/commerce/cart/items/*';
const qty = (el: Element) => el.querySelector<HTMLInputElement>('.sq-cart__entry .sq-cart__input')!;
const subtotal = (el: Element) => el.querySelector('[data-total="subtotal"] dd')!.textContent;
const clear = () => setCookies({ hasCart: null, CART: null, ss_lastid: null });

describe('<sq-cart> quantity cap (999)', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  const go = cartNavigation.go;
  before(() => { document.cookie = 'crumb=cap-crumb; path=/'; });
  resetServerAfterEach();
  beforeEach(() => {
    clear();
    clock = installFakeClock();
    logs = captureLogs();
    cartNavigation.go = () => {};
  });
  afterEach(() => {
    clock.restore();
    logs.stop();
    cartNavigation.go = go;
    clear();
  });

  it('typing 1000 into the quantity field sends 999 and shows 999, which the server takes', async () => {
    await addItem({ productId: 'p-poster' });
    const el = await fixture<HTMLElement>(html`<sq-cart></sq-cart>`);
    await whenRendered();
    await waitUntil(() => el.querySelector('.sq-cart__entry'), 'cart loaded');
    const before = subtotal(el);

    qty(el).focus();
    qty(el).select();
    await sendKeys({ type: '1000' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(async () => (await readLog(ITEMS)).some((e) => e.status !== undefined), 'the update answered', { timeout: 5000 });
    await waitUntil(() => subtotal(el) !== before, 'the server total');
    const log = await readLog(ITEMS);
    expect(log.map((e) => [e.method, e.status, e.body])).to.deep.equal([['PUT', 200, { quantity: 999 }]]);
    qty(el).blur();
    await whenRendered();
    expect(qty(el).value).to.equal('999');
    expect(logs.messages()).to.deep.equal([]);
  });
});
