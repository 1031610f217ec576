// Elements whose server markup stays hidden while their code loads (sq.css, `visibility: hidden`: the
// price and the cart link) still keep its box: sq.css lays the hidden markup out as the view will, so
// the words around the element do not move when the view takes over (docs/decisions.md, "Enhance in
// place"). Each case is a phone-sized frame (test/support/in-place.ts) with the page's own sq.css.
import { expect } from '@open-wc/testing';
import { score, upgradeFrame, theme, themed } from './support/in-place.ts';

const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

/** The element's width, its paragraph's height and the place of a word beside it, before the upgrade and after its view has committed. */
async function boxes(markup: string, tag: string, done: string) {
  const page = await upgradeFrame(markup, theme());
  frames.push(page.frame);
  const host = page.doc.querySelector(tag)!;
  const after = page.doc.querySelector('.after')!;
  const measure = () => {
    const b = after.getBoundingClientRect();
    return [host.getBoundingClientRect().width, host.parentElement!.getBoundingClientRect().height, b.left, b.top].map((x) => Math.round(x));
  };
  const before = measure();
  const hiddenBefore = page.frame.contentWindow!.getComputedStyle(host).visibility;
  const shifts = await page.upgrade(tag, done);
  return { before, now: measure(), hiddenBefore, shifts, host };
}

const SALE = '{"productType":"PHYSICAL","variants":[{"id":"m","price":4500,"salePrice":3900,"onSale":true,"unlimited":true}]}';

function cases(this: Mocha.Suite) {
  this.timeout(30000);

  it('<sq-product-price>: a sale the server renders as the view does keeps its width and lines', async () => {
    const { before, now, hiddenBefore, shifts, host } = await boxes(
      `<p style="width: 180px">Medium print <sq-product-price product='${SALE}'><s>$45.00</s> <span>$39.00</span></sq-product-price> <span class="after">each</span></p>`,
      'sq-product-price', 'sq-product-price .sq-product-price',
    );
    expect(hiddenBefore).to.equal('hidden');
    expect(host.querySelector('.sq-product-price__original')?.textContent).to.include('$45.00');
    expect(now, 'price width, paragraph height, next word left and top').to.deep.equal(before);
    expect(score(shifts)).to.be.below(0.001);
  });

  it('<sq-cart-link>: the link keeps its width when the badge comes, so a link set against the right edge stays put', async () => {
    const { before, now, hiddenBefore, shifts, host } = await boxes(
      '<p style="text-align: right"><span class="after">Shop</span> <sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">0</span></a></sq-cart-link></p>',
      'sq-cart-link', 'sq-cart-link .sq-cart-link__quantity',
    );
    expect(hiddenBefore).to.equal('hidden');
    expect(host.querySelector('.sq-cart-link__label')?.textContent).to.equal('0 items in cart');
    expect(now, 'link width, paragraph height, the word before it left and top').to.deep.equal(before);
    expect(score(shifts)).to.be.below(0.001);
  });

  it('<sq-cart-link>: an icon and words wrapped in one element keep their width too (docs/elements/sq-cart-link.md)', async () => {
    const { before, now, shifts, host } = await boxes(
      '<p style="text-align: right"><span class="after">Shop</span> <sq-cart-link><a href="/cart"><span><svg aria-hidden="true" width="16" height="16"></svg> Cart</span> <span class="sq-cart-quantity">0</span></a></sq-cart-link></p>',
      'sq-cart-link', 'sq-cart-link .sq-cart-link__quantity',
    );
    expect(host.querySelector('.sq-cart-link__content svg')).to.not.equal(null);
    expect(now, 'link width, paragraph height, the word before it left and top').to.deep.equal(before);
    expect(score(shifts)).to.be.below(0.001);
  });
}

// Every case with sq.css alone, then again under a theme's rules.
themed('hidden while loading, laid out as the view', cases);
