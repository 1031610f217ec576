// <sq-add-to-cart> against the local cart server: one call per click however fast the clicks, the
// busy state, the spoken outcome, the catalogued failures, and <sq-cart-link> following the cart.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqAddToCartElement } from '../elements/sq-add-to-cart.ts';
import { SqCartLinkElement } from '../elements/sq-cart-link.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { cookie, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

define('sq-add-to-cart', SqAddToCartElement);
define('sq-cart-link', SqCartLinkElement);

const button = (el: Element) => el.querySelector<HTMLButtonElement>('.sq-add-to-cart__button')!;
const status = (el: Element) => el.querySelector('[role="status"]')!.textContent;
const alertText = (el: Element) => el.querySelector('[role="alert"]')?.textContent ?? null;
const clear = () => setCookies({ hasCart: null, CART: null, ss_lastid: null });

describe('<sq-add-to-cart>', () => {
  let logs: ReturnType<typeof captureLogs>;
  before(() => { document.cookie = 'crumb=atc-crumb; path=/'; });
  beforeEach(() => { clear(); logs = captureLogs(); });
  afterEach(() => { logs.stop(); clear(); });
  resetServerAfterEach();

  it('takes its label from the server-rendered button and adds on click, saying so', async () => {
    const el = await fixture<HTMLElement>(html`<sq-add-to-cart product-id="p-mug" quantity="2"><button>Buy the mug</button></sq-add-to-cart>`);
    await whenRendered();
    expect(button(el).textContent).to.equal('Buy the mug');
    await expect(el).to.be.accessible();
    button(el).click();
    await waitUntil(() => status(el) !== '', 'the outcome is spoken');
    expect(status(el)).to.equal('2 × Lighthouse mug were added to your cart.');
    expect(alertText(el)).to.equal(null);
    expect(cookie('CART')).to.match(/^[0-9a-f]{24}\|2$/);
    expect(cookie('ss_lastid')).to.equal('p-mug');
    await expect(el).to.be.accessible();
  });

  it('is busy while the call runs and sends one call for a burst of clicks', async () => {
    await setSwitch({ route: '/api/commerce/cart/items', delayMs: 300, times: 1 });
    const el = await fixture<HTMLElement>(html`<sq-add-to-cart product-id="p-poster"></sq-add-to-cart>`);
    await whenRendered();
    expect(button(el).textContent).to.equal('Add to cart');
    button(el).click();
    await waitUntil(() => button(el).getAttribute('aria-busy') === 'true', 'busy');
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    expect(button(el).textContent).to.equal('Adding…');
    await expect(el).to.be.accessible();
    button(el).click();
    button(el).click();
    await waitUntil(() => status(el) === 'Tide chart poster was added to your cart.', 'added once');
    expect(button(el).getAttribute('aria-busy')).to.equal('false');
    expect(await readLog('/api/commerce/cart/items')).to.have.length(1);
    expect(cookie('CART')).to.match(/\|1$/);
  });

  it('works from the keyboard', async () => {
    const el = await fixture<HTMLElement>(html`<sq-add-to-cart product-id="p-ebook"></sq-add-to-cart>`);
    await whenRendered();
    button(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => status(el) !== '', 'added from the keyboard');
    expect(status(el)).to.equal('Coastal walks (e-book) was added to your cart.');
  });

  it('shows the catalogued failure and keeps the cookies: sold out, too many, unknown, 5xx, network, malformed', async () => {
    const cases: Array<[string, () => Promise<void>, string]> = [
      ['p-tee" variant-id="v-tee-l', async () => undefined, 'This item is sold out.'],
      ['p-tee" variant-id="v-tee-m" quantity="3', async () => undefined, 'Only 2 left in stock: your cart cannot hold more.'],
      ['nope', async () => undefined, 'This product is no longer available.'],
      ['p-mug', () => setSwitch({ route: '/api/commerce/cart/items', status: 500, times: 1 }), 'Unable to add to cart. Please try again.'],
      ['p-mug', () => setSwitch({ route: '/api/commerce/cart/items', networkError: true, times: 1 }), 'Unable to add to cart. Please try again.'],
      ['p-mug', () => setSwitch({ route: '/api/commerce/cart/items', malformed: true, times: 1 }), 'Unable to add to cart. Please try again.'],
    ];
    for (const [attributes, arrange, message] of cases) {
      const [productId, ...rest] = attributes.split('" ');
      const el = document.createElement('sq-add-to-cart');
      el.setAttribute('product-id', productId!);
      for (const pair of rest) {
        const [name, value] = pair.split('="');
        el.setAttribute(name!, value!.replace(/"$/, ''));
      }
      document.body.append(el);
      await whenRendered();
      await arrange();
      const failed = new Promise((resolve) => el.addEventListener('sq-add-to-cart-failed', resolve, { once: true }));
      button(el).click();
      await failed;
      await waitUntil(() => alertText(el) !== null, 'the failure is shown');
      expect(alertText(el), attributes).to.equal(message);
      expect(status(el)).to.equal('');
      expect(cookie('CART'), 'no cookie written').to.equal(undefined);
      await expect(el).to.be.accessible();
      el.remove();
    }
  });

  it('logs a missing product-id and adds nothing', async () => {
    const root = await fixture<HTMLElement>(html`<div><sq-add-to-cart></sq-add-to-cart>
      <sq-add-to-cart product-id="p-poster"></sq-add-to-cart></div>`);
    const [el, control] = root.querySelectorAll('sq-add-to-cart');
    await whenRendered();
    expect(logs.messages()).to.include('Sq: <sq-add-to-cart> has no product-id; its button adds nothing.');
    expect(button(el!).getAttribute('aria-disabled')).to.equal('true');
    button(el!).click();
    // A working button clicked after it: its call is queued behind any call the first click made.
    button(control!).click();
    let entries: Awaited<ReturnType<typeof readLog>> = [];
    await waitUntil(async () => { entries = await readLog('/api/commerce/cart/items'); return entries.length > 0; }, 'the control call', { timeout: 5000 });
    expect(entries.map((e) => (e.body as { productId: string }).productId)).to.deep.equal(['p-poster']);
  });

  it('quantity="999" adds 999; quantity="1000" (over the 999 cap) is warned and adds 1', async () => {
    const root = await fixture<HTMLElement>(html`<div><sq-add-to-cart product-id="p-poster" quantity="999"></sq-add-to-cart>
      <sq-add-to-cart product-id="p-mug" quantity="1000"></sq-add-to-cart></div>`);
    const [most, over] = root.querySelectorAll('sq-add-to-cart');
    await whenRendered();
    expect(logs.messages()).to.deep.equal(['Sq: <sq-add-to-cart quantity="1000"> is not a whole number from 1 to 999; adding 1.']);
    button(most!).click();
    button(over!).click();
    let entries: Awaited<ReturnType<typeof readLog>> = [];
    await waitUntil(async () => { entries = await readLog('/api/commerce/cart/items'); return entries.length === 2 && entries.every((e) => e.status !== undefined); }, 'both answered', { timeout: 5000 });
    const sent = entries.map((e) => [e.status, (e.body as { productId: string }).productId, (e.body as { quantity: number }).quantity]);
    expect(sent).to.deep.equal([[200, 'p-poster', 999], [200, 'p-mug', 1]]);
    await waitUntil(() => cookie('CART')?.endsWith('|1000'), 'the cart holds 999 + 1');
  });

  it('keeps its live region rendered while empty, so later text is announced', async () => {
    const el = await fixture<HTMLElement>(html`<sq-add-to-cart product-id="p-mug"></sq-add-to-cart>`);
    await whenRendered();
    const region = el.querySelector<HTMLElement>('[role="status"]')!;
    expect(region.textContent).to.equal('');
    expect(getComputedStyle(region).display).to.not.equal('none');
    expect(region.getBoundingClientRect().height <= 1).to.equal(true); // visually empty
  });

  it('<sq-cart-link> follows the cart end to end', async () => {
    const root = await fixture<HTMLElement>(html`<div><sq-cart-link></sq-cart-link>
      <sq-add-to-cart product-id="p-poster" quantity="3"></sq-add-to-cart></div>`);
    await whenRendered();
    const label = () => root.querySelector('.sq-cart-link__label')!.textContent;
    expect(label()).to.equal('0 items in cart');
    button(root.querySelector('sq-add-to-cart')!).click();
    await waitUntil(() => label() === '3 items in cart', 'the cart link follows');
  });
});
