// The cart entity (visitor §3 "Shopping cart"): defaults, a table of malformed carts, each rejected
// whole with the parser's message (visitor §8), and totals kept as the server sent them.
import { expect } from '@open-wc/testing';
import { CART_FIELDS } from '../catalog/commerce.ts';
import { emptyCart, parseCart } from '../runtime/cart/model.ts';
import { captureLogs } from './support/logs.ts';

const entry = (more: Record<string, unknown> = {}) => ({
  id: 'e-1', productId: 'p-1', variantId: 'v-1', title: 'Mug', sku: 'SQ1234567', quantity: 2,
  unitPriceCents: 1450, totalCents: 2900, imageUrl: '/img/mug.png', url: '/shop/mug', options: [{ name: 'Size', value: 'M' }], ...more,
});
const good = (more: Record<string, unknown> = {}) => ({
  id: 'tok', entries: [entry()], subtotalCents: 2900, taxCents: 239, shippingCostCents: 600, discountCents: 290,
  grandTotalCents: 2900 + 239 + 600 - 290, totalQuantity: 2, subtotalAmount: { value: 2900, currency: 'USD' },
  coupons: [{ code: 'SAVE10' }], validCoupons: [{ code: 'SAVE10' }], invalidCoupons: [], checkoutMinimumCents: 500, ...more,
});

const usd = 'Expected a whole number of USD minor units from 0 to 9007199254740991';
const yen = 'Expected a whole number of JPY minor units from 0 to 999999999999999';

describe('cart model', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('gives every spec field its default (numbers 0, subtotalAmount zero USD)', () => {
    const cart = emptyCart();
    for (const key of CART_FIELDS.strings) expect(cart[key], key).to.equal('');
    for (const key of CART_FIELDS.booleans) expect(cart[key], key).to.equal(false);
    for (const key of CART_FIELDS.numbers) expect(cart[key], key).to.equal(0);
    for (const key of CART_FIELDS.lists) expect(cart[key], key).to.deep.equal([]);
    for (const key of CART_FIELDS.objects) expect(cart[key], key).to.equal(null);
    expect(cart.created).to.equal(0);
    expect(cart.subtotalAmount).to.deep.equal({ value: 0, currency: 'USD' });
    expect([cart.currency, cart.checkoutMinimumCents]).to.deep.equal(['USD', 0]);
    expect(parseCart({})).to.deep.equal(cart);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('reads a well-formed cart, entries, coupons and the derived subtotalAmount', () => {
    const cart = parseCart(good())!;
    expect(cart.entries[0]).to.deep.equal({ ...entry(), subscription: false });
    expect(parseCart(good({ entries: [entry({ subscription: true })] }))!.entries[0]!.subscription).to.equal(true);
    expect(cart.grandTotalCents).to.equal(3449);
    expect(cart.validCoupons).to.deep.equal([{ code: 'SAVE10' }]);
    const { subtotalAmount, ...rest } = good();
    expect(parseCart(rest)!.subtotalAmount).to.deep.equal(subtotalAmount);
    const yen = parseCart({ currency: 'JPY', entries: [entry({ unitPriceCents: 500, totalCents: 1000 })], subtotalCents: 1000,
      grandTotalCents: 1000, totalQuantity: 2 })!;
    expect(yen.subtotalAmount).to.deep.equal({ value: 1000, currency: 'JPY' });
    expect(logs.messages()).to.deep.equal([]);
  });

  const malformed: Array<[string, unknown, string]> = [
    ['not an object', 'cart', 'Expected a cart object but "cart" found.'],
    ['a list', [], 'Expected a cart object but [] found.'],
    ['null', null, 'Expected a cart object but null found.'],
    ['a number id', good({ id: 7 }), 'Expected a string for cart.id but 7 found.'],
    ['a string boolean', good({ isPurchased: 'no' }), 'Expected true or false for cart.isPurchased but "no" found.'],
    ['negative cents', good({ taxCents: -1, grandTotalCents: 3448 }), `${usd} for cart.taxCents but -1 found.`],
    ['fractional cents', good({ shippingCostCents: 600.5 }), `${usd} for cart.shippingCostCents but 600.5 found.`],
    ['a string total', good({ grandTotalCents: '3449' }), `${usd} for cart.grandTotalCents but "3449" found.`],
    ['entries not a list', good({ entries: {} }), 'Expected a list for cart.entries but {} found.'],
    ['a zero quantity', good({ entries: [entry({ quantity: 0, totalCents: 0 })] }), 'Expected a whole number of at least 1 for cart.entries[0].quantity but 0 found.'],
    ['a missing quantity', good({ entries: [entry({ quantity: undefined })] }), 'Expected a whole number of at least 1 for cart.entries[0].quantity but undefined found.'],
    ['a fractional quantity', good({ entries: [entry({ quantity: 1.5 })] }), 'Expected a whole number of at least 1 for cart.entries[0].quantity but 1.5 found.'],
    ['a subtotalAmount in another currency', good({ subtotalAmount: { value: 2900, currency: 'EUR' } }), 'Expected cart.subtotalAmount.currency to be USD but "EUR" found.'],
    ['an unknown currency', good({ currency: 'XXX' }), 'Expected a supported currency code for cart.currency but "XXX" found.'],
    ['a coupon without a code', good({ coupons: [{ name: 'x' }] }), 'Expected a coupon { code } for cart.coupons[0] but {"name":"x"} found.'],
    ['a bad option', good({ entries: [entry({ options: [{ name: 'Size' }] })] }), 'Expected an option { name, value } for cart.entries[0].options[0] but {"name":"Size"} found.'],
    ['a script URL', good({ entries: [entry({ url: 'javascript:alert(1)' })] }), 'Expected an http(s) or relative URL for cart.entries[0].url but "javascript:alert(1)" found.'],
    ['an entry without an id', good({ entries: [entry({ id: '' })] }), 'Expected a string for cart.entries[0].id but "" found.'],
    ['a string object', good({ shippingLocation: 'here' }), 'Expected an object or null for cart.shippingLocation but "here" found.'],
    ['a JPY amount beyond 15 integer places', { currency: 'JPY', subtotalCents: 10 ** 15, grandTotalCents: 10 ** 15 },
      `${yen} for cart.subtotalCents but 1000000000000000 found.`],
    ['a JPY entry price beyond 15 integer places', { currency: 'JPY', entries: [entry({ unitPriceCents: 10 ** 15, totalCents: 2 * 10 ** 15 })] },
      `${yen} for cart.entries[0].unitPriceCents but 1000000000000000 found.`],
    ['a USD amount beyond exact cents', good({ checkoutMinimumCents: 2 ** 53 }), `${usd} for cart.checkoutMinimumCents but 9007199254740992 found.`],
    ['a subtotalAmount beyond the limit', { currency: 'JPY', subtotalAmount: { value: 10 ** 15, currency: 'JPY' } },
      `${yen} for cart.subtotalAmount.value but 1000000000000000 found.`],
    ['an entry without a title', good({ entries: [entry({ title: '' })] }), 'Expected a non-empty string for cart.entries[0].title but "" found.'],
    ['an entry with a blank title', good({ entries: [entry({ title: '  ' })] }), 'Expected a non-empty string for cart.entries[0].title but "  " found.'],
    ['an entry without any title', good({ entries: [entry({ title: undefined })] }), 'Expected a non-empty string for cart.entries[0].title but "" found.'],
    ['a string subscription flag', good({ entries: [entry({ subscription: 'yes' })] }), 'Expected true or false for cart.entries[0].subscription but "yes" found.'],
    ['a string timestamp', good({ created: '2024-01-01' }), 'Expected a timestamp in milliseconds for cart.created but "2024-01-01" found.'],
  ];
  describe('keeps the server\'s totals (gift cards, tax-inclusive rounding) and logs a discrepancy once', () => {
    const offs: Array<[string, Record<string, unknown>, string]> = [
      ['an entry total off (tax-inclusive rounding)', good({ entries: [entry({ totalCents: 2901 })] }),
        'Sq: cart.entries[0].totalCents is 2901, not unitPriceCents × quantity (1450 × 2) = 2900; showing the server\'s value.'],
      ['a subtotal off', good({ subtotalCents: 2800, grandTotalCents: 3349, subtotalAmount: { value: 2800, currency: 'USD' } }),
        'Sq: cart.subtotalCents is 2800, not the sum of the entry totals = 2900; showing the server\'s value.'],
      ['a total quantity off', good({ totalQuantity: 3 }),
        'Sq: cart.totalQuantity is 3, not the sum of the entry quantities = 2; showing the server\'s value.'],
      ['a grand total lowered by a gift card', good({ grandTotalCents: 449 }),
        'Sq: cart.grandTotalCents is 449, not subtotal + tax + shipping - discount = 3449; showing the server\'s value.'],
      ['a subtotalAmount off', good({ subtotalAmount: { value: 2901, currency: 'USD' } }),
        'Sq: cart.subtotalAmount.value is 2901, not subtotalCents = 2900; showing the server\'s value.'],
    ];
    for (const [what, raw, message] of offs) {
      it(`shows ${what} as sent, warning once`, () => {
        const cart = parseCart(raw)!;
        expect(cart).to.not.equal(null);
        for (const key of ['subtotalCents', 'grandTotalCents', 'totalQuantity'] as const) expect(cart[key], key).to.equal(raw[key]);
        expect(cart.entries[0]!.totalCents).to.equal((raw.entries as Array<{ totalCents: number }>)[0]!.totalCents);
        expect(cart.subtotalAmount).to.deep.equal(raw.subtotalAmount);
        parseCart(raw);
        expect(logs.messages()).to.deep.equal([message]);
        expect(logs.entries[0]!.level).to.equal('warn');
      });
    }
  });

  for (const [what, raw, message] of malformed) {
    it(`rejects ${what} whole, with the parser message`, () => {
      expect(parseCart(raw)).to.equal(null);
      expect(logs.messages()).to.deep.equal([message]);
      expect(logs.entries[0]!.level).to.equal('error');
    });
  }
});
