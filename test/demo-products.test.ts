// The demo's product page as a template renders it (demo/server/product-cards.mjs): the cards are in
// the server's HTML, so nothing under them moves when the page paints; each price carries its product's
// structured content and, as its no-JavaScript view, the first variant's regular price in the page's currency.
import { expect } from '@open-wc/testing';
// @ts-expect-error demo/ is plain JavaScript checked with // @ts-check, outside this project's types
import { PRODUCTS } from '../demo/server/shop-products.mjs';

type Product = { id: string; type: string; title: string; variants: unknown[]; subscription?: unknown };

async function served(query: string): Promise<Document> {
  const text = await (await fetch(`/demo/products.html${query}`)).text();
  return new DOMParser().parseFromString(text, 'text/html');
}

describe('demo/products.html from the server', () => {
  it('holds every product\'s card, its title and its price\'s structured content, before any script runs', async () => {
    const doc = await served('');
    const cards = [...doc.querySelectorAll('#product-cards > li.product-card')];
    expect(cards.map((card) => card.id)).to.deep.equal((PRODUCTS as Product[]).map((p) => p.id));
    for (const [i, product] of (PRODUCTS as Product[]).entries()) {
      expect(cards[i]!.querySelector('h3 a')!.textContent).to.equal(product.title);
      const price = cards[i]!.querySelector('sq-product-price')!;
      expect(JSON.parse(price.getAttribute('product')!)).to.deep.equal(JSON.parse(JSON.stringify(
        { productType: product.type, variants: product.variants, subscriptionPlan: product.subscription },
      )));
    }
    expect(cards[0]!.querySelector('sq-product-price > span')!.textContent).to.equal('$25.00');
  });

  it('writes the no-JavaScript prices in the page\'s currency (?currency=), USD for an unknown one', async () => {
    expect((await served('?currency=JPY')).querySelector('#p-tee sq-product-price > span')!.textContent).to.equal('¥2,500');
    expect((await served('?currency=EUR')).querySelector('#p-tee sq-product-price > span')!.textContent).to.equal('€25.00');
    expect((await served('?currency=%22%3E%3Cb%3E')).querySelector('#p-tee sq-product-price > span')!.textContent).to.equal('$25.00');
  });
});
