// runtime/site/site.ts: which site modules a page starts (by role, settings and markup), the cookie banner
// the settings ask for, a module that fails to load (a warning, nothing else), and stopping on destroy.
import { expect, waitUntil } from '@open-wc/testing';
import { configureConsent } from '../runtime/consent.ts';
import { normaliseContext } from '../runtime/context.ts';
import { SITE_MODULES, startSite } from '../runtime/site/site.ts';
import { captureLogs } from './support/logs.ts';

const site = (extra: Record<string, unknown> = {}) => normaliseContext({ website: { id: 'site-dispatch' }, ...extra });
const popupSettings = { websiteSettings: { popupOverlaySettings: { title: 'Join the list', message: 'News once a month.' } } };
const overlay = () => document.querySelector('[role="dialog"][aria-modal="true"]');

describe('site modules (runtime/site/site.ts)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    configureConsent({});
    localStorage.clear();
    sessionStorage.clear();
  });

  it('adds the cookie banner the settings ask for, and takes it away on stop', () => {
    configureConsent({ isCookieBannerEnabled: true });
    stop = startSite(site());
    expect(document.querySelectorAll('body > sq-cookie-banner')).to.have.length(1);
    stop();
    stop = undefined;
    expect(document.querySelector('sq-cookie-banner')).to.equal(null);
  });

  it('adds no banner on a screenshot, or when the site has none', () => {
    const original = location.href;
    history.replaceState(null, '', `${location.pathname}?screenshot=1`);
    try {
      configureConsent({ isCookieBannerEnabled: true });
      stop = startSite(site());
      expect(document.querySelector('sq-cookie-banner')).to.equal(null);
    } finally {
      history.replaceState(null, '', original);
    }
    stop();
    configureConsent({});
    stop = startSite(site());
    expect(document.querySelector('sq-cookie-banner')).to.equal(null);
  });

  it('starts the popup overlay when the site has one, and not otherwise', async () => {
    stop = startSite(site());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(overlay()).to.equal(null);
    stop();
    stop = startSite(site(popupSettings));
    await waitUntil(overlay, 'the popup overlay opened');
    expect(overlay()!.textContent).to.contain('Join the list');
  });

  it('gives a signed-in account the overlays manager (a popup preview), and a visitor none', async () => {
    const preview = () => [...document.querySelectorAll('button')].find((b) => /preview/i.test(b.textContent ?? ''));
    localStorage.clear();
    stop = startSite(site({ ...popupSettings, authenticatedAccount: { id: 'a1' } }));
    await waitUntil(() => preview(), 'the overlays manager added its button');
    stop();
    stop = startSite(site(popupSettings));
    await waitUntil(overlay, 'the popup overlay opened');
    expect(preview()).to.equal(undefined);
  });

  it('logs a warning when a module cannot be loaded, and starts the others', async () => {
    const logs = captureLogs();
    const broken = {
      name: 'broken module', wanted: () => true, start: () => Promise.reject(new Error('offline')),
    };
    SITE_MODULES.push(broken);
    try {
      stop = startSite(site(popupSettings));
      await waitUntil(() => logs.messages().includes('Sq: the broken module module could not be loaded.'), 'the warning');
      await waitUntil(overlay, 'the popup overlay still opened');
    } finally {
      SITE_MODULES.splice(SITE_MODULES.indexOf(broken), 1);
      logs.stop();
    }
  });
});
