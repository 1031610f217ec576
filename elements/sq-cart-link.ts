import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { CART_LINK_STYLES, CartLink, readCartLinkData } from '../react-core/cart-link.tsx';

/**
 * A link to the cart whose spoken label and badge follow the number of items in the cart: read from
 * the hasCart / CART cookies on load and from every `sq-cart-updated` event after.
 */
export const SqCartLinkElement = createElementClass({
  tag: 'sq-cart-link',
  description: /* manifest-only */ 'A link to the cart with the number of items in it, for screen readers and as a badge.',
  attributes: {
    href: string('', /* manifest-only */ 'Where the link goes. Defaults to the href of the server-rendered link inside, else /cart.'),
  },
  read: readCartLinkData,
  component: CartLink,
  styles: CART_LINK_STYLES,
  reactEvents: false, // a plain link: nothing for React to handle
  live: true, // an app may edit the link inside (its word, its icon): the view follows
  hideByStyle: true, // a page may hold many: no shadow root each for the template's link left behind
});
export type SqCartLinkElement = InstanceType<typeof SqCartLinkElement>;
export default SqCartLinkElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-cart-link': SqCartLinkElement }
}
