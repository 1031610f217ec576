// runtime/site/site.ts: which site modules a page starts (by role, settings and markup), the cookie banner
// the settings ask for, a module that fails to load (a warning, nothing else), and stopping on destroy.
import { expect, waitUntil } from '@open-wc/testing';
import { configureConsent } from '../runtime/consent.ts';
import { normaliseContext } from '../runtime/context.ts';
import { SITE_MODULES, startSite } from '../runtime/site/site.ts';
import { captureLogs } from './support/logs.ts';

/** Each module's chunk is fetched (and transformed) on first use: more than waitUntil's 1 s on a busy machine. */
const LOADS = { timeout: 5000 };

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

  it('knows which page needs which module', () => {
    const wanted = (context: ReturnType<typeof site>) => SITE_MODULES.filter((m) => m.wanted(context, document)).map((m) => m.name);
    expect(wanted(site())).to.deep.equal([]);
    expect(wanted(site({ authenticatedAccount: { id: 'a1' } }))).to.deep.equal(['announcement bar', 'overlays manager']);
    expect(wanted(site({ websiteSettings: { mobileInfoBarSettings: {} } }))).to.deep.equal(['mobile info bar']);
    expect(wanted(site({ googleFonts: [{ includeName: 'Lato' }] }))).to.deep.equal(['fonts']);
    expect(wanted(site({ website: { id: 'x', typekitId: 'abc' } }))).to.deep.equal(['fonts']);
    expect(wanted(site({ websiteSettings: { commentsEnabled: true, disqusShortname: 'demo' } }))).to.deep.equal(['comment counts']);
    expect(wanted(site({ websiteSettings: { commentsEnabled: true } }))).to.deep.equal([]);
    expect(wanted(site({ websiteSettings: { pinterestOverlayOptions: { mode: 'hover' } } }))).to.deep.equal(['pinterest overlay']);
    expect(wanted(site({ websiteSettings: { pinterestOverlayOptions: { mode: 'disabled' } } }))).to.deep.equal([]);
    expect(wanted(site({ pageType: 103 }))).to.deep.equal(['page labels']);
    expect(wanted(site({ pageType: 106 }))).to.deep.equal(['page labels']);
    expect(wanted(site({ pageType: 200 }))).to.deep.equal(['cart page']);
    expect(wanted(site({ pageType: 205 }))).to.deep.equal(['cart page']);
    expect(wanted(site({ pageType: 201 }))).to.deep.equal([]);
    expect(wanted(site({ pageType: 209 }))).to.deep.equal(['reviews request']);
    for (const [attribute, module] of [['data-animation', 'block animations'], ['data-sq-cart-count', 'cart indicators'], ['data-sq-cart-subtotal', 'cart indicators']]) {
      const block = document.createElement('div');
      block.setAttribute(attribute!, 'fade-in');
      document.body.append(block);
      try {
        expect(wanted(site()), attribute).to.deep.equal([module]);
      } finally {
        block.remove();
      }
    }
    const marker = Object.assign(document.createElement('div'), { hidden: true });
    marker.dataset.sqSiteBadge = '';
    document.body.append(marker);
    try {
      expect(wanted(site())).to.deep.equal(['site badge']);
    } finally {
      marker.remove();
    }
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
    const popup = SITE_MODULES.find((module) => module.name === 'popup overlay')!;
    expect(popup.wanted(site(), document)).to.equal(false);
    expect(popup.wanted(site(popupSettings), document)).to.equal(true);
    stop = startSite(site(popupSettings));
    await waitUntil(overlay, 'the popup overlay opened', LOADS);
    expect(overlay()!.textContent).to.contain('Join the list');
  });

  it('gives a signed-in account the overlays manager (a popup preview), and a visitor none', async () => {
    const preview = () => [...document.querySelectorAll('button')].find((b) => /preview/i.test(b.textContent ?? ''));
    localStorage.clear();
    stop = startSite(site({ ...popupSettings, authenticatedAccount: { id: 'a1' } }));
    await waitUntil(() => preview(), 'the overlays manager added its button', LOADS);
    stop();
    stop = startSite(site(popupSettings));
    await waitUntil(overlay, 'the popup overlay opened', LOADS);
    expect(preview()).to.equal(undefined);
  });

  it('mounts the cart on a cart page and unmounts it on stop (global destroy)', async () => {
    const root = document.createElement('div');
    root.dataset.sqCartRoot = '';
    root.innerHTML = '<p>Your cart</p>';
    document.body.append(root);
    try {
      stop = startSite(site({ pageType: 200 }));
      await waitUntil(() => root.querySelector('sq-cart') !== null, 'the cart module mounted <sq-cart>', LOADS);
      stop();
      stop = undefined;
      expect(root.querySelector('sq-cart')).to.equal(null);
      expect(root.textContent).to.equal('Your cart');
    } finally {
      root.remove();
    }
  });

  it('logs a warning when a module cannot be loaded, and starts the others', async () => {
    const logs = captureLogs();
    const broken = {
      name: 'broken module', wanted: () => true, start: () => Promise.reject(new Error('offline')),
    };
    SITE_MODULES.push(broken);
    try {
      stop = startSite(site(popupSettings));
      await waitUntil(() => logs.messages().includes('Sq: the broken module module could not be loaded.'), 'the warning', LOADS);
      await waitUntil(overlay, 'the popup overlay still opened', LOADS);
    } finally {
      SITE_MODULES.splice(SITE_MODULES.indexOf(broken), 1);
      logs.stop();
    }
  });
});
