// What the library accepts as an address (docs/decisions.md "URL safety"), and the markup its page-wide
// behaviours act on, which sanitised HTML must never carry (issue 21: a script gadget turns harmless
// markup into script when the library's own delegated handlers act on it).

/**
 * The schemes each kind of use accepts. 'same-site' also requires the page's own origin or one the owner
 * allows; 'script' the page's own origin, a provider's host below, or one the owner allows (https only).
 */
export const URL_SCHEMES = {
  'same-site': ['http:', 'https:'],
  web: ['http:', 'https:'],
  link: ['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'ftp:'],
  script: ['http:', 'https:'],
} as const;
export type UrlUse = keyof typeof URL_SCHEMES;

/**
 * Where the spec's providers serve their scripts (maps, captcha, follow widget, fonts, comment counts),
 * https only; a leading dot allows every subdomain. Other script hosts need the owner's allow-list.
 */
export const PROVIDER_SCRIPT_HOSTS = [
  'maps.googleapis.com', 'www.google.com', 'www.gstatic.com', 'www.recaptcha.net', 'platform.twitter.com',
  'use.typekit.net', '.disqus.com',
] as const;

/**
 * The owner's allow-list: `<meta name="sq-allowed-origins" content="https://shop.example https://cdn.example">`
 * in the page's head. Those origins may be redirect targets and script sources too.
 */
export const ALLOWED_ORIGINS_META = 'sq-allowed-origins';

/**
 * Markup the library's page-wide behaviours read (the list with each behaviour is in docs/decisions.md):
 * every `data-sq-*` attribute (member login and logout, redirects, button census, cart indicators, page
 * labels, popup overlay, bars, cart root, opt-outs), the block-animation and comment-count markers, and
 * the context script's id. DOMPurify already drops custom elements, so no `<sq-*>` element comes through
 * it. `sq-*` classes stay: the platform's own widget markup uses them, and only elements read them.
 */
export const LIBRARY_MARKUP = {
  attributePrefixes: ['data-sq-', 'data-animation'],
  attributes: ['data-disqus-identifier', 'data-disqus-url'],
  classes: ['disqus-comment-count'],
  ids: ['sq-context'],
} as const;
