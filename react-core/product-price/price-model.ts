// What <sq-product-price> shows for a product's variants (visitor §3 "Product", issue 8): the price,
// or the sale price with the original struck through (only when the sale price is lower), a 'from' price when the variants shown differ,
// and the sold-out state (every variant at quantity 0 and not unlimited).
import type { PriceVariant } from './product-data.ts';

export interface PriceDisplay {
  /** The price shown, in minor units: the lowest effective (sale or regular) price. */
  price: number;
  /** The struck-through original price, or null. */
  original: number | null;
  /** The variants differ in price: the price is the lowest, shown after 'from'. */
  from: boolean;
  soldOut: boolean;
}

/** A sale only lowers a price: onSale with a sale price at or above the price is no sale. */
const onSale = (v: PriceVariant) => v.onSale && v.salePrice < v.price;
const effective = (v: PriceVariant) => (onSale(v) ? v.salePrice : v.price);
const soldOut = (v: PriceVariant) => !v.unlimited && v.qtyInStock === 0;

/**
 * The display for a non-empty list of variants. While some can still be bought, the sold-out ones do
 * not count towards the price (no 'from $5' for a $5 variant no one can buy).
 */
export function priceDisplay(variants: readonly PriceVariant[]): PriceDisplay {
  const allSoldOut = variants.every(soldOut);
  const shown = allSoldOut ? variants : variants.filter((v) => !soldOut(v));
  const prices = shown.map(effective);
  const price = Math.min(...prices);
  const from = new Set(prices).size > 1;
  // Struck through only when every variant shown is on sale from one original price.
  const originals = new Set(shown.map((v) => v.price));
  const struck = !from && shown.every(onSale) && originals.size === 1;
  return { price, original: struck ? shown[0]!.price : null, from, soldOut: allSoldOut };
}
