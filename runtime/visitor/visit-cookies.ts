// Visit cookies (visitor §3 "Cookies", §4 and §5 "Visit cookies", §9 "Cookies"): the visitor record
// ss_cvr `id|firstVisitSeconds|lastPageViewSeconds|pageViews|visits` (every part a positive integer,
// kept 2 years) and the visit token ss_cvt (a positive integer, kept 30 minutes, renewed on every page
// view). A missing or tampered record is replaced by a new one; a valid record whose token is missing,
// tampered or older than 30 minutes starts a new visit. Nothing here throws. Consent is the caller's check.
import { COOKIE_NAMES, VISITOR_RECORD_PARTS, VISITOR_RECORD_SEPARATOR } from '../../catalog/cookies.ts';
import { VISIT_TOKEN_MAX_AGE_MS, VISITOR_RECORD_MAX_AGE_MS } from '../../catalog/constants.ts';
import { clock } from '../clock.ts';
import { getCookie, setCookie } from '../cookies.ts';

/** Where the cookies are read and written: the browser jar; tests pass a recording one. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeMs: number): void;
}

export const browserJar: CookieJar = { get: getCookie, set: setCookie };

export interface VisitorRecord {
  id: number;
  firstVisitSeconds: number;
  lastPageViewSeconds: number;
  pageViews: number;
  visits: number;
}

export interface VisitCookies {
  /** The ss_cvr value written. */
  record: string;
  /** The ss_cvt value written. */
  token: string;
  /** No valid record was found: this is a new visitor. */
  newVisitor: boolean;
  /** A new visit began (a new visitor, or the token was missing, tampered or expired). */
  newVisit: boolean;
}

/** Only ASCII digits, no sign, no leading zero, within the safe integer range. */
function positiveInteger(text: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads a record; null when it is not exactly five positive integers. */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(VISITOR_RECORD_SEPARATOR);
  if (parts.length !== VISITOR_RECORD_PARTS) return null;
  const numbers = parts.map(positiveInteger);
  if (numbers.some((n) => n === null)) return null;
  const [id, firstVisitSeconds, lastPageViewSeconds, pageViews, visits] = numbers as number[];
  return { id: id!, firstVisitSeconds: firstVisitSeconds!, lastPageViewSeconds: lastPageViewSeconds!, pageViews: pageViews!, visits: visits! };
}

export const parseVisitToken = (value: string | undefined): number | null =>
  typeof value === 'string' ? positiveInteger(value) : null;

export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisitSeconds, record.lastPageViewSeconds, record.pageViews, record.visits]
    .join(VISITOR_RECORD_SEPARATOR);
}

/** A random positive safe integer (53 bits from the platform's random source when there is one). */
export function randomPositiveInteger(): number {
  try {
    const [high, low] = crypto.getRandomValues(new Uint32Array(2));
    const value = (high! % 2 ** 21) * 2 ** 32 + low!;
    return value > 0 ? value : 1;
  } catch {
    return Math.floor(Math.random() * (Number.MAX_SAFE_INTEGER - 1)) + 1;
  }
}

const toSeconds = (ms: number): number => Math.max(1, Math.floor(ms / 1000));
const increment = (n: number): number => Math.min(n + 1, Number.MAX_SAFE_INTEGER);

function write(jar: CookieJar, name: string, value: string, maxAgeMs: number): void {
  try {
    jar.set(name, value, maxAgeMs);
  } catch {
    // Cookies may be blocked; tracking goes on without them.
  }
}

function read(jar: CookieJar, name: string): string | undefined {
  try {
    return jar.get(name);
  } catch {
    return undefined;
  }
}

/**
 * Counts one page view: keeps or replaces the visitor record, starts a new visit when the token is not
 * valid or the last page view is 30 minutes old, and writes both cookies with fresh lifetimes.
 */
export function ensureVisitCookies(now: number = clock.now(), jar: CookieJar = browserJar): VisitCookies {
  const seconds = toSeconds(now);
  const existing = parseVisitorRecord(read(jar, COOKIE_NAMES.VISITOR_RECORD));
  const existingToken = parseVisitToken(read(jar, COOKIE_NAMES.VISIT_TOKEN));
  // The cookie's own expiry ends a visit in the browser; the record's last page view ends it too, for a
  // jar that outlives its expiry (a restored session) and for tests that move the clock.
  const expired = existing !== null && now - existing.lastPageViewSeconds * 1000 >= VISIT_TOKEN_MAX_AGE_MS;
  const newVisitor = existing === null;
  const newVisit = newVisitor || existingToken === null || expired;

  const record: VisitorRecord = existing === null
    ? { id: randomPositiveInteger(), firstVisitSeconds: seconds, lastPageViewSeconds: seconds, pageViews: 1, visits: 1 }
    : {
      ...existing,
      lastPageViewSeconds: seconds,
      pageViews: increment(existing.pageViews),
      visits: newVisit ? increment(existing.visits) : existing.visits,
    };
  const token = String(newVisit ? randomPositiveInteger() : existingToken);
  const value = formatVisitorRecord(record);
  write(jar, COOKIE_NAMES.VISITOR_RECORD, value, VISITOR_RECORD_MAX_AGE_MS);
  write(jar, COOKIE_NAMES.VISIT_TOKEN, token, VISIT_TOKEN_MAX_AGE_MS);
  return { record: value, token, newVisitor, newVisit };
}

/** The valid visitor record as the census calls send it (visitorCookie); '' when there is none. */
export function visitorCookieValue(jar: CookieJar = browserJar): string {
  const value = read(jar, COOKIE_NAMES.VISITOR_RECORD);
  return parseVisitorRecord(value) === null ? '' : value!;
}
