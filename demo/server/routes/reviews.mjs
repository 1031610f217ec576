// @ts-check
// The reviews-request page's calls (page type 209; this library's design, docs/checkout-and-reviews.md).
// A request is named by its token; the demo knows every token, and the token's first word decides it:
//   expired-…   the request has expired          → 410 { code: 'REVIEW_REQUEST_EXPIRED' }
//   reviewed-…  (or any token already submitted)  → 409 { code: 'ALREADY_REVIEWED' }
//   empty-…     nothing left to review           → 404 { code: 'NO_PRODUCTS' }
//   one-…       one product; anything else: the two products of REVIEW_PRODUCTS
// - GET /api/commerce/reviews/request?token= → 200 { token, products: [{ id, title }] }; a missing token
//   is 400 { code: 'INVALID_REVIEW' }.
// - POST /api/commerce/reviews { token, reviews: [{ productId, rating, text }] } (crumb-protected) →
//   201 { reviewed: n } and the token is spent; the request's states as above; 400 { code:
//   'INVALID_REVIEW', error } unless every product of the request has exactly one review with an
//   integer rating 1-5 and a text of at most 5000 characters.
import { json } from '../http.mjs';
import { PRODUCTS } from '../shop-products.mjs';

/** Two products of the demo shop, as a purchase to review. */
export const REVIEW_PRODUCTS = ['p-mug', 'p-poster'].map((id) => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`reviews.mjs: no shop product ${id}`);
  return { id, title: product.title };
});
const CODES = { expired: 'REVIEW_REQUEST_EXPIRED', reviewed: 'ALREADY_REVIEWED', empty: 'NO_PRODUCTS', invalid: 'INVALID_REVIEW' };
const TEXT_MAX = 5000;

/** @param {unknown} value */
const first = (value) => String(Array.isArray(value) ? value[0] ?? '' : value ?? '').trim();

/**
 * The request a token names: its products, or the error answer.
 * @param {string} token
 * @param {Set<string>} spent
 */
function lookUp(token, spent) {
  if (!token) return { error: json(400, { code: CODES.invalid, error: 'A review request token is required.' }) };
  if (token.startsWith('expired')) return { error: json(410, { code: CODES.expired }) };
  if (token.startsWith('reviewed') || spent.has(token)) return { error: json(409, { code: CODES.reviewed }) };
  if (token.startsWith('empty')) return { error: json(404, { code: CODES.empty }) };
  return { products: token.startsWith('one') ? REVIEW_PRODUCTS.slice(0, 1) : REVIEW_PRODUCTS };
}

/**
 * Why the reviews do not fit the request's products; '' when they do.
 * @param {unknown} reviews
 * @param {{ id: string }[]} products
 */
function problemWith(reviews, products) {
  if (!Array.isArray(reviews)) return 'reviews must be a list.';
  const ids = reviews.map((review) => review?.productId);
  if (reviews.length !== products.length || !products.every((product) => ids.includes(product.id))) {
    return 'Each product of the request needs one review.';
  }
  for (const review of reviews) {
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) return 'Each rating is a whole number from 1 to 5.';
    if (typeof review.text !== 'string' || review.text.length > TEXT_MAX) return `Each text is at most ${TEXT_MAX} characters.`;
  }
  return '';
}

/** @returns {import('./index.mjs').Route[]} */
export function reviewRoutes() {
  /** tokens whose reviews were taken */
  const spent = new Set();
  return [
    {
      method: 'GET', path: '/api/commerce/reviews/request', kind: 'commerce',
      answer({ query, entry }) {
        const token = first(query.token);
        const found = lookUp(token, spent);
        entry.outcome = { token, products: found.products?.length ?? 0 };
        return found.error ?? json(200, { token, products: found.products });
      },
    },
    {
      method: 'POST', path: '/api/commerce/reviews', kind: 'commerce', crumb: true,
      answer({ body, entry }) {
        const fields = /** @type {Record<string, unknown>} */ (body && typeof body === 'object' ? body : {});
        const token = first(fields.token);
        const found = lookUp(token, spent);
        if (found.error) {
          entry.outcome = { token, taken: false };
          return found.error;
        }
        const problem = problemWith(fields.reviews, found.products);
        if (problem) {
          entry.outcome = { token, taken: false, problem };
          return json(400, { code: CODES.invalid, error: problem });
        }
        spent.add(token);
        entry.outcome = { token, taken: true, reviews: fields.reviews };
        return json(201, { reviewed: found.products.length });
      },
    },
  ];
}
