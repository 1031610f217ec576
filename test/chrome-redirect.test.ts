// runtime/chrome/redirect.ts: the config redirect (visitor §2 "Config redirect rules", §6 "A viewer role in
// websiteRoles prevents the redirect to config. Any other role is redirected."): the pure rule as a table, then
// the runner with its seams (address, framed, navigate captured) and the noredirect session flag that
// ?noredirect sets (added to this page's own address with history.replaceState, restored after).
import { expect } from '@open-wc/testing';
import { LOGOUT_PARAM, NO_REDIRECT_FLAG_KEY, NO_REDIRECT_PARAM } from '../catalog/chrome.ts';
import { QUERY_PARAMS } from '../catalog/routes.ts';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { configRedirectTarget, runConfigRedirect } from '../runtime/chrome/redirect.ts';
import { chromeSeams, defaultChromeSeams, type NavigateMode } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';
import { readItem, removeItem, writeItem } from '../runtime/storage.ts';

const SITE = 'site-1';
const ADMIN = 1;
const EDITOR = 4;
const VIEWER = 10;

function site({ roles = [ADMIN] as unknown, account = true, developerMode = false, cloneable = false } = {}) {
  return normaliseContext({
    website: { id: SITE, developerMode, cloneable },
    authenticatedAccount: account ? { id: 'account-1' } : null,
    websiteRoles: { [SITE]: roles },
  });
}

const TOP = { topLevel: true, noRedirectFlag: false };
const target = (path: string) => `/config/?frameUrl=${encodeURIComponent(path)}`;

describe('config redirect rule (visitor §2 "Config redirect rules")', () => {
  const cases: Array<[string, ReturnType<typeof site>, string, typeof TOP, string | null]> = [
    ['an admin on a top-level load goes to /config/ with the encoded path and search', site(), 'https://shop.example.com/about?x=1', TOP, '/config/?frameUrl=%2Fabout%3Fx%3D1'],
    ['the home page', site(), 'https://shop.example.com/', TOP, '/config/?frameUrl=%2F'],
    ['the hash is not part of frameUrl', site(), 'https://shop.example.com/a?b=2#c', TOP, target('/a?b=2')],
    ['an encoded path and a query with & are encoded once more', site(), 'https://shop.example.com/a%20b?q=1&r=2', TOP, '/config/?frameUrl=%2Fa%2520b%3Fq%3D1%26r%3D2'],
    ['an editor is redirected (any role but viewer)', site({ roles: [EDITOR] }), 'https://shop.example.com/p', TOP, target('/p')],
    ['viewer and editor together: the viewer role prevents the redirect (§6)', site({ roles: [VIEWER, EDITOR] }), 'https://shop.example.com/p', TOP, null],
    ['admin and viewer together: not redirected either', site({ roles: [ADMIN, VIEWER] }), 'https://shop.example.com/p', TOP, null],
    ['admin and editor, no viewer role: redirected', site({ roles: [ADMIN, EDITOR] }), 'https://shop.example.com/p', TOP, target('/p')],
    ['a viewer-only account is not redirected', site({ roles: [VIEWER] }), 'https://shop.example.com/p', TOP, null],
    ['logged in without roles on this site: not a contributor', site({ roles: [] }), 'https://shop.example.com/p', TOP, null],
    ['malformed roles count as none', site({ roles: 'admin' }), 'https://shop.example.com/p', TOP, null],
    ['a visitor (no authenticated account) is never redirected', site({ account: false }), 'https://shop.example.com/p', TOP, null],
    ['not on a framed load (the backend already shows the page)', site(), 'https://shop.example.com/p', { topLevel: false, noRedirectFlag: false }, null],
    ['not with the noredirect session flag', site(), 'https://shop.example.com/p', { topLevel: true, noRedirectFlag: true }, null],
    ['not for a developer-mode site', site({ developerMode: true }), 'https://shop.example.com/p', TOP, null],
    ['not for a cloneable site', site({ cloneable: true }), 'https://shop.example.com/p', TOP, null],
    ['not on localhost', site(), 'http://localhost:8000/p', TOP, null],
    ['not on 127.0.0.1', site(), 'http://127.0.0.1/p', TOP, null],
    ['not on [::1]', site(), 'http://[::1]:3000/p', TOP, null],
    ['not on a *.localhost name', site(), 'http://shop.localhost/p', TOP, null],
    ['a host that merely contains "localhost" is not local', site(), 'https://localhost.example.com/p', TOP, target('/p')],
    ['not on /config itself', site(), 'https://shop.example.com/config', TOP, null],
    ['not under /config/', site(), 'https://shop.example.com/config/pages?frameUrl=%2F', TOP, null],
    ['/configurator is not under /config', site(), 'https://shop.example.com/configurator', TOP, target('/configurator')],
    ['not with ?noredirect in the query', site(), 'https://shop.example.com/p?noredirect', TOP, null],
    ['not with ?noredirect=anything among other parameters', site(), 'https://shop.example.com/p?a=1&noredirect=0', TOP, null],
  ];
  for (const [name, context, address, conditions, expected] of cases) {
    it(`${name}: ${expected ?? 'no redirect'}`, () => {
      expect(configRedirectTarget(context, new URL(address), conditions)).to.equal(expected);
    });
  }
});

describe('config redirect runner (seams: address, framed, navigate)', () => {
  let navigations: Array<[string, NavigateMode]>;
  let original: string;

  beforeEach(() => {
    original = location.href;
    navigations = [];
    chromeSeams.navigate = (url, mode) => { navigations.push([url, mode]); };
    chromeSeams.framed = () => false;
    chromeSeams.address = () => 'https://shop.example.com/about?x=1';
    removeItem('session', NO_REDIRECT_FLAG_KEY);
  });

  afterEach(() => {
    Object.assign(chromeSeams, defaultChromeSeams);
    removeItem('session', NO_REDIRECT_FLAG_KEY);
    history.replaceState(history.state, '', original);
  });

  it('replaces the page with the config URL (no history entry) and says it navigated', () => {
    expect(runConfigRedirect(site())).to.equal(true);
    expect(navigations).to.deep.equal([['/config/?frameUrl=%2Fabout%3Fx%3D1', 'replace']]);
  });

  it('an account holding VIEWER with EDITOR stays on the page (§6), one with EDITOR alone is sent to config', () => {
    expect(runConfigRedirect(site({ roles: [EDITOR, VIEWER] }))).to.equal(false);
    expect(navigations).to.deep.equal([]);
    expect(runConfigRedirect(site({ roles: [EDITOR] }))).to.equal(true);
    expect(navigations).to.deep.equal([['/config/?frameUrl=%2Fabout%3Fx%3D1', 'replace']]);
  });

  it('does nothing inside a frame, and reports it did not navigate', () => {
    chromeSeams.framed = () => true;
    expect(runConfigRedirect(site())).to.equal(false);
    expect(navigations).to.deep.equal([]);
  });

  it('does nothing while the noredirect flag is in the session', () => {
    writeItem('session', NO_REDIRECT_FLAG_KEY, '1');
    expect(runConfigRedirect(site())).to.equal(false);
    expect(navigations).to.deep.equal([]);
  });

  it('?noredirect on this page sets the session flag, and later loads stay put', () => {
    history.replaceState(history.state, '', `${location.pathname}?noredirect`);
    chromeSeams.address = () => location.href;
    expect(runConfigRedirect(site())).to.equal(false);
    expect(readItem('session', NO_REDIRECT_FLAG_KEY)).to.equal('1');
    expect(sessionStorage.getItem(NO_REDIRECT_FLAG_KEY), 'kept in sessionStorage').to.equal('1');

    chromeSeams.address = () => 'https://shop.example.com/about?x=1'; // the next page, without the parameter
    expect(runConfigRedirect(site())).to.equal(false);
    expect(navigations).to.deep.equal([]);
  });

  it('?noredirect sets the flag for a visitor too; a page without it sets nothing', () => {
    chromeSeams.address = () => 'https://shop.example.com/p';
    runConfigRedirect(site({ account: false }));
    expect(readItem('session', NO_REDIRECT_FLAG_KEY)).to.equal(null);
    chromeSeams.address = () => 'https://shop.example.com/p?noredirect=1';
    runConfigRedirect(site({ account: false }));
    expect(readItem('session', NO_REDIRECT_FLAG_KEY)).to.equal('1');
  });

  it('on this localhost test page the redirect is skipped for an admin', () => {
    chromeSeams.address = defaultChromeSeams.address;
    expect(location.hostname).to.equal('localhost');
    expect(runConfigRedirect(site())).to.equal(false);
    expect(navigations).to.deep.equal([]);
  });

  const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

  it('startChrome: when the redirect navigates, nothing else starts (Escape does not navigate again)', async () => {
    const stop = startChrome(site());
    try {
      await loadChrome();
      escape();
      await loadChrome();
      expect(navigations).to.deep.equal([['/config/?frameUrl=%2Fabout%3Fx%3D1', 'replace']]);
    } finally {
      stop();
    }
  });

  it('startChrome: without a redirect, the Escape listener stays until stop()', async () => {
    chromeSeams.address = () => 'https://shop.example.com/p';
    const stop = startChrome(site({ developerMode: true }));
    try {
      await loadChrome();
      expect(navigations, 'a developer-mode site does not redirect').to.deep.equal([]);
      escape();
      await loadChrome();
      expect(navigations, 'Escape takes the contributor to config').to.deep.equal([[target('/p'), 'assign']]);
    } finally {
      stop();
    }
    escape();
    await loadChrome();
    expect(navigations, 'stop() removed the listener').to.have.length(1);
  });

  it("the eager runtime's parameter names are QUERY_PARAMS' own", () => {
    expect([NO_REDIRECT_PARAM, LOGOUT_PARAM]).to.deep.equal([QUERY_PARAMS.noRedirect, QUERY_PARAMS.logout]);
  });
});
