// Confirmation, alert and information popups (reference §4, visitor §3, §4).

export const CONFIRMATION_STYLES = ['confirm/reject', 'confirm/cancel', 'confirm only', 'no buttons'] as const;
export type ConfirmationStyle = (typeof CONFIRMATION_STYLES)[number];

/** confirm, reject and cancel also hide the confirmation. */
export const CONFIRMATION_EVENTS = ['show', 'hide', 'confirm', 'reject', 'cancel'] as const;
export type ConfirmationEvent = (typeof CONFIRMATION_EVENTS)[number];

export const CONFIRMATION_FIELDS = ['title', 'message', 'style', 'strings', 'width', 'padding'] as const;

/** Information popups show in the top right corner. */
export const INFO_POPUP_POSITION = 'top right';

// <sq-dialog> and Sq.confirm/alert/info (this library's names for the spec's dialogs).

/** What a dialog is: a confirmation, an alert (one OK button) or an information popup (top right). */
export const DIALOG_KINDS = ['confirm', 'alert', 'info'] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

/** The confirmation styles as attribute values, in the order of CONFIRMATION_STYLES. */
export const DIALOG_STYLES = ['confirm-reject', 'confirm-cancel', 'confirm-only', 'no-buttons'] as const;
export type DialogStyle = (typeof DIALOG_STYLES)[number];

/** The spec's name of each style (reference §4 "Confirmation styles"). */
export const CONFIRMATION_STYLE_OF = {
  'confirm-reject': 'confirm/reject',
  'confirm-cancel': 'confirm/cancel',
  'confirm-only': 'confirm only',
  'no-buttons': 'no buttons',
} as const satisfies Record<DialogStyle, ConfirmationStyle>;

/** The answers a confirmation gives; each one hides it (visitor §4 "Confirmation"). */
export const DIALOG_RESULTS = ['confirm', 'reject', 'cancel'] as const;
export type DialogResult = (typeof DIALOG_RESULTS)[number];

/** The buttons of each style in document order: the answer that changes nothing comes first. */
export const DIALOG_STYLE_BUTTONS = {
  'confirm-reject': ['reject', 'confirm'],
  'confirm-cancel': ['cancel', 'confirm'],
  'confirm-only': ['confirm'],
  'no-buttons': [],
} as const satisfies Record<DialogStyle, readonly DialogResult[]>;
