// Sq.confirm / Sq.alert / Sq.info (visitor §2, §3 "Confirmation: title, message, style, strings, width",
// §4): each creates an <sq-dialog>, appends it to <body> with `open`, and resolves once it has hidden
// (focus given back), then removes it. One code path with dialogs written in HTML. Titles and
// messages are shown as text, whatever a server put in them. When the element's code cannot be loaded
// (§8 "Module or trigger load failures log a warning") the call warns, takes its element away and rejects.
import { CONFIRMATION_STYLE_OF, type ConfirmationStyle, type DialogResult, type DialogStyle } from '../../catalog/dialogs.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { define } from '../../runtime/define.ts';
import { reserveLayer } from '../../runtime/dialog-stack.ts';
import { logWarn } from '../../runtime/log.ts';
import type { SqDialogHideEvent } from './events.ts';

const TAG = 'sq-dialog';

export interface DialogText {
  title?: string;
  message?: string;
}

export interface ConfirmOptions extends DialogText {
  /** The buttons: 'confirm-reject', 'confirm-cancel' (default), 'confirm-only', 'no-buttons', or the spec's names ('confirm/reject'…). */
  style?: DialogStyle | ConfirmationStyle;
  /** Button texts in place of 'Confirm', 'Reject' and 'Cancel'. */
  strings?: { confirm?: string; reject?: string; cancel?: string };
  /** Panel width in px (default 350). */
  width?: number;
}

export interface AlertOptions extends DialogText {
  /** The button's text in place of 'OK'. */
  strings?: { confirm?: string };
  width?: number;
}

export interface InfoOptions extends DialogText {
  /** Hides after this many ms (default 2000; 0 keeps it until closed). */
  autoHideMs?: number;
  width?: number;
}

type Attributes = Record<string, unknown>;

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

/** A style from either spelling; anything else is left to the element (which says so and uses the default). */
function styleAttribute(style: unknown): string | null {
  if (style === undefined || style === null) return null;
  const dashed = Object.entries(CONFIRMATION_STYLE_OF).find(([, spec]) => spec === style)?.[0];
  return dashed ?? String(style);
}

/** The module name in the load-failure warning. */
const MODULE = 'dialogs';

/**
 * Where the element's code comes from: imported (not bundled in here), so the element chunk stays the one
 * place it lives, for sq.js's autoloader and for this module alike. Tests replace `load` to make it fail.
 */
export const dialogSeams = {
  load: (): Promise<{ SqDialogElement: CustomElementConstructor }> => import('../../elements/sq-dialog.ts'),
};

async function defineDialog(): Promise<void> {
  if (customElements.get(TAG)) return;
  try {
    const { SqDialogElement } = await dialogSeams.load();
    if (!customElements.get(TAG)) define(TAG, SqDialogElement);
  } catch (error) {
    // Defined meanwhile by another script (sq.js's autoloader): the dialog shows all the same.
    if (!customElements.get(TAG)) throw error;
  }
}

function open(attributes: Attributes): Promise<DialogResult | null> {
  const el = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = text(value);
    if (attribute !== null) el.setAttribute(name, attribute);
  }
  el.setAttribute('open', '');
  // Its place on the dialog layer is taken now: dialogs stack in the order asked for, even when a later
  // one's view renders first (the code arriving while both wait).
  reserveLayer(el);
  return new Promise((resolve, reject) => {
    el.addEventListener('sq-dialog-hide', (event) => {
      el.remove();
      resolve((event as SqDialogHideEvent).result ?? null);
    }, { once: true });
    // Added at once; it renders as soon as its code has arrived (already, after the first dialog).
    (document.body ?? document.documentElement).append(el);
    defineDialog().catch((error: unknown) => {
      // Without its code the element would stay hidden (sq.css) and the promise would never settle.
      logWarn(LIBRARY_MESSAGES.moduleLoadFailed(MODULE), error);
      el.remove();
      reject(new Error(LIBRARY_MESSAGES.moduleLoadFailed(MODULE), { cause: error }));
    });
  });
}

const options = <T extends object>(value: T | undefined): Partial<T> => (value && typeof value === 'object' ? value : {});

/**
 * A confirmation; resolves with the answer ('cancel' for Escape, or when it was closed otherwise).
 * confirm, alert and info reject (after the warning) when the dialog's code cannot be loaded.
 */
export async function confirm(raw: ConfirmOptions): Promise<DialogResult> {
  const o = options(raw);
  const strings = options(o.strings);
  const result = await open({
    kind: 'confirm', heading: o.title, message: o.message, 'dialog-style': styleAttribute(o.style),
    'confirm-label': strings.confirm, 'reject-label': strings.reject, 'cancel-label': strings.cancel, width: o.width,
  });
  return result ?? 'cancel';
}

/** An alert with one OK button; resolves once it is closed (OK or Escape). */
export async function alert(raw: AlertOptions): Promise<void> {
  const o = options(raw);
  await open({ kind: 'alert', heading: o.title, message: o.message, 'confirm-label': options(o.strings).confirm, width: o.width });
}

/** An information popup at the top right; resolves once it has hidden (after 2000 ms, or closed). */
export async function info(raw: InfoOptions): Promise<void> {
  const o = options(raw);
  await open({ kind: 'info', heading: o.title, message: o.message, 'auto-hide': o.autoHideMs, width: o.width });
}
