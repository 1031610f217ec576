// The reviews-request page's DOM (plain DOM: it is a site module, not an element): a message state, and
// the form with, per product, a star rating (a native radio group of 5: arrow keys move and choose,
// each star spoken as "N stars") and an optional text. Every server string goes in as textContent.
import { REVIEW_MESSAGES } from '../../catalog/messages/reviews.ts';
import { REVIEW_LABELS, REVIEW_RATING_MAX, REVIEW_TEXT_MAX_LENGTH } from '../../catalog/review-labels.ts';
import type { Review, ReviewProduct } from './reviews-request-api.ts';
import { adoptStyles } from '../bridge/styles.ts';

const starRules = Array.from({ length: REVIEW_RATING_MAX }, (_, i) =>
  `:where(.sq-reviews__stars:has(input[value="${i + 1}"]:checked) .sq-reviews__star:nth-of-type(-n+${i + 1})) { color: var(--sq-color-accent, #b45309); }`).join('\n');
export const REVIEWS_REQUEST_STYLES = `
:where(.sq-reviews__product) { margin: 0 0 var(--sq-space-5, 24px); }
:where(.sq-reviews__title) { margin: 0 0 var(--sq-space-2, 8px); font-size: var(--sq-font-size-4, 1.25rem); }
:where(.sq-reviews__stars) { display: flex; gap: var(--sq-space-1, 4px); margin: 0 0 var(--sq-space-2, 8px); padding: 0; border: 0; }
:where(.sq-reviews__stars legend) { margin-bottom: var(--sq-space-1, 4px); padding: 0; }
:where(.sq-reviews__star) { position: relative; font-size: 1.75em; line-height: 1; color: #6b6b6b; cursor: pointer; }
:where(.sq-reviews__star:has(input:focus-visible)) { outline: 2px solid currentColor; outline-offset: 2px; border-radius: var(--sq-radius-1, 4px); }
:where(.sq-reviews__radio, .sq-reviews__hidden) {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
:where(.sq-reviews__error, .sq-reviews__alert) { margin: 0 0 var(--sq-space-2, 8px); color: var(--sq-color-error, #b00020); font-weight: 600; }
:where(.sq-reviews__error:empty) { display: none; }
/* The alert region stays rendered while empty, or the text it gets later would not be announced. */
:where(.sq-reviews__alert:empty) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
:where(.sq-reviews__label) { display: block; margin-bottom: var(--sq-space-1, 4px); }
:where(.sq-reviews__text) { box-sizing: border-box; width: 100%; min-height: 6em; font: inherit; }
:where(.sq-reviews__message:focus) { outline: none; }
${starRules}
`;

/** Adopted as a constructed stylesheet: no <style> element, so a strict CSP (style-src 'self') allows it. */
export function addReviewsStyles(doc: Document): void {
  adoptStyles(REVIEWS_REQUEST_STYLES, doc);
}

function make<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.className = className;
  if (text) element.textContent = text;
  return element;
}

/** A state's message, focusable so it can be brought to the visitor's attention; optionally a retry. */
export function messageView(doc: Document, text: string, retry?: () => void): HTMLElement[] {
  const message = make(doc, 'p', 'sq-reviews__message', text);
  message.tabIndex = -1;
  if (!retry) return [message];
  const button = make(doc, 'button', 'sq-reviews__retry', REVIEW_LABELS.retry);
  button.type = 'button';
  button.addEventListener('click', retry);
  return [message, button];
}

interface ProductView { product: ReviewProduct; radios: HTMLInputElement[]; text: HTMLTextAreaElement; error: HTMLElement }

function productView(doc: Document, product: ReviewProduct, index: number): { element: HTMLElement; view: ProductView } {
  const id = `sq-review-${index}`;
  const element = make(doc, 'section', 'sq-reviews__product');
  element.dataset.productId = product.id;
  element.setAttribute('aria-labelledby', `${id}-title`);
  const title = make(doc, 'h2', 'sq-reviews__title', product.title);
  title.id = `${id}-title`;
  const stars = make(doc, 'fieldset', 'sq-reviews__stars');
  stars.append(make(doc, 'legend', '', REVIEW_LABELS.rating(product.title)));
  const radios = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => {
    const label = make(doc, 'label', 'sq-reviews__star');
    const radio = make(doc, 'input', 'sq-reviews__radio');
    // required: spoken as such (the form is noValidate; check() shows 'Please select a star rating').
    Object.assign(radio, { type: 'radio', name: `${id}-rating`, value: String(i + 1), required: true });
    const glyph = make(doc, 'span', '', '★');
    glyph.setAttribute('aria-hidden', 'true');
    label.append(radio, glyph, make(doc, 'span', 'sq-reviews__hidden', REVIEW_LABELS.stars(i + 1)));
    stars.append(label);
    return radio;
  });
  const error = make(doc, 'p', 'sq-reviews__error');
  error.id = `${id}-error`;
  const label = make(doc, 'label', 'sq-reviews__label', REVIEW_LABELS.text(product.title));
  label.htmlFor = `${id}-text`;
  const text = make(doc, 'textarea', 'sq-reviews__text');
  text.id = `${id}-text`;
  text.maxLength = REVIEW_TEXT_MAX_LENGTH;
  element.append(title, stars, error, label, text);
  return { element, view: { product, radios, text, error } };
}

function showRatingError(view: ProductView, shown: boolean): void {
  view.error.textContent = shown ? REVIEW_MESSAGES.selectStarRating : '';
  for (const radio of view.radios) {
    if (shown) {
      radio.setAttribute('aria-invalid', 'true');
      radio.setAttribute('aria-describedby', view.error.id);
    } else {
      radio.removeAttribute('aria-invalid');
      radio.removeAttribute('aria-describedby');
    }
  }
}

const ratingOf = (view: ProductView) => Number(view.radios.find((radio) => radio.checked)?.value ?? 0);

export interface ReviewsForm {
  element: HTMLFormElement;
  /** Marks every product without a rating ('Please select a star rating') and focuses the first; true when all are rated. */
  check(): boolean;
  reviews(): Review[];
  busy(on: boolean): void;
  /** The form-level message after a failed submit ('' clears it). */
  alert(text: string): void;
}

export function reviewsForm(doc: Document, products: ReviewProduct[], onSubmit: () => void): ReviewsForm {
  const element = make(doc, 'form', 'sq-reviews__form');
  element.noValidate = true;
  const views = products.map((product, index) => {
    const { element: section, view } = productView(doc, product, index);
    element.append(section);
    section.addEventListener('change', () => { if (ratingOf(view) > 0) showRatingError(view, false); });
    return view;
  });
  const alertBox = make(doc, 'p', 'sq-reviews__alert');
  alertBox.setAttribute('role', 'alert');
  const submit = make(doc, 'button', 'sq-reviews__submit', REVIEW_LABELS.submit);
  submit.type = 'submit';
  element.append(alertBox, submit);
  // While sending, the button stays focusable (aria-disabled, not disabled) so focus is not lost.
  let pending = false;
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!pending) onSubmit();
  });
  return {
    element,
    check() {
      const missing = views.filter((view) => ratingOf(view) === 0);
      for (const view of views) showRatingError(view, missing.includes(view));
      missing[0]?.radios[0]?.focus();
      return missing.length === 0;
    },
    reviews: () => views.map((view) => ({ productId: view.product.id, rating: ratingOf(view), text: view.text.value })),
    busy(on) {
      pending = on;
      if (on) submit.setAttribute('aria-disabled', 'true');
      else submit.removeAttribute('aria-disabled');
      submit.textContent = on ? REVIEW_LABELS.submitting : REVIEW_LABELS.submit;
      element.setAttribute('aria-busy', String(on));
    },
    alert(text) {
      alertBox.textContent = text;
    },
  };
}
