// The event of <sq-accordion>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** An item opened or closed (by its header, the location hash, or another item opening). */
export class SqAccordionToggleEvent extends SqEvent {
  static readonly type = 'sq-accordion-toggle';
  constructor(readonly index: number, readonly itemId: string, readonly open: boolean) {
    super(SqAccordionToggleEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-accordion-toggle': SqAccordionToggleEvent;
  }
}
