// Logging out and the notice after it (visitor §2 "Logout notice", §6 "Only an authenticated account can
// log out", §7 POST /api/auth/Logout). Loaded on Shift+Escape or on a page with ?logout=true, so the
// transport and the dialog texts stay out of the eager runtime. After a successful logout the page goes
// to its own path with ?logout=true, which shows 'Logout Successful' once: the flag is taken out of the
// address before the dialog opens, so a reload or a bookmark does not show it again.
import { CHROME_WARNINGS, LOGOUT_FLAG_VALUE, LOGOUT_TIMEOUT_MS } from '../../catalog/chrome.ts';
import { DIALOG_MESSAGES } from '../../catalog/messages/dialogs.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { QUERY_PARAMS } from '../../catalog/routes.ts';
import { logWarn } from '../log.ts';
import { failureMessage, request } from '../transport.ts';
import { chromeSeams } from './seams.ts';

let loggingOut = false;

/** POST /api/auth/Logout (crumb header), then this path with ?logout=true. A failure warns and stays. */
export async function logout(): Promise<void> {
  if (loggingOut) return; // a second Shift+Escape while the first is on its way
  loggingOut = true;
  try {
    await request(API_PATHS.logout, { method: 'POST', timeoutMs: LOGOUT_TIMEOUT_MS });
    const { pathname } = new URL(chromeSeams.address());
    chromeSeams.navigate(`${pathname}?${QUERY_PARAMS.logout}=${LOGOUT_FLAG_VALUE}`, 'replace');
  } catch (error) {
    logWarn(CHROME_WARNINGS.logoutFailed(failureMessage(error)));
  } finally {
    loggingOut = false;
  }
}

export const logoutRequested = (url: URL): boolean => url.searchParams.get(QUERY_PARAMS.logout) === LOGOUT_FLAG_VALUE;

/** The search without any logout parameter, the other pairs kept exactly as written. */
export function withoutLogoutFlag(search: string): string {
  const kept = search.replace(/^\?/, '').split('&').filter((pair) => {
    if (pair === '') return false;
    try {
      return decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' ')) !== QUERY_PARAMS.logout;
    } catch {
      return true; // not ours to judge: leave a malformed pair alone
    }
  });
  return kept.length ? `?${kept.join('&')}` : '';
}

let shown = false;

/** Shows 'Logout Successful' once for a page loaded with ?logout=true, and cleans the address. */
export function showLogoutNotice(): void {
  const url = new URL(chromeSeams.address());
  if (shown || !logoutRequested(url)) return;
  shown = true;
  try {
    history.replaceState(history.state, '', url.pathname + withoutLogoutFlag(url.search) + url.hash);
  } catch {
    // An address that cannot be rewritten (a sandboxed frame) only means a reload shows the notice again.
  }
  const options = { title: DIALOG_MESSAGES.logoutTitle, message: DIALOG_MESSAGES.logoutMessage };
  Promise.resolve()
    .then(() => chromeSeams.info(options))
    .catch(() => undefined); // warned about where it failed (the seam, or the dialogs API)
}

/** Lets a test show the notice again. */
export function resetLogoutNotice(): void {
  shown = false;
}
