import { reverseLookup } from './lookup.ts';

// Page types (reference §2).
export const PAGE_TYPES = {
  CONTENT_COLLECTION: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;
export type PageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];
export type PageTypeName = keyof typeof PAGE_TYPES;
export const PAGE_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(PAGE_TYPES);

/** The spec's own wording for each page type. */
export const PAGE_TYPE_LABELS = {
  1: 'content collection',
  2: 'page',
  3: 'splash page',
  50: 'content item',
  100: 'not found',
  101: 'error',
  102: 'search',
  103: 'lock screen',
  104: 'popup overlay',
  105: 'protected content',
  106: 'member-area access denied',
  200: 'show cart',
  201: 'checkout',
  202: 'order confirmed',
  203: 'donate',
  204: 'contribution confirmed',
  205: 'commerce cart v2',
  206: 'subscription confirmed',
  207: 'order received',
  208: 'membership confirmed',
  209: 'reviews request',
  210: 'digital product composer preview',
  211: 'order status',
  300: 'newsletter unsubscribe',
  301: 'commerce email preview',
} as const satisfies Record<PageType, string>;
