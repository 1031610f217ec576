// Consent (visitor §3 "Cookie banner settings", §4 "Cookie banner", §9 "Cookies"): the visitor's stored
// choice and what it allows. Eager and small: the tracking chunk, the form census and <sq-cookie-banner>
// all ask this module before they write a cookie or send a beacon. Making a choice and its broadcast are
// in consent-choice.ts, loaded by the banner and by Sq.consent.
import { CONSENT_COOKIE } from '../catalog/consent-cookie.ts';
import { getCookie } from './cookie-jar.ts';
import { SqEvent } from './events.ts';

export interface ConsentState {
  /** The stored choice: true (accepted), false (declined), null (none yet, or expired). */
  choice: boolean | null;
  /** Visitor cookies, tracking beacons and performance records may be written and sent. */
  visitorDataAllowed: boolean;
  /** JavaScript error reports may be sent (only an absolute restrictive policy and a decline stop them). */
  errorReportsAllowed: boolean;
  /** Component-side flag: the inverse of isVisitorDataRestricted. Pageview hits, census and trace need it. */
  isActivityLogEnabled: boolean;
  /** Component-side flag: equals isRestrictiveCookiePolicyEnabled. */
  isAnalyticsCookiesDisabled: boolean;
}

export class SqConsentChangeEvent extends SqEvent {
  static readonly type = 'sq-consent-change';
  // Declared, not a parameter property: a class field is emitted as code, and dist/sq.js has no bytes to spare.
  declare readonly consent: ConsentState;
  constructor(consent: ConsentState) {
    super(SqConsentChangeEvent.type);
    this.consent = consent;
  }
}

declare global {
  interface DocumentEventMap { 'sq-consent-change': SqConsentChangeEvent }
  interface GlobalEventHandlersEventMap { 'sq-consent-change': SqConsentChangeEvent }
  interface Window { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] }
}

let settings: Record<string, unknown> = {};

/** The site context's cookieSettings; the runtime sets them at start-up, tests and the demo at will. */
export function configureConsent(cookieSettings: Record<string, unknown>): void {
  settings = cookieSettings;
}

export const cookieSettings = (): Record<string, unknown> => settings;

const flag = (name: string): boolean => settings[name] === true;

/** The stored choice; anything but 'true' or 'false' counts as no choice. */
export function storedChoice(): boolean | null {
  const value = getCookie(CONSENT_COOKIE);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function consentState(): ConsentState {
  const choice = storedChoice();
  const restrictive = flag('isRestrictiveCookiePolicyEnabled');
  // A decline is always honoured; without a choice, a restrictive policy holds visitor data back.
  const visitorDataAllowed = choice ?? !restrictive;
  return {
    choice,
    visitorDataAllowed,
    errorReportsAllowed: visitorDataAllowed || !(restrictive && flag('isRestrictiveCookiePolicyAbsolute')),
    isActivityLogEnabled: !flag('isVisitorDataRestricted'),
    isAnalyticsCookiesDisabled: restrictive,
  };
}

/**
 * The banner shows when it is enabled, or under a restrictive policy, until the visitor accepts or
 * declines (visitor §4); the choice then keeps it away for 30 days.
 */
export function bannerWanted(): boolean {
  return bannerConfigured() && storedChoice() === null;
}

/** The site has a banner at all (enabled, or a restrictive policy): the page keeps one to force or re-show. */
export function bannerConfigured(): boolean {
  return flag('isCookieBannerEnabled') || flag('isRestrictiveCookiePolicyEnabled');
}

// No visitorDataAllowed() shorthand: its callers (tracking, the form census) read
// consentState().visitorDataAllowed, an export less for dist/sq.js, which has no bytes to spare.

export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  const handler = (event: SqConsentChangeEvent) => listener(event.consent);
  document.addEventListener(SqConsentChangeEvent.type, handler);
  return () => document.removeEventListener(SqConsentChangeEvent.type, handler);
}
