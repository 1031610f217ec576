// The cart page module (visitor §2 "A cart page loads a cart module on init and unmounts it on destroy";
// reference §2 "A full-page cart mounts into a root element when one exists"): page types 200 and 205
// get <sq-cart> in [data-sq-cart-root], else in <main>; the stop function takes it out again.
import { expect, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqCartElement } from '../elements/sq-cart.ts';
import { normaliseContext } from '../runtime/context.ts';
import { cartRoot, isCartPage, startCartPage } from '../runtime/site/cart-page.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { resetServerAfterEach } from './support/api.ts';
import { setCookies } from './support/cookies.ts';

define('sq-cart', SqCartElement);

const context = (pageType: number | null) => normaliseContext({ website: { id: 'cart-page' }, pageType });

describe('cart page module', () => {
  let page: HTMLElement;
  resetServerAfterEach();
  beforeEach(() => {
    setCookies({ hasCart: null, CART: null });
    page = document.createElement('div');
    document.body.append(page);
  });
  afterEach(() => page.remove());

  it('is a cart page for page types 200 (show cart) and 205 (commerce cart v2) only', () => {
    expect([200, 205, 2, 201, 209, null].map((type) => isCartPage(context(type)))).to.deep.equal([true, true, false, false, false, false]);
  });

  it('mounts <sq-cart> into [data-sq-cart-root], keeping the root\'s no-JavaScript view as its fallback', async () => {
    page.innerHTML = '<main><h1>Cart</h1><div data-sq-cart-root><p class="no-js">Your cart needs JavaScript.</p></div></main>';
    const root = page.querySelector('[data-sq-cart-root]')!;
    const stop = startCartPage(context(200), document);
    const cart = root.querySelector('sq-cart')!;
    expect(cart.parentElement === root).to.equal(true);
    await whenRendered();
    await waitUntil(() => cart.querySelector('.sq-cart__empty'), 'rendered');
    expect(root.querySelector('.no-js')).to.equal(null);
    expect(cart.querySelector('.sq-cart__empty')!.textContent).to.equal('You have nothing in your shopping cart.');

    stop();
    await whenRendered();
    expect(root.querySelector('sq-cart')).to.equal(null);
    expect(root.querySelector('.no-js')!.textContent).to.equal('Your cart needs JavaScript.');
    expect(root.children.length).to.equal(1);
    stop(); // twice is harmless
    expect(root.children.length).to.equal(1);
  });

  it('uses <main> when the template has no cart root (page type 205), and leaves <main>\'s content alone', () => {
    page.innerHTML = '<main><h1>Cart</h1></main>';
    const main = page.querySelector('main')!;
    expect(cartRoot(document) === main).to.equal(true);
    const stop = startCartPage(context(205), document);
    expect(main.lastElementChild!.localName).to.equal('sq-cart');
    expect(main.querySelector('h1')!.textContent).to.equal('Cart');
    stop();
    expect(main.querySelector('sq-cart')).to.equal(null);
    expect(main.children.length).to.equal(1);
  });

  it('mounts nothing on other page types, on a page without a root, or beside the template\'s own <sq-cart>', () => {
    page.innerHTML = '<main><div data-sq-cart-root></div></main>';
    startCartPage(context(2), document)();
    expect(document.querySelector('sq-cart')).to.equal(null);

    page.innerHTML = '<div data-sq-cart-root><sq-cart heading="Your bag"></sq-cart></div>';
    const stop = startCartPage(context(200), document);
    expect(document.querySelectorAll('sq-cart').length).to.equal(1);
    stop();
    expect(document.querySelectorAll('sq-cart').length).to.equal(1);

    // The template's own cart outside the root counts too.
    page.innerHTML = '<main><div data-sq-cart-root></div></main><aside><sq-cart heading="Mini"></sq-cart></aside>';
    startCartPage(context(200), document);
    expect(document.querySelectorAll('sq-cart').length).to.equal(1);
    expect(page.querySelector('[data-sq-cart-root] sq-cart')).to.equal(null);

    page.innerHTML = '<section></section>';
    expect(cartRoot(document)).to.equal(null);
    startCartPage(context(200), document)();
    expect(document.querySelector('sq-cart')).to.equal(null);
  });
});
