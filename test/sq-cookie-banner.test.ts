// <sq-cookie-banner>: when it mounts (visitor §4 "Cookie banner", §2 screenshot flag), the choice stored
// 30 days and broadcast (§9 "Cookies"), a decline under a restrictive policy clearing the visitor
// cookies, the force/update/unforce events, and a bad `settings` attribute (keyboard and focus: -focus.test).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { configureConsent, SqConsentChangeEvent } from '../runtime/consent.ts';
import { resetConsent } from '../runtime/consent-choice.ts';
import { DESIGNED_COOKIE_NAMES, VISITOR_COOKIES } from '../catalog/cookies.ts';
import {
  SqCookieBannerChoiceEvent, SqCookieBannerElement, SqCookieBannerForceEvent, SqCookieBannerUnforceEvent,
  SqCookieBannerUpdateEvent,
} from '../elements/sq-cookie-banner.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { setCookies } from './support/cookies.ts';

define('sq-cookie-banner', SqCookieBannerElement);

const CONSENT = DESIGNED_COOKIE_NAMES.CONSENT;
const banner = (el: Element) => el.querySelector<HTMLElement>('.sq-cookie-banner');
const accept = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-cookie-banner__accept')!;
const decline = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-cookie-banner__decline')!;
const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const clearCookies = () => setCookies(Object.fromEntries([CONSENT, ...VISITOR_COOKIES].map((n) => [n, null])));

async function mount(markup = html`<sq-cookie-banner></sq-cookie-banner>`): Promise<HTMLElement> {
  const parent = await fixture<HTMLElement>(html`<div>${markup}</div>`);
  await whenRendered();
  return parent.querySelector('sq-cookie-banner')!;
}

async function dispatchOnDocument(event: Event) {
  document.dispatchEvent(event);
  await whenRendered();
}

describe('<sq-cookie-banner>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => {
    logs = captureLogs();
    clearCookies();
  });
  afterEach(() => {
    logs.stop();
    clearCookies();
    configureConsent({});
  });

  describe('mounts only when the settings say it should show', () => {
    it('shows when the banner is enabled and nothing is stored', async () => {
      configureConsent({ isCookieBannerEnabled: true });
      expect(banner(await mount()) === null).to.equal(false);
    });

    it('shows under a restrictive policy without a stored choice', async () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true });
      expect(banner(await mount()) === null).to.equal(false);
    });

    it('renders nothing under a restrictive policy with a stored choice', async () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true });
      setCookies({ [CONSENT]: 'false' });
      const el = await mount();
      expect(banner(el) === null).to.equal(true);
      expect(el.childElementCount).to.equal(0);
    });

    it('renders nothing when disabled and not restrictive', async () => {
      configureConsent({ isCookieBannerEnabled: false });
      expect(banner(await mount()) === null).to.equal(true);
    });

    it('treats a tampered choice cookie as no choice', async () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true });
      setCookies({ [CONSENT]: 'maybe' });
      expect(banner(await mount()) === null).to.equal(false);
    });

    it('renders nothing on a screenshot-flagged page, even forced', async () => {
      const original = location.href;
      const flagged = new URL(original);
      flagged.searchParams.set('screenshot', '');
      history.replaceState(history.state, '', flagged);
      try {
        configureConsent({ isCookieBannerEnabled: true });
        const el = await mount();
        expect(banner(el) === null).to.equal(true);
        await dispatchOnDocument(new SqCookieBannerForceEvent());
        expect(banner(el) === null).to.equal(true);
      } finally {
        history.replaceState(history.state, '', original);
      }
    });

    it('takes settings from the attribute over the context, field by field', async () => {
      configureConsent({ isCookieBannerEnabled: true, cookieBannerCtaText: 'Context OK', cookieBannerCtaVariant: 'TEXT' });
      const el = await mount(html`<sq-cookie-banner settings='{"cookieBannerVariant":"POPUP"}'></sq-cookie-banner>`);
      expect(banner(el)!.getAttribute('data-variant')).to.equal('POPUP');
      expect(accept(el).textContent).to.equal('Context OK');
      el.setAttribute('settings', '{"cookieBannerCtaText":"Attribute OK"}');
      await whenRendered();
      expect(banner(el)!.getAttribute('data-variant')).to.equal('BAR');
      expect(accept(el).textContent).to.equal('Attribute OK');
    });

    it('mounts from the attribute alone when it enables the banner', async () => {
      const el = await mount(html`<sq-cookie-banner settings='{"isCookieBannerEnabled":true}'></sq-cookie-banner>`);
      expect(banner(el) === null).to.equal(false);
    });
  });

  describe('a bad settings attribute', () => {
    it('logs the parser message for bad JSON and uses the context settings', async () => {
      configureConsent({ isCookieBannerEnabled: true, cookieBannerCtaText: 'From context', cookieBannerCtaVariant: 'BUTTON' });
      const el = await mount(html`<sq-cookie-banner settings="{not json"></sq-cookie-banner>`);
      expect(logs.messages()).to.include('Expected JSON for <sq-cookie-banner settings> but "{not json" found.');
      expect(accept(el).textContent).to.equal('From context');
    });

    it('logs the parser message for JSON that is not an object', async () => {
      configureConsent({ isCookieBannerEnabled: true });
      const el = await mount(html`<sq-cookie-banner settings="[1,2]"></sq-cookie-banner>`);
      expect(logs.messages()).to.include('Expected valid data for <sq-cookie-banner settings> but "[1,2]" found.');
      expect(banner(el) === null).to.equal(false);
    });
  });

  describe('the choice, stored 30 days and broadcast', () => {
    it('accept stores "true", fires sq-consent-change and the choice event, and unmounts', async () => {
      configureConsent({ isCookieBannerEnabled: true });
      const el = await mount();
      const changed = oneEvent(document, 'sq-consent-change');
      const chosen = oneEvent(el, 'sq-cookie-banner-choice');
      accept(el).click();
      const state = ((await changed) as unknown as SqConsentChangeEvent).consent;
      expect(state.choice).to.equal(true);
      expect(state.visitorDataAllowed).to.equal(true);
      const choice = (await chosen) as unknown as SqCookieBannerChoiceEvent;
      expect(choice).to.be.instanceOf(SqCookieBannerChoiceEvent);
      expect(choice.accepted).to.equal(true);
      expect(cookie(CONSENT)).to.equal('true');
      await whenRendered();
      expect(banner(el) === null).to.equal(true);
    });

    it('decline stores "false" and broadcasts visitor data not allowed', async () => {
      configureConsent({ isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
      const el = await mount();
      const changed = oneEvent(document, 'sq-consent-change');
      decline(el).click();
      const state = ((await changed) as unknown as SqConsentChangeEvent).consent;
      expect(state.choice).to.equal(false);
      expect(state.visitorDataAllowed).to.equal(false);
      expect(cookie(CONSENT)).to.equal('false');
      await whenRendered();
      expect(banner(el) === null).to.equal(true);
    });

    it('declining under a restrictive policy clears the visitor cookies', async () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
      setCookies({ ss_cvr: '1|2|3|4|5', ss_cvt: '987', ss_cpvisit: '1', ss_pvt: '2' });
      const el = await mount();
      decline(el).click();
      for (const name of ['ss_cvr', 'ss_cvt', 'ss_cpvisit', 'ss_pvt']) expect(cookie(name), name).to.equal(undefined);
      expect(cookie(CONSENT)).to.equal('false');
    });

    it('accepting keeps the visitor cookies', async () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true });
      setCookies({ ss_cvr: '1|2|3|4|5', ss_cvt: '987' });
      accept(await mount()).click();
      expect(cookie('ss_cvr')).to.equal('1|2|3|4|5');
      expect(cookie('ss_cvt')).to.equal('987');
    });

    it('shows again when the choice is forgotten (resetConsent)', async () => {
      configureConsent({ isCookieBannerEnabled: true });
      const el = await mount();
      accept(el).click();
      await whenRendered();
      expect(banner(el) === null).to.equal(true);
      resetConsent();
      await whenRendered();
      expect(banner(el) === null).to.equal(false);
    });
  });

  describe('force, update and unforce events on document', () => {
    it('force mounts it with a stored choice, unforce restores the settings-driven state', async () => {
      configureConsent({ isCookieBannerEnabled: true });
      setCookies({ [CONSENT]: 'true' });
      const el = await mount();
      expect(banner(el) === null).to.equal(true);
      await dispatchOnDocument(new CustomEvent('sq-cookie-banner-force'));
      expect(banner(el) === null).to.equal(false);
      await dispatchOnDocument(new SqCookieBannerUnforceEvent());
      expect(banner(el) === null).to.equal(true);
    });

    it('force mounts a disabled banner; a choice in it closes it and is stored', async () => {
      const el = await mount();
      expect(banner(el) === null).to.equal(true);
      await dispatchOnDocument(new SqCookieBannerForceEvent());
      accept(el).click();
      await whenRendered();
      expect(banner(el) === null).to.equal(true);
      expect(cookie(CONSENT)).to.equal('true');
      await dispatchOnDocument(new SqCookieBannerForceEvent());
      expect(banner(el) === null).to.equal(false);
    });

    it('update remounts with the settings in its detail, over the attribute and the context', async () => {
      configureConsent({ isCookieBannerEnabled: true, cookieBannerCtaText: 'Context', cookieBannerCtaVariant: 'TEXT' });
      const el = await mount();
      const before = banner(el);
      await dispatchOnDocument(new CustomEvent('sq-cookie-banner-update', { detail: { cookieBannerVariant: 'POPUP' } }));
      expect(banner(el) === before).to.equal(false); // a new view
      expect(banner(el)!.getAttribute('data-variant')).to.equal('POPUP');
      expect(accept(el).textContent).to.equal('Context');
      await dispatchOnDocument(new SqCookieBannerUpdateEvent({ cookieBannerCtaText: 'Typed event' }));
      expect(banner(el)!.getAttribute('data-variant')).to.equal('BAR');
      expect(accept(el).textContent).to.equal('Typed event');
    });

    it('update without detail re-reads the context', async () => {
      configureConsent({ isCookieBannerEnabled: true, cookieBannerTheme: 'LIGHT' });
      const el = await mount();
      expect(banner(el)!.getAttribute('data-theme')).to.equal('LIGHT');
      configureConsent({ isCookieBannerEnabled: true, cookieBannerTheme: 'DARK' });
      await dispatchOnDocument(new CustomEvent('sq-cookie-banner-update'));
      expect(banner(el)!.getAttribute('data-theme')).to.equal('DARK');
      configureConsent({});
      await dispatchOnDocument(new CustomEvent('sq-cookie-banner-update'));
      expect(banner(el) === null).to.equal(true);
    });

    it('stops listening once removed from the page', async () => {
      const el = await mount();
      el.remove();
      await whenRendered();
      await dispatchOnDocument(new SqCookieBannerForceEvent());
      expect(banner(el) === null).to.equal(true);
    });
  });
});
