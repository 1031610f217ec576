// Confirmation, alert and information popups (reference §4, visitor §3, §4).

export const CONFIRMATION_STYLES = ['confirm/reject', 'confirm/cancel', 'confirm only', 'no buttons'] as const;
export type ConfirmationStyle = (typeof CONFIRMATION_STYLES)[number];

/** confirm, reject and cancel also hide the confirmation. */
export const CONFIRMATION_EVENTS = ['show', 'hide', 'confirm', 'reject', 'cancel'] as const;
export type ConfirmationEvent = (typeof CONFIRMATION_EVENTS)[number];

export const CONFIRMATION_FIELDS = ['title', 'message', 'style', 'strings', 'width', 'padding'] as const;

/** Information popups show in the top right corner. */
export const INFO_POPUP_POSITION = 'top right';
