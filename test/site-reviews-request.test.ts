// The reviews-request page (page type 209; reference §8 review messages) against the local API server
// (demo/server/routes/reviews.mjs): star rating required, text, submit, the three closed states, the
// thank-you state, and faults that keep what the visitor typed.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { REVIEW_MESSAGES } from '../catalog/messages/reviews.ts';
import { UI_MESSAGES } from '../catalog/messages/ui.ts';
import { REVIEW_API_PATHS, REVIEW_ERROR_CODES, REVIEW_LABELS } from '../catalog/review-labels.ts';
import { normaliseContext } from '../runtime/context.ts';
import { startReviewsRequest } from '../runtime/site/reviews-request.ts';
import { clearCrumbCookies, onlyEntry, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';

const context = normaliseContext({ website: { id: 'w1' }, pageType: 209 });
let serial = 0;
const fresh = (prefix = 'order') => `${prefix}-${Date.now()}-${(serial += 1)}`;

interface Page { root: HTMLElement; stop: () => void }
let stops: Array<() => void> = [];

async function page(token: string | null, fallback = 'Please turn on JavaScript to review.'): Promise<Page> {
  const root = await fixture<HTMLElement>(token === null
    ? html`<section data-sq-reviews-request>${fallback}</section>`
    : html`<section data-sq-reviews-request data-token=${token}>${fallback}</section>`);
  const stop = startReviewsRequest(context, document);
  stops.push(stop);
  return { root, stop };
}
const settled = (root: HTMLElement, state: string) => waitUntil(() => root.dataset.state === state, `state ${state}`);
const text = (root: HTMLElement) => root.querySelector('.sq-reviews__message')?.textContent;
const radios = (root: HTMLElement, product = 0) =>
  Array.from(root.querySelectorAll<HTMLInputElement>(`.sq-reviews__product:nth-of-type(${product + 1}) input[type="radio"]`));
const textarea = (root: HTMLElement, product = 0) => root.querySelectorAll('textarea')[product]!;
const submit = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.sq-reviews__submit')!.click();
const errors = (root: HTMLElement) => Array.from(root.querySelectorAll('.sq-reviews__error'), (e) => e.textContent);

async function formPage(token = fresh()) {
  const view = await page(token);
  await settled(view.root, 'form');
  return view;
}
function fill(root: HTMLElement, ratings: number[], texts: string[] = []) {
  ratings.forEach((rating, i) => { radios(root, i)[rating - 1]!.click(); });
  texts.forEach((value, i) => { textarea(root, i).value = value; });
}

describe('reviews-request page', () => {
  let logs: ReturnType<typeof captureLogs>;
  resetServerAfterEach();
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    logs.stop();
  });

  describe('the form', () => {
    it('asks the server for the token\'s products and shows a rating and a text for each', async () => {
      const token = fresh();
      const { root } = await formPage(token);
      expect((await onlyEntry(REVIEW_API_PATHS.request)).query).to.deep.equal({ token });
      const titles = Array.from(root.querySelectorAll('h2'), (h) => h.textContent);
      expect(titles).to.deep.equal(['Lighthouse mug', 'Tide chart poster']);
      expect(radios(root, 0).map((r) => r.labels![0]!.textContent)).to.deep.equal(['★1 star', '★2 stars', '★3 stars', '★4 stars', '★5 stars']);
      expect(root.querySelectorAll('fieldset legend')[0]!.textContent).to.equal(REVIEW_LABELS.rating('Lighthouse mug'));
      expect(textarea(root).labels![0]!.textContent).to.equal(REVIEW_LABELS.text('Lighthouse mug'));
      expect([...radios(root, 0), ...radios(root, 1)].every((r) => r.required)).to.equal(true); // spoken as required
      expect(textarea(root).required).to.equal(false);
      expect(getComputedStyle(root.querySelector('[role="alert"]')!).display).to.not.equal('none'); // a live region, kept rendered
      expect(root.getAttribute('aria-busy')).to.equal('false');
      await expect(root).to.be.accessible();
      expect(logs.messages()).to.deep.equal([]);
    });

    it('reads the token from ?token= when the markup has none', async () => {
      const before = location.href;
      const token = fresh('one');
      history.replaceState(null, '', `?token=${encodeURIComponent(token)}`);
      try {
        const { root } = await page(null);
        await settled(root, 'form');
        expect((await onlyEntry(REVIEW_API_PATHS.request)).query).to.deep.equal({ token });
        expect(root.querySelectorAll('.sq-reviews__product').length).to.equal(1);
      } finally {
        history.replaceState(null, '', before);
      }
    });

    it('requires a star rating: \'Please select a star rating\' on each unrated product, nothing sent', async () => {
      const { root } = await formPage();
      radios(root, 1)[3]!.click();
      submit(root);
      expect(errors(root)).to.deep.equal([REVIEW_MESSAGES.selectStarRating, '']);
      expect(REVIEW_MESSAGES.selectStarRating).to.equal('Please select a star rating');
      expect(document.activeElement === radios(root, 0)[0]).to.equal(true);
      expect(radios(root, 0)[0]!.getAttribute('aria-invalid')).to.equal('true');
      expect(radios(root, 0)[0]!.getAttribute('aria-describedby')).to.equal(root.querySelector('.sq-reviews__error')!.id);
      expect(await readLog(REVIEW_API_PATHS.submit)).to.deep.equal([]);
      await expect(root).to.be.accessible();
      radios(root, 0)[1]!.click();
      expect(errors(root)).to.deep.equal(['', '']);
      expect(radios(root, 0)[0]!.hasAttribute('aria-invalid')).to.equal(false);
    });

    it('the stars are a keyboard radio group: arrows move and choose', async () => {
      const { root } = await formPage(fresh('one'));
      radios(root)[0]!.focus();
      await sendKeys({ press: 'Space' });
      expect(radios(root)[0]!.checked).to.equal(true);
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      expect(radios(root).map((r) => r.checked)).to.deep.equal([false, false, true, false, false]);
      expect(document.activeElement === radios(root)[2]).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === textarea(root)).to.equal(true);
    });

    it('sends one review per product and thanks the visitor', async () => {
      const token = fresh();
      const { root } = await formPage(token);
      fill(root, [5, 2], ['Lovely <b>mug</b>', '']);
      submit(root);
      await settled(root, 'thanks');
      expect(text(root)).to.equal(REVIEW_LABELS.thanks);
      expect(document.activeElement === root.querySelector('.sq-reviews__message')).to.equal(true);
      const posts = await readLog(REVIEW_API_PATHS.submit);
      const taken = posts[posts.length - 1]!;
      expect(taken.status).to.equal(201);
      expect(taken.body).to.deep.equal({ token, reviews: [
        { productId: 'p-mug', rating: 5, text: 'Lovely <b>mug</b>' }, { productId: 'p-poster', rating: 2, text: '' },
      ] });
      await expect(root).to.be.accessible();
    });

    it('while sending, the button says so and a second submit sends nothing more', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.submit, delayMs: 400 });
      const { root } = await formPage(fresh('one'));
      fill(root, [3]);
      submit(root);
      expect(root.dataset.state).to.equal('submitting');
      const button = root.querySelector('.sq-reviews__submit')!;
      expect(button.textContent).to.equal(REVIEW_LABELS.submitting);
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      submit(root);
      await settled(root, 'thanks');
      expect((await readLog(REVIEW_API_PATHS.submit)).filter((e) => e.status === 201).length).to.equal(1);
    });

    it('a spent token is already reviewed on the next visit', async () => {
      const token = fresh('one');
      const first = await formPage(token);
      fill(first.root, [4]);
      submit(first.root);
      await settled(first.root, 'thanks');
      first.stop();
      first.root.remove();
      const again = await page(token);
      await settled(again.root, 'reviewed');
      expect(text(again.root)).to.equal(REVIEW_MESSAGES.alreadyReviewed);
    });
  });

  describe('the server\'s closed states', () => {
    const cases = [
      ['expired', 'expired', 'Your review request has expired'],
      ['reviewed', 'reviewed', 'You have already reviewed this purchase'],
      ['empty', 'empty', 'There are no products to review'],
    ] as const;
    for (const [prefix, state, message] of cases) {
      it(`a ${prefix} request shows '${message}'`, async () => {
        const { root } = await page(fresh(prefix));
        await settled(root, state);
        expect(text(root)).to.equal(message);
        expect(root.querySelector('form')).to.equal(null);
        await expect(root).to.be.accessible();
      });
    }

    it('no token at all: \'There are no products to review\', without asking', async () => {
      const { root } = await page(null);
      await settled(root, 'empty');
      expect(text(root)).to.equal(REVIEW_MESSAGES.noProducts);
      expect(await readLog(REVIEW_API_PATHS.request)).to.deep.equal([]);
    });

    it('an empty product list is nothing to review', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.request, body: { products: [] } });
      const { root } = await page(fresh());
      await settled(root, 'empty');
    });

    for (const [status, code, state, message] of [
      [410, REVIEW_ERROR_CODES.expired, 'expired', REVIEW_MESSAGES.requestExpired],
      [409, REVIEW_ERROR_CODES.alreadyReviewed, 'reviewed', REVIEW_MESSAGES.alreadyReviewed],
    ] as const) {
      it(`a submit answered ${status} ${code} ends in '${message}'`, async () => {
        const { root } = await formPage(fresh('one'));
        await setSwitch({ route: REVIEW_API_PATHS.submit, status, body: { code } });
        fill(root, [5]);
        submit(root);
        await settled(root, state);
        expect(text(root)).to.equal(message);
        expect(document.activeElement === root.querySelector('.sq-reviews__message')).to.equal(true);
      });
    }
  });

  describe('faults', () => {
    for (const [name, fault, message] of [
      ['a network failure', { networkError: true }, UI_MESSAGES.checkConnection],
      ['a 500', { status: 500 }, UI_MESSAGES.pleaseTryAgain],
      ['malformed JSON', { malformed: true, status: 500 }, UI_MESSAGES.pleaseTryAgain],
    ] as const) {
      it(`${name} on submit keeps the form and what was typed, with '${message}'; sending again works`, async () => {
        const { root } = await formPage(fresh());
        await setSwitch({ route: REVIEW_API_PATHS.submit, times: 1, ...fault });
        fill(root, [4, 1], ['Great', 'Torn corner']);
        submit(root);
        await waitUntil(() => root.querySelector('.sq-reviews__alert')!.textContent !== '', 'alert shown');
        expect(root.dataset.state).to.equal('form');
        expect(root.querySelector('.sq-reviews__alert')!.textContent).to.equal(message);
        expect(radios(root, 0)[3]!.checked && radios(root, 1)[0]!.checked).to.equal(true);
        expect([textarea(root, 0).value, textarea(root, 1).value]).to.deep.equal(['Great', 'Torn corner']);
        expect(root.querySelector('.sq-reviews__submit')!.hasAttribute('aria-disabled')).to.equal(false);
        await expect(root).to.be.accessible();
        submit(root);
        await settled(root, 'thanks');
        expect(root.querySelector('.sq-reviews__alert')).to.equal(null);
      });
    }

    it('a network failure on load offers a retry, which loads the form and moves focus there', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.request, networkError: true, times: 1 });
      const { root } = await page(fresh());
      await settled(root, 'load-failed');
      expect(text(root)).to.equal(UI_MESSAGES.checkConnection);
      await expect(root).to.be.accessible();
      const retry = root.querySelector<HTMLButtonElement>('.sq-reviews__retry')!;
      retry.focus();
      retry.click();
      // The focused button is gone: focus goes to the loading message, not to <body>.
      expect(root.dataset.state).to.equal('loading');
      expect(document.activeElement === root.querySelector('.sq-reviews__message')).to.equal(true);
      expect(text(root)).to.equal(REVIEW_LABELS.loading);
      await settled(root, 'form');
      expect(document.activeElement === radios(root)[0]).to.equal(true);
    });

    it('a malformed answer on load is logged and shows \'Unable to load. Try again.\'', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.request, body: { products: [{ id: 7, title: 'x' }] } });
      const { root } = await page(fresh());
      await settled(root, 'load-failed');
      expect(text(root)).to.equal(UI_MESSAGES.unableToLoadTryAgain);
      expect(logs.messages()).to.have.length(1);
      expect(logs.messages()[0]!.startsWith('Expected a products list from /api/commerce/reviews/request but')).to.equal(true);
    });

    it('a product title is shown as text, never as HTML', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.request, body: { products: [{ id: 'p', title: '<img src=x onerror=alert(1)>' }] } });
      const { root } = await formPage();
      expect(root.querySelector('img')).to.equal(null);
      expect(root.querySelector('h2')!.textContent).to.equal('<img src=x onerror=alert(1)>');
    });

    it('a submit refused for a missing crumb is retried once with the new crumb', async () => {
      clearCrumbCookies();
      const { root } = await formPage(fresh('one'));
      fill(root, [2]);
      submit(root);
      await settled(root, 'thanks');
      const statuses = (await readLog(REVIEW_API_PATHS.submit)).map((e) => e.status);
      expect(statuses).to.deep.equal([401, 201]);
    });
  });

  describe('start and stop', () => {
    it('shows a loading state first, busy, in place of the no-JavaScript text', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.request, delayMs: 300 });
      const { root } = await page(fresh());
      expect(root.dataset.state).to.equal('loading');
      expect(root.getAttribute('aria-busy')).to.equal('true');
      expect(text(root)).to.equal(REVIEW_LABELS.loading);
      await settled(root, 'form');
    });

    it('stopping puts the template\'s content back and ignores a late answer', async () => {
      await setSwitch({ route: REVIEW_API_PATHS.request, delayMs: 200 });
      const { root, stop } = await page(fresh(), 'No script');
      stop();
      expect(root.textContent).to.equal('No script');
      expect(root.hasAttribute('data-state')).to.equal(false);
      await waitUntil(async () => (await readLog(REVIEW_API_PATHS.request)).some((e) => e.status === 200), 'answered', { timeout: 5000 });
      expect(root.textContent).to.equal('No script');
    });

    it('without a root in the template, adds one to the page and removes it on stop', async () => {
      const stop = startReviewsRequest(context, document);
      const added = document.querySelector<HTMLElement>('[data-sq-reviews-request]')!;
      await settled(added, 'empty');
      stop();
      expect(document.querySelector('[data-sq-reviews-request]')).to.equal(null);
    });
  });
});
