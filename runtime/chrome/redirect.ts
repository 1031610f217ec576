// The config redirect (visitor §2 "Config redirect rules", §6): a contributor (logged in, with roles on
// this site) holding no VIEWER role who loads a page top-level is sent to /config/?frameUrl=<path and search>,
// the backend that shows the same page in its frame. Skipped on localhost, with the noredirect session
// flag, for developer-mode or cloneable sites, under /config itself, and when ?noredirect is in the
// query (which also sets the flag, so the rest of the tab's session browses the site as a visitor).
// §2 says "without a viewer-only role", §6 "A viewer role in websiteRoles prevents the redirect": §6 is
// the stricter reading and is followed, so VIEWER with any other role is not redirected either. Escape to
// config (a deliberate key) and tracking (§6 "viewer-only accounts") keep the contributor rule
// (docs/decisions.md "Spec conformance (issue 16)").
import { LOCAL_HOSTNAMES, LOCAL_HOSTNAME_SUFFIX, NO_REDIRECT_FLAG_KEY } from '../../catalog/chrome.ts';
import { ADMIN_PATH_PREFIX, QUERY_PARAMS, ROUTES } from '../../catalog/routes.ts';
import type { SiteContext } from '../context.ts';
import { holdsViewerRole, isAuthenticated, isViewerOnly, rolesOf } from '../roles.ts';
import { readItem, writeItem } from '../storage.ts';
import { chromeSeams } from './seams.ts';

export interface RedirectConditions {
  /** The page is not inside a frame. */
  topLevel: boolean;
  /** The noredirect flag is in this tab's session. */
  noRedirectFlag: boolean;
}

/** The backend entry for a page: /config/?frameUrl=<encoded path and search>. Also Escape's login entry. */
export const configUrl = (url: URL): string =>
  `${ROUTES.config}?${QUERY_PARAMS.frameUrl}=${encodeURIComponent(url.pathname + url.search)}`;

export const isLocalHost = (hostname: string): boolean =>
  (LOCAL_HOSTNAMES as readonly string[]).includes(hostname) || hostname.endsWith(LOCAL_HOSTNAME_SUFFIX);

export const isAdminPath = (pathname: string): boolean =>
  pathname === ADMIN_PATH_PREFIX || pathname.startsWith(`${ADMIN_PATH_PREFIX}/`);

/** Logged in with at least one role on this site, and not only the viewer role. */
export const isContributor = (context: SiteContext): boolean =>
  isAuthenticated(context) && rolesOf(context).length > 0 && !isViewerOnly(context);

/** Where the config redirect sends this load, or null when it does not run. Pure. */
export function configRedirectTarget(context: SiteContext, url: URL, conditions: RedirectConditions): string | null {
  const skipped = !conditions.topLevel || conditions.noRedirectFlag
    || context.website.developerMode || context.website.cloneable
    || isLocalHost(url.hostname) || isAdminPath(url.pathname)
    || url.searchParams.has(QUERY_PARAMS.noRedirect);
  return skipped || !isContributor(context) || holdsViewerRole(context) ? null : configUrl(url);
}

/** Runs the redirect for this page load; true when it navigated (the caller then starts nothing else). */
export function runConfigRedirect(context: SiteContext): boolean {
  const url = new URL(chromeSeams.address());
  if (url.searchParams.has(QUERY_PARAMS.noRedirect)) writeItem('session', NO_REDIRECT_FLAG_KEY, '1');
  const target = configRedirectTarget(context, url, {
    topLevel: !chromeSeams.framed(),
    noRedirectFlag: readItem('session', NO_REDIRECT_FLAG_KEY) !== null,
  });
  if (target === null) return false;
  chromeSeams.navigate(target, 'replace');
  return true;
}
