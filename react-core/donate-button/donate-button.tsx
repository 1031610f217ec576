// <sq-donate-button>'s view and event: the template's donation button, going to
// /checkout/donate?donatePageId={id} (visitor §2) on a click or keys 13 and 32.
import { checkoutUrl } from '../../runtime/commerce/checkout-links.ts';
import { SqEvent } from '../../runtime/events.ts';
import { CheckoutButton, type CheckoutButtonData } from './checkout-button.tsx';

/** The donation button was activated; cancelable: preventDefault() keeps the page from going to `url`. */
export class SqDonateButtonCheckoutEvent extends SqEvent {
  static readonly type = 'sq-donate-button-checkout';
  constructor(readonly url: string) {
    super(SqDonateButtonCheckoutEvent.type, { cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap { 'sq-donate-button-checkout': SqDonateButtonCheckoutEvent }
}

export interface DonateButtonProps { donatePageId: string; host: HTMLElement; data: CheckoutButtonData }

export function DonateButton({ donatePageId, host, data }: DonateButtonProps) {
  return (
    <CheckoutButton host={host} data={data} className="sq-donate-button"
      link={() => checkoutUrl({ kind: 'donate', donatePageId })}
      announce={(url) => new SqDonateButtonCheckoutEvent(url)} />
  );
}
