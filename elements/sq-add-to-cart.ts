import { createElementClass } from '../runtime/bridge/create-element.ts';
import { number, string } from '../runtime/bridge/attributes.ts';
import { ADD_TO_CART_STYLES, AddToCart, readAddToCartLabel } from '../react-core/add-to-cart/add-to-cart.tsx';

export { SqAddToCartAddedEvent, SqAddToCartFailedEvent } from '../react-core/add-to-cart/add-to-cart.tsx';

/**
 * An add-to-cart button (issue 8 "The cart"): adds the product to the visitor's cart through the cart
 * calls, busy while the call runs (one call however often it is clicked), then says what happened.
 * The server-rendered button is the no-JS fallback and gives the label.
 */
export const SqAddToCartElement = createElementClass({
  tag: 'sq-add-to-cart',
  description: /* manifest-only */ 'A button that adds a product to the cart and says whether it was added.',
  attributes: {
    productId: string('', /* manifest-only */ 'The product to add (required).'),
    variantId: string('', /* manifest-only */ 'The variant to add; empty adds the product\'s first variant.'),
    quantity: number(1, /* manifest-only */ 'How many to add: a whole number from 1 to 999 (default 1).'),
  },
  events: {
    'sq-add-to-cart-added': 'The product was added (cart: the whole cart after the call).',
    'sq-add-to-cart-failed': 'The call failed (error: the CartError, message: the text shown).',
  },
  read: readAddToCartLabel,
  component: AddToCart,
  styles: ADD_TO_CART_STYLES,
});
export type SqAddToCartElement = InstanceType<typeof SqAddToCartElement>;
export default SqAddToCartElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-add-to-cart': SqAddToCartElement }
}
