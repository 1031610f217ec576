// Fault matrix (issue 20), the calls that load what a page shows or that a visitor's action sends outside
// forms and the cart: <sq-widget>'s rendering, <sq-search-preview>, the reviews-request page (load and
// send), the legacy data layer's GET, member login and logout. Each fault ends in the call's catalogued
// message (shown, returned or logged as the spec has it), nothing left busy, the visitor's input kept.
// 7 rows x 11 faults = 77 cells.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { BLOCK_WIDGET_LOGS } from '../../catalog/block-widgets.ts';
import { CHROME_WARNINGS } from '../../catalog/chrome.ts';
import { MEMBER_API_PATHS, SEARCH_PREVIEW_LABELS, SEARCH_PREVIEW_PATH } from '../../catalog/members.ts';
import { DATA_LAYER_MESSAGES } from '../../catalog/messages/data-layer.ts';
import { UI_MESSAGES } from '../../catalog/messages/ui.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { REVIEW_API_PATHS } from '../../catalog/review-labels.ts';
import { SqSearchPreviewElement } from '../../elements/sq-search-preview.ts';
import { SqWidgetElement } from '../../elements/sq-widget.ts';
import { whenRendered } from '../../react-core/portal-root.tsx';
import { chromeSeams } from '../../runtime/chrome/seams.ts';
import { logout } from '../../runtime/chrome/logout.ts';
import { normaliseContext } from '../../runtime/context.ts';
import { DataLayerError, dataLayer } from '../../runtime/data-layer/data-layer.ts';
import { define } from '../../runtime/define.ts';
import { memberLogin } from '../../runtime/site/member-session.ts';
import { startReviewsRequest } from '../../runtime/site/reviews-request.ts';
import { SERVER_TEXT, matrix, watch, type Fault, type Row } from '../support/fault-matrix.ts';

define('sq-widget', SqWidgetElement);
define('sq-search-preview', SqSearchPreviewElement);

/**
 * The data layer's wording of §8 for each fault (runtime/transport.ts failureMessage): 400, 401 and 500
 * pass the server's text on; malformed JSON is the parse message (its tail is the engine's own words).
 */
const DATA_LAYER: Record<Exclude<Fault, 'empty' | 'malformed'>, string> = {
  400: SERVER_TEXT, 401: SERVER_TEXT, 403: DATA_LAYER_MESSAGES.unauthorized, 404: DATA_LAYER_MESSAGES.unableToConnect,
  429: DATA_LAYER_MESSAGES.unableToConnect, 500: SERVER_TEXT, 503: DATA_LAYER_MESSAGES.unavailable,
  hung: DATA_LAYER_MESSAGES.unableToConnect, network: DATA_LAYER_MESSAGES.unableToConnect,
};
/** The data layer's message, or for malformed JSON a check of its catalogued start. */
function expectDataLayerMessage(fault: Fault, message: string, url: string) {
  if (fault === 'malformed') expect(message.startsWith(DATA_LAYER_MESSAGES.unparseable(url, '')), message).to.equal(true);
  else expect(message).to.equal(DATA_LAYER[fault as keyof typeof DATA_LAYER]);
}

const reviewsContext = normaliseContext({ website: { id: 'w1' }, pageType: 209 });
let serial = 0;
const stops: Array<() => void> = [];
afterEach(() => { stops.splice(0).forEach((stop) => stop()); });

/** A request for one product (the demo server's 'one-' tokens). */
async function reviewsPage(): Promise<HTMLElement> {
  const root = await fixture<HTMLElement>(html`<section data-sq-reviews-request data-token=${`one-matrix-${Date.now()}-${++serial}`}>Reviews</section>`);
  stops.push(startReviewsRequest(reviewsContext, document));
  return root;
}
const connectionFault = (fault: Fault) => fault === 'hung' || fault === 'network';

const rows: Row[] = [
  {
    name: 'POST /api/widget/GetWidgetRendering (<sq-widget>)',
    route: API_PATHS.widgetRendering,
    async run(cell) {
      const el = await fixture<HTMLElement>('<sq-widget type="text" widget-id="w1"><p class="fallback">Server copy</p></sq-widget>');
      await whenRendered();
      await cell.endHang();
      await waitUntil(() => cell.logs.messages().length > 0, 'the failure logged', { timeout: 5000 });
      await waitUntil(() => el.querySelector('[aria-busy=true]') === null, 'not busy');
      expect(el.querySelector('.fallback')?.textContent, 'the server copy stays').to.equal('Server copy');
      const [logged] = cell.logs.messages();
      // §8: "Widget script not-found failures are only logged" (a warning); an empty answer has no data.html.
      if (String(cell.fault) === '404') expect(logged).to.equal(BLOCK_WIDGET_LOGS.widgetNotFound('text', 'w1'));
      else if (cell.fault === 'empty') expect(logged).to.equal(BLOCK_WIDGET_LOGS.widgetBadAnswer('text', 'w1'));
      else if (cell.fault === 'malformed') expect(logged!.startsWith(BLOCK_WIDGET_LOGS.widgetFailed('text', 'w1', DATA_LAYER_MESSAGES.unparseable(API_PATHS.widgetRendering, '')).slice(0, -1)), logged).to.equal(true);
      else expect(logged).to.equal(BLOCK_WIDGET_LOGS.widgetFailed('text', 'w1', DATA_LAYER[cell.fault as keyof typeof DATA_LAYER]));
    },
  },
  {
    name: `GET ${SEARCH_PREVIEW_PATH} (<sq-search-preview> typing)`,
    route: SEARCH_PREVIEW_PATH,
    pageClock: true,
    async run(cell) {
      const el = await fixture<HTMLElement>(html`<sq-search-preview><form action="/search"><label for="q">Search</label><input id="q" type="search" name="q"></form></sq-search-preview>`);
      await whenRendered();
      const input = el.querySelector<HTMLInputElement>('input[role=combobox]')!;
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'mug');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      cell.pageClock!.tick(250);
      await cell.endHang();
      const status = () => el.querySelector('[role=status]')!.textContent;
      await waitUntil(() => status() !== '' && status() !== SEARCH_PREVIEW_LABELS.loading, 'the preview answered', { timeout: 5000 });
      expect(status()).to.equal(UI_MESSAGES.unableToLoadResults);
      expect(input.value, 'what the visitor typed stays').to.equal('mug');
    },
  },
  {
    name: `GET ${REVIEW_API_PATHS.request} (reviews-request page load)`,
    route: REVIEW_API_PATHS.request,
    async run(cell) {
      const root = await reviewsPage();
      await cell.endHang();
      await waitUntil(() => root.dataset.state === 'load-failed', 'the load failed', { timeout: 5000 });
      expect(root.querySelector('.sq-reviews__message')!.textContent)
        .to.equal(connectionFault(cell.fault) ? UI_MESSAGES.checkConnection : UI_MESSAGES.unableToLoadTryAgain);
      expect(root.querySelector('button'), 'a Try again button').to.not.equal(null);
    },
  },
  {
    name: `POST ${REVIEW_API_PATHS.submit} (reviews-request page send)`,
    route: REVIEW_API_PATHS.submit,
    async run(cell) {
      const root = await reviewsPage();
      await waitUntil(() => root.dataset.state === 'form', 'the form shown', { timeout: 5000 });
      root.querySelectorAll<HTMLInputElement>('input[type="radio"]')[3]!.click();
      root.querySelector('textarea')!.value = 'Lovely glaze.';
      root.querySelector<HTMLButtonElement>('.sq-reviews__submit')!.click();
      await cell.endHang();
      if (cell.fault === 'empty') {
        await waitUntil(() => root.dataset.state === 'thanks', 'a 200 is accepted', { timeout: 5000 });
        return;
      }
      const alert = () => root.querySelector('.sq-reviews__alert')?.textContent ?? '';
      await waitUntil(() => alert() !== '', 'the failure shown', { timeout: 5000 });
      expect(alert()).to.equal(connectionFault(cell.fault) ? UI_MESSAGES.checkConnection : UI_MESSAGES.pleaseTryAgain);
      expect(root.querySelector('textarea')!.value, 'the review kept').to.equal('Lovely glaze.');
      expect(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')[3]!.checked, 'the rating kept').to.equal(true);
      expect(root.querySelector<HTMLButtonElement>('.sq-reviews__submit')!.disabled, 'the button usable').to.equal(false);
    },
  },
  {
    name: 'GET (legacy data layer, Sq.dataLayer.get)',
    route: '/api/test/data-layer',
    async run(cell) {
      const call = watch(dataLayer.get('/api/test/data-layer', { showErrorOverlay: false }));
      await cell.endHang();
      await waitUntil(() => call.done, 'the call ended', { timeout: 5000 });
      // §8: an empty 2xx answer is data null (docs/decisions.md "Data layer").
      if (cell.fault === 'empty') return void expect(call.value).to.deep.equal({ status: 200, data: null });
      expect(call.error).to.be.instanceOf(DataLayerError);
      expectDataLayerMessage(cell.fault, (call.error as Error).message, '/api/test/data-layer');
    },
  },
  {
    name: `POST ${MEMBER_API_PATHS.login} (member login)`,
    route: MEMBER_API_PATHS.login,
    async run(cell) {
      const credentials = { email: 'member@example.com', password: 'member-password', rememberMe: false };
      const login = watch(memberLogin(credentials));
      await cell.endHang();
      await waitUntil(() => login.done, 'the login ended', { timeout: 5000 });
      expect(login.error, 'never throws').to.equal(undefined);
      const result = login.value!;
      expect(result.ok).to.equal(false);
      if (result.ok) return;
      // An answer without xsrfToken (the empty one) is not a session: 'Unable to connect…'.
      if (cell.fault === 'empty') expect(result.message).to.equal(DATA_LAYER_MESSAGES.unableToConnect);
      else expectDataLayerMessage(cell.fault, result.message, MEMBER_API_PATHS.login);
      expect(credentials, 'the caller\'s fields untouched').to.deep.equal({ email: 'member@example.com', password: 'member-password', rememberMe: false });
    },
  },
  {
    name: `POST ${API_PATHS.logout} (Shift+Escape logout)`,
    route: API_PATHS.logout,
    async run(cell) {
      const went: string[] = [];
      const navigate = chromeSeams.navigate;
      chromeSeams.navigate = (url) => { went.push(url); };
      try {
        const done = watch(logout());
        await cell.endHang();
        await waitUntil(() => done.done, 'the logout ended', { timeout: 5000 });
        expect(done.error, 'never throws').to.equal(undefined);
        if (cell.fault === 'empty') return void expect(went.length, 'a 200 logs out').to.equal(1);
        expect(went, 'stays on the page, still logged in').to.deep.equal([]);
        const [warning] = cell.logs.messages();
        if (cell.fault === 'malformed') expect(warning!.startsWith(CHROME_WARNINGS.logoutFailed(DATA_LAYER_MESSAGES.unparseable(API_PATHS.logout, '')).split('(')[0]!)).to.equal(true);
        else expect(warning).to.equal(CHROME_WARNINGS.logoutFailed(DATA_LAYER[cell.fault as keyof typeof DATA_LAYER]));
      } finally {
        chromeSeams.navigate = navigate;
      }
    },
  },
];

matrix('fault matrix: page data and visitor actions', rows);
