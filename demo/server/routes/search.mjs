// @ts-check
// The search-preview call (this library's design, docs/members-share-search.md):
// GET /api/search/preview?q=&limit= → 200 { items: [{ title, url, excerpt }] }, at most `limit`
// (default 5, at most 20) pages of the demo site whose title or excerpt contains every word of q.
// An empty q answers no items.
import { json } from '../http.mjs';

export const SEARCH_PAGES = [
  { title: 'Home', url: '/', excerpt: 'Welcome to the demo shop: handmade ceramics and prints.' },
  { title: 'About us', url: '/about', excerpt: 'A small studio making ceramics by hand since 2012.' },
  { title: 'Ceramic mugs', url: '/shop/mugs', excerpt: 'Stoneware mugs glazed in five colours.' },
  { title: 'Ceramic bowls', url: '/shop/bowls', excerpt: 'Serving and cereal bowls, dishwasher safe.' },
  { title: 'Ceramic vases', url: '/shop/vases', excerpt: 'Tall and small vases for dried flowers.' },
  { title: 'Ceramic plates', url: '/shop/plates', excerpt: 'Dinner and side plates in matte glazes.' },
  { title: 'Ceramics workshop', url: '/events/workshop', excerpt: 'Learn to throw a pot in a weekend class.' },
  { title: 'Art prints', url: '/shop/prints', excerpt: 'Risograph prints of our studio drawings.' },
  { title: 'Shipping', url: '/help/shipping', excerpt: 'We ship worldwide; ceramics are packed with care.' },
  { title: 'Contact', url: '/contact', excerpt: 'Write to us or visit the studio on Saturdays.' },
];

/** @returns {import('./index.mjs').Route[]} */
export function searchRoutes() {
  return [
    {
      method: 'GET', path: '/api/search/preview', kind: 'widgets',
      answer({ query, entry }) {
        const q = String(Array.isArray(query.q) ? query.q[0] : query.q ?? '').trim().toLowerCase();
        const asked = Number(Array.isArray(query.limit) ? query.limit[0] : query.limit);
        const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 20) : 5;
        const words = q.split(/\s+/).filter(Boolean);
        const items = words.length === 0 ? [] : SEARCH_PAGES
          .filter((page) => words.every((word) => `${page.title} ${page.excerpt}`.toLowerCase().includes(word)))
          .slice(0, limit);
        entry.outcome = { q, count: items.length };
        return json(200, { items });
      },
    },
  ];
}
