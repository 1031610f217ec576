// Cookie names (visitor §3). Lifetimes are in constants.ts.

export const COOKIE_NAMES = {
  VISITOR_RECORD: 'ss_cvr',
  VISIT_TOKEN: 'ss_cvt',
  CRUMB: 'crumb',
  HAS_CART: 'hasCart',
  CART: 'CART',
  LAST_ID: 'ss_lastid',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** Visitor record format: id|n|n|n|count, every part a positive integer. */
export const VISITOR_RECORD_SEPARATOR = '|';
export const VISITOR_RECORD_PARTS = 5;
