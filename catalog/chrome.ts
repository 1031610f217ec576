// Designed names of the site chrome (visitor §2 "Config redirect rules", "Logout notice", "Keyboard
// Escape"; §6; §7 POST /api/auth/Logout). The spec words none of these: they are this library's choices
// (docs/decisions.md "Site chrome"). The dialog texts the spec does word are in messages/dialogs.ts.

/** sessionStorage key of the noredirect flag: set by ?noredirect, it skips the config redirect for the tab's session. */
export const NO_REDIRECT_FLAG_KEY = 'sq:noredirect';

/** Host names that count as localhost, where the config redirect never runs; any `*.localhost` name counts too. */
export const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;
export const LOCAL_HOSTNAME_SUFFIX = '.localhost';

/** The value of ?logout= that shows the logout notice (visitor §2: logout=true). */
export const LOGOUT_FLAG_VALUE = 'true';

// QUERY_PARAMS.noRedirect and .logout (routes.ts) as plain constants: the eager runtime reads them without
// carrying the whole QUERY_PARAMS object (test/chrome-redirect.test.ts checks they stay the same).
export const NO_REDIRECT_PARAM = 'noredirect';
export const LOGOUT_PARAM = 'logout';

/** The message a framed page (the backend's preview) posts to its parent when Escape asks for full-screen preview. */
export const PREVIEW_TOGGLE_MESSAGE = { type: 'sq-toggle-preview' } as const;

/** What Escape did (or is about to do), as the sq-chrome-escape event reports it. */
export const ESCAPE_ACTIONS = ['preview', 'config', 'login', 'logout'] as const;
export type EscapeAction = (typeof ESCAPE_ACTIONS)[number];

/** POST /api/auth/Logout gives up after this long; the owner stays logged in and can press Shift+Escape again. */
export const LOGOUT_TIMEOUT_MS = 10000;

/** Console warnings of the site chrome (not named *_MESSAGES: the spec does not word them). */
export const CHROME_WARNINGS = {
  logoutFailed: (reason: string) => `Sq: logging out failed (${reason}); you are still logged in.`,
} as const;
