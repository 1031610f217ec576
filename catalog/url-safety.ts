// What the library accepts as an address (docs/decisions.md "URL safety"), and the markup its page-wide
// behaviours act on, which sanitised HTML must never carry (issue 21: a script gadget turns harmless
// markup into script when the library's own delegated handlers act on it).

/** The schemes each kind of use accepts. 'same-site' also requires the page's own origin. */
export const URL_SCHEMES = {
  'same-site': ['http:', 'https:'],
  web: ['http:', 'https:'],
  link: ['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'ftp:'],
  script: ['http:', 'https:'],
} as const;
export type UrlUse = keyof typeof URL_SCHEMES;

/**
 * Markup the library's page-wide behaviours read (the list with each behaviour is in docs/decisions.md):
 * every `data-sq-*` attribute (member login and logout, redirects, button census, cart indicators, page
 * labels, popup overlay, bars, cart root, opt-outs), the block-animation and comment-count markers, the
 * `sq-*` classes and ids (library styles, the context script). DOMPurify already drops custom elements,
 * so no `<sq-*>` element comes through it.
 */
export const LIBRARY_MARKUP = {
  attributePrefixes: ['data-sq-', 'data-animation'],
  attributes: ['data-disqus-identifier', 'data-disqus-url'],
  classPrefixes: ['sq-'],
  classes: ['disqus-comment-count'],
  idPrefixes: ['sq-'],
} as const;
