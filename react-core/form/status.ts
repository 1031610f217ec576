// What <sq-form>'s view shows of a submission: its state (idle -> submitting -> success | failure), the
// refusal's errors by field id and message, where the message sits, and how many refusals there were (each
// one moves the focus). The view holds it; the submission code (submission.ts) sets it.
import type { FormState } from '../../catalog/forms.ts';

export type MessagePlace = 'above' | 'below';

export interface FormStatus {
  state: FormState;
  errors: Record<string, string>;
  message: string | null;
  place: MessagePlace;
  refusals: number;
}

export const IDLE: FormStatus = { state: 'idle', errors: {}, message: null, place: 'below', refusals: 0 };
