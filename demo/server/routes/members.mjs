// @ts-check
// Site-user (member) session calls (reference §3.7, §6), this library's design:
// - POST /api/site-users/login { email, password, rememberMe } → 200 { xsrfToken, account } and the
//   member session cookie (persistent for 30 days with rememberMe, else a browser-session cookie);
//   401 { error } for bad credentials, 400 { error } for a payload without an email or password.
// - GET /api/site-users/account → 200 { account } when the session cookie and the X-XSRF-Token header
//   match; 401 without a session, 403 with a missing or wrong header.
// - POST /api/site-users/logout → 200 { success: true }: ends the caller's session and clears the
//   cookie, with or without the header (logging out only ends the caller's own session, so it is
//   not a protected action; a member whose token is lost must still be able to log out).
// Each entry's outcome records the header the call carried (the request log keeps only a few headers).
import { randomBytes } from 'node:crypto';
import { json } from '../http.mjs';

export const MEMBER_COOKIE = 'sq_member';
export const MEMBER_XSRF_HEADER = 'x-xsrf-token';
/** The demo's one member account. */
export const DEMO_MEMBER = { email: 'member@example.com', password: 'member-password', id: 'm-1001', firstName: 'Mia' };
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/** @returns {import('./index.mjs').Route[]} */
export function memberRoutes() {
  /** session id → xsrf token */
  const sessions = new Map();
  const account = { id: DEMO_MEMBER.id, email: DEMO_MEMBER.email, firstName: DEMO_MEMBER.firstName };
  /** @param {import('node:http').IncomingMessage} req */
  const headerOf = (req) => {
    const value = req.headers[MEMBER_XSRF_HEADER];
    return typeof value === 'string' ? value : null;
  };
  return [
    {
      method: 'POST', path: '/api/site-users/login', kind: 'auth',
      answer({ body, entry }) {
        const fields = /** @type {Record<string, unknown>} */ (body && typeof body === 'object' ? body : {});
        const { email, password, rememberMe } = fields;
        if (typeof email !== 'string' || !email || typeof password !== 'string' || !password) {
          entry.outcome = { loggedIn: false, reason: 'missing fields' };
          return json(400, { error: 'Email and password are required.' });
        }
        if (email.toLowerCase() !== DEMO_MEMBER.email || password !== DEMO_MEMBER.password) {
          entry.outcome = { loggedIn: false, reason: 'bad credentials' };
          return json(401, { error: 'Your email or password is incorrect.' });
        }
        const session = randomBytes(12).toString('hex');
        const xsrfToken = randomBytes(16).toString('hex');
        sessions.set(session, xsrfToken);
        entry.outcome = { loggedIn: true, rememberMe: rememberMe === true, xsrfToken };
        const maxAge = rememberMe === true ? `; Max-Age=${REMEMBER_SECONDS}` : '';
        return {
          ...json(200, { xsrfToken, account }),
          cookies: [`${MEMBER_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax${maxAge}`],
        };
      },
    },
    {
      method: 'GET', path: '/api/site-users/account', kind: 'auth',
      answer({ req, cookies, entry }) {
        const expected = sessions.get(cookies[MEMBER_COOKIE] ?? '');
        const sent = headerOf(req);
        entry.outcome = { xsrfHeader: sent, valid: expected !== undefined && sent === expected };
        if (expected === undefined) return json(401, { error: 'Please log in.' });
        if (sent !== expected) return json(403, { error: 'Invalid anti-forgery token.' });
        return json(200, { account });
      },
    },
    {
      method: 'POST', path: '/api/site-users/logout', kind: 'auth',
      answer({ req, cookies, entry }) {
        const session = cookies[MEMBER_COOKIE] ?? '';
        const expected = sessions.get(session);
        const sent = headerOf(req);
        entry.outcome = { xsrfHeader: sent, hadSession: expected !== undefined };
        sessions.delete(session);
        return { ...json(200, { success: true }), cookies: [`${MEMBER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`] };
      },
    },
  ];
}
