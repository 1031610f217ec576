// @ts-check
// The demo's product page as a template renders it: the product cards written by the server (not by a
// script after the page has painted, which moved everything under them), each with its price's
// structured content and, as the no-JavaScript view, the first variant's regular price in the page's
// currency (?currency=, as the page's site context reads it). <sq-product-price> prices them from there.
import { PRODUCTS, amountText, productContent } from './shop-products.mjs';

/** Where demo/products.html wants its cards. */
export const PRODUCT_CARDS_PLACEHOLDER = /<ul class="product-cards" id="product-cards"><\/ul>/;

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {string | null} currency the page's ?currency=, USD when absent or unknown */
function moneyFormat(currency) {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' });
  } catch {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  }
}

/**
 * The cards' list for a page asked with `currency`.
 * @param {string | null} currency
 */
export function productCards(currency) {
  const format = moneyFormat(currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2; // JPY 0, the others 2
  const cards = PRODUCTS.map((product) => {
    // Intl takes the exact decimal text, so no digit is lost.
    const fallback = format.format(/** @type {any} */ (amountText(product.variants[0].price, digits)));
    return `<li class="product-card" id="${escape(product.id)}"><h3><a href="${escape(product.url)}">${escape(product.title)}</a></h3>`
      + `<sq-product-price product="${escape(JSON.stringify(productContent(product)))}"><span>${escape(fallback)}</span></sq-product-price></li>`;
  });
  return `<ul class="product-cards" id="product-cards">${cards.join('')}</ul>`;
}
