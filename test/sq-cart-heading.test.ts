// <sq-cart heading> (docs/elements/sq-cart.md attribute table: the cart's heading, an h2, default 'Shopping
// cart'; visitor §3 "Shopping cart"), against the local API server's cart (demo/server/routes/cart.mjs).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqCartElement } from '../elements/sq-cart.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { resetServerAfterEach } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

define('sq-cart', SqCartElement);

describe('<sq-cart heading>', () => {
  let logs: ReturnType<typeof captureLogs>;
  resetServerAfterEach();
  beforeEach(() => { setCookies({ hasCart: null, CART: null, ss_lastid: null }); logs = captureLogs(); });
  afterEach(() => { logs.stop(); setCookies({ hasCart: null, CART: null, ss_lastid: null }); });

  it('heading="Your bag" is the cart\'s heading and its name, and follows the attribute', async () => {
    const el = await fixture<HTMLElement>(html`<sq-cart heading="Your bag"><a href="/commerce/goto-checkout">Check out</a></sq-cart>`);
    await whenRendered();
    await waitUntil(() => el.querySelector('.sq-cart__entry, .sq-cart__empty, .sq-cart__retry'), 'cart loaded');
    const heading = el.querySelector('h2')!;
    expect(heading.textContent).to.equal('Your bag');
    const section = el.querySelector('.sq-cart')!;
    expect(document.getElementById(section.getAttribute('aria-labelledby')!)).to.equal(heading);
    await expect(el).to.be.accessible();
    el.setAttribute('heading', 'Basket');
    await whenRendered();
    expect(el.querySelector('h2')!.textContent).to.equal('Basket');
    expect(logs.messages()).to.deep.equal([]);
  });
});
