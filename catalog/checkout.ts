// Checkout links (visitor §2 routes) and the donation and gift-card buttons (visitor §8 "Others", §9
// "Donation button activates on keys 13 and 32"). The routes and query parameter names live in
// ./routes.ts; this file names which parameters each link needs, and this library's own messages for
// the faults the spec has no wording for.
import { QUERY_PARAMS, ROUTES } from './routes.ts';

/** Each checkout link: its route and the query parameters it must carry, in order. */
export const CHECKOUT_LINKS = {
  /** The cart's own checkout (the full-page cart's button). */
  cart: { route: ROUTES.gotoCheckout, params: [] },
  subscribe: { route: ROUTES.checkoutSubscribe, params: [QUERY_PARAMS.cartToken] },
  donate: { route: ROUTES.checkoutDonate, params: [QUERY_PARAMS.donatePageId] },
  giftcard: { route: ROUTES.checkoutGiftCard, params: [QUERY_PARAMS.websiteId, QUERY_PARAMS.giftCardProductId, QUERY_PARAMS.sku] },
} as const;
export type CheckoutLinkKind = keyof typeof CHECKOUT_LINKS;
export const CHECKOUT_LINK_KINDS = Object.keys(CHECKOUT_LINKS) as CheckoutLinkKind[];

/** What the wrapping buttons look for inside themselves: the template's button or link. */
export const CHECKOUT_BUTTON_SELECTOR =
  'button, a[href], [role="button"], input[type="submit"], input[type="button"]';

/** This library's wording (the spec has none): logged when a checkout link cannot be built. */
export const CHECKOUT_LINK_ERRORS = {
  missingParameter: (route: string, parameter: string) =>
    `Sq: cannot build the checkout link ${route}: ${parameter} is missing.`,
  unknownKind: (kind: string) => `Sq: "${kind}" is not a checkout link (${CHECKOUT_LINK_KINDS.join(', ')}).`,
} as const;
