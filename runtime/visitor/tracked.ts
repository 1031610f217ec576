// Who is tracked (visitor §2, §6): anonymous visitors and viewer-only accounts, outside the admin area
// (/config and below) and not on /search (nor below it). And whether tracking may send anything now:
// the visitor's consent allows visitor data and the site has not restricted it (visitor §3, §4).
import { ADMIN_PATH_PREFIX, UNTRACKED_PATHS } from '../../catalog/routes.ts';
import { consentState } from '../consent.ts';
import type { SiteContext } from '../context.ts';
import { isAuthenticated, isViewerOnly } from '../roles.ts';

/** The path is the prefix itself or lies below it ('/configure' is not under '/config'). */
const within = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

export function isTrackedPath(path: string): boolean {
  return !within(path, ADMIN_PATH_PREFIX) && !UNTRACKED_PATHS.some((untracked) => within(path, untracked));
}

export function isTrackedVisitor(context: SiteContext, url: URL = new URL(location.href)): boolean {
  return (!isAuthenticated(context) || isViewerOnly(context)) && isTrackedPath(url.pathname);
}

/** Pageview hits, census and beacons may be sent: consent allows visitor data and isActivityLogEnabled. */
export function trackingAllowed(): boolean {
  const state = consentState();
  return state.visitorDataAllowed && state.isActivityLogEnabled;
}
