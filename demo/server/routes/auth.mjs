// @ts-check
// Session calls: GET /api/crumb (hands out the CSRF crumb, see crumb.mjs) and POST /api/auth/Logout.
// Logout clears the owner's session cookie (Max-Age=0) and answers 200 { success: true }, also when
// there was no session: logging out twice is not an error a visitor should see.
import { CRUMB_COOKIE, crumbCookie, newCrumb } from '../crumb.mjs';
import { json } from '../http.mjs';

/** The owner's login session on a published site (the demo's name for it). */
export const SESSION_COOKIE = 'sq_session';

/** @returns {import('./index.mjs').Route[]} */
export function authRoutes() {
  return [
    {
      method: 'GET', path: '/api/crumb', kind: 'auth',
      answer({ cookies }) {
        const sent = cookies[CRUMB_COOKIE];
        if (sent) return json(200, { crumb: sent });
        const crumb = newCrumb();
        return { ...json(200, { crumb }), cookies: [crumbCookie(crumb)] };
      },
    },
    {
      method: 'POST', path: '/api/auth/Logout', kind: 'auth',
      answer({ cookies, entry }) {
        entry.outcome = { hadSession: SESSION_COOKIE in cookies };
        return { ...json(200, { success: true }), cookies: [`${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`] };
      },
    },
  ];
}
