// <sq-cart> under faults (issue 8 "Quality"): each cart call answered 400, 500, with a network error, with
// unparseable JSON, or with a cart whose fields have the wrong type (switches, times: 1). The cart never
// shows a wrong total, an optimistic change rolls back, and the spec's messages are shown in the alert
// region. A cart whose totals differ from the library's own sum (a gift card) is shown as the server sent it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqCartElement } from '../elements/sq-cart.ts';
import { addItem } from '../runtime/cart/api.ts';
import type { Cart } from '../runtime/cart/model.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { UI_MESSAGES } from '../catalog/messages/ui.ts';
import { readLog, resetServerAfterEach, setSwitch, type Switch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-cart', SqCartElement);

const ITEMS = '/api/commerce/cart/items/*';
const rows = (el: Element) => [...el.querySelectorAll<HTMLElement>('.sq-cart__entry')];
const mugRow = (el: Element) => rows(el).find((r) => r.textContent!.includes('Lighthouse mug'))!;
const total = (el: Element, key: string) => el.querySelector(`[data-total="${key}"] dd`)!.textContent;
const totals = (el: Element) => ['subtotal', 'tax', 'shipping', 'discount', 'total'].map((key) => total(el, key));
const alertText = (el: Element) => el.querySelector('[role=alert]')!.textContent;
const press = (r: Element, label: RegExp) =>
  [...r.querySelectorAll<HTMLButtonElement>('button')].find((b) => label.test(b.getAttribute('aria-label')!))!.click();

async function mount(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<sq-cart></sq-cart>`);
  await whenRendered();
  await waitUntil(() => el.querySelector('.sq-cart__entry, .sq-cart__empty, .sq-cart__retry'), 'cart loaded');
  return el;
}

async function fillCart(): Promise<Cart> {
  await addItem({ productId: 'p-mug', quantity: 2 });
  return addItem({ productId: 'p-poster' });
}

const FAULTS: Array<[string, (good: Cart) => Omit<Switch, 'route'>]> = [
  ['400', () => ({ status: 400 })],
  ['500', () => ({ status: 500 })],
  ['a network error', () => ({ networkError: true })],
  ['unparseable JSON', () => ({ malformed: true })],
  // Visitor §3: "Fields are type-checked": a total sent as text is rejected by the model, never rendered.
  ['a cart whose total is not a number', (good) => ({ body: { ...good, grandTotalCents: String(good.grandTotalCents) } })],
];

const BAD_TYPE = FAULTS[FAULTS.length - 1]![0];

describe('<sq-cart> under faults', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  resetServerAfterEach();
  beforeEach(() => {
    setCookies({ hasCart: null, CART: null, ss_lastid: null });
    clock = installFakeClock();
    logs = captureLogs();
  });
  afterEach(() => {
    clock.restore();
    logs.stop();
    setCookies({ hasCart: null, CART: null, ss_lastid: null });
  });

  for (const [name, fault] of FAULTS) {
    it(`a quantity change answered with ${name} rolls back: 'Unable to update quantity', the server's totals kept`, async () => {
      const good = await fillCart();
      const el = await mount();
      const before = totals(el);
      await setSwitch({ route: ITEMS, ...fault(good), times: 1 });
      press(mugRow(el), /^Increase/);
      await whenRendered();
      expect(mugRow(el).querySelector<HTMLInputElement>('input')!.value).to.equal('3');
      clock.tick(400);
      await waitUntil(() => alertText(el) !== '', 'failure shown');
      expect(alertText(el)).to.equal('Unable to update quantity');
      expect(mugRow(el).querySelector<HTMLInputElement>('input')!.value).to.equal('2');
      expect(totals(el)).to.deep.equal(before);
      expect(el.querySelector('.sq-cart')!.getAttribute('aria-busy')).to.equal('false');
      await expect(el).to.be.accessible();

      // The switch is used up: the next change goes through and the message clears.
      press(mugRow(el), /^Increase/);
      clock.tick(400);
      await waitUntil(() => alertText(el) === '', 'cleared');
      expect(total(el, 'subtotal')).to.equal('$56.49');
    });

    it(`a removal answered with ${name} puts the line back: 'Unable to remove item'`, async () => {
      const good = await fillCart();
      const el = await mount();
      const before = totals(el);
      await setSwitch({ route: ITEMS, ...fault(good), times: 1 });
      press(mugRow(el), /^Remove/);
      await whenRendered();
      expect(rows(el).length).to.equal(1);
      await waitUntil(() => alertText(el) !== '', 'failure shown');
      expect(alertText(el)).to.equal('Unable to remove item');
      expect(rows(el).length).to.equal(2);
      expect(totals(el)).to.deep.equal(before);
    });
  }

  it('logs the parser message for a cart whose total is not a number', async () => {
    const good = await fillCart();
    const el = await mount();
    await setSwitch({ route: ITEMS, body: { ...good, grandTotalCents: String(good.grandTotalCents) }, times: 1 });
    press(mugRow(el), /^Increase/);
    clock.tick(400);
    await waitUntil(() => alertText(el) !== '', 'failure shown');
    expect(logs.messages().some((m) => m.startsWith('Expected a whole number of USD minor units') && m.includes('cart.grandTotalCents'))).to.equal(true);
  });

  it('shows the server\'s grand total when a gift card lowers it below the library\'s sum, and warns once', async () => {
    const good = await fillCart();
    const giftCard = { ...good, grandTotalCents: good.grandTotalCents - 1000 };
    await setSwitch({ route: '/api/commerce/cart', body: giftCard, times: 1 });
    const el = await mount();
    expect(alertText(el)).to.equal('');
    expect(rows(el).length).to.equal(2);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(total(el, 'total')).to.equal(dollars(giftCard.grandTotalCents));
    expect(total(el, 'subtotal')).to.equal(dollars(good.subtotalCents));
    expect(logs.entries.filter((e) => e.level === 'warn').map((e) => e.message)).to.deep.equal([
      `Sq: cart.grandTotalCents is ${giftCard.grandTotalCents}, not subtotal + tax + shipping - discount = ${good.grandTotalCents}; showing the server's value.`,
    ]);
  });

  it('a change made while an earlier one fails is kept, and sent', async () => {
    await fillCart();
    const el = await mount();
    await setSwitch({ route: ITEMS, status: 500, delayMs: 200, times: 1 });
    press(mugRow(el), /^Increase/);
    clock.tick(400); // 3 goes out, and fails slowly
    press(mugRow(el), /^Increase/);
    await whenRendered();
    await waitUntil(() => alertText(el) !== '', 'first failed');
    expect(mugRow(el).querySelector<HTMLInputElement>('input')!.value).to.equal('4');
    clock.tick(400);
    await waitUntil(() => total(el, 'subtotal') === '$70.99', 'second went through');
    expect((await readLog(ITEMS)).map((e) => e.body)).to.deep.equal([{ quantity: 3 }, { quantity: 4 }]);
  });

  for (const [name, fault] of FAULTS) {
    it(`loading answered with ${name}: 'Unable to load. Try again.' and a working Try again`, async () => {
      const good = await fillCart();
      await setSwitch({ route: '/api/commerce/cart', ...fault(good), times: 1 });
      const el = await mount();
      expect(alertText(el)).to.equal(UI_MESSAGES.unableToLoadTryAgain);
      expect(el.querySelector('.sq-cart__entry') === null, 'no entry rows').to.equal(true);
      expect(el.querySelector('[data-total]') === null, 'no total shown').to.equal(true);
      if (name === BAD_TYPE) {
        expect(logs.messages().some((m) => m.includes('for cart.grandTotalCents but "')), logs.messages().join('\n')).to.equal(true);
      }
      await expect(el).to.be.accessible();
      el.querySelector<HTMLButtonElement>('.sq-cart__retry')!.focus();
      el.querySelector<HTMLButtonElement>('.sq-cart__retry')!.click();
      await waitUntil(() => rows(el).length === 2, 'loaded on retry');
      expect(alertText(el)).to.equal('');
      expect(el.querySelector('.sq-cart__retry')).to.equal(null);
      // The button went as the cart loaded again: focus is on the cart's heading, not lost (WCAG 2.4.3).
      expect(document.activeElement).to.equal(el.querySelector('.sq-cart__heading'));
    });
  }

  it('a coupon call that fails keeps the cart and says so', async () => {
    await fillCart();
    const el = await mount();
    const before = totals(el);
    await setSwitch({ route: '/api/commerce/cart/coupons', status: 503, times: 1 });
    const input = el.querySelector<HTMLInputElement>('.sq-cart__coupon-input')!;
    input.focus();
    document.execCommand('insertText', false, 'SAVE10');
    el.querySelector<HTMLFormElement>('.sq-cart__coupon-form')!.requestSubmit();
    await waitUntil(() => alertText(el) !== '', 'failure shown');
    expect(alertText(el)).to.equal('Unable to apply coupon');
    expect(totals(el)).to.deep.equal(before);
    expect(input.value).to.equal('SAVE10');
  });
});
