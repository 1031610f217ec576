// runtime/chrome/keyboard.ts: Escape (visitor §2 "Keyboard Escape", §6 "The owner reaches config via Escape.
// Visitors can open login with Escape only if the site setting allows."), with real key presses (sendKeys):
// an open dialog layer takes Escape (the chrome leaves it to runtime/dialog-stack.ts), then the backend's
// preview toggle (framed seam, posted to the parent), the owner's config entry (contributors only: a
// viewer-only account is a visitor here), the visitor's login entry with and without escapeKeyLogin, the
// sq-chrome-escape event, fields, repeats and handled events. Shift+Escape's logout is in
// test/chrome-logout.test.ts; every combination of layers is in test/dialog-stack.test.ts.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PREVIEW_TOGGLE_MESSAGE } from '../catalog/chrome.ts';
import { PERMISSION_ROLES } from '../catalog/permissions.ts';
import { SqCookieBannerElement } from '../elements/sq-cookie-banner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { configureConsent } from '../runtime/consent.ts';
import { define } from '../runtime/define.ts';
import { openLayer, type OpenLayer } from '../runtime/dialog-stack.ts';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { SqChromeEscapeEvent, escapeAction, type EscapeSituation } from '../runtime/chrome/keyboard.ts';
import { chromeSeams, defaultChromeSeams, type NavigateMode } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';

define('sq-cookie-banner', SqCookieBannerElement);

const SITE = 'site-1';
const owner = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'a' }, websiteRoles: { [SITE]: [1] } });
const visitor = normaliseContext({ website: { id: SITE } });
const loginVisitor = normaliseContext({ website: { id: SITE }, websiteSettings: { escapeKeyLogin: true } });
const VIEWER = PERMISSION_ROLES.VIEWER;
const mixed = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'm' }, websiteRoles: { [SITE]: [VIEWER, PERMISSION_ROLES.EDITOR] } });
const viewer = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'v' }, websiteRoles: { [SITE]: [VIEWER] } });
const loginViewer = normaliseContext({
  website: { id: SITE }, authenticatedAccount: { id: 'v' }, websiteRoles: { [SITE]: [VIEWER] }, websiteSettings: { escapeKeyLogin: true },
});
const noRoles = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'n' } });

const configEntry = () => `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;

describe('what Escape does (escapeAction, pure)', () => {
  const none: EscapeSituation = { shift: false, inField: false, framed: false };
  const cases: Array<[string, typeof owner, Partial<EscapeSituation>, string | null]> = [
    ['an owner goes to config', owner, {}, 'config'],
    ['an owner in the backend frame toggles preview', owner, { framed: true }, 'preview'],
    ['a visitor in a frame gets nothing', loginVisitor, { framed: true }, null],
    ['a visitor with escape-key login opens login', loginVisitor, {}, 'login'],
    ['a visitor without the setting gets nothing', visitor, {}, null],
    ['Shift+Escape logs an owner out', owner, { shift: true }, 'logout'],
    ['Shift+Escape logs an owner out in the backend frame too', owner, { shift: true, framed: true }, 'logout'],
    ['Shift+Escape does nothing for a visitor', loginVisitor, { shift: true }, null],
    ['Escape in a field does nothing else for an owner', owner, { inField: true }, null],
    ['Shift+Escape in a field does not log out', owner, { inField: true, shift: true }, null],
    ['a viewer-only account does not go to config (a visitor, as the redirect has it)', viewer, {}, null],
    ['a viewer-only account opens login like a visitor when the setting is on', loginViewer, {}, 'login'],
    ['a viewer-only account in a frame gets no preview toggle', viewer, { framed: true }, null],
    ['Shift+Escape logs a viewer-only account out', viewer, { shift: true }, 'logout'],
    ['an account without roles on this site does not go to config', noRoles, {}, null],
    ['an account holding viewer and editor reaches config with Escape (a deliberate key; only the redirect is held back)', mixed, {}, 'config'],
    ['Shift+Escape logs an account without roles out', noRoles, { shift: true }, 'logout'],
  ];
  for (const [name, context, situation, expected] of cases) {
    it(`${name}: ${expected ?? 'nothing'}`, () => {
      expect(escapeAction(context, { ...none, ...situation })).to.equal(expected);
    });
  }
});

/** A real key press, then the chrome's code (loaded on the first Escape) has acted on it. */
async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
  await loadChrome();
}

describe('Escape key (sendKeys)', () => {
  let navigations: Array<[string, NavigateMode]>;
  let events: SqChromeEscapeEvent[];
  let stop: () => void = () => {};
  let layers: OpenLayer[];
  const record = (event: SqChromeEscapeEvent) => events.push(event);

  beforeEach(() => {
    navigations = [];
    events = [];
    layers = [];
    chromeSeams.navigate = (url, mode) => { navigations.push([url, mode]); };
    chromeSeams.framed = () => false;
    document.addEventListener('sq-chrome-escape', record);
  });

  afterEach(() => {
    stop();
    for (const layer of layers) layer.release();
    document.removeEventListener('sq-chrome-escape', record);
    Object.assign(chromeSeams, defaultChromeSeams);
    document.querySelectorAll('[data-test-field]').forEach((el) => el.remove());
    (document.activeElement as HTMLElement | null)?.blur();
  });

  function fakeLayer(): { dismissed: () => number } {
    let count = 0;
    const layer: OpenLayer = openLayer({ dismiss: () => { count += 1; layer.release(); } });
    layers.push(layer);
    return { dismissed: () => count };
  }

  it('leaves Escape to an open layer: one Escape closes the topmost and the chrome does nothing', async () => {
    stop = startChrome(owner);
    const lower = fakeLayer();
    const upper = fakeLayer();
    await press('Escape');
    expect([lower.dismissed(), upper.dismissed()]).to.deep.equal([0, 1]);
    expect(navigations).to.deep.equal([]);
    await press('Escape');
    expect([lower.dismissed(), upper.dismissed()]).to.deep.equal([1, 1]);
    expect(navigations).to.deep.equal([]);
    expect(events, 'the chrome announced nothing').to.deep.equal([]);
    await press('Escape');
    expect(navigations, 'with no layer left, the owner goes to config').to.deep.equal([[configEntry(), 'assign']]);
  });

  it('a layer that refuses to close still uses up the Escape', async () => {
    stop = startChrome(owner);
    layers.push(openLayer({ dismiss: () => false }));
    await press('Escape');
    expect(navigations).to.deep.equal([]);
  });

  it('listens on window: an Escape a document listener added later handles (PhotoSwipe) is left alone', async () => {
    stop = startChrome(owner);
    const handled = (event: KeyboardEvent) => { if (event.key === 'Escape') event.preventDefault(); };
    document.addEventListener('keydown', handled);
    try {
      await press('Escape');
      expect(navigations).to.deep.equal([]);
      expect(events).to.deep.equal([]);
    } finally {
      document.removeEventListener('keydown', handled);
    }
  });

  it("the cookie banner popup's Escape (focus back to the page) is not the chrome's", async () => {
    configureConsent({ isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    try {
      const parent = await fixture<HTMLElement>(html`<div><button id="before">Before</button></div>`);
      const before = parent.querySelector<HTMLButtonElement>('#before')!;
      before.focus();
      parent.append(document.createElement('sq-cookie-banner'));
      await whenRendered();
      stop = startChrome(owner);
      expect(parent.querySelector('.sq-cookie-banner')!.contains(document.activeElement), 'the popup has focus').to.equal(true);
      await press('Escape');
      expect(document.activeElement === before, 'the banner handled it').to.equal(true);
      expect(navigations).to.deep.equal([]);
      expect(events).to.deep.equal([]);
    } finally {
      configureConsent({});
    }
  });

  it('a viewer-only account is not sent to config', async () => {
    stop = startChrome(viewer);
    await press('Escape');
    expect(navigations).to.deep.equal([]);
    expect(events).to.deep.equal([]);
  });

  it('sends a logged-in owner to /config/?frameUrl=<this path and search> (a history entry: assign)', async () => {
    stop = startChrome(owner);
    await press('Escape');
    expect(navigations).to.deep.equal([[configEntry(), 'assign']]);
    expect(events.map((e) => [e.action, e.url])).to.deep.equal([['config', configEntry()]]);
  });

  it('in the backend (framed) posts { type: "sq-toggle-preview" } to the parent and does not navigate', async () => {
    chromeSeams.framed = () => true; // this test page is its own parent, so the message arrives here
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => { if (event.origin === location.origin) received.push(event.data); };
    window.addEventListener('message', listen);
    try {
      stop = startChrome(owner);
      await press('Escape');
      await waitUntil(() => received.length === 1, 'the preview toggle was posted');
      expect(received).to.deep.equal([PREVIEW_TOGGLE_MESSAGE]);
      expect(navigations).to.deep.equal([]);
    } finally {
      window.removeEventListener('message', listen);
    }
  });

  it('a visitor with escape-key login goes to the login entry (the config URL)', async () => {
    stop = startChrome(loginVisitor);
    await press('Escape');
    expect(navigations).to.deep.equal([[configEntry(), 'assign']]);
    expect(events.map((e) => e.action)).to.deep.equal(['login']);
  });

  it('a visitor without escape-key login gets nothing: no navigation, no event', async () => {
    stop = startChrome(visitor);
    await press('Escape');
    expect(navigations).to.deep.equal([]);
    expect(events).to.deep.equal([]);
  });

  it('sq-chrome-escape is cancelable: preventDefault() stops the navigation', async () => {
    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('sq-chrome-escape', prevent);
    try {
      stop = startChrome(owner);
      await press('Escape');
      expect(events.map((e) => [e.action, e.defaultPrevented])).to.deep.equal([['config', true]]);
      expect(navigations).to.deep.equal([]);
    } finally {
      document.removeEventListener('sq-chrome-escape', prevent);
    }
  });

  it('Escape in a text field does nothing for the owner, but still closes an open layer', async () => {
    stop = startChrome(owner);
    const input = Object.assign(document.createElement('input'), { type: 'search' });
    input.dataset.testField = '';
    document.body.append(input);
    input.focus();
    await press('Escape');
    expect(navigations).to.deep.equal([]);
    const layer = fakeLayer();
    input.focus();
    await press('Escape');
    expect(layer.dismissed()).to.equal(1);
    expect(navigations).to.deep.equal([]);
  });

  it('ignores an Escape another handler already handled (defaultPrevented)', async () => {
    stop = startChrome(owner);
    const handled = (event: KeyboardEvent) => event.preventDefault();
    document.body.addEventListener('keydown', handled);
    try {
      const layer = fakeLayer();
      await press('Escape');
      expect(layer.dismissed()).to.equal(0);
      expect(navigations).to.deep.equal([]);
    } finally {
      document.body.removeEventListener('keydown', handled);
    }
  });

  const dispatch = (init: KeyboardEventInit = {}) =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }));

  it('ignores key repeats and Escape with Ctrl, Alt or Meta', async () => {
    stop = startChrome(owner);
    dispatch({ repeat: true });
    dispatch({ ctrlKey: true });
    dispatch({ altKey: true });
    dispatch({ metaKey: true });
    await loadChrome();
    expect(navigations).to.deep.equal([]);
    dispatch();
    await loadChrome();
    expect(navigations, 'a plain Escape still works').to.have.length(1);
  });

  it('an Escape noted just before stop() is dropped when the code arrives', async () => {
    stop = startChrome(owner);
    dispatch();
    stop();
    await loadChrome();
    expect(navigations).to.deep.equal([]);
    expect(events).to.deep.equal([]);
  });

  it('ignores other keys', async () => {
    stop = startChrome(owner);
    await press('Enter');
    await press('Backspace');
    expect(navigations).to.deep.equal([]);
  });

  it('a navigation that throws does not escape the listener (no error, no unhandled rejection)', async () => {
    chromeSeams.navigate = () => { throw new Error('blocked'); };
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => { errors.push(event.error); event.preventDefault(); };
    // onEscape runs in the loaded module's promise: a throw there would be an unhandled rejection.
    const onRejection = (event: PromiseRejectionEvent) => { errors.push(event.reason); event.preventDefault(); };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      stop = startChrome(owner);
      await press('Escape');
      expect(events).to.have.length(1);
      // Rejections are reported in a task after the microtasks: let two tasks pass.
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => { setTimeout(resolve, 0); });
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('the stop function removes the listener', async () => {
    startChrome(owner)();
    await press('Escape');
    expect(navigations).to.deep.equal([]);
  });
});
