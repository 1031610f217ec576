// @ts-check
// The checkout pages the checkout links lead to (visitor §2: /checkout/subscribe?cartToken=,
// /checkout/donate?donatePageId=, /checkout/giftcard?websiteId&giftCardProductId&sku). The platform's
// checkout is out of this library's scope; the demo answers each with a page showing what it was sent,
// so the donation, gift-card and subscription buttons can be followed end to end.
import { escapeHtml } from '../http.mjs';

/** @type {Record<string, { title: string, params: string[] }>} */
const PAGES = {
  subscribe: { title: 'Subscribe', params: ['cartToken'] },
  donate: { title: 'Donate', params: ['donatePageId'] },
  giftcard: { title: 'Buy a gift card', params: ['websiteId', 'giftCardProductId', 'sku'] },
};

/** @returns {import('./index.mjs').Route[]} */
export function checkoutRoutes() {
  return Object.entries(PAGES).map(([name, page]) => ({
    method: 'GET', path: `/checkout/${name}`, kind: 'commerce',
    answer({ query, entry }) {
      const values = page.params.map((param) => [param, typeof query[param] === 'string' ? query[param] : '']);
      entry.outcome = Object.fromEntries(values);
      const rows = values.map(([param, value]) => `<dt>${escapeHtml(param)}</dt><dd><code>${escapeHtml(value) || '(missing)'}</code></dd>`);
      return {
        status: 200, type: 'text/html; charset=utf-8',
        text: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Demo checkout: ${page.title}</title>`
          + `<main><h1>Demo checkout: ${page.title}</h1><p>The platform's checkout would take over here. It was sent:</p>`
          + `<dl>${rows.join('')}</dl><p><a href="/demo/shop.html">Back to the shop</a></p></main></html>`,
      };
    },
  }));
}
