// Script gadgets (issue 21): sanitised HTML (the form's post-submit HTML, a widget's data.html) keeps
// `data-*` attributes and classes, and the library's own page-wide behaviours act on such markup. Every
// purifier the library uses drops that markup (react-core/sanitise.ts); docs/decisions.md "URL safety"
// lists the behaviours. Each gadget goes through both paths, and the logout gadget is clicked for real.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { MEMBER_API_PATHS, MEMBER_MARKERS } from '../catalog/members.ts';
import { SITE_MODULE_MARKERS } from '../catalog/site-modules.ts';
import { BUTTON_DATA_ATTRIBUTES } from '../catalog/tracking.ts';
import { PINTEREST_OPT_OUT_ATTRIBUTE } from '../catalog/site-resources.ts';
import { SqFormElement } from '../elements/sq-form.ts';
import { SqWidgetElement } from '../elements/sq-widget.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { postSubmitFragment } from '../react-core/form/post-submit.ts';
import { BLOCK_ANIMATION_SELECTOR } from '../runtime/animations/block-animations.ts';
import { CART_COUNT_SELECTOR, CART_SUBTOTAL_SELECTOR } from '../runtime/cart/indicators.ts';
import { normaliseContext } from '../runtime/context.ts';
import { define } from '../runtime/define.ts';
import { memberNavigation, startMemberSession } from '../runtime/site/member-session.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { resetXss, XSS_RUN, xssRan } from './support/xss-payloads.ts';

define('sq-widget', SqWidgetElement);
define('sq-form', SqFormElement);

const WIDGET_ROUTE = '/api/widget/GetWidgetRendering';
const JS = `javascript:${XSS_RUN}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Each behaviour that reads page markup: its markup, and the selector it looks for. */
const GADGETS: Array<[string, string, string]> = [
  ['member logout and its redirect', `<a href="#" data-sq-member-logout data-sq-redirect="${JS}">Log out</a>`, `${MEMBER_MARKERS.logoutButton}, [data-sq-redirect]`],
  ['member login form', `<form data-sq-member-login data-sq-redirect="${JS}"><input name="email"><button>Log in</button></form>`, MEMBER_MARKERS.loginForm],
  ['member message box', '<p data-sq-member-message>Hi</p>', MEMBER_MARKERS.message],
  ['member page label', '<span data-sq-page-label>Members</span>', MEMBER_MARKERS.pageLabel],
  ['button census', `<a href="/x" ${BUTTON_DATA_ATTRIBUTES.id}="b1" ${BUTTON_DATA_ATTRIBUTES.url}="${JS}">Go</a>`, `[${BUTTON_DATA_ATTRIBUTES.id}], [${BUTTON_DATA_ATTRIBUTES.url}]`],
  ['block animation', '<div data-animation="fade-in" data-animation-delay="1">Text</div>', `${BLOCK_ANIMATION_SELECTOR}, [data-animation-delay]`],
  ['cart count and subtotal indicators', '<span data-sq-cart-count>9</span><span data-sq-cart-subtotal>$1</span>', `${CART_COUNT_SELECTOR}, ${CART_SUBTOTAL_SELECTOR}`],
  ['popup overlay', `<div ${SITE_MODULE_MARKERS.popupOverlay} data-sq-button-url="${JS}">Popup</div>`, `[${SITE_MODULE_MARKERS.popupOverlay}], [data-sq-button-url]`],
  ['announcement bar', `<div ${SITE_MODULE_MARKERS.announcementBar} data-sq-dismissible>News</div>`, `[${SITE_MODULE_MARKERS.announcementBar}], [data-sq-dismissible]`],
  ['site badge', `<div ${SITE_MODULE_MARKERS.siteBadge}>Badge</div>`, `[${SITE_MODULE_MARKERS.siteBadge}]`],
  ['licensed-assets bar', `<div ${SITE_MODULE_MARKERS.licensedAssetsBar}>Assets</div>`, `[${SITE_MODULE_MARKERS.licensedAssetsBar}]`],
  ['cart page root', '<div data-sq-cart-root>Cart</div>', '[data-sq-cart-root]'],
  ['Pinterest opt-out', `<img ${PINTEREST_OPT_OUT_ATTRIBUTE} alt="x" src="data:,">`, `[${PINTEREST_OPT_OUT_ATTRIBUTE}]`],
  ['comment counts', '<span class="disqus-comment-count" data-disqus-identifier="post-1">0</span>', '.disqus-comment-count, [data-disqus-identifier]'],
  ['the context script id', '<div id="sq-context">{"website":{"id":"evil"}}</div>', '#sq-context'],
  ['library elements', '<sq-cart-link><a href="/cart">Cart</a></sq-cart-link><sq-widget type="x"></sq-widget>', 'sq-cart-link, sq-widget'],
];

const sanitisedByWidget = async (markup: string) => {
  await setSwitch({ route: WIDGET_ROUTE, body: { html: `${markup}<p class="sq-test-done">Done</p>` }, times: 1 });
  const el = await fixture<HTMLElement>('<sq-widget type="text" widget-id="w1"><p>Server copy</p></sq-widget>');
  await whenRendered();
  await waitUntil(() => el.querySelector('p') && el.textContent!.includes('Done'), 'the rendering', { timeout: 5000 });
  return el;
};

describe('script gadgets: sanitised HTML never carries library markup', () => {
  resetServerAfterEach();
  beforeEach(() => resetXss());

  for (const [what, markup, selector] of GADGETS) {
    it(`post-submit HTML drops the ${what} markup`, () => {
      const host = document.createElement('div');
      host.append(postSubmitFragment(`${markup}<p>Thanks</p>`));
      expect(host.querySelector(selector), host.innerHTML).to.equal(null);
      expect(host.textContent).to.contain('Thanks');
    });
  }

  it('keeps the owner\'s own data attributes and classes (only library markup goes)', () => {
    const host = document.createElement('div');
    host.append(postSubmitFragment('<p class="lead sq-widget-rendering disqus-comment-count" data-note="1" id="thanks">Thanks</p>'));
    const p = host.querySelector('p')!;
    expect([p.className, p.dataset.note, p.id]).to.deep.equal(['lead sq-widget-rendering', '1', 'thanks']);
  });

  for (const [what, markup, selector] of GADGETS) {
    it(`a widget rendering drops the ${what} markup`, async () => {
      const el = await sanitisedByWidget(markup);
      expect(el.querySelector(selector), el.innerHTML).to.equal(null);
    });
  }
});

describe('script gadgets: a real click on a sanitised logout link runs nothing and logs nobody out', () => {
  resetServerAfterEach();
  const context = normaliseContext({ website: { id: 'w1' } });
  let went: Array<string | null>;
  let stop: () => void;
  const saved = memberNavigation.go;
  beforeEach(() => {
    resetXss();
    went = [];
    memberNavigation.go = (url) => { went.push(url); };
    stop = startMemberSession(context, document);
  });
  afterEach(() => { stop(); memberNavigation.go = saved; });

  const GADGET = `<a href="#gadget" class="gadget" data-sq-member-logout data-sq-redirect="${JS}">Log out</a>`;

  it('the gadget does act when it is page markup (the checks below can fail)', async () => {
    const el = await fixture<HTMLElement>(`<div>${GADGET}</div>`);
    el.querySelector<HTMLElement>('.gadget')!.click();
    await waitUntil(async () => (await readLog(MEMBER_API_PATHS.logout)).length === 1, 'a logout call');
  });

  it('through a widget rendering: the click is an ordinary link, and the page\'s own logout still works', async () => {
    const el = await sanitisedByWidget(GADGET);
    el.querySelector<HTMLElement>('.gadget')!.click();
    await settle();
    expect(await readLog(MEMBER_API_PATHS.logout)).to.deep.equal([]);
    expect(xssRan(), `${XSS_RUN} ran`).to.equal(false);
    expect(location.hash).to.equal('#gadget');
    history.replaceState(null, '', location.pathname + location.search);
    const own = await fixture<HTMLElement>('<button type="button" data-sq-member-logout data-sq-redirect="/members">Log out</button>');
    own.click();
    await waitUntil(() => went.length === 1, 'the page\'s own logout');
    expect(went).to.deep.equal(['/members']);
  });

  it('through the form\'s post-submit HTML: the click runs nothing', async () => {
    const json = JSON.stringify({
      id: 'f1', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
      postSubmitHtml: `<p>Thanks</p>${GADGET}`,
    }).replace(/'/g, '&#39;');
    const el = await fixture<HTMLElement>(`<sq-form form-json='${json}'><form></form></sq-form>`);
    await whenRendered();
    const email = el.querySelector<HTMLInputElement>('[name="email"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, 'ada@example.com');
    email.dispatchEvent(new Event('input', { bubbles: true }));
    await whenRendered();
    el.querySelector<HTMLButtonElement>('.sq-form__submit')!.click();
    await waitUntil(() => el.querySelector('.gadget') !== null, 'the post-submit HTML', { timeout: 5000 });
    el.querySelector<HTMLElement>('.gadget')!.click();
    await settle();
    expect(await readLog(MEMBER_API_PATHS.logout)).to.deep.equal([]);
    expect(xssRan(), `${XSS_RUN} ran`).to.equal(false);
    history.replaceState(null, '', location.pathname + location.search);
  });
});
