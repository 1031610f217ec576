// <sq-gift-card-button> (visitor §2 "/checkout/giftcard with query websiteId, giftCardProductId and sku").
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { CHECKOUT_LINK_ERRORS } from '../catalog/checkout.ts';
import { OTHER_MESSAGES } from '../catalog/messages/others.ts';
import { checkoutNavigation, SqGiftCardButtonCheckoutEvent, SqGiftCardButtonElement } from '../elements/sq-gift-card-button.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { captureLogs } from './support/logs.ts';

define('sq-gift-card-button', SqGiftCardButtonElement);

type Host = Window & { SQ_CONTEXT?: unknown };

async function giftCard(markup: ReturnType<typeof html>) {
  const el = await fixture<SqGiftCardButtonElement>(markup);
  await whenRendered();
  return el;
}

function recordCheckouts(el: HTMLElement) {
  const urls: string[] = [];
  el.addEventListener('sq-gift-card-button-checkout', (event) => {
    expect(event instanceof SqGiftCardButtonCheckoutEvent && event.cancelable && event.bubbles).to.equal(true);
    urls.push(event.url);
    event.preventDefault();
  });
  return urls;
}

describe('<sq-gift-card-button>', () => {
  let logs: ReturnType<typeof captureLogs>;
  let visited: string[];
  const go = checkoutNavigation.go;
  beforeEach(() => {
    logs = captureLogs();
    visited = [];
    checkoutNavigation.go = (url) => visited.push(url);
    (window as Host).SQ_CONTEXT = { website: { id: 'site 1' } };
  });
  afterEach(() => {
    checkoutNavigation.go = go;
    delete (window as Host).SQ_CONTEXT;
    logs.stop();
  });

  it('goes to the gift-card checkout with the context\'s website id, the product id and the sku', async () => {
    const el = await giftCard(html`<sq-gift-card-button product-id="gc-1" sku="SQ1234567"><button type="button">Buy gift card</button></sq-gift-card-button>`);
    el.querySelector('button')!.click();
    expect(visited).to.deep.equal(['/checkout/giftcard?websiteId=site%201&giftCardProductId=gc-1&sku=SQ1234567']);
    await expect(el).to.be.accessible();
    expect(logs.messages()).to.deep.equal([]);
  });

  it('reads the website id when activated, and encodes every parameter', async () => {
    const el = await giftCard(html`<sq-gift-card-button product-id="gc/2" sku="A&B=1"><button type="button">Buy</button></sq-gift-card-button>`);
    const urls = recordCheckouts(el);
    (window as Host).SQ_CONTEXT = { website: { id: 'w-9' } };
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal(['/checkout/giftcard?websiteId=w-9&giftCardProductId=gc%2F2&sku=A%26B%3D1']);
    expect(visited).to.deep.equal([]);
  });

  for (const [key, code] of [['Enter', 13], ['Space', 32]] as const) {
    it(`activates once on key ${code} (${key})`, async () => {
      const el = await giftCard(html`<sq-gift-card-button product-id="gc-1" sku="S1"><a href="#not-followed">Buy</a></sq-gift-card-button>`);
      const urls = recordCheckouts(el);
      el.querySelector('a')!.focus();
      await sendKeys({ press: key });
      expect(urls).to.deep.equal(['/checkout/giftcard?websiteId=site%201&giftCardProductId=gc-1&sku=S1']);
      expect(location.hash).to.equal('');
    });
  }

  it('follows changed product-id and sku attributes', async () => {
    const el = await giftCard(html`<sq-gift-card-button product-id="gc-1" sku="S1"><button type="button">Buy</button></sq-gift-card-button>`);
    const urls = recordCheckouts(el);
    el.sku = 'S2';
    el.setAttribute('product-id', 'gc-3');
    await whenRendered();
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal(['/checkout/giftcard?websiteId=site%201&giftCardProductId=gc-3&sku=S2']);
  });

  it('without a sku: logs the missing parameter and does not go anywhere', async () => {
    const el = await giftCard(html`<sq-gift-card-button product-id="gc-1"><button type="button">Buy</button></sq-gift-card-button>`);
    const urls = recordCheckouts(el);
    el.querySelector('button')!.click();
    expect(urls).to.deep.equal([]);
    expect(visited).to.deep.equal([]);
    expect(logs.messages()).to.deep.equal([CHECKOUT_LINK_ERRORS.missingParameter('/checkout/giftcard', 'sku')]);
  });

  it('without a website id in the context: logs it and does not go anywhere', async () => {
    (window as Host).SQ_CONTEXT = {};
    const el = await giftCard(html`<sq-gift-card-button product-id="gc-1" sku="S1"><button type="button">Buy</button></sq-gift-card-button>`);
    el.querySelector('button')!.click();
    expect(visited).to.deep.equal([]);
    expect(logs.messages()).to.deep.equal([CHECKOUT_LINK_ERRORS.missingParameter('/checkout/giftcard', 'websiteId')]);
  });

  it('wrapping no button: warns and leaves the content as is', async () => {
    const el = await giftCard(html`<sq-gift-card-button product-id="gc-1" sku="S1"><span>Sold out</span></sq-gift-card-button>`);
    expect(logs.messages()).to.deep.equal([OTHER_MESSAGES.noButtonFound]);
    expect(el.textContent).to.equal('Sold out');
    el.querySelector('span')!.click();
    expect(visited).to.deep.equal([]);
  });
});
