// Link rules (reference §5, visitor §5).

/** A URL of each kind must be shorter than its cap. */
export const URL_LENGTH_LIMITS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internalPath: 150,
} as const;
export type LimitedUrlKind = keyof typeof URL_LENGTH_LIMITS;

export const LINK_CATEGORIES = [
  'anchor', 'content link', 'external', 'file', 'empty', 'malformed protocol', 'misc protocol',
] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

/** A proper tel link has at least this many digits (plus or minus signs allowed). */
export const TEL_MIN_DIGITS = 4;

/** The only tokens a tokenized blog URL may use; it is lowercase with dashes for spaces. */
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;
export type BlogUrlToken = (typeof BLOG_URL_TOKENS)[number];
