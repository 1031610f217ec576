// Template cart indicators (reference §2 "Template-integrated cart indicators show item count and
// subtotal"): every [data-sq-cart-count] shows the cart's total quantity ('100+' above 100, as the
// cart link) and every [data-sq-cart-subtotal] its subtotal, formatted in the cart's currency. The
// count comes from the cookies at once; the subtotal from one cart call when the visitor has a cart
// (zero in the store's currency when not); both then follow every sq-cart-updated event.
import { CART_INDICATOR_LOG, CART_PARSE_EXPECTATIONS } from '../../catalog/cart-api.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { isMinorAmount, maxMinor } from '../money/limits.ts';
import { readCartQuantity, toQuantity } from '../cart-cookies.ts';
import { SqCartUpdatedEvent, type CartSummary } from '../cart-events.ts';
import type { SiteContext } from '../context.ts';
import { getCookie } from '../cookies.ts';
import { logWarn } from '../log.ts';
import { cartLinkLabel } from './link-label.ts';
import { format } from '../money/api.ts';
import { getCart } from './api.ts';

export const CART_COUNT_SELECTOR = '[data-sq-cart-count]';
export const CART_SUBTOTAL_SELECTOR = '[data-sq-cart-subtotal]';

/** The visible count, as the cart link's badge shows it ('100+' above 100). */
const countText = (n: number) => cartLinkLabel(n, true).visible!;

function fill(doc: Document, selector: string, text: string): void {
  doc.querySelectorAll(selector).forEach((el) => { if (el.textContent !== text) el.textContent = text; });
}

/** Keeps the page's cart indicators in step with the cart; returns the stop function. */
export function startCartIndicators(context: SiteContext, doc: Document): () => void {
  const locale = context.website.locale || undefined;
  let stopped = false;
  const showSubtotal = (minor: number, currency: string) => {
    // A number beyond what JSON carries exactly, negative or not whole: the indicator keeps its text.
    if (!isMinorAmount(minor, currency) || minor < 0) {
      const expected = CART_PARSE_EXPECTATIONS.amount(currency, maxMinor(currency));
      logWarn(CART_INDICATOR_LOG.subtotalNotShown(PARSER_MESSAGES.expected(expected, String(minor))));
      return;
    }
    const text = format(minor, currency, locale ? { locale } : {});
    if (text) fill(doc, CART_SUBTOTAL_SELECTOR, text);
  };
  const show = (cart: CartSummary) => {
    if (stopped) return;
    fill(doc, CART_COUNT_SELECTOR, countText(toQuantity(cart?.totalQuantity)));
    if (typeof cart?.subtotalCents === 'number' && typeof cart.currency === 'string') showSubtotal(cart.subtotalCents, cart.currency);
  };
  const onUpdate = (event: SqCartUpdatedEvent) => show(event.cart);
  const onShow = (event: PageTransitionEvent) => { if (event.persisted) start(); };
  function start(): void {
    fill(doc, CART_COUNT_SELECTOR, countText(readCartQuantity()));
    if (!doc.querySelector(CART_SUBTOTAL_SELECTOR)) return;
    // getCart announces the cart, which fills the subtotal; a failure leaves the template's text.
    if (getCookie('hasCart') === 'true') getCart().catch(() => undefined);
    else showSubtotal(0, context.storeSettings.selectedCurrency);
  }
  doc.addEventListener(SqCartUpdatedEvent.type, onUpdate);
  doc.defaultView?.addEventListener('pageshow', onShow);
  start();
  return () => {
    stopped = true;
    doc.removeEventListener(SqCartUpdatedEvent.type, onUpdate);
    doc.defaultView?.removeEventListener('pageshow', onShow);
  };
}
