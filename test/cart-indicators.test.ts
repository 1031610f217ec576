// Template cart indicators (reference §2): [data-sq-cart-count] and [data-sq-cart-subtotal] follow the
// cart, from the cookies and one cart call on start, then every sq-cart-updated event.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { announceCart } from '../runtime/cart-events.ts';
import { normaliseContext } from '../runtime/context.ts';
import { addItem } from '../runtime/cart/api.ts';
import { startCartIndicators } from '../runtime/cart/indicators.ts';
import { resetServerAfterEach, setSwitch, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const context = (currency: unknown = 'USD') => normaliseContext({ storeSettings: { selectedCurrency: currency } });
const text = (root: Element, selector: string) => Array.from(root.querySelectorAll(selector), (el) => el.textContent);

describe('cart indicators', () => {
  let stop: () => void = () => undefined;
  let logs: ReturnType<typeof captureLogs>;
  before(() => { document.cookie = 'crumb=ind-crumb; path=/'; });
  beforeEach(() => { setCookies({ hasCart: null, CART: null, ss_lastid: null }); logs = captureLogs(); });
  afterEach(() => { stop(); logs.stop(); setCookies({ hasCart: null, CART: null, ss_lastid: null }); });
  resetServerAfterEach();

  it('shows 0 and a zero subtotal in the store currency without a cart', async () => {
    const root = await fixture(html`<div><span data-sq-cart-count>?</span><span data-sq-cart-subtotal>?</span></div>`);
    stop = startCartIndicators(context('EUR'), document);
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['0']);
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['€0.00']);
  });

  it('a mistyped selectedCurrency (7) is logged and the default USD is shown, not a "7" currency', async () => {
    const root = await fixture(html`<div><span data-sq-cart-subtotal>?</span></div>`);
    stop = startCartIndicators(context(7), document);
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['$0.00']);
    expect(logs.messages()).to.deep.equal(['Expected a string for context storeSettings.selectedCurrency but 7 found.']);
  });

  it('reads the count from the cookies and the subtotal from the cart, then follows adds', async () => {
    await addItem({ productId: 'p-mug', quantity: 2 }); // 2 × 1450
    const root = await fixture(html`<div><b data-sq-cart-count></b><i data-sq-cart-count></i><span data-sq-cart-subtotal>$—</span></div>`);
    stop = startCartIndicators(context(), document);
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['2', '2']);
    await waitUntil(() => text(root, '[data-sq-cart-subtotal]')[0] === '$29.00', 'the subtotal from the cart');
    await addItem({ productId: 'p-poster' });
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['3', '3']);
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['$41.99']);
  });

  it('caps the count at 100+ and tolerates a malformed event', async () => {
    const root = await fixture(html`<div><span data-sq-cart-count></span><span data-sq-cart-subtotal>x</span></div>`);
    stop = startCartIndicators(context(), document);
    announceCart({ totalQuantity: 101, subtotalCents: 123456, currency: 'USD' });
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['100+']);
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['$1,234.56']);
    announceCart({ totalQuantity: -3 } as never);
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['0']);
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['$1,234.56']);
    expect(logs.messages()).to.include('Expected a whole number of cart items but -3 found.');
  });

  it('keeps the shown text and warns when the subtotal is beyond what its currency can hold', async () => {
    const root = await fixture(html`<div><span data-sq-cart-count></span><span data-sq-cart-subtotal>$1.00</span></div>`);
    stop = startCartIndicators(context(), document);
    announceCart({ totalQuantity: 1, subtotalCents: 2 ** 53, currency: 'USD' });
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['1']);
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['$0.00']); // the store's zero, shown on start
    const warning = logs.entries.find((e) => e.message.startsWith('Sq: the cart subtotal cannot be shown'));
    expect(warning?.level).to.equal('warn');
    expect(warning!.message).to.equal('Sq: the cart subtotal cannot be shown; the indicator keeps its text. '
      + 'Expected a whole number of USD minor units from 0 to 9007199254740991 but 9007199254740992 found.');
  });

  it('keeps the template text when the cart call fails, and stops following when stopped', async () => {
    setCookies({ hasCart: 'true', CART: 'abc|4' });
    await setSwitch({ route: '/api/commerce/cart', status: 500 });
    const root = await fixture(html`<div><span data-sq-cart-count></span><span data-sq-cart-subtotal>$9.99</span></div>`);
    stop = startCartIndicators(context(), document);
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['4']);
    expect((await waitForEntry('/api/commerce/cart')).status).to.equal(500); // the call has been answered
    expect(text(root, '[data-sq-cart-subtotal]')).to.deep.equal(['$9.99']);
    stop();
    announceCart({ totalQuantity: 7, subtotalCents: 100, currency: 'USD' });
    expect(text(root, '[data-sq-cart-count]')).to.deep.equal(['4']);
  });
});
