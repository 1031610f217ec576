import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { CHECKOUT_BUTTON_STYLES, readCheckoutButton } from '../react-core/donate-button/checkout-button.tsx';
import { DonateButton } from '../react-core/donate-button/donate-button.tsx';

export { SqDonateButtonCheckoutEvent } from '../react-core/donate-button/donate-button.tsx';
export { checkoutNavigation } from '../react-core/donate-button/checkout-button.tsx';

/**
 * The donation block's button (visitor §2 "/checkout/donate with query donatePageId", §8, §9): wraps
 * the template's button or link, which then goes to the donate checkout on a click or keys 13 and 32.
 * Wrapping no button logs 'Careful, there was no button found inside this node!' and leaves the
 * content as it is.
 */
export const SqDonateButtonElement = createElementClass({
  tag: 'sq-donate-button',
  description: /* manifest-only */ 'Makes the template\'s donation button go to the donate checkout (click, Enter or Space).',
  attributes: {
    donatePageId: string('', /* manifest-only */ 'The donation page\'s id, sent as donatePageId. Without it the button is left as the template made it.'),
  },
  events: {
    'sq-donate-button-checkout': 'The button was activated (url); cancelable: preventDefault() stays on the page.',
  },
  read: readCheckoutButton,
  live: true,
  component: DonateButton,
  styles: CHECKOUT_BUTTON_STYLES,
});
export type SqDonateButtonElement = InstanceType<typeof SqDonateButtonElement>;
export default SqDonateButtonElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-donate-button': SqDonateButtonElement }
}
