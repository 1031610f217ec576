// Cart link labels and cart errors (reference §2, §5, §8; visitor §2, §8).
export const CART_MESSAGES = {
  cartLinkOne: 'One item in cart',
  cartLinkMany: (n: number) => `${n} items in cart`,
  cartLinkOverCap: 'More than 100 items in cart',
  cartLinkEmpty: 'Cart',
  cartCountOverCap: '100+',
  sessionExpired: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  nothingInCart: 'You have nothing in your shopping cart.',
  minimumSubtotal: (subtotal: string) => `To check out, your order subtotal must be ${subtotal} or more.`,
} as const;
