import { createElementClass } from '../runtime/bridge/create-element.ts';
import { boolean, number, oneOf, optionalNumber, string } from '../runtime/bridge/attributes.ts';
import { UI } from '../catalog/constants.ts';
import { DIALOG_KINDS, DIALOG_STYLES } from '../catalog/dialogs.ts';
import { Dialog, type DialogData } from '../react-core/dialogs/dialog.tsx';
import { DIALOG_STYLES as DIALOG_CSS } from '../react-core/dialogs/styles.ts';

export {
  SqDialogCancelEvent, SqDialogConfirmEvent, SqDialogHideEvent, SqDialogRejectEvent, SqDialogShowEvent,
} from '../react-core/dialogs/events.ts';

/** The message, when no `message` attribute is given: the element's own text, whitespace collapsed. */
const readDialog = (host: HTMLElement): DialogData => ({ text: (host.textContent ?? '').replace(/\s+/g, ' ').trim() });

/**
 * A confirmation, an alert or an information popup (visitor §2, §3, §4 "Confirmation", "Information
 * popup"). Shown while `open` is present; an answer (a button, Escape) dispatches its event and removes
 * `open`. Modal kinds trap focus and give it back; every kind stacks on the page's one dialog layer from
 * z-index 30000. `Sq.confirm/alert/info` create one of these.
 */
export const SqDialogElement = createElementClass({
  tag: 'sq-dialog',
  description: /* manifest-only */ 'A confirmation, an alert or an information popup, shown while `open` is present.',
  attributes: {
    kind: oneOf(DIALOG_KINDS, 'confirm',
      'confirm: a modal confirmation (buttons by dialog-style); alert: a modal message with one OK button; info: a popup at the top right that hides itself.'),
    dialogStyle: oneOf(DIALOG_STYLES, 'confirm-cancel',
      'The buttons of a confirmation: confirm-reject, confirm-cancel, confirm-only or no-buttons (Escape still cancels).'),
    heading: string('', /* manifest-only */ 'The title (the spec\'s `title`; the `title` attribute would give the whole dialog a tooltip).'),
    message: string('', /* manifest-only */ 'The message, as text. Defaults to the element\'s own text content.'),
    open: boolean('Shows the dialog; removed when it is answered or hides itself.'),
    width: number(UI.confirmation.width, /* manifest-only */ 'The width of the panel in px (at most the viewport\'s).'),
    confirmLabel: string('', /* manifest-only */ 'The confirm button\'s text (default \'Confirm\'; an alert\'s \'OK\').'),
    rejectLabel: string('', /* manifest-only */ 'The reject button\'s text (default \'Reject\').'),
    cancelLabel: string('', /* manifest-only */ 'The cancel button\'s text (default \'Cancel\').'),
    autoHide: optionalNumber('An information popup hides after this many ms (default 2000; 0 never).'),
  },
  events: {
    'sq-dialog-show': 'The dialog opened.',
    'sq-dialog-confirm': 'The confirm (or OK) button was chosen; the dialog hides.',
    'sq-dialog-reject': 'The reject button was chosen; the dialog hides.',
    'sq-dialog-cancel': 'The cancel button, Escape, or the popup\'s close button; the dialog hides.',
    'sq-dialog-hide': 'The dialog has left the screen (`result`: the answer, or null).',
  },
  read: readDialog,
  component: Dialog,
  styles: DIALOG_CSS,
});
export type SqDialogElement = InstanceType<typeof SqDialogElement>;
export default SqDialogElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-dialog': SqDialogElement }
}
