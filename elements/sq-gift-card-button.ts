import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { CHECKOUT_BUTTON_STYLES, readCheckoutButton } from '../react-core/donate-button/checkout-button.tsx';
import { GiftCardButton } from '../react-core/gift-card-button/gift-card-button.tsx';

export { SqGiftCardButtonCheckoutEvent } from '../react-core/gift-card-button/gift-card-button.tsx';
export { checkoutNavigation } from '../react-core/donate-button/checkout-button.tsx';

/**
 * A gift card product's buy button (visitor §2 "/checkout/giftcard with query websiteId,
 * giftCardProductId and sku"): wraps the template's button or link, which then goes to the gift-card
 * checkout with the site context's website id on a click or keys 13 and 32.
 */
export const SqGiftCardButtonElement = createElementClass({
  tag: 'sq-gift-card-button',
  description: /* manifest-only */ 'Makes a gift card product\'s buy button go to the gift-card checkout (click, Enter or Space).',
  attributes: {
    productId: string('', /* manifest-only */ 'The gift card product\'s id, sent as giftCardProductId.'),
    sku: string('', /* manifest-only */ 'The chosen gift card variant\'s SKU.'),
  },
  events: {
    'sq-gift-card-button-checkout': 'The button was activated (url); cancelable: preventDefault() stays on the page.',
  },
  read: readCheckoutButton,
  live: true,
  component: GiftCardButton,
  styles: CHECKOUT_BUTTON_STYLES,
});
export type SqGiftCardButtonElement = InstanceType<typeof SqGiftCardButtonElement>;
export default SqGiftCardButtonElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-gift-card-button': SqGiftCardButtonElement }
}
