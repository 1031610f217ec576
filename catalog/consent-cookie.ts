// The consent cookie's name, apart from cookies.ts (which uses it): dist/sq.js reads this cookie at
// start-up, and whatever sq.js imports from a module, it carries every export of that module the lazy
// chunks use too (the other cookie names, lifetimes and the visitor cookie list).

/** The visitor's cookie-banner choice: 'true' or 'false', kept 30 days (docs/decisions.md, "Consent and tracking"). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';
