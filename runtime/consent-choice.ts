// Making the visitor's cookie choice and broadcasting it (visitor §4 "Cookie banner", §9 "Cookies"):
// stores it for 30 days, clears the visitor cookies when visitor data is not allowed, tells the page's
// analytics tags and dispatches sq-consent-change. Loaded by <sq-cookie-banner>, by Sq.consent's methods,
// and at start-up only on pages that have a choice or a restrictive policy (runtime/index.ts).
import { COOKIE_BANNER_CHOICE_MAX_AGE_MS, DESIGNED_COOKIE_NAMES, VISITOR_COOKIES } from '../catalog/cookies.ts';
import { consentState, SqConsentChangeEvent } from './consent.ts';
import { removeCookie, setCookie } from './cookies.ts';

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
export function startupConsent(): void {
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
