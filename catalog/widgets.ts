// Designed wordings and settings of the small visitor widgets (visitor §2 "Other visitor widgets", §3
// "Follow button", §7 follow widget script, §8 "Others", §9 "Lightbox and UI"). The spec names these
// widgets but words none of these texts, so they are not *_MESSAGES (those are the spec's own strings);
// the spec's own wordings stay in messages/relative-time.ts, messages/parser.ts and constants.ts.

/** <sq-relative-time> beyond the spec's 'about N seconds ago' (messages/relative-time.ts). */
export const RELATIVE_TIME_LABELS = {
  minutesAgo: (n: number) => (n === 1 ? 'about 1 minute ago' : `about ${n} minutes ago`),
  hoursAgo: (n: number) => (n === 1 ? 'about 1 hour ago' : `about ${n} hours ago`),
  daysAgo: (n: number) => (n === 1 ? 'about 1 day ago' : `about ${n} days ago`),
} as const;

/** Below this age the label says 'just now' rather than 'about N seconds ago': one update period. */
export const RELATIVE_TIME_JUST_NOW_MS = 5000;

export const SPINNER_LABELS = {
  /** The spoken name of a spinner without a `label` attribute. */
  loading: 'Loading…',
} as const;

/** The social follow widget (visitor §3 "Follow button", §7): X's follow button script by default. */
export const FOLLOW_WIDGET = {
  /** The provider's widget script; a site or test points `script-src` elsewhere (the local fake). */
  scriptUrl: 'https://platform.twitter.com/widgets.js',
  /** The profile the plain link opens: this plus the username. */
  profileUrl: 'https://x.com/',
  /** The class the provider's script turns into its own follow button. */
  linkClass: 'twitter-follow-button',
  /** A username as the provider allows it (letters, digits, underscore; at most 15), '@' stripped. */
  usernamePattern: /^[A-Za-z0-9_]{1,15}$/,
} as const;

export const FOLLOW_BUTTON_LABELS = {
  follow: (username: string) => `Follow @${username}`,
  newWindow: '(opens in a new window)',
} as const;

export const AUDIO_LABELS = {
  /** The player's accessible name when the element has no title. */
  player: 'Audio player',
  /** Shown instead of the player when its url cannot be used. */
  unavailable: 'This audio is not available.',
} as const;

/** Console texts of these widgets (visitor §8 "Others": 'An unparsable audio url logs an error.'). */
export const WIDGET_LOG_TEXTS = {
  audioUrlUnparsable: (url: string) => `An unparsable audio url was given to <sq-audio src>: ${JSON.stringify(url)}.`,
} as const;

/** Audio urls are played only with these schemes (a relative url resolves to the page's own). */
export const AUDIO_URL_PROTOCOLS = ['http:', 'https:', 'blob:', 'data:'] as const;
