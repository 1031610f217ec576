// The event of <sq-follow-button>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** The provider's follow widget script loaded and was asked to draw its button over the plain link. */
export class SqFollowButtonLoadEvent extends SqEvent {
  static readonly type = 'sq-follow-button-load';
  constructor() {
    super(SqFollowButtonLoadEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-follow-button-load': SqFollowButtonLoadEvent;
  }
}
