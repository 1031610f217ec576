// @ts-check
// The crumb (CSRF token), as the published sites use it.
//
// - Any GET of a page (not /api, /__sq or /__fake; Accept text/html, a path ending in / or .html) and
//   GET /api/crumb set a `crumb` cookie (random token, Path=/, readable by scripts) when the request
//   has none. GET /api/crumb also answers `{ crumb }`.
// - A crumb-protected call must carry the cookie's value back in the `X-CSRF-Token` header, a `crumb`
//   query parameter or a `crumb` body field (the three ways the spec's transport sends it). A missing
//   or different value is refused with 401 `{ crumbFail: true, crumb: <new> }` and a Set-Cookie of that
//   new crumb, so the client can store it and retry once (section 8, "crumbFail").
// - Protected calls: POST /api/events/RecordJavascriptErrors (header) and POST /api/events/RecordEvent
//   (body field). Everything else ignores the crumb.
import { randomBytes } from 'node:crypto';
import { json } from './http.mjs';

export const CRUMB_COOKIE = 'crumb';

export const newCrumb = () => randomBytes(18).toString('base64url');

/** @param {string} crumb */
export const crumbCookie = (crumb) => `${CRUMB_COOKIE}=${crumb}; Path=/; SameSite=Lax`;

/**
 * True when a GET is for a page, which is where a real site hands out the crumb.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} path
 */
export function isPageRequest(req, path) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(api|__sq|__fake)(\/|$)/.test(path)) return false;
  return path.endsWith('/') || path.endsWith('.html') || String(req.headers.accept ?? '').includes('text/html');
}

/**
 * The token the request sent back, from the header, the query or the body, in that order.
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, unknown>} query
 * @param {unknown} body
 * @returns {string | undefined}
 */
export function sentCrumb(req, query, body) {
  const header = req.headers['x-csrf-token'];
  if (typeof header === 'string' && header !== '') return header;
  if (typeof query.crumb === 'string') return query.crumb;
  if (typeof body === 'object' && body !== null && 'crumb' in body) {
    const value = /** @type {{ crumb: unknown }} */ (body).crumb;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * The 401 crumbFail answer, or null when the crumb matches the cookie.
 * @param {{ req: import('node:http').IncomingMessage, query: Record<string, unknown>, body: unknown,
 *   cookies: Record<string, string> }} ctx
 * @returns {import('./http.mjs').Reply | null}
 */
export function checkCrumb({ req, query, body, cookies }) {
  const expected = cookies[CRUMB_COOKIE];
  if (expected && sentCrumb(req, query, body) === expected) return null;
  const crumb = newCrumb();
  return { ...json(401, { crumbFail: true, crumb }), cookies: [crumbCookie(crumb)] };
}
