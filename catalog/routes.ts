// Routes, path rules and query parameters (reference §2, visitor §2).

export const ROUTES = {
  config: '/config/',
  gotoCheckout: '/commerce/goto-checkout',
  checkoutSubscribe: '/checkout/subscribe',
  checkoutDonate: '/checkout/donate',
  checkoutGiftCard: '/checkout/giftcard',
  search: '/search',
} as const;

/** Paths under this prefix count as the admin area. */
export const ADMIN_PATH_PREFIX = '/config';
/** Paths never tracked as pageviews. */
export const UNTRACKED_PATHS = ['/search'] as const;
/** File links start with this prefix. */
export const FILE_LINK_PREFIX = '/s/';
/** Collection panels: /pages/{24-character id}. */
export const COLLECTION_PANEL_PATTERN = /^\/pages\/[^/?#]{24}$/;
export const COLLECTION_PANEL_ID_LENGTH = 24;

/** Query parameters read or written by the published site. */
export const QUERY_PARAMS = {
  frameUrl: 'frameUrl',
  cartToken: 'cartToken',
  donatePageId: 'donatePageId',
  websiteId: 'websiteId',
  giftCardProductId: 'giftCardProductId',
  sku: 'sku',
  noRedirect: 'noredirect',
  logout: 'logout',
  noMotion: 'nomotion',
  crumb: 'crumb',
  /** Marks a page rendered for a screenshot: no popup overlay, no cookie banner (our spelling; the spec names no parameter). */
  screenshot: 'screenshot',
} as const;

/** Query parameters of the GET /api/track/Track image beacon (visitor §7). */
export const TRACK_QUERY_PARAMS = [
  'landing', 'refer', 'rk', 'lang', 'screen', 'source', 'campaign', 'subcampaign', 'channel', 'subchannel',
  'variation', 'mkwid',
] as const;
