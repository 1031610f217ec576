// Fault matrix (issue 20), the cart calls through the elements a visitor uses: <sq-cart> (load, a
// quantity change, a removal, a coupon) and <sq-add-to-cart>. Every fault (once: the next call answers
// normally) ends in the catalogued message, the control usable again (not busy), an optimistic change
// rolled back to the server's cart, and the visitor's input kept (the coupon code).
// 5 rows x 11 faults = 55 cells.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ADD_TO_CART_TEXT } from '../../catalog/cart-api.ts';
import { CART_LABELS } from '../../catalog/cart-labels.ts';
import { CART_MESSAGES } from '../../catalog/messages/cart.ts';
import { UI_MESSAGES } from '../../catalog/messages/ui.ts';
import { SqAddToCartElement } from '../../elements/sq-add-to-cart.ts';
import { SqCartElement } from '../../elements/sq-cart.ts';
import { whenRendered } from '../../react-core/portal-root.tsx';
import { addItem } from '../../runtime/cart/api.ts';
import { define } from '../../runtime/define.ts';
import { setCookies } from '../support/cookies.ts';
import { matrix, type Cell, type Row } from '../support/fault-matrix.ts';

define('sq-cart', SqCartElement);
define('sq-add-to-cart', SqAddToCartElement);

const rows_ = (el: Element) => [...el.querySelectorAll<HTMLElement>('.sq-cart__entry')];
const mugRow = (el: Element) => rows_(el).find((r) => r.textContent!.includes('Lighthouse mug'))!;
const mugQuantity = (el: Element) => mugRow(el).querySelector<HTMLInputElement>('input')!.value;
const alertText = (el: Element) => el.querySelector('.sq-cart [role=alert]')?.textContent ?? '';
const busy = (el: Element) => el.querySelector('.sq-cart')!.getAttribute('aria-busy');
const press = (row: Element, label: RegExp) =>
  [...row.querySelectorAll<HTMLButtonElement>('button')].find((b) => label.test(b.getAttribute('aria-label')!))!.click();

async function fillCart(): Promise<void> {
  setCookies({ hasCart: null, CART: null, ss_lastid: null });
  await addItem({ productId: 'p-mug', quantity: 2 });
  await addItem({ productId: 'p-poster' });
}

async function mountCart(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<sq-cart></sq-cart>`);
  await whenRendered();
  return el;
}
const loaded = (el: HTMLElement) => waitUntil(() => el.querySelector('.sq-cart__entry, .sq-cart__empty, .sq-cart__retry'), 'cart loaded', { timeout: 5000 });

/** A change through <sq-cart>: mounted before the fault, changed, the fault's answer awaited. */
async function changeCart(cell: Cell, change: (el: HTMLElement) => void): Promise<HTMLElement> {
  const el = await mountCart();
  await loaded(el);
  change(el);
  await whenRendered();
  cell.pageClock!.tick(400); // the quantity debounce
  await cell.endHang();
  await waitUntil(() => alertText(el) !== '', 'the failure shown', { timeout: 5000 });
  await waitUntil(() => busy(el) === 'false', 'not busy');
  return el;
}

const rows: Row[] = [
  {
    name: 'GET /api/commerce/cart (<sq-cart> load)',
    route: '/api/commerce/cart',
    times: 1,
    before: fillCart,
    async run(cell) {
      const el = await mountCart();
      await cell.endHang();
      await loaded(el);
      expect(alertText(el)).to.equal(UI_MESSAGES.unableToLoadTryAgain);
      expect(el.querySelector('[data-total]'), 'no total shown').to.equal(null);
      el.querySelector<HTMLButtonElement>('.sq-cart__retry')!.click();
      await waitUntil(() => rows_(el).length === 2, 'Try again loads the cart', { timeout: 5000 });
      expect(alertText(el)).to.equal('');
    },
  },
  {
    name: 'PUT /api/commerce/cart/items/{id} (<sq-cart> quantity change)',
    route: '/api/commerce/cart/items/*',
    times: 1,
    pageClock: true,
    before: fillCart,
    async run(cell) {
      const el = await changeCart(cell, (cart) => press(mugRow(cart), /^Increase/));
      expect(alertText(el)).to.equal(CART_MESSAGES.unableToUpdateQuantity);
      expect(mugQuantity(el), 'rolled back to the server\'s quantity').to.equal('2');
    },
  },
  {
    name: 'DELETE /api/commerce/cart/items/{id} (<sq-cart> removal)',
    route: '/api/commerce/cart/items/*',
    times: 1,
    pageClock: true,
    before: fillCart,
    async run(cell) {
      const el = await changeCart(cell, (cart) => press(mugRow(cart), /^Remove/));
      expect(alertText(el)).to.equal(CART_MESSAGES.unableToRemoveItem);
      expect(rows_(el).length, 'the line is back').to.equal(2);
    },
  },
  {
    name: 'POST /api/commerce/cart/coupons (<sq-cart> apply a coupon)',
    route: '/api/commerce/cart/coupons',
    times: 1,
    pageClock: true,
    before: fillCart,
    async run(cell) {
      const el = await changeCart(cell, (cart) => {
        const input = cart.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'SAVE10');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        cart.querySelector<HTMLFormElement>('.sq-cart__coupon-form')!.requestSubmit();
      });
      expect(alertText(el)).to.equal(CART_LABELS.unableToApplyCoupon);
      expect(el.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!.value, 'the code kept').to.equal('SAVE10');
      expect(el.querySelector('.sq-cart__coupon'), 'no coupon applied').to.equal(null);
    },
  },
  {
    name: 'POST /api/commerce/cart/items (<sq-add-to-cart> click)',
    route: '/api/commerce/cart/items',
    times: 1,
    async before() { setCookies({ hasCart: null, CART: null, ss_lastid: null }); },
    async run(cell) {
      const el = await fixture<HTMLElement>(html`<sq-add-to-cart product-id="p-mug"><button>Buy the mug</button></sq-add-to-cart>`);
      await whenRendered();
      const button = el.querySelector<HTMLButtonElement>('.sq-add-to-cart__button')!;
      button.click();
      await cell.endHang();
      await waitUntil(() => el.querySelector('[role=alert]') !== null, 'the failure shown', { timeout: 5000 });
      expect(el.querySelector('[role=alert]')!.textContent).to.equal(ADD_TO_CART_TEXT.failed);
      await waitUntil(() => button.getAttribute('aria-busy') === 'false', 'not busy');
      expect(button.textContent).to.equal('Buy the mug');
      button.click(); // usable again: the fault was used up, so this one goes through
      await waitUntil(() => el.querySelector('[role=alert]') === null, 'the message cleared on the next try', { timeout: 5000 });
    },
  },
];

matrix('fault matrix: cart', rows);
