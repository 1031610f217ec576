// <sq-dialog>'s component (visitor §3, §4 "Confirmation", "Information popup"; §2 "Keyboard Escape"):
// the `open` attribute is the source of truth. Opening registers the dialog with the page's one dialog
// layer (runtime/dialog-stack.ts: z-index from 30000, Escape closes the topmost), moves focus in and
// traps Tab (modal kinds); an answer dispatches its event and removes `open`; closing gives focus back,
// leaves the layer, waits for the exit transition (at most 600 ms, on the clock seam; not at all when
// runtime/reduced-motion.ts says motion is reduced) and dispatches hide.
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type TransitionEvent } from 'react';
import { flushSync } from 'react-dom';
import { UI } from '../../catalog/constants.ts';
import type { DialogKind, DialogResult, DialogStyle } from '../../catalog/dialogs.ts';
import { DIALOG_LABELS } from '../../catalog/messages/dialog-labels.ts';
import { clock } from '../../runtime/clock.ts';
import { closeTopmost, openLayer, topmostModalLayer, type Layer } from '../../runtime/dialog-stack.ts';
import { prefersReducedMotion } from '../../runtime/reduced-motion.ts';
import { RESULT_EVENTS, SqDialogHideEvent, SqDialogShowEvent } from './events.ts';
import { isTabKey, trapTab } from '../../runtime/focus.ts';
import { initialFocus, returnFocus } from './focus-trap.ts';
import { useAutoHide } from './use-auto-hide.ts';
import { DialogView, type Phase } from './view.tsx';

/** The element's text content: the message when the `message` attribute is empty. */
export interface DialogData { text: string }

export interface DialogProps {
  kind: DialogKind;
  dialogStyle: DialogStyle;
  heading: string;
  message: string;
  open: boolean;
  width: number;
  confirmLabel: string;
  rejectLabel: string;
  cancelLabel: string;
  autoHide: number | null;
  host: HTMLElement;
  data: DialogData | undefined;
}

export function Dialog(props: DialogProps) {
  const { host, kind, open } = props;
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  // Follow the attribute during render (no frame shows a stale state).
  if (open && phase !== 'open') setPhase('open');
  else if (!open && phase === 'open') setPhase(prefersReducedMotion() ? 'closed' : 'closing');

  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const result = useRef<DialogResult | null>(null);

  const choose = useCallback((answer: DialogResult) => {
    if (!host.hasAttribute('open')) return; // already leaving: one answer per opening
    result.current = answer;
    host.dispatchEvent(new RESULT_EVENTS[answer]());
    host.removeAttribute('open');
  }, [host]);

  useOpenDialog(phase === 'open', kind !== 'info', { host, rootRef, panelRef, choose, result });
  useHideEvent(phase, host, result);

  const finish = useCallback(() => {
    flushSync(() => setPhase((current) => (current === 'closing' ? 'closed' : current)));
  }, []);
  // The hide fallback (visitor §4): if the exit transition never reports its end, hide at 600 ms.
  useLayoutEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = clock.setTimeout(finish, UI.confirmation.hideFallbackMs);
    return () => clock.clearTimeout(timer);
  }, [phase, finish]);
  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (phase === 'closing' && event.target === event.currentTarget && event.propertyName === 'opacity') finish();
  };

  const autoHide = useAutoHide(phase === 'open' && kind === 'info', props.autoHide ?? UI.infoPopupAutoHideMs,
    () => host.removeAttribute('open'));

  const labels = {
    confirm: props.confirmLabel || (kind === 'alert' ? DIALOG_LABELS.ok : DIALOG_LABELS.confirm),
    reject: props.rejectLabel || DIALOG_LABELS.reject,
    cancel: props.cancelLabel || DIALOG_LABELS.cancel,
  };
  const width = props.width > 0 ? props.width : UI.confirmation.width;
  return (
    <DialogView kind={kind} dialogStyle={props.dialogStyle} heading={props.heading}
      message={props.message || props.data?.text || ''} width={width} labels={labels} phase={phase}
      rootRef={rootRef} panelRef={panelRef} onChoose={choose} onKeyDown={onEscape}
      onTransitionEnd={onTransitionEnd} autoHide={autoHide} />
  );
}

/**
 * Escape inside a dialog closes the topmost layer (not necessarily this one: an information popup
 * may be above it) and goes no further, so neither the layer stack's Escape listener nor the site
 * chrome's (both on window) closes a second one; `defaultPrevented` tells any other listener it was handled.
 */
function onEscape(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  event.stopPropagation();
  closeTopmost();
}

interface OpenParts {
  host: HTMLElement;
  rootRef: { current: HTMLDivElement | null };
  panelRef: { current: HTMLDivElement | null };
  choose(answer: DialogResult): void;
  result: { current: DialogResult | null };
}

/**
 * While open: on the dialog layer (Escape there is a cancel), focus inside and Tab trapped (modal kinds).
 * An information popup is a non-modal layer: Escape closes it while it is the topmost, but it never takes
 * the Tab trap from a modal dialog below it.
 */
function useOpenDialog(isOpen: boolean, modal: boolean, { host, rootRef, panelRef, choose, result }: OpenParts) {
  useLayoutEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!isOpen || !root || !panel) return undefined;
    const returnTo = document.activeElement;
    result.current = null;
    const layer: Layer = { dismiss: () => choose('cancel'), modal, restack: (z) => { root.style.zIndex = String(z); } };
    const opened = openLayer(layer, host); // in the order Sq.confirm/alert/info asked (api.ts reserves it)
    root.style.zIndex = String(opened.zIndex);
    const onKeydown = (event: globalThis.KeyboardEvent) => {
      if (isTabKey(event) && modal && topmostModalLayer() === layer) trapTab(panel, event);
    };
    document.addEventListener('keydown', onKeydown);
    if (modal) initialFocus(panel);
    host.dispatchEvent(new SqDialogShowEvent());
    return () => {
      document.removeEventListener('keydown', onKeydown);
      opened.release();
      returnFocus(root, returnTo, modal);
    };
  }, [isOpen, modal, host, rootRef, panelRef, choose, result]);
}

/** Dispatches hide when the dialog has left the screen, or is taken out of the page while shown. */
function useHideEvent(phase: Phase, host: HTMLElement, result: { current: DialogResult | null }) {
  const shown = useRef(false);
  useLayoutEffect(() => {
    if (phase !== 'closed') shown.current = true;
    else if (shown.current) {
      shown.current = false;
      host.dispatchEvent(new SqDialogHideEvent(result.current));
    }
  }, [phase, host, result]);
  useLayoutEffect(() => () => {
    if (shown.current) host.dispatchEvent(new SqDialogHideEvent(result.current));
  }, [host, result]);
}
