// Checkout links (visitor §2 "Routes"): one helper builds and encodes every link.
import { expect } from '@open-wc/testing';
import { CHECKOUT_LINK_ERRORS } from '../catalog/checkout.ts';
import { ROUTES } from '../catalog/routes.ts';
import { checkoutUrl, type CheckoutLink } from '../runtime/commerce/checkout-links.ts';
import { captureLogs } from './support/logs.ts';

describe('checkout links', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  const built: Array<[string, CheckoutLink, string]> = [
    ['the cart\'s checkout', { kind: 'cart' }, '/commerce/goto-checkout'],
    ['subscribe with cartToken={token}', { kind: 'subscribe', cartToken: 'tok123' }, '/checkout/subscribe?cartToken=tok123'],
    ['donate with donatePageId', { kind: 'donate', donatePageId: 'page-9' }, '/checkout/donate?donatePageId=page-9'],
    ['gift card with websiteId, giftCardProductId and sku',
      { kind: 'giftcard', websiteId: 'w1', giftCardProductId: 'gc-1', sku: 'SQ1234567' },
      '/checkout/giftcard?websiteId=w1&giftCardProductId=gc-1&sku=SQ1234567'],
    ['a numeric id as text', { kind: 'donate', donatePageId: 42 }, '/checkout/donate?donatePageId=42'],
    ['spaces, & = ? # + / % encoded', { kind: 'subscribe', cartToken: 'a b&c=d?e#f+g/h%i' },
      '/checkout/subscribe?cartToken=a%20b%26c%3Dd%3Fe%23f%2Bg%2Fh%25i'],
    ['non-ASCII encoded as UTF-8', { kind: 'giftcard', websiteId: 'wé', giftCardProductId: '卡', sku: 'SKU "1"' },
      '/checkout/giftcard?websiteId=w%C3%A9&giftCardProductId=%E5%8D%A1&sku=SKU%20%221%22'],
    ['surrounding spaces kept, encoded', { kind: 'donate', donatePageId: ' p ' }, '/checkout/donate?donatePageId=%20p%20'],
  ];
  for (const [name, link, url] of built) {
    it(`builds ${name}`, () => {
      expect(checkoutUrl(link)).to.equal(url);
      expect(logs.messages()).to.deep.equal([]);
    });
  }

  it('uses the spec\'s routes', () => {
    expect(checkoutUrl({ kind: 'cart' })).to.equal(ROUTES.gotoCheckout);
    expect(checkoutUrl({ kind: 'donate', donatePageId: 'x' })!.startsWith(`${ROUTES.checkoutDonate}?`)).to.equal(true);
    expect(checkoutUrl({ kind: 'subscribe', cartToken: 'x' })!.startsWith(`${ROUTES.checkoutSubscribe}?`)).to.equal(true);
    expect(checkoutUrl({ kind: 'giftcard', websiteId: 'w', giftCardProductId: 'g', sku: 's' })!
      .startsWith(`${ROUTES.checkoutGiftCard}?`)).to.equal(true);
  });

  it('round-trips every value through URLSearchParams', () => {
    const values = { websiteId: '5f/3&x', giftCardProductId: '=?#', sku: '100% cotton + wool' };
    const url = new URL(checkoutUrl({ kind: 'giftcard', ...values })!, location.origin);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal(values);
  });

  const refused: Array<[string, CheckoutLink, string]> = [
    ['an empty cartToken', { kind: 'subscribe', cartToken: '' }, CHECKOUT_LINK_ERRORS.missingParameter('/checkout/subscribe', 'cartToken')],
    ['a blank donatePageId', { kind: 'donate', donatePageId: '   ' }, CHECKOUT_LINK_ERRORS.missingParameter('/checkout/donate', 'donatePageId')],
    ['a null donatePageId', { kind: 'donate', donatePageId: null }, CHECKOUT_LINK_ERRORS.missingParameter('/checkout/donate', 'donatePageId')],
    ['a NaN id', { kind: 'donate', donatePageId: Number.NaN }, CHECKOUT_LINK_ERRORS.missingParameter('/checkout/donate', 'donatePageId')],
    ['a gift card without websiteId', { kind: 'giftcard', websiteId: undefined, giftCardProductId: 'g', sku: 's' },
      CHECKOUT_LINK_ERRORS.missingParameter('/checkout/giftcard', 'websiteId')],
    ['a gift card without sku', { kind: 'giftcard', websiteId: 'w', giftCardProductId: 'g', sku: '' },
      CHECKOUT_LINK_ERRORS.missingParameter('/checkout/giftcard', 'sku')],
    ['a gift card without giftCardProductId', { kind: 'giftcard', websiteId: 'w', giftCardProductId: '', sku: 's' },
      CHECKOUT_LINK_ERRORS.missingParameter('/checkout/giftcard', 'giftCardProductId')],
    ['an object where an id belongs', { kind: 'donate', donatePageId: {} as unknown as string },
      CHECKOUT_LINK_ERRORS.missingParameter('/checkout/donate', 'donatePageId')],
    ['an unknown kind', { kind: 'refund' } as unknown as CheckoutLink, CHECKOUT_LINK_ERRORS.unknownKind('refund')],
    ['an inherited kind', { kind: 'toString' } as unknown as CheckoutLink, CHECKOUT_LINK_ERRORS.unknownKind('toString')],
    ['no link at all', null as unknown as CheckoutLink, CHECKOUT_LINK_ERRORS.unknownKind('undefined')],
  ];
  for (const [name, link, message] of refused) {
    it(`refuses ${name}: null and one logged error`, () => {
      expect(checkoutUrl(link)).to.equal(null);
      expect(logs.entries.map(({ level, message: m }) => [level, m])).to.deep.equal([['error', message]]);
    });
  }

  it('names the missing parameter in its message', () => {
    expect(CHECKOUT_LINK_ERRORS.missingParameter('/checkout/donate', 'donatePageId'))
      .to.equal('Sq: cannot build the checkout link /checkout/donate: donatePageId is missing.');
  });
});
