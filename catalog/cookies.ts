// Cookie names (visitor §3). Lifetimes are in constants.ts.
import { CONSENT_COOKIE } from './consent-cookie.ts';

export const COOKIE_NAMES = {
  VISITOR_RECORD: 'ss_cvr',
  VISIT_TOKEN: 'ss_cvt',
  CRUMB: 'crumb',
  HAS_CART: 'hasCart',
  CART: 'CART',
  LAST_ID: 'ss_lastid',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** The cookie banner choice is kept 30 days (visitor §9). */
export const COOKIE_BANNER_CHOICE_MAX_AGE_MS = 2592000000;

/** Visitor record format: id|n|n|n|count, every part a positive integer. */
export const VISITOR_RECORD_SEPARATOR = '|';
export const VISITOR_RECORD_PARTS = 5;

/**
 * Cookies the spec describes without naming them; the names are this library's design
 * (docs/decisions.md, "Consent and tracking").
 */
export const DESIGNED_COOKIE_NAMES = {
  /** The visitor's cookie-banner choice: 'true' or 'false', kept 30 days. */
  CONSENT: CONSENT_COOKIE,
  /** The events service's analytics id, kept 390 days. */
  ANALYTICS_ID: 'ss_aid',
  /** The events tracker's session id, kept for the visit (30 minutes, renewed on activity). */
  TRACKER_SESSION: 'ss_sid',
  /** The marketing id (the landing page's mkwid query parameter), kept for the visit. */
  MARKETING_ID: 'ss_mkid',
} as const;

/**
 * The nine visitor cookies a restrictive cookie policy clears when the visitor declines (visitor §9):
 * the five this library writes, and four names earlier versions of the platform's tracker wrote, so a
 * decline leaves none behind.
 */
export const VISITOR_COOKIES = [
  COOKIE_NAMES.VISITOR_RECORD, COOKIE_NAMES.VISIT_TOKEN, DESIGNED_COOKIE_NAMES.ANALYTICS_ID,
  DESIGNED_COOKIE_NAMES.TRACKER_SESSION, DESIGNED_COOKIE_NAMES.MARKETING_ID,
  'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_pvt',
] as const;
