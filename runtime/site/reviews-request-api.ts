// The reviews-request page's two calls (catalog/review-labels.ts REVIEW_API_PATHS, our design; the
// local server implements them in demo/server/routes/reviews.mjs), each turned into the page state it
// leads to. The server's answer codes name the spec's three states (reference §8: 'Your review request
// has expired', 'You have already reviewed this purchase', 'There are no products to review'); every
// other failure keeps the visitor where they are with a message, never an exception.
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { UI_MESSAGES } from '../../catalog/messages/ui.ts';
import { REVIEW_API_PATHS, REVIEW_ERROR_CODES } from '../../catalog/review-labels.ts';
import { logError } from '../log.ts';
import { request, TransportError } from '../transport.ts';

export interface ReviewProduct { id: string; title: string }
export interface Review { productId: string; rating: number; text: string }

/** A state the server's answer ends the page in. */
export type ClosedState = 'expired' | 'reviewed' | 'empty';
export type LoadOutcome = { state: 'form'; products: ReviewProduct[] } | { state: ClosedState } | { state: 'failed'; message: string };
export type SubmitOutcome = { state: 'thanks' } | { state: ClosedState } | { state: 'failed'; message: string };

const CLOSED_BY_CODE: Record<string, ClosedState> = {
  [REVIEW_ERROR_CODES.expired]: 'expired',
  [REVIEW_ERROR_CODES.alreadyReviewed]: 'reviewed',
  [REVIEW_ERROR_CODES.noProducts]: 'empty',
};

/** The state a failed call leads to: a closed state its code names, else a message to retry with. */
function afterFailure(error: unknown, otherwise: string): { state: ClosedState } | { state: 'failed'; message: string } {
  if (error instanceof TransportError) {
    const code = (error.body as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && Object.hasOwn(CLOSED_BY_CODE, code)) return { state: CLOSED_BY_CODE[code]! };
    if (error.kind === 'network' || error.kind === 'timeout') return { state: 'failed', message: UI_MESSAGES.checkConnection };
  }
  return { state: 'failed', message: otherwise };
}

const isProduct = (value: unknown): value is ReviewProduct => typeof value === 'object' && value !== null
  && typeof (value as ReviewProduct).id === 'string' && (value as ReviewProduct).id !== ''
  && typeof (value as ReviewProduct).title === 'string';

/** The products a well-formed answer lists; null (logged) for anything else, never half a list. */
function productsOf(data: unknown): ReviewProduct[] | null {
  const products = (data as { products?: unknown } | null)?.products;
  if (Array.isArray(products) && products.every(isProduct)) return products.map(({ id, title }) => ({ id, title }));
  const found = JSON.stringify(data) ?? String(data);
  logError(PARSER_MESSAGES.expected(`a products list from ${REVIEW_API_PATHS.request}`, found.slice(0, 60)));
  return null;
}

/** Asks which products the request covers. */
export async function loadReviewRequest(token: string): Promise<LoadOutcome> {
  if (token === '') return { state: 'empty' };
  try {
    const { data } = await request(REVIEW_API_PATHS.request, { query: { token }, kind: 'data' });
    const products = productsOf(data);
    if (products === null) return { state: 'failed', message: UI_MESSAGES.unableToLoadTryAgain };
    return products.length === 0 ? { state: 'empty' } : { state: 'form', products };
  } catch (error) {
    return afterFailure(error, UI_MESSAGES.unableToLoadTryAgain);
  }
}

/** Sends the reviews (one per product); the transport renews a refused crumb and retries once. */
export async function submitReviews(token: string, reviews: Review[]): Promise<SubmitOutcome> {
  try {
    await request(REVIEW_API_PATHS.submit, { method: 'POST', json: { token, reviews } });
    return { state: 'thanks' };
  } catch (error) {
    return afterFailure(error, UI_MESSAGES.pleaseTryAgain);
  }
}
