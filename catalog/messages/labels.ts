// Page labels and link titles (reference §3.7, §6).
export const LABEL_MESSAGES = {
  pageLocked: 'This page is locked',
  membersOnly: 'This page available only site members',
  /** Default title of a connected food-ordering account link. */
  orderNow: 'Order Now',
} as const;
