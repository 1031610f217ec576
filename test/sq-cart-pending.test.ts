// <sq-cart> while a change is on its way (issue 8 "The cart"; visitor §3 "Shopping cart"): the totals are
// marked pending from the first change until the server answers, the live regions stay rendered and
// speak every outcome, and a cart with a subscription offers the subscribe checkout (visitor §2).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqCartElement, cartNavigation } from '../elements/sq-cart.ts';
import { addItem } from '../runtime/cart/api.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { resetServerAfterEach, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

define('sq-cart', SqCartElement);

const ITEMS = '/api/commerce/cart/items/*';
const rows = (el: Element) => [...el.querySelectorAll<HTMLElement>('.sq-cart__entry')];
const row = (el: Element, title: string) => rows(el).find((r) => r.querySelector('.sq-cart__title')!.textContent === title)!;
const lineTotal = (r: Element) => r.querySelector<HTMLElement>('.sq-cart__line-total')!;
const busy = (el: Element) => el.querySelector('.sq-cart')!.getAttribute('aria-busy');
const totalsPending = (el: Element) => el.querySelector('.sq-cart__totals')!.hasAttribute('data-pending');
const subtotal = (el: Element) => el.querySelector('[data-total="subtotal"] dd')!.textContent;
const statusText = (el: Element) => el.querySelector('[role=status]')!.textContent;
const plus = (r: Element) => r.querySelector<HTMLButtonElement>('button[aria-label^="Increase"]')!;
const clear = () => setCookies({ hasCart: null, CART: null, ss_lastid: null });

async function mount(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<sq-cart></sq-cart>`);
  await whenRendered();
  await waitUntil(() => el.querySelector('.sq-cart__entry, .sq-cart__empty'), 'cart loaded');
  return el;
}

describe('<sq-cart> pending changes', () => {
  let clock: FakeClock;
  let went: string[];
  const go = cartNavigation.go;
  before(() => { document.cookie = 'crumb=pending-crumb; path=/'; });
  resetServerAfterEach();
  beforeEach(async () => {
    clear();
    clock = installFakeClock();
    went = [];
    cartNavigation.go = (url) => { went.push(url); };
    await addItem({ productId: 'p-mug', quantity: 2 });
    await addItem({ productId: 'p-poster' });
  });
  afterEach(() => {
    clock.restore();
    cartNavigation.go = go;
    clear();
  });

  it('marks the totals pending and the changed line "Updating…" from the first press until the answer', async () => {
    const el = await mount();
    expect([busy(el), totalsPending(el)]).to.deep.equal(['false', false]);
    plus(row(el, 'Lighthouse mug')).click();
    await whenRendered();
    // During the debounce: the new quantity, no old line total beside it, the totals busy and dimmed.
    expect(busy(el)).to.equal('true');
    expect(totalsPending(el)).to.equal(true);
    expect(getComputedStyle(el.querySelector('.sq-cart__totals')!).opacity).to.equal('0.7');
    expect(lineTotal(row(el, 'Lighthouse mug')).textContent).to.equal('Item total Updating…');
    expect(lineTotal(row(el, 'Lighthouse mug')).hasAttribute('data-pending')).to.equal(true);
    expect(lineTotal(row(el, 'Tide chart poster')).textContent).to.equal('Item total $12.99');
    await expect(el).to.be.accessible();
    await setSwitch({ route: ITEMS, delayMs: 300, times: 1 });
    clock.tick(400);
    await whenRendered();
    expect(busy(el)).to.equal('true'); // during the call too
    await waitUntil(() => subtotal(el) === '$56.49', 'the server\'s totals', { timeout: 5000 });
    expect([busy(el), totalsPending(el)]).to.deep.equal(['false', false]);
    expect(lineTotal(row(el, 'Lighthouse mug')).textContent).to.equal('Item total $43.50');
  });

  it('marks the totals pending while a removal is on its way', async () => {
    await setSwitch({ route: ITEMS, delayMs: 300, times: 1 });
    const el = await mount();
    row(el, 'Tide chart poster').querySelector<HTMLButtonElement>('.sq-cart__remove')!.click();
    await whenRendered();
    expect(rows(el).length).to.equal(1);
    expect([busy(el), totalsPending(el)]).to.deep.equal(['true', true]);
    expect(subtotal(el)).to.equal('$41.99'); // the last answer's, marked pending
    await waitUntil(() => subtotal(el) === '$29.00', 'the server\'s totals', { timeout: 5000 });
    expect([busy(el), totalsPending(el)]).to.deep.equal(['false', false]);
  });

  it('keeps both live regions rendered while empty, and speaks a repeated outcome again', async () => {
    const el = await mount();
    for (const region of el.querySelectorAll<HTMLElement>('[role=status], [role=alert]')) {
      expect(region.textContent).to.equal('');
      expect(getComputedStyle(region).display).to.not.equal('none');
    }
    plus(row(el, 'Tide chart poster')).click();
    clock.tick(400);
    await waitUntil(() => statusText(el) === 'Cart updated', 'first update', { timeout: 5000 });
    await setSwitch({ route: ITEMS, delayMs: 300, times: 1 });
    plus(row(el, 'Tide chart poster')).click();
    clock.tick(400);
    await waitUntil(() => statusText(el) === '', 'the status clears as the call starts', { timeout: 5000 });
    await waitUntil(() => statusText(el) === 'Cart updated', 'second update spoken', { timeout: 5000 });
    expect(subtotal(el)).to.equal('$67.97'); // 2 × $14.50 + 3 × $12.99
  });

  it('offers /checkout/subscribe?cartToken= for a cart holding a subscription, after the waiting changes', async () => {
    const plain = await mount();
    expect(plain.querySelector('.sq-cart__subscribe')).to.equal(null); // no subscription in the cart
    plain.remove();
    const cart = await addItem({ productId: 'p-coffee-club' });
    const el = await mount();
    const link = el.querySelector<HTMLAnchorElement>('a.sq-cart__subscribe')!;
    expect(link.textContent).to.equal('Subscribe');
    expect(link.getAttribute('href')).to.equal(`/checkout/subscribe?cartToken=${cart.id}`);
    await expect(el).to.be.accessible();
    plus(row(el, 'Coffee club')).click();
    await whenRendered();
    link.click();
    await waitUntil(() => went.length > 0, 'navigated', { timeout: 5000 });
    expect(went).to.deep.equal([`/checkout/subscribe?cartToken=${cart.id}`]);
    expect(row(el, 'Coffee club').querySelector<HTMLInputElement>('.sq-cart__input')!.value).to.equal('2');
  });

  it('says the session expired instead of subscribing without the CART cookie', async () => {
    await addItem({ productId: 'p-coffee-club' });
    const el = await mount();
    setCookies({ CART: null });
    el.querySelector<HTMLAnchorElement>('a.sq-cart__subscribe')!.click();
    await waitUntil(() => el.querySelector('[role=alert]')!.textContent !== '', 'message', { timeout: 5000 });
    expect(el.querySelector('[role=alert]')!.textContent)
      .to.equal('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.');
    expect(went).to.deep.equal([]);
  });
});
