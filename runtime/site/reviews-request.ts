// The reviews-request page (page type 209; visitor §2 "A reviews-request page loads a product-reviews
// module"; reference §8). The request is named by a token: the root's data-token, else ?token= in the
// address. The page asks the server which products to review, shows per product a required star rating
// ('Please select a star rating') and an optional text, and sends them. The server's answers lead to
// 'Your review request has expired', 'You have already reviewed this purchase' or 'There are no products
// to review'; a failed send keeps the form and what the visitor typed, with a message.
import { REVIEW_MESSAGES } from '../../catalog/messages/reviews.ts';
import {
  REVIEW_LABELS, REVIEW_REQUEST_QUERY_PARAM, REVIEW_REQUEST_ROOT, REVIEW_REQUEST_TOKEN_ATTRIBUTE, type ReviewRequestState,
} from '../../catalog/review-labels.ts';
import { parseQuery, queryValue } from '../utils/query-string.ts';
import type { SiteContext } from '../context.ts';
import { loadReviewRequest, submitReviews, type ClosedState, type ReviewProduct } from './reviews-request-api.ts';
import { addReviewsStyles, messageView, reviewsForm } from './reviews-request-view.ts';

const CLOSED_MESSAGES: Record<ClosedState, string> = {
  expired: REVIEW_MESSAGES.requestExpired,
  reviewed: REVIEW_MESSAGES.alreadyReviewed,
  empty: REVIEW_MESSAGES.noProducts,
};

/** The page's root: the template's [data-sq-reviews-request], else one added to <main> (or <body>). */
function findRoot(doc: Document): { root: HTMLElement; added: boolean } {
  const existing = doc.querySelector<HTMLElement>(REVIEW_REQUEST_ROOT);
  if (existing) return { root: existing, added: false };
  const root = doc.createElement('section');
  root.setAttribute(REVIEW_REQUEST_ROOT.slice(1, -1), '');
  (doc.querySelector('main') ?? doc.body).append(root);
  return { root, added: true };
}

/** The request's token: the root's data-token wins over the address's ?token=. */
export function reviewRequestToken(root: Element, doc: Document): string {
  const marked = root.getAttribute(REVIEW_REQUEST_TOKEN_ATTRIBUTE)?.trim();
  if (marked) return marked;
  const search = doc.defaultView?.location.search ?? '';
  // The library's one query reader (runtime/utils/query-string.ts: at most 1000 pairs, visitor §9).
  return queryValue(parseQuery(search), REVIEW_REQUEST_QUERY_PARAM)?.trim() ?? '';
}

/** Starts the page; returns the function that stops it and puts the page back as it was. */
export function startReviewsRequest(_context: SiteContext, doc: Document = document): () => void {
  const { root, added } = findRoot(doc);
  const original = Array.from(root.childNodes);
  const token = reviewRequestToken(root, doc);
  let live = true;
  addReviewsStyles(doc);

  const show = (state: ReviewRequestState, nodes: Node[], focus: HTMLElement | null = null) => {
    root.dataset.state = state;
    root.setAttribute('aria-busy', String(state === 'loading'));
    root.replaceChildren(...nodes);
    focus?.focus();
  };
  const showMessage = (state: ReviewRequestState, text: string, focus: boolean, retry?: () => void) => {
    const nodes = messageView(doc, text, retry);
    show(state, nodes, focus ? nodes[0]! : null);
  };

  const showForm = (products: ReviewProduct[], focus: boolean) => {
    const form = reviewsForm(doc, products, () => {
      if (!form.check()) return;
      form.alert('');
      form.busy(true);
      root.dataset.state = 'submitting';
      submitReviews(token, form.reviews()).then((outcome) => {
        if (!live) return;
        if (outcome.state === 'thanks') showMessage('thanks', REVIEW_LABELS.thanks, true);
        else if (outcome.state === 'failed') {
          form.busy(false);
          root.dataset.state = 'form';
          form.alert(outcome.message);
        } else showMessage(outcome.state, CLOSED_MESSAGES[outcome.state], true);
      });
    });
    show('form', [form.element], focus ? form.element.querySelector('input') : null);
  };

  // `focus` after 'Try again': the button goes away, so focus moves to the loading message, then to
  // what replaces it, never falling to <body>.
  const load = (focus: boolean) => {
    showMessage('loading', REVIEW_LABELS.loading, focus);
    loadReviewRequest(token).then((outcome) => {
      if (!live) return;
      if (outcome.state === 'form') showForm(outcome.products, focus);
      else if (outcome.state === 'failed') showMessage('load-failed', outcome.message, focus, () => load(true));
      else showMessage(outcome.state, CLOSED_MESSAGES[outcome.state], focus);
    });
  };
  load(false);

  return () => {
    live = false;
    if (added) root.remove();
    else {
      root.replaceChildren(...original);
      delete root.dataset.state;
      root.removeAttribute('aria-busy');
    }
  };
}
