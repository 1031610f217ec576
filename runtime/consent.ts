// Consent (visitor §3 "Cookie banner settings", §4 "Cookie banner", §9 "Cookies"): the visitor's stored
// choice, what it allows, and the broadcast when it changes. Eager and small: the tracking chunk, the
// form census and <sq-cookie-banner> all ask this module before they write a cookie or send a beacon.
import { COOKIE_BANNER_CHOICE_MAX_AGE_MS, DESIGNED_COOKIE_NAMES, VISITOR_COOKIES } from '../catalog/cookies.ts';
import { getCookie, removeCookie, setCookie } from './cookies.ts';
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
  constructor(readonly consent: ConsentState) {
    super(SqConsentChangeEvent.type);
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
  const value = getCookie(DESIGNED_COOKIE_NAMES.CONSENT);
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

export const visitorDataAllowed = (): boolean => consentState().visitorDataAllowed;

/** Removes the nine visitor cookies (on `/`). */
export function clearVisitorCookies(): void {
  for (const name of VISITOR_COOKIES) removeCookie(name);
}

/** Tells the page's analytics tags: Google's consent mode when gtag is present, a dataLayer event for tag managers. */
function notifyTags(granted: boolean): void {
  const value = granted ? 'granted' : 'denied';
  try {
    window.gtag?.('consent', 'update', { analytics_storage: value, ad_storage: value });
    if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: 'sq_consent_update', sqConsent: value });
  } catch {
    // A site's broken tag must not break the banner.
  }
}

/**
 * Once at start-up. Visitor §9: a restrictive cookie policy (without an accept), like a decline, clears the
 * nine visitor cookies on every page load, so cookies written before the policy or on another page go.
 * Then tells the page's tags the consent it starts with, when there is something to say: a stored choice,
 * or a restrictive policy holding visitor data back. A decline thus reaches Google's consent mode and tag
 * managers on every page for its 30 days, not only on the page where it was made.
 */
export function announceConsent(): void {
  const state = consentState();
  if (!state.visitorDataAllowed) clearVisitorCookies();
  if (state.choice !== null || state.isAnalyticsCookiesDisabled) notifyTags(state.visitorDataAllowed);
}

function broadcast(): void {
  const state = consentState();
  if (!state.visitorDataAllowed) clearVisitorCookies();
  notifyTags(state.visitorDataAllowed);
  document.dispatchEvent(new SqConsentChangeEvent(state));
}

/** Stores the visitor's choice for 30 days and broadcasts it; a decline clears the visitor cookies. */
export function setConsent(accepted: boolean): void {
  setCookie(DESIGNED_COOKIE_NAMES.CONSENT, String(accepted), COOKIE_BANNER_CHOICE_MAX_AGE_MS);
  broadcast();
}

/** Forgets the choice (a "cookie preferences" link, the demo) and broadcasts the state that follows. */
export function resetConsent(): void {
  removeCookie(DESIGNED_COOKIE_NAMES.CONSENT);
  broadcast();
}

export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  const handler = (event: SqConsentChangeEvent) => listener(event.consent);
  document.addEventListener(SqConsentChangeEvent.type, handler);
  return () => document.removeEventListener(SqConsentChangeEvent.type, handler);
}
