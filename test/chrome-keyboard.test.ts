// runtime/chrome/keyboard.ts: Escape (visitor §2 "Keyboard Escape", §6 "The owner reaches config via Escape.
// Visitors can open login with Escape only if the site setting allows."), with real key presses (sendKeys):
// the topmost dialog layer first, then the backend's preview toggle (framed seam, posted to the parent), the
// owner's config entry, the visitor's login entry with and without escapeKeyLogin, the sq-chrome-escape event,
// fields, repeats and handled events. Shift+Escape's logout is in test/chrome-logout.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PREVIEW_TOGGLE_MESSAGE } from '../catalog/chrome.ts';
import { openLayer, type OpenLayer } from '../runtime/dialog-stack.ts';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { SqChromeEscapeEvent, escapeAction, type EscapeSituation } from '../runtime/chrome/keyboard.ts';
import { chromeSeams, defaultChromeSeams, type NavigateMode } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';

const SITE = 'site-1';
const owner = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'a' }, websiteRoles: { [SITE]: [1] } });
const visitor = normaliseContext({ website: { id: SITE } });
const loginVisitor = normaliseContext({ website: { id: SITE }, websiteSettings: { escapeKeyLogin: true } });

const configEntry = () => `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;

describe('what Escape does (escapeAction, pure)', () => {
  const none: EscapeSituation = { shift: false, layerOpen: false, inField: false, framed: false };
  const cases: Array<[string, typeof owner, Partial<EscapeSituation>, string | null]> = [
    ['an open layer is closed first, for an owner', owner, { layerOpen: true }, 'close'],
    ['an open layer is closed first, for a visitor', visitor, { layerOpen: true }, 'close'],
    ['Shift+Escape with a layer open only closes it', owner, { layerOpen: true, shift: true }, 'close'],
    ['Escape in a field with a layer open closes the layer', owner, { layerOpen: true, inField: true }, 'close'],
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

  it('closes the topmost layer first: one Escape dismisses it and does nothing else', async () => {
    stop = startChrome(owner);
    const lower = fakeLayer();
    const upper = fakeLayer();
    await press('Escape');
    expect([lower.dismissed(), upper.dismissed()]).to.deep.equal([0, 1]);
    expect(navigations).to.deep.equal([]);
    await press('Escape');
    expect([lower.dismissed(), upper.dismissed()]).to.deep.equal([1, 1]);
    expect(navigations).to.deep.equal([]);
    expect(events.map((e) => e.action)).to.deep.equal(['close', 'close']);
    await press('Escape');
    expect(navigations, 'with no layer left, the owner goes to config').to.deep.equal([[configEntry(), 'assign']]);
  });

  it('a layer that refuses to close still uses up the Escape', async () => {
    stop = startChrome(owner);
    layers.push(openLayer({ dismiss: () => false }));
    await press('Escape');
    expect(navigations).to.deep.equal([]);
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

  it('a navigation that throws does not escape the listener', async () => {
    chromeSeams.navigate = () => { throw new Error('blocked'); };
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => { errors.push(event.error); event.preventDefault(); };
    window.addEventListener('error', onError);
    try {
      stop = startChrome(owner);
      await press('Escape');
      expect(events).to.have.length(1);
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('the stop function removes the listener', async () => {
    startChrome(owner)();
    await press('Escape');
    expect(navigations).to.deep.equal([]);
  });
});
