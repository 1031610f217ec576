import { expect, fixture, html } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { priceDisplay, SqProductPriceElement } from '../elements/sq-product-price.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-product-price', SqProductPriceElement);

const variant = (over: Record<string, unknown> = {}) => ({
  id: 'v1', price: 2500, salePrice: 0, onSale: false, qtyInStock: 5, unlimited: false,
  optionValues: [{ value: 'Red' }], ...over,
});
const physical = (variants: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ productType: 'PHYSICAL', variants, ...extra });

async function price(product: string | null, { variant: id = '', script = false, locale = '' } = {}) {
  // Lit cannot bind inside a <script>: that markup is built as a string.
  const el = await fixture<HTMLElement>(script
    ? `<sq-product-price><script type="application/json">${product}</script> <span class="server">$99.00</span></sq-product-price>`
    : html`<sq-product-price product=${product ?? ''} variant=${id} locale=${locale}><span class="server">$99.00</span></sq-product-price>`);
  await whenRendered();
  return el;
}
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent ?? null;
const state = (el: Element) => el.querySelector('.sq-product-price')?.getAttribute('data-state') ?? null;

describe('<sq-product-price>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); delete (window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT; });

  it('shows the price of a physical product, replacing the server-rendered price', async () => {
    const el = await price(physical([variant()]));
    expect(state(el)).to.equal('regular');
    expect(text(el, '.sq-product-price')).to.equal('$25.00');
    expect(el.querySelector('.server')!.getClientRects().length, 'the server price is not rendered').to.equal(0);
    expect(logs.messages()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('shows the sale price after the struck-through original, each with its spoken name', async () => {
    const el = await price(physical([variant({ onSale: true, salePrice: 1999 })]));
    expect(state(el)).to.equal('sale');
    expect(el.querySelector('s.sq-product-price__original')!.textContent).to.equal('Original price $25.00');
    expect(text(el, '.sq-product-price__amount')).to.equal('Sale price $19.99');
    expect(text(el, '.sq-product-price')).to.equal('Original price $25.00 Sale price $19.99');
    await expect(el).to.be.accessible();
  });

  it('strikes nothing through when the sale price is not lower: the regular price, no sale', async () => {
    for (const salePrice of [3000, 2500]) {
      const el = await price(physical([variant({ onSale: true, salePrice })]));
      expect(state(el)).to.equal('regular');
      expect(el.querySelector('s')).to.equal(null);
      expect(text(el, '.sq-product-price')).to.equal('$25.00');
    }
    expect(priceDisplay([{ ...variant({ onSale: true, salePrice: 3000 }) } as never]))
      .to.deep.equal({ price: 2500, original: null, from: false, soldOut: false });
    // A higher "sale" on one variant does not make the other's real sale a 'from' price.
    expect(priceDisplay([variant({ onSale: true, salePrice: 3000 }), variant({ onSale: true, salePrice: 2000 })] as never))
      .to.deep.equal({ price: 2000, original: null, from: true, soldOut: false });
  });

  it('shows "from" the lowest price when the variants differ', async () => {
    const el = await price(physical([variant(), variant({ id: 'v2', price: 3000 }), variant({ id: 'v3', price: 4000, onSale: true, salePrice: 1500 })]));
    expect(state(el)).to.equal('from');
    expect(text(el, '.sq-product-price')).to.equal('from $15.00');
    expect(el.querySelector('s')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('selects one variant with the variant attribute, and follows its changes', async () => {
    const product = physical([variant(), variant({ id: 'v2', price: 3000, onSale: true, salePrice: 2000 })]);
    const el = await price(product, { variant: 'v2' });
    expect(text(el, '.sq-product-price')).to.equal('Original price $30.00 Sale price $20.00');
    el.setAttribute('variant', 'v1');
    await whenRendered();
    expect(text(el, '.sq-product-price')).to.equal('$25.00');
    el.removeAttribute('variant');
    await whenRendered();
    expect(text(el, '.sq-product-price')).to.equal('from $20.00');
    expect(logs.messages()).to.deep.equal([]);
  });

  it('warns about an unknown variant and prices the whole product', async () => {
    const el = await price(physical([variant(), variant({ id: 'v2', price: 3000 })]), { variant: 'nope' });
    expect(text(el, '.sq-product-price')).to.equal('from $25.00');
    expect(logs.messages()).to.include('Expected the id of one of the product\'s variants for <sq-product-price variant> but "nope" found.');
  });

  it('is sold out when every variant is at 0 and not unlimited', async () => {
    const el = await price(physical([variant({ qtyInStock: 0 }), variant({ id: 'v2', qtyInStock: 0, price: 3000 })]));
    expect(state(el)).to.equal('sold-out');
    expect(text(el, '.sq-product-price')).to.equal('from $25.00 Sold out');
    await expect(el).to.be.accessible();
  });

  it('is not sold out while one variant is unlimited or in stock; sold-out variants leave the price', async () => {
    const table: Array<[unknown[], string]> = [
      [[variant({ qtyInStock: 0 }), variant({ id: 'v2', qtyInStock: 0, unlimited: true, price: 3000 })], '$30.00'],
      [[variant({ qtyInStock: 0, price: 500 }), variant({ id: 'v2', qtyInStock: 1 })], '$25.00'],
      [[variant({ qtyInStock: undefined })], '$25.00'],
    ];
    for (const [variants, shown] of table) {
      const el = await price(physical(variants));
      expect(state(el)).to.not.equal('sold-out');
      expect(text(el, '.sq-product-price')).to.equal(shown);
    }
  });

  it('prices digital products from priceCents, salePriceCents and onSale', async () => {
    const el = await price(JSON.stringify({ productType: 'DIGITAL', priceCents: 1200, salePriceCents: 900, onSale: true }));
    expect(text(el, '.sq-product-price')).to.equal('Original price $12.00 Sale price $9.00');
    const plain = await price(JSON.stringify({ productType: 2, priceCents: 1200, salePriceCents: 900, onSale: false }));
    expect(text(plain, '.sq-product-price')).to.equal('$12.00');
    expect(logs.messages()).to.deep.equal([]);
  });

  it('adds the subscription text: every N units, for P payments unless indefinite', async () => {
    const monthly = await price(physical([variant()], { subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 } }));
    expect(text(monthly, '.sq-product-price__subscription')).to.equal('renews every 1 months for 12 payments');
    expect(text(monthly, '.sq-product-price')).to.equal('$25.00 renews every 1 months for 12 payments');
    await expect(monthly).to.be.accessible();
    const forever = await price(physical([variant()], { subscriptionPlan: { billingPeriod: { value: 2, unit: 'weeks' }, numBillingCycles: 0 } }));
    expect(text(forever, '.sq-product-price__subscription')).to.equal('renews every 2 weeks');
    const bad = await price(physical([variant()], { subscriptionPlan: { billingPeriod: { value: 2, unit: 'days' } } }));
    expect(text(bad, '.sq-product-price__subscription')).to.equal(null);
    expect(logs.messages()).to.have.length(1);
    expect(logs.messages()[0]).to.match(/^Expected a subscription plan/);
  });

  it('uses the product\'s currency, else the store\'s selected currency, in the given locale', async () => {
    const euro = await price(physical([variant()], { currency: 'EUR' }), { locale: 'de-DE' });
    expect(text(euro, '.sq-product-price')).to.equal('25,00\u00a0€');
    (window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT = { storeSettings: { selectedCurrency: 'JPY' } };
    const yen = await price(physical([variant({ price: 2500 })]));
    expect(text(yen, '.sq-product-price')).to.equal('¥2,500');
    expect(logs.messages()).to.deep.equal([]);
  });

  it('keeps the server-rendered price when the store currency is not supported', async () => {
    (window as { SQ_CONTEXT?: unknown }).SQ_CONTEXT = { storeSettings: { selectedCurrency: 'XYZ' } };
    const el = await price(physical([variant()]));
    expect(text(el, '.sq-product-price__fallback')).to.equal('$99.00');
    expect(logs.messages()).to.deep.equal(['Expected a supported currency code but "XYZ" found.']);
  });

  it('reads the product from a child JSON script', async () => {
    const el = await price(physical([variant({ onSale: true, salePrice: 2000 })]), { script: true });
    expect(text(el, '.sq-product-price')).to.equal('Original price $25.00 Sale price $20.00');
    expect(el.querySelector('.server')!.getClientRects().length, 'the server price is not rendered').to.equal(0);
  });

  it('keeps the server-rendered price for malformed product JSON, with the parser message', async () => {
    const el = await price('{"variants": [', { script: true });
    expect(text(el, '.sq-product-price__fallback')).to.equal('$99.00');
    expect(el.querySelector('.sq-product-price')).to.equal(null);
    expect(logs.messages()).to.deep.equal(['Expected product JSON in <sq-product-price> but "{\\"variants\\": [" found.']);
    await expect(el).to.be.accessible();
    const attr = await price('{oops');
    expect(text(attr, '.sq-product-price__fallback')).to.equal('$99.00');
    expect(logs.messages()[1]).to.equal('Expected JSON for <sq-product-price product> but "{oops" found.');
  });

  it('rejects products it cannot price: bad prices, no variants, an unknown type', async () => {
    const bad = [
      physical([variant({ price: 100000001 })]), physical([variant({ price: 10.5 })]), physical([variant({ price: -1 })]),
      physical([variant({ onSale: true, salePrice: undefined })]), physical([]), physical([variant()], { productType: 'BOOK' }),
      physical([variant()], { productType: 5 }), JSON.stringify({ productType: 'DIGITAL', priceCents: '12.00' }), '[]',
    ];
    for (const product of bad) {
      const el = await price(product);
      expect(text(el, '.sq-product-price__fallback'), product).to.equal('$99.00');
    }
    expect(logs.messages()).to.have.length(bad.length);
    for (const message of logs.messages()) expect(message).to.match(/^Expected valid data for <sq-product-price product> but /);
  });

  it('accepts the price cap exactly and service and gift card products', async () => {
    const el = await price(physical([variant({ price: 100000000 })], { productType: 'SERVICE' }));
    expect(text(el, '.sq-product-price')).to.equal('$1,000,000.00');
    const card = await price(physical([variant({ price: 2500 }), variant({ id: 'v2', price: 5000 })], { productType: 'GIFT_CARD' }));
    expect(text(card, '.sq-product-price')).to.equal('from $25.00');
  });

  it('updates when the product attribute changes', async () => {
    const el = await price(physical([variant()]));
    el.setAttribute('product', physical([variant({ price: 700 })]));
    await whenRendered();
    expect(text(el, '.sq-product-price')).to.equal('$7.00');
  });

  it('computes the display in minor units', () => {
    const v = (price: number, over: Record<string, unknown> = {}) => ({ ...variant({ price }), optionValues: [], ...over }) as never;
    expect(priceDisplay([v(100), v(100)])).to.deep.equal({ price: 100, original: null, from: false, soldOut: false });
    expect(priceDisplay([v(100, { onSale: true, salePrice: 80 }), v(100, { onSale: true, salePrice: 80 })]))
      .to.deep.equal({ price: 80, original: 100, from: false, soldOut: false });
    // Same shown price, one on sale and one not: no strike-through.
    expect(priceDisplay([v(100, { onSale: true, salePrice: 80 }), v(80)])).to.deep.equal({ price: 80, original: null, from: false, soldOut: false });
  });
});
