// The event of <sq-menu>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** The visitor selected another tab (click, Enter or Space). */
export class SqMenuSelectEvent extends SqEvent {
  static readonly type = 'sq-menu-select';
  constructor(readonly index: number, readonly itemId: string) {
    super(SqMenuSelectEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-menu-select': SqMenuSelectEvent;
  }
}
