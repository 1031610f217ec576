// <sq-gift-card-button>'s view and event: a gift card product's buy button, going to
// /checkout/giftcard?websiteId&giftCardProductId&sku (visitor §2) with the site context's website id,
// on a click or keys 13 and 32.
import { readContext, type SiteContext } from '../../runtime/context.ts';
import { checkoutUrl } from '../../runtime/commerce/checkout-links.ts';
import { SqEvent } from '../../runtime/events.ts';
import { CheckoutButton, type CheckoutButtonData } from '../donate-button/checkout-button.tsx';

/** The gift card's buy button was activated; cancelable: preventDefault() keeps the page from going to `url`. */
export class SqGiftCardButtonCheckoutEvent extends SqEvent {
  static readonly type = 'sq-gift-card-button-checkout';
  constructor(readonly url: string) {
    super(SqGiftCardButtonCheckoutEvent.type, { cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap { 'sq-gift-card-button-checkout': SqGiftCardButtonCheckoutEvent }
}

type ContextSource = { Sq?: { context?: SiteContext } };

/** The site's id: the context the runtime read, else the page's own (an element imported on its own). */
const websiteId = () => ((window as ContextSource).Sq?.context ?? readContext()).website.id;

export interface GiftCardButtonProps { productId: string; sku: string; host: HTMLElement; data: CheckoutButtonData }

export function GiftCardButton({ productId, sku, host, data }: GiftCardButtonProps) {
  return (
    <CheckoutButton host={host} data={data} className="sq-gift-card-button"
      link={() => checkoutUrl({ kind: 'giftcard', websiteId: websiteId(), giftCardProductId: productId, sku })}
      announce={(url) => new SqGiftCardButtonCheckoutEvent(url)} />
  );
}
