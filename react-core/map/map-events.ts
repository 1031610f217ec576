// The events of <sq-map>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** The maps script answered and the map and its marker are drawn. */
export class SqMapReadyEvent extends SqEvent {
  static readonly type = 'sq-map-ready';
  constructor() {
    super(SqMapReadyEvent.type);
  }
}

/** The maps script failed or timed out (30 s): the address and a link to the maps page show instead. */
export class SqMapFailEvent extends SqEvent {
  static readonly type = 'sq-map-fail';
  constructor(readonly reason: string) {
    super(SqMapFailEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-map-ready': SqMapReadyEvent;
    'sq-map-fail': SqMapFailEvent;
  }
}
