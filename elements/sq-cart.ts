import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { CART_LABELS } from '../catalog/cart-labels.ts';
import { CartView } from '../react-core/cart/cart.tsx';
import { CART_STYLES } from '../react-core/cart/styles.ts';

export { cartNavigation } from '../react-core/cart/controller.ts';

/**
 * The full-page cart (issue 8; visitor §2, §3 "Shopping cart", §8 "Cart"; reference §2 "full-page cart"):
 * the visitor's cart from the local API with quantity steppers, remove, coupons, subtotal, tax, shipping,
 * discount and total (as the server computed them), the checkout minimum, and checkout through
 * /commerce/goto-checkout. Changes show at once and roll back when the server refuses them.
 * The children are the no-JavaScript view (say, a link to the checkout), replaced once the cart renders.
 */
export const SqCartElement = createElementClass({
  tag: 'sq-cart',
  description: /* manifest-only */ 'The full-page shopping cart: lines with quantity steppers and remove, coupons, totals and checkout.',
  attributes: {
    heading: string(CART_LABELS.heading, /* manifest-only */ 'The cart\'s heading (an h2).'),
  },
  component: CartView,
  styles: CART_STYLES,
});
export type SqCartElement = InstanceType<typeof SqCartElement>;
export default SqCartElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-cart': SqCartElement }
}
