// The event of <sq-pricing-toggle>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** The visitor chose the other option; its prices and join button now show. */
export class SqPricingToggleChangeEvent extends SqEvent {
  static readonly type = 'sq-pricing-toggle-change';
  constructor(readonly option: string) {
    super(SqPricingToggleChangeEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-pricing-toggle-change': SqPricingToggleChangeEvent;
  }
}
