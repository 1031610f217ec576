// The site chrome's code, loaded by ./chrome.ts when a page or a key press needs it (visitor §2): the
// config redirect first (when it navigates, nothing else starts), then the logout notice, and what each
// Escape does. The logout itself and the notice are one chunk further (./logout.ts: transport, texts).
import { LOGOUT_FLAG_VALUE } from '../../catalog/chrome.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { QUERY_PARAMS } from '../../catalog/routes.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { runConfigRedirect } from './redirect.ts';
import { chromeSeams } from './seams.ts';

export { onEscape } from './keyboard.ts';

/** Runs the page-load part of the chrome; true when the config redirect navigated away. */
export function startPage(context: SiteContext): boolean {
  try {
    if (runConfigRedirect(context)) return true;
    if (new URL(chromeSeams.address()).searchParams.get(QUERY_PARAMS.logout) === LOGOUT_FLAG_VALUE) {
      import('./logout.ts').then((m) => m.showLogoutNotice(), () => logWarn(LIBRARY_MESSAGES.moduleLoadFailed('logout')));
    }
  } catch {
    // the chrome must never stop the page: no redirect, no notice
  }
  return false;
}
