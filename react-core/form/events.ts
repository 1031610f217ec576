// Events of <sq-form> (DESIGN "Elements": classes named sq-<element>-<what>, bubbling, composed).
// Their data properties are declared and assigned in the constructor rather than class fields (parameter
// properties): the same own properties, in fewer bytes of the element chunk.
import { SqEvent } from '../../runtime/events.ts';

/** A valid form is about to be sent; cancelable: preventDefault() keeps it from being sent. */
export class SqFormSubmitEvent extends SqEvent {
  static readonly type = 'sq-form-submit';
  declare readonly values: Readonly<Record<string, unknown>>;
  constructor(values: Readonly<Record<string, unknown>>) {
    super(SqFormSubmitEvent.type, { cancelable: true });
    this.values = values;
  }
}

export class SqFormSuccessEvent extends SqEvent {
  static readonly type = 'sq-form-success';
  declare readonly values: Readonly<Record<string, unknown>>;
  declare readonly submissionId: string | null;
  constructor(values: Readonly<Record<string, unknown>>, submissionId: string | null) {
    super(SqFormSuccessEvent.type);
    this.values = values;
    this.submissionId = submissionId;
  }
}

/** The form was refused (by its own checks or by the server): the errors by field id, and the message shown. */
export class SqFormFailureEvent extends SqEvent {
  static readonly type = 'sq-form-failure';
  declare readonly errors: Readonly<Record<string, string>>;
  declare readonly message: string;
  constructor(errors: Readonly<Record<string, string>>, message: string) {
    super(SqFormFailureEvent.type);
    this.errors = errors;
    this.message = message;
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
