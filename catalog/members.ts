// Site-user (member) sessions, page labels, share buttons and search preview (visitor §7 "lazy
// chunks", reference §3.7 "Session login payload", §6 roles). The spec names the login payload, the
// xsrfToken answer and the page labels (catalog/messages/labels.ts); the paths, header, storage key,
// share targets and every label below are this library's design (docs/members-share-search.md).

/** The member session calls, served by demo/server/routes/members.mjs. */
export const MEMBER_API_PATHS = {
  login: '/api/site-users/login',
  logout: '/api/site-users/logout',
  account: '/api/site-users/account',
} as const;

/** The anti-forgery header every member call carries once logged in (reference §6). */
export const MEMBER_XSRF_HEADER = 'X-XSRF-Token';
/**
 * Storage key of the login answer's xsrfToken: in local storage after a rememberMe login (the session
 * cookie lasts 30 days), else in session storage (sq: so "Clear and reload" removes it).
 */
export const MEMBER_XSRF_STORAGE_KEY = 'sq:member-xsrf';

/** Markers a page uses for member login / logout controls and for the page label. */
export const MEMBER_MARKERS = {
  loginForm: 'form[data-sq-member-login]',
  logoutButton: '[data-sq-member-logout]',
  message: '[data-sq-member-message]',
  pageLabel: '[data-sq-page-label]',
} as const;

/** Designed wording for the member login form. */
export const MEMBER_LABELS = {
  loggingIn: 'Logging in…',
} as const;

/** The search-preview call (GET, query q and limit) and its answer shape { items: [{ title, url, excerpt }] }. */
export const SEARCH_PREVIEW_PATH = '/api/search/preview';
/** Where the search form submits without JavaScript (reference §2: page type 102, path /search). */
export const SEARCH_PAGE_PATH = '/search';

export const SEARCH_PREVIEW_DEFAULTS = {
  /** Quiet time after the last keystroke before the preview is asked for. */
  debounceMs: 250,
  /** Fewer characters than this ask for nothing and close the popup. */
  minChars: 2,
  /** Results shown at most. */
  limit: 5,
  timeoutMs: 10_000,
} as const;

export const SEARCH_PREVIEW_LABELS = {
  input: 'Search',
  submit: 'Search',
  results: 'Search results',
  loading: 'Searching…',
  noResults: 'No results',
} as const;

/** Share targets, in their default order. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'email', 'copy'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Share-link endpoints (each network's public share URL; no scripts of theirs are loaded). */
export const SHARE_ENDPOINTS = {
  facebook: 'https://www.facebook.com/sharer/sharer.php',
  x: 'https://x.com/intent/post',
  linkedin: 'https://www.linkedin.com/sharing/share-offsite/',
  pinterest: 'https://www.pinterest.com/pin/create/button/',
} as const;

export const SHARE_LABELS = {
  group: 'Share this page',
  native: 'Share…',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  email: 'Email',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Unable to copy link',
  shareOn: (network: string) => `Share on ${network}`,
  newWindow: '(opens in a new window)',
} as const;
