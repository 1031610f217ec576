// The textarea's character counter (visitor §5 "Forms"): drawn while the visitor types, and read by
// the maximum-length check when the form is submitted.
import { FORM_VIEW_MESSAGES } from '../../../catalog/messages/form-view.ts';

/** Textarea counter text 'n / max' (FORM_VIEW_MESSAGES.characterCounter) and whether it is over; null without a limit. */
export function characterCount(value: string, maxLength: number): { text: string; over: boolean } | null {
  if (!Number.isFinite(maxLength) || maxLength <= 0) return null;
  // Counted in UTF-16 units, as the browser's own maxlength counts.
  return { text: FORM_VIEW_MESSAGES.characterCounter(value.length, maxLength), over: value.length > maxLength };
}
