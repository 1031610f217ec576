// Designed labels and constants of the full-page cart <sq-cart> and the cart page module (visitor §2 "A cart
// page loads a cart module", §3 "Shopping cart"; reference §2 "A full-page cart mounts into a root element").
// The spec words none of these; its own cart messages are CART_MESSAGES in messages/cart.ts.
import { PAGE_TYPES } from './pages.ts';

/** Visible texts and accessible names of <sq-cart>. */
export const CART_LABELS = {
  heading: 'Shopping cart',
  loading: 'Loading your cart…',
  items: 'Items in your cart',
  quantity: 'Quantity',
  quantityOf: (title: string) => `Quantity of ${title}`,
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  remove: 'Remove',
  removeItem: (title: string) => `Remove ${title}`,
  unitPrice: 'Price',
  lineTotal: 'Item total',
  coupons: 'Coupons',
  couponCode: 'Coupon code',
  apply: 'Apply',
  removeCoupon: (code: string) => `Remove coupon ${code}`,
  invalidCoupon: 'Not valid for this cart',
  subtotal: 'Subtotal',
  tax: 'Tax',
  shipping: 'Shipping',
  discount: 'Discount',
  total: 'Total',
  checkout: 'Check out',
  /** The link to /checkout/subscribe, shown when the cart holds a subscription product. */
  subscribe: 'Subscribe',
  /** In place of a line total while its quantity change is on its way to the server. */
  updating: 'Updating…',
  tryAgain: 'Try again',
  updated: 'Cart updated',
  itemRemoved: (title: string) => `${title} removed`,
  couponApplied: (code: string) => `Coupon ${code} applied`,
  couponRemoved: (code: string) => `Coupon ${code} removed`,
  unableToApplyCoupon: 'Unable to apply coupon',
  unknownCoupon: (code: string) => `${code} is not a valid coupon code`,
  unableToRemoveCoupon: 'Unable to remove coupon',
} as const;

/** Page types whose page module mounts <sq-cart>: 200 show cart, 205 commerce cart v2 (reference §2). */
export const CART_PAGE_TYPES: readonly number[] = [PAGE_TYPES.SHOW_CART, PAGE_TYPES.COMMERCE_CART_V2];

/** Where the cart page module mounts <sq-cart>: the template's cart root, else <main>. */
export const CART_ROOT_SELECTORS = ['[data-sq-cart-root]', 'main'] as const;

/** Quiet time after the last quantity keystroke or stepper press before the update call. */
export const CART_QUANTITY_DEBOUNCE_MS = 400;
