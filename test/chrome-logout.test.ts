// runtime/chrome/logout.ts: Shift+Escape logs an authenticated account out (visitor §2 "Keyboard Escape", §6
// "Only an authenticated account can log out", §7 POST /api/auth/Logout) against the real local API server,
// with the crumb header, then the page goes to its path with ?logout=true; a failed logout warns and stays.
// ?logout=true shows the information dialog 'Logout Successful' / 'You have been successfully logged out.'
// once, through the info seam, and takes the flag out of the address.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { CHROME_WARNINGS, LOGOUT_TIMEOUT_MS } from '../catalog/chrome.ts';
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { resetLogoutNotice, showLogoutNotice, withoutLogoutFlag } from '../runtime/chrome/logout.ts';
import { chromeSeams, defaultChromeSeams, type InfoOptions, type NavigateMode } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';
import { deadlineClock } from '../runtime/clock.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const LOGOUT = '/api/auth/Logout';
const SITE = 'site-1';
const owner = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'a' }, websiteRoles: { [SITE]: [1] } });
const visitor = normaliseContext({ website: { id: SITE }, websiteSettings: { escapeKeyLogin: true } });

resetServerAfterEach();

let navigations: Array<[string, NavigateMode]>;
let notices: InfoOptions[];
let original: string;

beforeEach(() => {
  original = location.href;
  navigations = [];
  notices = [];
  chromeSeams.navigate = (url, mode) => { navigations.push([url, mode]); };
  chromeSeams.framed = () => false;
  chromeSeams.info = async (options) => { notices.push(options); };
  resetLogoutNotice();
});

afterEach(() => {
  Object.assign(chromeSeams, defaultChromeSeams);
  history.replaceState(history.state, '', original);
  setCookies({ crumb: null, sq_session: null });
});

/** Shift+Escape as real keys; then the chrome's code (loaded on the first Escape) has acted on it. */
async function shiftEscape(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Escape' });
  await sendKeys({ up: 'Shift' });
  await loadChrome();
}

describe('Shift+Escape logs the owner out (POST /api/auth/Logout)', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('posts with the crumb header, the server ends the session, then the page goes to ?logout=true', async () => {
    setCookies({ crumb: 'crumb-logout', sq_session: 'owner' });
    stop = startChrome(owner);
    await shiftEscape();
    await waitUntil(() => navigations.length === 1, 'navigated after the logout');
    const [entry, ...more] = await readLog(LOGOUT);
    expect(more).to.deep.equal([]);
    expect(entry!.method).to.equal('POST');
    expect(entry!.headers['x-csrf-token']).to.equal('crumb-logout');
    expect(entry!.outcome).to.deep.equal({ hadSession: true });
    expect(document.cookie.includes('sq_session='), 'the session cookie is gone').to.equal(false);
    expect(navigations).to.deep.equal([[`${location.pathname}?logout=true`, 'replace']]);
  });

  it('a visitor pressing Shift+Escape gets nothing: no action, no call, no navigation', async () => {
    const actions: string[] = [];
    const record = (event: { action: string }) => actions.push(event.action);
    document.addEventListener('sq-chrome-escape', record);
    try {
      stop = startChrome(visitor);
      await shiftEscape();
      expect(actions, 'no action was announced (a logout is always announced first)').to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      await loadChrome();
      expect(actions, 'the same listener still answers a plain Escape (login)').to.deep.equal(['login']);
      expect(await readLog(LOGOUT)).to.deep.equal([]);
      expect(navigations.map(([, mode]) => mode)).to.deep.equal(['assign']);
    } finally {
      document.removeEventListener('sq-chrome-escape', record);
    }
  });

  it('a failed logout (500) logs the catalogued warning and stays on the page', async () => {
    await setSwitch({ route: LOGOUT, status: 500, body: {} });
    const logs = captureLogs();
    try {
      stop = startChrome(owner);
      await shiftEscape();
      await waitUntil(() => logs.entries.length === 1, 'the failure was logged');
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([
        ['warn', CHROME_WARNINGS.logoutFailed(DATA_LAYER_MESSAGES.internalError)],
      ]);
      expect(navigations).to.deep.equal([]);
    } finally {
      logs.stop();
    }
  });

  it('a network fault warns with "Unable to connect…" and a second Shift+Escape tries again', async () => {
    await setSwitch({ route: LOGOUT, networkError: true, times: 1 });
    const logs = captureLogs();
    try {
      stop = startChrome(owner);
      await shiftEscape();
      await waitUntil(() => logs.entries.length === 1, 'the failure was logged');
      expect(logs.messages()).to.deep.equal([CHROME_WARNINGS.logoutFailed('Unable to connect…')]);
      expect(navigations).to.deep.equal([]);
      await shiftEscape();
      await waitUntil(() => navigations.length === 1, 'the second try logged out');
      expect((await readLog(LOGOUT)).length).to.equal(2);
    } finally {
      logs.stop();
    }
  });

  it('a slow logout is sent once, however often Shift+Escape is pressed meanwhile', async () => {
    await setSwitch({ route: LOGOUT, delayMs: 300, body: { success: true } });
    stop = startChrome(owner);
    await shiftEscape();
    await shiftEscape();
    await waitUntil(() => navigations.length === 1, 'navigated after the logout');
    expect((await readLog(LOGOUT)).length).to.equal(1);
    expect(navigations).to.have.length(1);
  });
  it(`a hung logout gives up at ${LOGOUT_TIMEOUT_MS} ms, not before: the catalogued warning, no navigation`, async () => {
    await setSwitch({ route: LOGOUT, delayMs: 60000, body: { success: true } });
    const clock = installFakeClock(undefined, deadlineClock);
    const logs = captureLogs();
    try {
      stop = startChrome(owner);
      await shiftEscape();
      await waitUntil(async () => (await readLog(LOGOUT)).length === 1, 'the logout reached the server');
      clock.tick(LOGOUT_TIMEOUT_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logs.entries, 'nothing before the time-out').to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
      clock.tick(1);
      await waitUntil(() => logs.entries.length === 1, 'the time-out was logged');
      expect(logs.messages()).to.deep.equal([CHROME_WARNINGS.logoutFailed(DATA_LAYER_MESSAGES.unableToConnect)]);
      expect(navigations).to.deep.equal([]);
    } finally {
      logs.stop();
      clock.restore();
    }
  });
});

describe("?logout=true shows 'Logout Successful' once (visitor §2 \"Logout notice\")", () => {
  it('startChrome shows the catalogued title and message through the info seam and cleans the address', async () => {
    history.replaceState(history.state, '', `${location.pathname}?a=1&logout=true&b=%20x#top`);
    const stop = startChrome(visitor);
    try {
      await waitUntil(() => notices.length === 1, 'the notice was shown');
      expect(notices).to.deep.equal([{ title: 'Logout Successful', message: 'You have been successfully logged out.' }]);
      expect(location.search).to.equal('?a=1&b=%20x');
      expect(location.hash).to.equal('#top');
      showLogoutNotice(); // a second call on the same page, even with the flag put back, shows nothing
      history.replaceState(history.state, '', `${location.pathname}?logout=true`);
      showLogoutNotice();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(notices).to.have.length(1);
    } finally {
      stop();
    }
  });

  it('a reload of the cleaned address shows nothing (the flag is gone)', async () => {
    history.replaceState(history.state, '', `${location.pathname}?logout=true`);
    showLogoutNotice();
    await waitUntil(() => notices.length === 1, 'the notice was shown');
    resetLogoutNotice(); // as a fresh page load would be
    showLogoutNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notices).to.have.length(1);
    expect(location.search).to.equal('');
  });

  it('logout=false or a bare logout shows nothing and leaves the address alone', async () => {
    for (const search of ['?logout=false', '?logout', '?logout=TRUE']) {
      history.replaceState(history.state, '', `${location.pathname}${search}`);
      showLogoutNotice();
      expect(location.search).to.equal(search);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notices).to.deep.equal([]);
  });

  it('a notice that cannot be shown breaks nothing, and is not warned about twice', async () => {
    // The failure is warned about where it happens: the default seam (the dialogs API would not import) or
    // the API (the dialog's own code would not load). The notice itself adds nothing and throws nothing.
    let attempted = false;
    chromeSeams.info = () => { attempted = true; return Promise.reject(new Error('chunk failed')); };
    const logs = captureLogs();
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      history.replaceState(history.state, '', `${location.pathname}?logout=true`);
      showLogoutNotice();
      await waitUntil(() => attempted, 'the notice was asked for');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logs.messages()).to.deep.equal([]);
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
      logs.stop();
    }
  });

});

describe('taking the logout flag out of the search (withoutLogoutFlag)', () => {
  const cases: Array<[string, string]> = [
    ['?logout=true', ''],
    ['', ''],
    ['?a=1&logout=true&b=2', '?a=1&b=2'],
    ['?logout=true&logout=1', ''],
    ['?a=%20x+y&logout=true', '?a=%20x+y'],
    ['?logoutx=true&logout=true', '?logoutx=true'],
    ['?log%6Fut=true&c', '?c'],
    ['?%E0%A4%A=1&logout=true', '?%E0%A4%A=1'],
    ['?a=1&&logout=true', '?a=1'],
  ];
  for (const [search, expected] of cases) {
    it(`${JSON.stringify(search)} → ${JSON.stringify(expected)}`, () => {
      expect(withoutLogoutFlag(search)).to.equal(expected);
    });
  }
});
