// Events of <sq-form> (DESIGN "Elements": classes named sq-<element>-<what>, bubbling, composed).
import { SqEvent } from '../../runtime/events.ts';

/** A valid form is about to be sent; cancelable: preventDefault() keeps it from being sent. */
export class SqFormSubmitEvent extends SqEvent {
  static readonly type = 'sq-form-submit';
  constructor(readonly values: Readonly<Record<string, unknown>>) {
    super(SqFormSubmitEvent.type, { cancelable: true });
  }
}

export class SqFormSuccessEvent extends SqEvent {
  static readonly type = 'sq-form-success';
  constructor(readonly values: Readonly<Record<string, unknown>>, readonly submissionId: string | null) {
    super(SqFormSuccessEvent.type);
  }
}

/** The form was refused (by its own checks or by the server): the errors by field id, and the message shown. */
export class SqFormFailureEvent extends SqEvent {
  static readonly type = 'sq-form-failure';
  constructor(readonly errors: Readonly<Record<string, string>>, readonly message: string) {
    super(SqFormFailureEvent.type);
  }
}

/** name -> description, for the manifest only (left out of dist/, scripts/rollup-manifest-text.mjs). */
export const FORM_EVENTS = {
  [SqFormSubmitEvent.type]: /* manifest-only */ 'A valid form is about to be sent (values); cancelable.',
  [SqFormSuccessEvent.type]: /* manifest-only */ 'The server took the submission (values, submissionId).',
  [SqFormFailureEvent.type]: /* manifest-only */ 'The form was refused, by its checks or the server (errors, message).',
};

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-form-submit': SqFormSubmitEvent;
    'sq-form-success': SqFormSuccessEvent;
    'sq-form-failure': SqFormFailureEvent;
  }
}
