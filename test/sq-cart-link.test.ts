import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { announceCart, SqCartUpdatedEvent } from '../runtime/cart-events.ts';
import { SqCartLinkElement } from '../elements/sq-cart-link.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { cartQuantity } from '../react-core/cart-store.ts';
import { captureLogs } from './support/logs.ts';
import { setCookies, setCookiesSettled } from './support/cookies.ts';

define('sq-cart-link', SqCartLinkElement);

const link = (el: Element) => el.querySelector<HTMLAnchorElement>('a.sq-cart-link')!;
const spoken = (el: Element) => el.querySelector('.sq-cart-link__label')!.textContent;
const badge = (el: Element) => el.querySelector<HTMLElement>('.sq-cart-link__quantity');
/** How many of `selector` under `el` render: the page's own link stays in the element, unrendered (live children). */
const shown = (el: Element, selector: string) => Array.from(el.querySelectorAll(selector)).filter((node) => node.getClientRects().length > 0).length;

async function cartLink(quantity: number | null, markup = html`<sq-cart-link></sq-cart-link>`) {
  await setCookiesSettled(quantity === null ? { hasCart: null, CART: null } : { hasCart: 'true', CART: `tok123|${quantity}` });
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}

describe('<sq-cart-link>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); setCookies({ hasCart: null, CART: null }); });

  describe('the count from the hasCart / CART cookies', () => {
    it('reads "0 items in cart" without a cart', async () => {
      const el = await cartLink(null);
      expect(spoken(el)).to.equal('0 items in cart');
      expect(badge(el)!.textContent).to.equal('0');
      await expect(el).to.be.accessible();
    });

    it('says "One item in cart" for one item', async () => {
      const el = await cartLink(1);
      expect(spoken(el)).to.equal('One item in cart');
      expect(badge(el)!.textContent).to.equal('1');
      await expect(el).to.be.accessible();
    });

    it('says "{n} items in cart" up to 100', async () => {
      const five = await cartLink(5);
      expect(spoken(five)).to.equal('5 items in cart');
      five.remove(); // the cookies are read again once no link follows the cart
      await whenRendered();
      const el = await cartLink(100);
      expect(spoken(el)).to.equal('100 items in cart');
      expect(badge(el)!.textContent).to.equal('100');
    });

    it('says "More than 100 items in cart" and shows "100+" above 100 items', async () => {
      const el = await cartLink(101);
      expect(spoken(el)).to.equal('More than 100 items in cart');
      expect(badge(el)!.textContent).to.equal('100+');
      await expect(el).to.be.accessible();
    });

    it('ignores CART when hasCart is not set', async () => {
      await setCookiesSettled({ CART: 'tok|9' });
      const el = await fixture<HTMLElement>(html`<sq-cart-link></sq-cart-link>`);
      await whenRendered();
      expect(badge(el)!.textContent).to.equal('0');
    });

    it('logs the parser message for a tampered CART cookie and shows 0', async () => {
      await setCookiesSettled({ hasCart: 'true', CART: 'garbage' });
      const el = await fixture<HTMLElement>(html`<sq-cart-link></sq-cart-link>`);
      await whenRendered();
      expect(badge(el)!.textContent).to.equal('0');
      expect(logs.messages()).to.include('Expected CART cookie "<token>|<quantity>" but "garbage" found.');
    });
  });

  describe('the cart-updated event', () => {
    it('follows every sq-cart-updated event', async () => {
      const el = await cartLink(2);
      announceCart({ totalQuantity: 1 });
      await waitUntil(() => spoken(el) === 'One item in cart', 'the label follows the event');
      expect(badge(el)!.textContent).to.equal('1');
      announceCart({ totalQuantity: 250 });
      await waitUntil(() => badge(el)!.textContent === '100+', 'the badge follows the event');
      expect(spoken(el)).to.equal('More than 100 items in cart');
    });

    it('every cart link on the page follows the same count', async () => {
      const box = await cartLink(2, html`<div><sq-cart-link></sq-cart-link><sq-cart-link><a href="/cart">Bag <span class="sq-cart-quantity">2</span></a></sq-cart-link></div>`);
      announceCart({ totalQuantity: 7 });
      await waitUntil(() => Array.from(box.querySelectorAll('.sq-cart-link__quantity')).every((b) => b.textContent === '7'));
      expect(Array.from(box.querySelectorAll('.sq-cart-link__label'), (l) => l.textContent)).to.deep.equal(['7 items in cart', '7 items in cart']);
    });

    it('shows 0 with a logged message for a bad quantity in an event', async () => {
      const el = await cartLink(4);
      announceCart({ totalQuantity: -3 });
      await waitUntil(() => badge(el)!.textContent === '0', 'a bad quantity shows 0');
      expect(logs.messages()).to.include('Expected a whole number of cart items but -3 found.');
    });

    it('reads the cookies again for a link mounted after a count was read with no link listening', async () => {
      await whenRendered(); // the last test's link has left: no link listens
      // Read as a view rendered in a transition reads it before it mounts (or if it never commits).
      await setCookiesSettled({ hasCart: 'true', CART: 'tok|2' });
      expect(cartQuantity()).to.equal(2);
      await new Promise((resolve) => setTimeout(resolve));
      const el = await cartLink(5);
      expect(spoken(el)).to.equal('5 items in cart');
    });

    it('stops listening once removed', async () => {
      const el = await cartLink(3);
      el.remove();
      await whenRendered();
      announceCart({ totalQuantity: 9 });
      await whenRendered();
      expect(el.querySelectorAll('.sq-cart-link__label, .sq-cart-link__quantity')).to.have.length(0);
    });
  });

  describe('server-rendered markup', () => {
    it('keeps the template link, its content and its quantity element, without duplicating them', async () => {
      const el = await cartLink(3, html`<sq-cart-link><a href="/shop/cart"><svg class="icon" aria-hidden="true"></svg> Bag <span class="sq-cart-quantity">3</span></a></sq-cart-link>`);
      expect(shown(el, 'a')).to.equal(1);
      expect(link(el).getAttribute('href')).to.equal('/shop/cart');
      expect(el.querySelectorAll('svg.icon')).to.have.length(1);
      expect(el.querySelector('.sq-cart-link__content')!.textContent!.trim()).to.equal('Bag');
      expect(spoken(el)).to.equal('3 items in cart');
      await expect(el).to.be.accessible();
    });

    it('shows the server\'s own icon and words (the same nodes, moved, not copies)', async () => {
      await setCookiesSettled({ hasCart: 'true', CART: 'tok|2' });
      const el = await fixture<HTMLElement>(html`<sq-cart-link><a href="/cart"><svg class="icon" aria-hidden="true"></svg> Bag <span class="sq-cart-quantity">2</span></a></sq-cart-link>`);
      const icon = el.querySelector('svg.icon');
      const words = icon!.nextSibling;
      await whenRendered();
      expect(el.querySelector('.sq-cart-link__content svg.icon')).to.equal(icon);
      expect(icon!.nextSibling).to.equal(words);
      expect(shown(el, '.sq-cart-quantity')).to.equal(0);
    });

    it('strips a quantity element nested deeper in the content from what it shows', async () => {
      const el = await cartLink(4, html`<sq-cart-link><a href="/cart"><span class="box">Bag <span class="sq-cart-quantity">4</span></span></a></sq-cart-link>`);
      expect(el.querySelector('.sq-cart-link__content')!.textContent).to.equal('Bag ');
      expect(shown(el, '.sq-cart-quantity')).to.equal(0);
      expect(badge(el)!.textContent).to.equal('4');
    });

    it('is labelled "Cart" without a quantity element, and shows no count', async () => {
      const el = await cartLink(3, html`<sq-cart-link><a href="/cart">Basket</a></sq-cart-link>`);
      expect(spoken(el)).to.equal('Cart');
      expect(badge(el)).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('the href attribute wins; a bare element links to /cart', async () => {
      const el = await cartLink(0, html`<sq-cart-link href="/checkout/cart"><a href="/cart">Cart</a></sq-cart-link>`);
      expect(link(el).getAttribute('href')).to.equal('/checkout/cart');
      el.removeAttribute('href');
      await whenRendered();
      expect(link(el).getAttribute('href')).to.equal('/cart');
      const bare = await cartLink(0);
      expect(link(bare).getAttribute('href')).to.equal('/cart');
      expect(bare.querySelector('.sq-cart-link__content')!.textContent).to.equal('Cart');
    });
  });

  describe('the event', () => {
    it('is a typed, bubbling, composed SqCartUpdatedEvent', () => {
      let received: SqCartUpdatedEvent | undefined;
      const listener = (e: SqCartUpdatedEvent) => { received = e; };
      document.addEventListener('sq-cart-updated', listener);
      announceCart({ totalQuantity: 2 }, document.body);
      document.removeEventListener('sq-cart-updated', listener);
      expect(received).to.be.instanceOf(SqCartUpdatedEvent);
      expect([received!.bubbles, received!.composed, received!.cart.totalQuantity]).to.deep.equal([true, true, 2]);
    });
  });

  describe('keyboard', () => {
    it('is reached with Tab as one link', async () => {
      const el = await cartLink(2, html`<div><button>before</button><sq-cart-link></sq-cart-link></div>`);
      el.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(link(el));
    });
  });
});
