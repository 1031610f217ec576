// The cart count as the cookies hold it on page load. Format (our design; the spec names only the
// cookies): hasCart = "true" when the visitor has a cart; CART = "<cart token>|<total quantity>".
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { getCookie } from './cookies.ts';
import { logWarn } from './log.ts';

/** A count the cart link can show: a non-negative whole number, else 0 with a logged message. */
export function toQuantity(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  logWarn(PARSER_MESSAGES.expected('a whole number of cart items', JSON.stringify(value) ?? String(value)));
  return 0;
}

export function readCartQuantity(): number {
  if (getCookie('hasCart') !== 'true') return 0;
  const cart = getCookie('CART') ?? '';
  const match = /^[^|]*\|(\d{1,9})$/.exec(cart);
  if (match) return Number(match[1]);
  logWarn(PARSER_MESSAGES.expected('CART cookie "<token>|<quantity>"', JSON.stringify(cart)));
  return 0;
}
