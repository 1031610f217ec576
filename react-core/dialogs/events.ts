// The events of <sq-dialog> (visitor §4 "Confirmation": show, hide, confirm, reject, cancel), dispatched
// on the element, bubbling and composed (runtime/events.ts). An answer comes first, then hide once the
// dialog has left the screen.
import type { DialogResult } from '../../catalog/dialogs.ts';
import { SqEvent } from '../../runtime/events.ts';

/** The dialog opened: it is on screen, stacked, and (unless an information popup) holds focus. */
export class SqDialogShowEvent extends SqEvent {
  static readonly type = 'sq-dialog-show';
  constructor() {
    super(SqDialogShowEvent.type);
  }
}

/** The dialog has left the screen (after its exit transition, at most 600 ms). */
export class SqDialogHideEvent extends SqEvent {
  static readonly type = 'sq-dialog-hide';
  /** The answer that closed it; null when it was closed otherwise (`open` removed, auto-hide). */
  constructor(readonly result: DialogResult | null) {
    super(SqDialogHideEvent.type);
  }
}

/** The confirm button (an alert's OK) was chosen; the dialog now hides. */
export class SqDialogConfirmEvent extends SqEvent {
  static readonly type = 'sq-dialog-confirm';
  constructor() {
    super(SqDialogConfirmEvent.type);
  }
}

/** The reject button was chosen; the dialog now hides. */
export class SqDialogRejectEvent extends SqEvent {
  static readonly type = 'sq-dialog-reject';
  constructor() {
    super(SqDialogRejectEvent.type);
  }
}

/** The cancel button, Escape, or an information popup's close button; the dialog now hides. */
export class SqDialogCancelEvent extends SqEvent {
  static readonly type = 'sq-dialog-cancel';
  constructor() {
    super(SqDialogCancelEvent.type);
  }
}

export const RESULT_EVENTS = {
  confirm: SqDialogConfirmEvent,
  reject: SqDialogRejectEvent,
  cancel: SqDialogCancelEvent,
} as const satisfies Record<DialogResult, new () => SqEvent>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-dialog-show': SqDialogShowEvent;
    'sq-dialog-hide': SqDialogHideEvent;
    'sq-dialog-confirm': SqDialogConfirmEvent;
    'sq-dialog-reject': SqDialogRejectEvent;
    'sq-dialog-cancel': SqDialogCancelEvent;
  }
}
