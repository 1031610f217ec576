// The event of <sq-widget>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** The server's rendering replaced the block's content. */
export class SqWidgetRenderEvent extends SqEvent {
  static readonly type = 'sq-widget-render';
  constructor() {
    super(SqWidgetRenderEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-widget-render': SqWidgetRenderEvent;
  }
}
