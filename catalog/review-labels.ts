// The reviews-request page (page type 209, visitor §2 "A reviews-request page loads a product-reviews
// module"): this library's design of its calls, answer codes, markers and labels. The spec's own
// messages ('Please select a star rating', the expired / already reviewed / nothing to review states)
// are in ./messages/reviews.ts.

/** The calls (implemented by demo/server/routes/reviews.mjs). */
export const REVIEW_API_PATHS = {
  /** GET ?token= → 200 { products: [{ id, title }] }, or an error answer with a code below. */
  request: '/api/commerce/reviews/request',
  /** POST { token, reviews: [{ productId, rating, text }] } → 201 { reviewed }, or an error answer. */
  submit: '/api/commerce/reviews',
} as const;

/** The `code` of the server's error answers (410, 409, 404, 400). */
export const REVIEW_ERROR_CODES = {
  expired: 'REVIEW_REQUEST_EXPIRED',
  alreadyReviewed: 'ALREADY_REVIEWED',
  noProducts: 'NO_PRODUCTS',
  invalid: 'INVALID_REVIEW',
} as const;

/** The page's query parameter, and the markup that may carry the request instead. */
export const REVIEW_REQUEST_QUERY_PARAM = 'token';
export const REVIEW_REQUEST_ROOT = '[data-sq-reviews-request]';
/** The root's data-token attribute wins over the query parameter. */
export const REVIEW_REQUEST_TOKEN_ATTRIBUTE = 'data-token';

export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX_LENGTH = 5000;

/** The page's states, written to the root's data-state. */
export const REVIEW_REQUEST_STATES = [
  'loading', 'load-failed', 'form', 'submitting', 'thanks', 'expired', 'reviewed', 'empty',
] as const;
export type ReviewRequestState = (typeof REVIEW_REQUEST_STATES)[number];

export const REVIEW_LABELS = {
  loading: 'Loading your purchase…',
  rating: (title: string) => `Your rating of ${title}`,
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  text: (title: string) => `Your review of ${title} (optional)`,
  submit: 'Submit reviews',
  submitting: 'Submitting…',
  retry: 'Try again',
  thanks: 'Thank you for your review.',
} as const;
