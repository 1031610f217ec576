import { reverseLookup } from './lookup.ts';

// Roles and permission codes (reference §6). What each role may do: not shown in the spec.

export const PERMISSION_ROLES = {
  ADMIN: 1, BILLING: 2, REPORTING: 3, EDITOR: 4, MODERATOR: 6, COMMENTER: 7, STORE_MANAGER: 8, SCHEDULING: 9,
  VIEWER: 10, CAMPAIGNS_EDITOR: 11, SCHEDULING_VIEWER: 12, SCHEDULING_EDITOR: 13,
} as const;
export type PermissionRole = (typeof PERMISSION_ROLES)[keyof typeof PERMISSION_ROLES];
export const PERMISSION_ROLE_BY_CODE = /*#__PURE__*/ reverseLookup(PERMISSION_ROLES);

export const PERMISSION_CODES = {
  AUTHENTICATED_WITHOUT_SITE_PERMISSIONS: 0, CONFIG: 1, ADMIN: 2, CONTENT_MANAGER: 11, SETTINGS: 12,
  ACTIVITY: 13, COMMERCE: 14, NEWSLETTER: 15,
} as const;
export type PermissionCode = (typeof PERMISSION_CODES)[keyof typeof PERMISSION_CODES];
export const PERMISSION_BY_CODE = /*#__PURE__*/ reverseLookup(PERMISSION_CODES);
export const PERMISSION_CODE_LABELS = {
  0: 'authenticated without site permissions', 1: 'config', 2: 'admin', 11: 'content manager', 12: 'settings',
  13: 'activity', 14: 'commerce', 15: 'newsletter',
} as const satisfies Record<PermissionCode, string>;

export interface CodeRange {
  readonly min: number;
  readonly max: number;
}

/** Finer permission codes: only the ranges are known, not what each code means. */
export const PERMISSION_CODE_RANGES = {
  SETTINGS_SUBAREAS: { min: 1210, max: 1233 },
  COMMERCE: { min: 1410, max: 1422 },
  NEWSLETTER_READ_WRITE: { min: 1510, max: 1517 },
  MARKETING: { min: 1910, max: 1912 },
  SCHEDULING: { min: 1920, max: 1920 },
  ADMIN: { min: 2010, max: 2068 },
} as const satisfies Record<string, CodeRange>;
export type PermissionCodeRange = keyof typeof PERMISSION_CODE_RANGES;

/** The range a finer permission code falls in, if any. */
export function permissionCodeRangeOf(code: number): PermissionCodeRange | undefined {
  for (const [name, range] of Object.entries(PERMISSION_CODE_RANGES)) {
    if (code >= range.min && code <= range.max) return name as PermissionCodeRange;
  }
  return undefined;
}

/** A viewer-only role keeps a logged-in contributor on the site instead of redirecting to config. */
export const REDIRECT_EXEMPT_ROLES = [PERMISSION_ROLES.VIEWER] as const;
