// The events tracker's ids (visitor §3 "Analytics events", §8, §9): the analytics id cookie (390 days)
// and the tracker session id cookie (30 minutes, renewed on use). Both are random UUIDs (version 4); a
// cookie holding anything else was tampered with and is replaced. Without consent for visitor data no
// cookie is written and the page keeps its ids in memory.
import { ANALYTICS_ID_COOKIE_DAYS } from '../../catalog/constants.ts';
import { DESIGNED_COOKIE_NAMES } from '../../catalog/cookies.ts';
import { TRACKER_SESSION_MAX_AGE_MS } from '../../catalog/analytics.ts';
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { consentState } from '../consent.ts';
import { getCookie, setCookie } from '../cookies.ts';
import { logWarn } from '../log.ts';

const DAY_MS = 86400000;
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The cookie seam of the ids: tests swap `set` for one that does not stick, as a browser with cookies
 * disabled behaves, without patching document.cookie.
 */
export const idCookies = {
  get: (name: string): string | undefined => getCookie(name),
  set: (name: string, value: string, maxAgeMs: number): void => setCookie(name, value, maxAgeMs),
};

/** A random UUID (version 4) from crypto.getRandomValues, which, unlike randomUUID, also works over http. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isTrackerId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

let pageAnalyticsId: string | undefined;
let analyticsIdUnstorable = false;

/** The analytics id: the cookie's, or a new one stored for 390 days ('Unable to store analyticsId' if it does not stick). */
export function analyticsId(): string {
  const stored = idCookies.get(DESIGNED_COOKIE_NAMES.ANALYTICS_ID);
  if (isTrackerId(stored)) return stored;
  pageAnalyticsId ??= randomId();
  // One attempt per page: a browser that refuses the cookie once refuses it every time.
  if (consentState().visitorDataAllowed && !analyticsIdUnstorable) {
    idCookies.set(DESIGNED_COOKIE_NAMES.ANALYTICS_ID, pageAnalyticsId, ANALYTICS_ID_COOKIE_DAYS * DAY_MS);
    if (idCookies.get(DESIGNED_COOKIE_NAMES.ANALYTICS_ID) !== pageAnalyticsId) {
      analyticsIdUnstorable = true;
      logWarn(EVENT_MESSAGES.analyticsIdNotStored);
    }
  }
  return pageAnalyticsId;
}

let pageSessionId: string | undefined;

/**
 * The tracker session id: the cookie's (renewed for 30 minutes on every use), or a new one once the last
 * expired. Without consent, or when the cookie does not stick, one id in memory serves the page.
 */
export function trackerSessionId(): string {
  const name = DESIGNED_COOKIE_NAMES.TRACKER_SESSION;
  const stored = idCookies.get(name);
  if (!consentState().visitorDataAllowed) return isTrackerId(stored) ? stored : (pageSessionId ??= randomId());
  const id = isTrackerId(stored) ? stored : randomId();
  idCookies.set(name, id, TRACKER_SESSION_MAX_AGE_MS);
  return idCookies.get(name) === id ? id : (pageSessionId ??= id);
}

/** Forgets the in-memory ids (tests; the ids of a new page). */
export function resetTrackerIds(): void {
  pageAnalyticsId = undefined;
  pageSessionId = undefined;
  analyticsIdUnstorable = false;
}
