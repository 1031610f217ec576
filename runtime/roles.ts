// Who is looking at the page (visitor §6 "Roles and permissions"): the authenticated account and its
// roles on this site. The context's websiteRoles is `{ "<websiteId>": number[] }`, the role codes of
// reference §6 (catalog PERMISSION_ROLES) the account holds on that site; anything else means no roles.
import { PERMISSION_ROLES } from '../catalog/permissions.ts';
import type { SiteContext } from './context.ts';

const isRoleCode = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The account's role codes on this site; [] when the entry is missing or malformed (one bad code spoils it). */
export function rolesOf(context: SiteContext): number[] {
  const roles = context.websiteRoles;
  if (typeof roles !== 'object' || roles === null || Array.isArray(roles)) return [];
  const id = context.website.id;
  if (id === '' || !Object.prototype.hasOwnProperty.call(roles, id)) return [];
  const entry = roles[id];
  return Array.isArray(entry) && entry.every(isRoleCode) ? [...entry] : [];
}

export const isAuthenticated = (context: SiteContext): boolean => context.authenticatedAccount !== null;

/** Logged in with roles, all of them VIEWER: the account sees the site as a visitor does. */
export function isViewerOnly(context: SiteContext): boolean {
  const roles = rolesOf(context);
  return isAuthenticated(context) && roles.length > 0 && roles.every((role) => role === PERMISSION_ROLES.VIEWER);
}

/** Logged in and holding the VIEWER role on this site, with or without others (visitor §6's redirect rule). */
export function holdsViewerRole(context: SiteContext): boolean {
  return isAuthenticated(context) && rolesOf(context).includes(PERMISSION_ROLES.VIEWER);
}

export const isAdmin = (context: SiteContext): boolean =>
  isAuthenticated(context) && rolesOf(context).includes(PERMISSION_ROLES.ADMIN);
