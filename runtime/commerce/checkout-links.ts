// Checkout links (visitor §2 "Routes"): the one place that builds them, so every parameter is encoded
// the same way and a link with a missing parameter is never sent out half-built.
//   cart       /commerce/goto-checkout
//   subscribe  /checkout/subscribe?cartToken={token}
//   donate     /checkout/donate?donatePageId={id}
//   giftcard   /checkout/giftcard?websiteId={id}&giftCardProductId={id}&sku={sku}
import { CHECKOUT_LINK_ERRORS, CHECKOUT_LINKS, type CheckoutLinkKind } from '../../catalog/checkout.ts';
import { logError } from '../log.ts';

type Value = string | number | null | undefined;

export type CheckoutLink =
  | { kind: 'cart' }
  | { kind: 'subscribe'; cartToken: Value }
  | { kind: 'donate'; donatePageId: Value }
  | { kind: 'giftcard'; websiteId: Value; giftCardProductId: Value; sku: Value };

/** A parameter's text, or null when it is missing: absent, blank, or not a string or finite number. */
function text(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value;
}

/**
 * The checkout link's address (a root-relative path with its query), every parameter encoded with
 * encodeURIComponent; null, with a logged message, when a parameter is missing or the kind is unknown.
 */
export function checkoutUrl(link: CheckoutLink): string | null {
  const kind = (link as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(CHECKOUT_LINKS, kind)) {
    logError(CHECKOUT_LINK_ERRORS.unknownKind(String(kind)));
    return null;
  }
  const { route, params } = CHECKOUT_LINKS[kind as CheckoutLinkKind];
  const pairs: string[] = [];
  for (const param of params) {
    const value = text((link as unknown as Record<string, unknown>)[param]);
    if (value === null) {
      logError(CHECKOUT_LINK_ERRORS.missingParameter(route, param));
      return null;
    }
    pairs.push(`${param}=${encodeURIComponent(value)}`);
  }
  return pairs.length === 0 ? route : `${route}?${pairs.join('&')}`;
}
