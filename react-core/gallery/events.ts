// Events of <sq-gallery> (DESIGN "Elements": classes named sq-<element>-<what>, bubbling, composed).
import { SqEvent } from '../../runtime/events.ts';

export class SqGallerySlideChangeEvent extends SqEvent {
  static readonly type = 'sq-gallery-slide-change';
  constructor(readonly index: number, readonly previous: number) {
    super(SqGallerySlideChangeEvent.type);
  }
}

/** Previous was asked for at the first slide of a gallery that does not loop (visitor §4). */
export class SqGalleryReachedBeginningEvent extends SqEvent {
  static readonly type = 'sq-gallery-reached-beginning';
  constructor() {
    super(SqGalleryReachedBeginningEvent.type);
  }
}

/** Next was asked for at the last slide of a gallery that does not loop (visitor §4). */
export class SqGalleryReachedEndEvent extends SqEvent {
  static readonly type = 'sq-gallery-reached-end';
  constructor() {
    super(SqGalleryReachedEndEvent.type);
  }
}

export const GALLERY_EVENTS = {
  [SqGallerySlideChangeEvent.type]: /* manifest-only */ 'The current slide changed (index, previous).',
  [SqGalleryReachedBeginningEvent.type]: /* manifest-only */ 'Previous at the first slide of a gallery without loop.',
  [SqGalleryReachedEndEvent.type]: /* manifest-only */ 'Next at the last slide of a gallery without loop.',
};

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-gallery-slide-change': SqGallerySlideChangeEvent;
    'sq-gallery-reached-beginning': SqGalleryReachedBeginningEvent;
    'sq-gallery-reached-end': SqGalleryReachedEndEvent;
  }
}
