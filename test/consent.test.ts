// runtime/consent.ts: what each policy and choice allows (visitor §3 "Cookie banner settings", §4, §9
// "Cookies"), the nine cleared cookies, the broadcast and the tag hooks.
import { expect } from '@open-wc/testing';
import { COOKIE_BANNER_CHOICE_MAX_AGE_MS, DESIGNED_COOKIE_NAMES, VISITOR_COOKIES } from '../catalog/cookies.ts';
import { RESTRICTIVE_POLICY_CLEARED_COOKIE_COUNT } from '../catalog/constants.ts';
import { bannerWanted, configureConsent, consentState, onConsentChange, type ConsentState } from '../runtime/consent.ts';
import { resetConsent, setConsent, startupConsent } from '../runtime/consent-choice.ts';
import { cookieLinesDuring, expiresIn, lastsAbout, setCookies } from './support/cookies.ts';

const CONSENT = DESIGNED_COOKIE_NAMES.CONSENT;
const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const clear = () => setCookies(Object.fromEntries([CONSENT, ...VISITOR_COOKIES].map((name) => [name, null])));

describe('consent (runtime/consent.ts)', () => {
  afterEach(() => { clear(); configureConsent({}); delete window.gtag; delete window.dataLayer; });

  describe('what a policy and a choice allow', () => {
    // [settings, stored choice, visitorDataAllowed, errorReportsAllowed]
    const cases: Array<[Record<string, unknown>, string | null, boolean, boolean]> = [
      [{}, null, true, true],
      [{}, 'true', true, true],
      [{}, 'false', false, true],
      [{ isRestrictiveCookiePolicyEnabled: true }, null, false, true],
      [{ isRestrictiveCookiePolicyEnabled: true }, 'true', true, true],
      [{ isRestrictiveCookiePolicyEnabled: true }, 'false', false, true],
      [{ isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true }, null, false, false],
      [{ isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true }, 'false', false, false],
      [{ isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true }, 'true', true, true],
      [{ isRestrictiveCookiePolicyAbsolute: true }, 'false', false, true],
      [{ isRestrictiveCookiePolicyEnabled: 'yes' }, null, true, true], // only true counts
      [{}, 'TRUE', true, true], // a tampered choice is no choice
      [{ isRestrictiveCookiePolicyEnabled: true }, '1', false, true],
    ];
    for (const [settings, choice, data, errors] of cases) {
      it(`${JSON.stringify(settings)} with choice ${choice}: visitor data ${data}, error reports ${errors}`, () => {
        configureConsent(settings);
        setCookies({ [CONSENT]: choice });
        const state = consentState();
        expect(state.choice).to.equal(choice === 'true' ? true : choice === 'false' ? false : null);
        expect(state.visitorDataAllowed).to.equal(data);
        expect(state.errorReportsAllowed).to.equal(errors);
      });
    }

    it('derives the component-side flags', () => {
      configureConsent({ isVisitorDataRestricted: true, isRestrictiveCookiePolicyEnabled: true });
      expect(consentState()).to.include({ isActivityLogEnabled: false, isAnalyticsCookiesDisabled: true });
      configureConsent({});
      expect(consentState()).to.include({ isActivityLogEnabled: true, isAnalyticsCookiesDisabled: false });
    });
  });

  describe('when the banner is wanted', () => {
    const cases: Array<[Record<string, unknown>, string | null, boolean]> = [
      [{ isCookieBannerEnabled: true }, null, true],
      [{ isCookieBannerEnabled: true }, 'true', false],
      [{ isCookieBannerEnabled: true }, 'false', false],
      [{ isRestrictiveCookiePolicyEnabled: true }, null, true],
      [{ isRestrictiveCookiePolicyEnabled: true }, 'false', false],
      [{}, null, false],
      [{ isCookieBannerEnabled: 'true' }, null, false],
    ];
    for (const [settings, choice, wanted] of cases) {
      it(`${JSON.stringify(settings)} with choice ${choice}: ${wanted}`, () => {
        configureConsent(settings);
        setCookies({ [CONSENT]: choice });
        expect(bannerWanted()).to.equal(wanted);
      });
    }
  });

  describe('a choice', () => {
    it('keeps the choice 30 days', () => {
      expect(COOKIE_BANNER_CHOICE_MAX_AGE_MS).to.equal(30 * 86400000);
      setConsent(true);
      expect(cookie(CONSENT)).to.equal('true');
      setConsent(false);
      expect(cookie(CONSENT)).to.equal('false');
    });

    it('the browser jar writes the choice to expire in 30 days, an accept and a decline alike', () => {
      for (const accepted of [true, false]) {
        const lines = cookieLinesDuring(() => setConsent(accepted));
        expect(lastsAbout(expiresIn(lines, CONSENT), 30 * 86400000), lines.join(' / ')).to.equal(true);
        expect(cookie(CONSENT), 'and the browser took it').to.equal(String(accepted));
      }
    });

    it('a decline clears all nine visitor cookies on /', () => {
      expect(VISITOR_COOKIES).to.have.length(RESTRICTIVE_POLICY_CLEARED_COOKIE_COUNT);
      setCookies(Object.fromEntries(VISITOR_COOKIES.map((name) => [name, '1'])));
      for (const name of VISITOR_COOKIES) expect(cookie(name), name).to.equal('1');
      setConsent(false);
      for (const name of VISITOR_COOKIES) expect(cookie(name), name).to.equal(undefined);
    });

    describe('on page load (visitor §9 "A restrictive cookie policy clears nine visitor cookies")', () => {
      // [settings, stored choice, cleared]
      const cases: Array<[Record<string, unknown>, string | null, boolean]> = [
        [{ isRestrictiveCookiePolicyEnabled: true }, null, true],
        [{ isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true }, null, true],
        [{ isRestrictiveCookiePolicyEnabled: true }, 'false', true],
        [{}, 'false', true],
        [{ isRestrictiveCookiePolicyEnabled: true }, 'true', false],
        [{}, null, false],
        [{ isCookieBannerEnabled: true }, null, false],
      ];
      for (const [settings, choice, cleared] of cases) {
        it(`${JSON.stringify(settings)} with choice ${choice}: ${cleared ? 'clears all nine' : 'keeps them'}`, () => {
          configureConsent(settings);
          setCookies({ [CONSENT]: choice, ...Object.fromEntries(VISITOR_COOKIES.map((name) => [name, '1'])) });
          startupConsent();
          for (const name of VISITOR_COOKIES) expect(cookie(name), name).to.equal(cleared ? undefined : '1');
          expect(cookie(CONSENT), 'the choice itself stays').to.equal(choice ?? undefined);
        });
      }
    });

    it('an accept keeps them', () => {
      setCookies(Object.fromEntries(VISITOR_COOKIES.map((name) => [name, '1'])));
      setConsent(true);
      for (const name of VISITOR_COOKIES) expect(cookie(name), name).to.equal('1');
    });

    it('is broadcast as sq-consent-change, to gtag consent mode and to a dataLayer', () => {
      const seen: ConsentState[] = [];
      const stop = onConsentChange((state) => seen.push(state));
      const gtagCalls: unknown[][] = [];
      window.gtag = (...args: unknown[]) => { gtagCalls.push(args); };
      window.dataLayer = [];
      setConsent(false);
      setConsent(true);
      stop();
      setConsent(false);
      expect(seen.map((state) => state.visitorDataAllowed)).to.deep.equal([false, true]);
      expect(gtagCalls.slice(0, 2)).to.deep.equal([
        ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }],
        ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }],
      ]);
      expect(window.dataLayer.slice(0, 2)).to.deep.equal([
        { event: 'sq_consent_update', sqConsent: 'denied' }, { event: 'sq_consent_update', sqConsent: 'granted' },
      ]);
    });

    it('a broken gtag does not break the choice', () => {
      window.gtag = () => { throw new Error('tag manager down'); };
      setConsent(true);
      expect(cookie(CONSENT)).to.equal('true');
    });

    it('reset forgets the choice', () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true });
      setConsent(true);
      resetConsent();
      expect(cookie(CONSENT)).to.equal(undefined);
      expect(consentState().visitorDataAllowed).to.equal(false);
    });
  });
});
