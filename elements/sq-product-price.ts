import { createElementClass } from '../runtime/bridge/create-element.ts';
import { json, string } from '../runtime/bridge/attributes.ts';
import { ProductPrice, PRODUCT_PRICE_STYLES, TAG } from '../react-core/product-price/product-price.tsx';
import { parseProduct, readProductPriceData, type PriceProduct } from '../react-core/product-price/product-data.ts';

export { parseProduct, type PriceProduct, type PriceVariant } from '../react-core/product-price/product-data.ts';
export { priceDisplay, type PriceDisplay } from '../react-core/product-price/price-model.ts';

/**
 * A product's price (visitor §3 "Product", §9 "Store"; issue 8): from its structured content, the
 * price or the sale price after the struck-through original, 'from' the lowest price when the variants
 * differ, the sold-out state and the subscription text, in the product's or the store's currency.
 * The server-rendered price is the no-JavaScript view, and stays when the product cannot be read.
 */
export const SqProductPriceElement = createElementClass({
  tag: TAG,
  description: /* manifest-only */ 'A product\'s price, sale price, from-price, sold-out state and subscription text.',
  attributes: {
    product: json<PriceProduct | null>(null,
      'The product\'s structured content as JSON (variants with price, salePrice, onSale, qtyInStock, unlimited, '
      + 'optionValues; or priceCents, salePriceCents, onSale), prices in cents. Default: the child '
      + '<script type="application/json">.',
      { validate: parseProduct, type: 'PriceProduct | null' }),
    variant: string('', /* manifest-only */ 'The id of one variant to price; default all of them.'),
    locale: string('', /* manifest-only */ 'The locale of the price; default the site\'s, else en-US.'),
  },
  read: readProductPriceData,
  live: true,
  component: ProductPrice,
  styles: PRODUCT_PRICE_STYLES,
  reactEvents: false,
});
export type SqProductPriceElement = InstanceType<typeof SqProductPriceElement>;
export default SqProductPriceElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-product-price': SqProductPriceElement }
}
