// The form messages its first render needs (reference §8, visitor §4): the textarea counter, the submit
// button while submitting, and the two render failures. FORM_MESSAGES (./form.ts) holds them too.
export const FORM_VIEW_MESSAGES = {
  /** The textarea counter, 'n / max'. */
  characterCounter: (n: number, max: number) => `${n} / ${max}`,
  submitting: 'Submitting…',
  processingError: 'Error processing form submission. Please reload and try again.',
  renderFailed: 'Could not render form',
} as const;
