// The cart calls against the local server (demo/server/routes/cart.mjs): every call, the cookies each
// success keeps, the sq-cart-updated announcement, and the faults (4xx, 5xx, network error, malformed
// JSON, a malformed cart) that must leave the cookies and the announced totals as they were.
import { expect } from '@open-wc/testing';
import { SqCartUpdatedEvent, type CartSummary } from '../runtime/cart-events.ts';
import { addItem, applyCoupon, CartError, getCart, removeCoupon, removeItem, updateQuantity } from '../runtime/cart/api.ts';
import { cookie, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { expiresIn, lastsAbout, recordCookieLines, setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const CART_COOKIE_NAMES = ['hasCart', 'CART', 'ss_lastid'] as const;
const cartCookies = () => CART_COOKIE_NAMES.map((name) => cookie(name) ?? null);
const clearCart = () => setCookies({ hasCart: null, CART: null, ss_lastid: null });

const unlisten: Array<() => void> = [];
function listen(): CartSummary[] {
  const seen: CartSummary[] = [];
  const note = (event: SqCartUpdatedEvent) => seen.push(event.cart);
  document.addEventListener(SqCartUpdatedEvent.type, note);
  unlisten.push(() => document.removeEventListener(SqCartUpdatedEvent.type, note));
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<CartError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(CartError);
    return error as CartError;
  }
  throw new Error('expected the call to fail');
}

describe('cart calls', () => {
  let logs: ReturnType<typeof captureLogs>;
  before(async () => { document.cookie = 'crumb=cart-crumb; path=/'; });
  beforeEach(() => { clearCart(); logs = captureLogs(); });
  afterEach(() => { logs.stop(); clearCart(); unlisten.splice(0).forEach((stop) => stop()); });
  resetServerAfterEach();

  it('answers an empty cart with every default to a visitor without a cart', async () => {
    const seen = listen();
    const cart = await getCart();
    expect(cart.id).to.equal('');
    expect(cart.entries).to.deep.equal([]);
    expect(cart.totalQuantity).to.equal(0);
    expect(cart.subtotalAmount).to.deep.equal({ value: 0, currency: 'USD' });
    expect(cartCookies()).to.deep.equal([null, null, null]);
    expect(seen.at(-1)).to.deep.equal({ totalQuantity: 0, subtotalCents: 0, currency: 'USD' });
  });

  it('adds an item: POSTs it with the crumb, keeps the cookies and announces the totals', async () => {
    const seen = listen();
    const cart = await addItem({ productId: 'p-tee', variantId: 'v-tee-s', quantity: 2 });
    expect(cart.id).to.match(/^[0-9a-f]{24}$/);
    expect(cart.entries.map((e) => [e.productId, e.variantId, e.quantity, e.unitPriceCents, e.totalCents]))
      .to.deep.equal([['p-tee', 'v-tee-s', 2, 2500, 5000]]);
    expect(cart.subtotalCents).to.equal(5000);
    expect(cart.grandTotalCents).to.equal(cart.subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents);
    expect(cartCookies()).to.deep.equal(['true', `${cart.id}|2`, 'p-tee']);
    expect(seen.at(-1)).to.deep.equal({ totalQuantity: 2, subtotalCents: 5000, currency: 'USD' });
    const [entry] = await readLog('/api/commerce/cart/items');
    expect(entry!.method).to.equal('POST');
    expect(entry!.body).to.deep.equal({ productId: 'p-tee', variantId: 'v-tee-s', quantity: 2 });
    expect(entry!.headers['x-csrf-token']).to.equal('cart-crumb');
  });

  it('adds one of the first variant by default and merges the same variant into one entry', async () => {
    await addItem({ productId: 'p-mug' });
    const cart = await addItem({ productId: 'p-mug', variantId: 'v-mug', quantity: 2 });
    expect(cart.entries).to.have.length(1);
    expect(cart.entries[0]!.quantity).to.equal(3);
    expect(cart.entries[0]!.unitPriceCents).to.equal(1450); // the sale price
    expect(cookie('CART')).to.equal(`${cart.id}|3`);
    expect((await getCart()).id).to.equal(cart.id); // the cookie carries the token back
  });

  it('updates a quantity, removes an entry (ss_lastid goes with the last entry), and 0 removes too', async () => {
    const seen = listen();
    const added = await addItem({ productId: 'p-poster', quantity: 1 });
    await addItem({ productId: 'p-ebook' });
    const poster = added.entries[0]!.id;
    const updated = await updateQuantity(poster, 4);
    expect(updated.totalQuantity).to.equal(5);
    expect(updated.entries.find((e) => e.id === poster)!.totalCents).to.equal(4 * 1299);
    expect(cookie('CART')).to.equal(`${added.id}|5`);
    const removed = await removeItem(poster);
    expect(removed.entries.map((e) => e.productId)).to.deep.equal(['p-ebook']);
    expect(removed.purelyDigital).to.equal(true);
    expect(removed.requiresShipping).to.equal(false);
    expect(cookie('ss_lastid')).to.equal('p-ebook');
    const empty = await updateQuantity(removed.entries[0]!.id, 0);
    expect(empty.entries).to.deep.equal([]);
    expect(cartCookies()).to.deep.equal(['true', `${added.id}|0`, null]);
    expect(seen.at(-1)).to.deep.equal({ totalQuantity: 0, subtotalCents: 0, currency: 'USD' });
    const [put] = await readLog('/api/commerce/cart/items/*');
    expect([put!.method, put!.path, put!.body]).to.deep.equal(['PUT', `/api/commerce/cart/items/${poster}`, { quantity: 4 }]);
  });

  it('applies and removes coupons; a coupon whose minimum is not met is listed as invalid', async () => {
    await addItem({ productId: 'p-tee', variantId: 'v-tee-s', quantity: 2 }); // 5000
    const saved = await applyCoupon('SAVE10');
    expect(saved.discountCents).to.equal(500);
    expect(saved.validCoupons).to.deep.equal([{ code: 'SAVE10' }]);
    const both = await applyCoupon('BIG20');
    expect(both.coupons.map((c) => c.code)).to.deep.equal(['SAVE10', 'BIG20']);
    expect(both.invalidCoupons).to.deep.equal([{ code: 'BIG20' }]);
    expect(both.discountCents).to.equal(500);
    const free = await applyCoupon('FREESHIP');
    expect(free.shippingCostCents).to.equal(0);
    const back = await removeCoupon('SAVE10');
    expect(back.discountCents).to.equal(0);
    expect(back.coupons.map((c) => c.code)).to.deep.equal(['BIG20', 'FREESHIP']);
    const [entry] = await readLog('/api/commerce/cart/coupons/*');
    expect([entry!.method, entry!.path]).to.deep.equal(['DELETE', '/api/commerce/cart/coupons/SAVE10']);
  });

  it('computes tax and shipping in whole cents', async () => {
    const cart = await addItem({ productId: 'p-poster', quantity: 3 }); // 3897
    expect(cart.taxCents).to.equal(Math.round(3897 * 0.0825)); // 321.5… -> 322
    expect(cart.shippingCostCents).to.equal(600);
    expect(cart.grandTotalCents).to.equal(3897 + 322 + 600);
    expect(cart.checkoutMinimumCents).to.equal(500);
  });

  it('the demo checkout page shows the grand total built from whole cents', async () => {
    await addItem({ productId: 'p-poster', quantity: 3 });
    const cart = await addItem({ productId: 'p-mug' }); // 3897 + 1450, tax 441, shipping 600
    const cents = cart.grandTotalCents;
    const expected = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')} USD`;
    const page = await (await fetch(`/api/commerce/demo-checkout?cartToken=${encodeURIComponent(cart.id)}`)).text();
    expect(cents).to.equal(3897 + 1450 + Math.round(5347 * 0.0825) + 600);
    expect(page).to.contain(`4 item(s), total ${expected}`);
  });

  it('calls run in order: two adds without waiting end with both counted', async () => {
    const [first, second] = await Promise.all([addItem({ productId: 'p-poster' }), addItem({ productId: 'p-poster' })]);
    expect(first.totalQuantity).to.equal(1);
    expect(second.totalQuantity).to.equal(2);
    expect(cookie('CART')).to.equal(`${second.id}|2`);
  });

  it('takes a new crumb on crumbFail and retries once', async () => {
    document.cookie = 'crumb=stale; path=/';
    setCookies({ crumb: null });
    const cart = await addItem({ productId: 'p-poster' });
    expect(cart.totalQuantity).to.equal(1);
    const entries = await readLog('/api/commerce/cart/items');
    expect(entries.map((e) => e.status)).to.deep.equal([401, 200]);
    document.cookie = 'crumb=cart-crumb; path=/';
  });

  it('a cart whose totals differ from the library\'s sum (tax-inclusive rounding) is kept as sent, with one warning', async () => {
    await addItem({ productId: 'p-mug', quantity: 2 });
    const cart = await (await fetch('/api/commerce/cart')).json();
    await setSwitch({ route: '/api/commerce/cart/items/*', body: { ...cart, grandTotalCents: cart.grandTotalCents + 1 } });
    const updated = await updateQuantity('e-1', 1);
    expect(updated.grandTotalCents).to.equal(cart.grandTotalCents + 1);
    await updateQuantity('e-1', 1);
    const expected = `Sq: cart.grandTotalCents is ${cart.grandTotalCents + 1}, not subtotal + tax + shipping - discount = ${cart.grandTotalCents}; showing the server's value.`;
    expect(logs.messages()).to.deep.equal([expected]);
  });

  it('the browser jar writes hasCart, CART and ss_lastid to expire in 14 days, on every success', async () => {
    for (const productId of ['p-mug', 'p-poster']) {
      const lines = recordCookieLines();
      try {
        await addItem({ productId });
      } finally {
        lines.stop();
      }
      for (const name of CART_COOKIE_NAMES) {
        expect(lastsAbout(expiresIn(lines.written, name), 14 * 86400000), `${name}: ${lines.written.join(' / ')}`).to.equal(true);
      }
    }
    expect(cookie('ss_lastid'), 'and the browser took them').to.equal('p-poster');
  });

  describe('failures change no cookie and announce nothing', () => {
    let before: Array<string | null>;
    let seen: CartSummary[];
    let token: string;
    beforeEach(async () => {
      const cart = await addItem({ productId: 'p-mug', quantity: 2 });
      token = cart.id;
      before = cartCookies();
      seen = listen();
    });
    afterEach(() => {
      expect(cartCookies(), 'the cookies are unchanged').to.deep.equal(before);
      expect(seen, 'nothing announced').to.deep.equal([]);
      expect(before[1]).to.equal(`${token}|2`);
    });

    it('409 when the stock cannot cover the quantity, with the code and how many fit', async () => {
      const error = await rejection(addItem({ productId: 'p-mug', quantity: 9 }));
      expect([error.kind, error.status, error.code, error.available]).to.deep.equal(['http', 409, 'insufficient-stock', 10]);
      const soldOut = await rejection(addItem({ productId: 'p-tee', variantId: 'v-tee-l' }));
      expect([soldOut.code, soldOut.available]).to.deep.equal(['insufficient-stock', 0]);
    });

    it('404 for an unknown product or entry, 400 for a bad quantity or coupon', async () => {
      expect((await rejection(addItem({ productId: 'nope' }))).status).to.equal(404);
      expect((await rejection(updateQuantity('e-999', 1))).code).to.equal('unknown-entry');
      expect((await rejection(removeItem('e-999'))).status).to.equal(404);
      expect((await rejection(updateQuantity('e-1', 1.5))).code).to.equal('invalid-quantity');
      const coupon = await rejection(applyCoupon('NOPE'));
      expect([coupon.status, coupon.code]).to.deep.equal([400, 'invalid-coupon']);
      expect(coupon.message).to.equal('That coupon code is not valid.'); // a 400 error body is passed on (visitor §8)
    });

    it('5xx: the section-8 message', async () => {
      await setSwitch({ route: '/api/commerce/cart/items', status: 503 });
      const error = await rejection(addItem({ productId: 'p-mug' }));
      expect([error.kind, error.status]).to.deep.equal(['http', 503]);
      expect(error.message).to.equal('This service is temporarily unavailable. Please try again later.');
      await setSwitch({ route: '/api/commerce/cart/items/*', status: 500 });
      expect((await rejection(updateQuantity('e-1', 1))).status).to.equal(500);
    });

    it('a network error', async () => {
      await setSwitch({ route: '/api/commerce/cart/coupons', networkError: true });
      const error = await rejection(applyCoupon('SAVE10'));
      expect(error.kind).to.equal('network');
    });

    it('an answer that is not JSON', async () => {
      await setSwitch({ route: '/api/commerce/cart', malformed: true });
      const error = await rejection(getCart());
      expect(error.kind).to.equal('malformed');
      expect(error.message).to.match(/^Internal Error: Unable to parse server response from \(\/api\/commerce\/cart\) as JSON: /);
    });

    it('a cart with a wrong kind of field', async () => {
      await setSwitch({ route: '/api/commerce/cart/coupons', body: { totalQuantity: '2' } });
      expect((await rejection(applyCoupon('SAVE10'))).kind).to.equal('malformed');
      expect(logs.messages()).to.include('Expected a non-negative whole number for cart.totalQuantity but "2" found.');
    });
  });
});
