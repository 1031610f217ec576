// The buttons of <sq-dialog> and Sq.confirm/alert/info. The spec names the confirmation's answers
// (confirm, reject, cancel) and lets a site pass its own `strings`, but does not word the buttons;
// this wording is the library's. The information popup's close button is CONTROL_LABELS.close.
export const DIALOG_LABELS = {
  confirm: 'Confirm',
  reject: 'Reject',
  cancel: 'Cancel',
  /** An alert's one button. */
  ok: 'OK',
} as const;
