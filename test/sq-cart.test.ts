// <sq-cart>, the full-page cart (issue 8 "The cart"; visitor §2, §3 "Shopping cart", §8 "Cart"), against
// the local API server's cart (demo/server/routes/cart.mjs): the states, the lines and their stepper,
// removal and focus, coupons, the totals as the server computed them, the minimum and checkout.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqCartElement, cartNavigation } from '../elements/sq-cart.ts';
import { addItem, applyCoupon, getCart } from '../runtime/cart/api.ts';
import type { Cart } from '../runtime/cart/model.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { CART_MESSAGES } from '../catalog/messages/cart.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-cart', SqCartElement);

const ITEMS = '/api/commerce/cart/items/*';
const rows = (el: Element) => [...el.querySelectorAll<HTMLElement>('.sq-cart__entry')];
const row = (el: Element, title: string) => rows(el).find((r) => r.querySelector('.sq-cart__title')!.textContent === title)!;
const qty = (r: Element) => r.querySelector<HTMLInputElement>('.sq-cart__input')!;
const total = (el: Element, key: string) => el.querySelector(`[data-total="${key}"] dd`)!.textContent;
const alertText = (el: Element) => el.querySelector('[role=alert]')!.textContent;
const statusText = (el: Element) => el.querySelector('[role=status]')!.textContent;
const button = (r: Element, label: RegExp) => [...r.querySelectorAll<HTMLButtonElement>('button')].find((b) => label.test(b.getAttribute('aria-label') ?? b.textContent!))!;
const usd = (cents: number) => (cents < 0 ? '-' : '') + `$${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

async function mount(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<sq-cart><a href="/commerce/goto-checkout">Check out</a></sq-cart>`);
  await whenRendered();
  await waitUntil(() => el.querySelector('.sq-cart__entry, .sq-cart__empty, .sq-cart__retry'), 'cart loaded');
  return el;
}

/** A fresh server cart: 2 mugs ($14.50 on sale) and a poster ($12.99). */
async function fillCart(): Promise<Cart> {
  await addItem({ productId: 'p-mug', quantity: 2 });
  return addItem({ productId: 'p-poster' });
}

describe('<sq-cart>', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  let went: string[];
  const go = cartNavigation.go;
  resetServerAfterEach();
  beforeEach(() => {
    setCookies({ hasCart: null, CART: null, ss_lastid: null });
    clock = installFakeClock();
    logs = captureLogs();
    went = [];
    cartNavigation.go = (url) => { went.push(url); };
  });
  afterEach(() => {
    clock.restore();
    logs.stop();
    cartNavigation.go = go;
    setCookies({ hasCart: null, CART: null, ss_lastid: null });
  });

  describe('states', () => {
    it('says it is loading (busy) until the cart arrives, and is accessible while loading', async () => {
      await setSwitch({ route: '/api/commerce/cart', delayMs: 400, times: 1 });
      const el = await fixture<HTMLElement>(html`<sq-cart></sq-cart>`);
      await whenRendered();
      expect(statusText(el)).to.equal('Loading your cart…');
      expect(el.querySelector('.sq-cart')!.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      await waitUntil(() => el.querySelector('.sq-cart__empty'), 'loaded');
      expect(el.querySelector('.sq-cart')!.getAttribute('aria-busy')).to.equal('false');
    });

    it('shows "You have nothing in your shopping cart." for an empty cart, with no checkout', async () => {
      const el = await mount();
      expect(el.querySelector('.sq-cart__empty')!.textContent).to.equal('You have nothing in your shopping cart.');
      expect(el.querySelector('.sq-cart__checkout')).to.equal(null);
      expect(el.querySelector('h2')!.textContent).to.equal('Shopping cart');
      await expect(el).to.be.accessible();
    });

    it('replaces the no-JavaScript children once rendered', async () => {
      const el = await mount();
      expect(el.querySelector(':scope > a[href="/commerce/goto-checkout"]')).to.equal(null);
      expect(el.querySelectorAll('.sq-cart').length).to.equal(1);
    });
  });

  describe('the lines and totals', () => {
    it('lists each entry: title linked to its url, options, unit price, quantity, line total', async () => {
      await addItem({ productId: 'p-tee', variantId: 'v-tee-s', quantity: 2 });
      const el = await mount();
      const tee = row(el, 'Harbour T-shirt');
      expect(tee.querySelector('a.sq-cart__title')!.getAttribute('href')).to.equal('/demo/products.html#p-tee');
      expect(tee.querySelector('.sq-cart__options')!.textContent).to.equal('Size: S');
      expect(tee.querySelector('.sq-cart__price')!.textContent).to.equal('Price $25.00');
      expect(qty(tee).value).to.equal('2');
      expect(tee.querySelector('.sq-cart__line-total')!.textContent).to.equal('Item total $50.00');
      await expect(el).to.be.accessible();
    });

    it('shows subtotal, tax, shipping, discount and total exactly as the server computed them', async () => {
      const server = await fillCart();
      const el = await mount();
      expect(rows(el).length).to.equal(2);
      expect(total(el, 'subtotal')).to.equal('$41.99'); // 2 × $14.50 + $12.99
      expect(total(el, 'shipping')).to.equal('$6.00');
      expect(total(el, 'tax')).to.equal(usd(server.taxCents));
      expect(total(el, 'discount')).to.equal('$0.00');
      expect(total(el, 'total')).to.equal(usd(server.grandTotalCents));
      expect(server.grandTotalCents).to.equal(4199 + server.taxCents + 600);
      await expect(el).to.be.accessible();
    });
  });

  describe('layout', () => {
    after(() => setViewport({ width: 800, height: 600 }));

    it('puts a line on one row on wide screens and stacks it below 40rem (640 px)', async () => {
      await addItem({ productId: 'p-poster' });
      await setViewport({ width: 1000, height: 700 });
      const el = await mount();
      const line = rows(el)[0]!;
      const top = (selector: string) => line.querySelector<HTMLElement>(selector)!.getBoundingClientRect().top;
      expect(top('.sq-cart__quantity') < top('.sq-cart__product') + 30).to.equal(true);
      await setViewport({ width: 400, height: 700 });
      await waitUntil(() => top('.sq-cart__quantity') > top('.sq-cart__product') + 30, 'stacked');
      await expect(el).to.be.accessible();
    });
  });

  describe('the quantity stepper', () => {
    it('+ shows the new quantity at once, and one debounced call follows; totals stay the server\'s', async () => {
      await fillCart();
      const el = await mount();
      const mug = row(el, 'Lighthouse mug');
      button(mug, /^Increase/).click();
      button(mug, /^Increase/).click();
      await whenRendered();
      expect(qty(mug).value).to.equal('4');
      expect(total(el, 'subtotal')).to.equal('$41.99'); // never a client-computed total
      expect((await readLog(ITEMS)).length).to.equal(0);
      clock.tick(400);
      await waitUntil(() => total(el, 'subtotal') === '$70.99', 'server total');
      const log = await readLog(ITEMS);
      expect(log.map((e) => [e.method, e.body])).to.deep.equal([['PUT', { quantity: 4 }]]);
      expect(qty(row(el, 'Lighthouse mug')).value).to.equal('4');
      expect(statusText(el)).to.equal('Cart updated');
    });

    it('− stops at 1 (aria-disabled, focus kept); the quantity field takes typed numbers and Enter sends at once', async () => {
      await addItem({ productId: 'p-mug', quantity: 2 });
      const el = await mount();
      const mug = row(el, 'Lighthouse mug');
      const minus = button(mug, /^Decrease/);
      minus.focus();
      await sendKeys({ press: 'Enter' });
      await whenRendered();
      expect(qty(mug).value).to.equal('1');
      expect(minus.getAttribute('aria-disabled')).to.equal('true');
      await sendKeys({ press: 'Enter' });
      await whenRendered();
      expect(qty(mug).value).to.equal('1');
      expect(document.activeElement === minus).to.equal(true);
      await expect(el).to.be.accessible();

      qty(mug).focus();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '3' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => total(el, 'subtotal') === '$43.50', '3 × $14.50 from the server');
      expect((await readLog(ITEMS)).map((e) => e.body)).to.deep.equal([{ quantity: 3 }]);
      expect(clock.pending()).to.equal(0);
    });
  });

  describe('remove', () => {
    it('takes the line away at once, moves focus to the next line\'s Remove, then to the heading', async () => {
      await fillCart();
      const el = await mount();
      const mugRemove = button(row(el, 'Lighthouse mug'), /^Remove/);
      mugRemove.focus();
      await sendKeys({ press: 'Enter' });
      await whenRendered();
      expect(rows(el).length).to.equal(1);
      expect(document.activeElement === button(row(el, 'Tide chart poster'), /^Remove/)).to.equal(true);
      await waitUntil(() => total(el, 'subtotal') === '$12.99', 'server total');
      expect(statusText(el)).to.equal('Lighthouse mug removed');
      await sendKeys({ press: 'Enter' });
      await whenRendered();
      expect(document.activeElement === el.querySelector('h2')).to.equal(true);
      await waitUntil(() => el.querySelector('.sq-cart__empty'), 'empty');
      expect(el.querySelector('.sq-cart__empty')!.textContent).to.equal('You have nothing in your shopping cart.');
    });
  });

  describe('coupons', () => {
    it('applies a code from the field, shows the server\'s discount, and removes it', async () => {
      await fillCart();
      const el = await mount();
      el.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!.focus();
      await sendKeys({ type: 'save10' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => el.querySelector('[data-coupon="SAVE10"]'), 'coupon listed');
      expect(total(el, 'discount')).to.equal('-$4.20'); // 10 % of $41.99, rounded half up
      // The field empties once the apply call has answered, in a render after the coupon is listed.
      await waitUntil(() => el.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!.value === '', 'the code field emptied');
      expect(statusText(el)).to.equal('Coupon SAVE10 applied');
      await expect(el).to.be.accessible();
      // By keyboard: the row goes with its focused button, and focus goes to the code field (WCAG 2.4.3).
      button(el.querySelector('[data-coupon="SAVE10"]')!, /^Remove coupon SAVE10$/).focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => el.querySelector('[data-coupon]') === null, 'coupon removed');
      expect(total(el, 'discount')).to.equal('$0.00');
      expect(document.activeElement, 'focus on the code field, not lost').to.equal(el.querySelector('.sq-cart__coupon-input'));
    });

    it('marks an applied coupon the cart does not qualify for, and names an unknown code', async () => {
      await fillCart();
      await applyCoupon('BIG20'); // needs a $100 subtotal
      const el = await mount();
      const big = el.querySelector('[data-coupon="BIG20"]')!;
      expect(big.querySelector('.sq-cart__coupon-invalid')!.textContent).to.equal(' (Not valid for this cart)');
      expect(total(el, 'discount')).to.equal('$0.00');
      el.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!.focus();
      await sendKeys({ type: 'NOPE' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => alertText(el) !== '', 'refused');
      expect(alertText(el)).to.equal('NOPE is not a valid coupon code');
      expect(el.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!.value).to.equal('NOPE');
      await expect(el).to.be.accessible();
    });
  });

  describe('checkout', () => {
    it('goes to /commerce/goto-checkout', async () => {
      await fillCart();
      const el = await mount();
      el.querySelector<HTMLButtonElement>('.sq-cart__checkout')!.click();
      await waitUntil(() => went.length > 0, 'navigated');
      expect(went).to.deep.equal(['/commerce/goto-checkout']);
    });

    it('sends a waiting quantity change first', async () => {
      await fillCart();
      const el = await mount();
      button(row(el, 'Tide chart poster'), /^Increase/).click();
      await whenRendered();
      el.querySelector<HTMLButtonElement>('.sq-cart__checkout')!.click();
      await waitUntil(() => went.length > 0, 'navigated');
      expect((await readLog(ITEMS)).map((e) => e.body)).to.deep.equal([{ quantity: 2 }]);
      expect(total(el, 'subtotal')).to.equal('$54.98');
    });

    it('without the CART cookie (read at click time) shows the session message instead', async () => {
      await fillCart();
      const el = await mount();
      setCookies({ CART: null });
      el.querySelector<HTMLButtonElement>('.sq-cart__checkout')!.click();
      await waitUntil(() => alertText(el) !== '', 'message');
      expect(alertText(el)).to.equal('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.');
      expect(went).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('below the minimum: "To check out, your order subtotal must be {subtotal} or more." and checkout disabled', async () => {
      const server = await fillCart();
      await setSwitch({ route: '/api/commerce/cart', body: { ...server, checkoutMinimumCents: 100000 }, times: 1 });
      const el = await mount();
      expect(el.querySelector('.sq-cart__minimum')!.textContent).to.equal('To check out, your order subtotal must be $1,000.00 or more.');
      const checkout = el.querySelector<HTMLButtonElement>('.sq-cart__checkout')!;
      expect(checkout.disabled).to.equal(true);
      expect(checkout.getAttribute('aria-describedby')).to.equal(el.querySelector('.sq-cart__minimum')!.id);
      checkout.click();
      await whenRendered();
      expect(went).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('at the minimum exactly: no message and checkout goes; one cent above: the message and checkout disabled', async () => {
      const server = await fillCart();
      await setSwitch({ route: '/api/commerce/cart', body: { ...server, checkoutMinimumCents: server.subtotalCents }, times: 1 });
      const el = await mount();
      expect(el.querySelector('.sq-cart__minimum') === null, 'no minimum message').to.equal(true);
      const checkout = el.querySelector<HTMLButtonElement>('.sq-cart__checkout')!;
      expect(checkout.disabled).to.equal(false);
      checkout.click();
      await waitUntil(() => went.length > 0, 'navigated');
      expect(went).to.deep.equal(['/commerce/goto-checkout']);
      el.remove();

      went = [];
      await setSwitch({ route: '/api/commerce/cart', body: { ...server, checkoutMinimumCents: server.subtotalCents + 1 }, times: 1 });
      const above = await mount();
      const message = above.querySelector('.sq-cart__minimum');
      expect(message !== null, 'minimum message shown').to.equal(true);
      expect(message!.textContent).to.equal(CART_MESSAGES.minimumSubtotal(usd(server.subtotalCents + 1)));
      expect(above.querySelector<HTMLButtonElement>('.sq-cart__checkout')!.disabled).to.equal(true);
    });
  });

  it('shows the grand total the server keeps, and logs nothing along the way', async () => {
    await fillCart();
    const el = await mount();
    const server = await getCart();
    expect(total(el, 'total')).to.equal(usd(server.grandTotalCents));
    expect(logs.messages()).to.deep.equal([]);
  });
});
