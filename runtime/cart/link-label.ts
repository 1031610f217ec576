// What the cart link and the template's count indicators say and show (visitor §2, reference §2, cap from reference §9).
import { CART_COUNT_CAP } from '../../catalog/constants.ts';
import { CART_MESSAGES } from '../../catalog/messages/cart.ts';

export interface CartLinkLabel { spoken: string; visible: string | null }

export function cartLinkLabel(count: number, hasQuantity: boolean): CartLinkLabel {
  if (!hasQuantity) return { spoken: CART_MESSAGES.cartLinkEmpty, visible: null };
  if (count > CART_COUNT_CAP) return { spoken: CART_MESSAGES.cartLinkOverCap, visible: CART_MESSAGES.cartCountOverCap };
  return { spoken: count === 1 ? CART_MESSAGES.cartLinkOne : CART_MESSAGES.cartLinkMany(count), visible: String(count) };
}
