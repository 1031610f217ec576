// The events of <sq-video>, dispatched on the element: bubbling and composed (runtime/events.ts).
import { SqEvent } from '../../runtime/events.ts';

/** The video started playing: its overlay was activated, or it was told to autoplay. */
export class SqVideoPlayEvent extends SqEvent {
  static readonly type = 'sq-video-play';
  constructor() {
    super(SqVideoPlayEvent.type);
  }
}

/** The video left playing: another video started, its gallery slide was left, or it became inactive. */
export class SqVideoPauseEvent extends SqEvent {
  static readonly type = 'sq-video-pause';
  constructor() {
    super(SqVideoPauseEvent.type);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-video-play': SqVideoPlayEvent;
    'sq-video-pause': SqVideoPauseEvent;
  }
}
