// Where focus goes when a dialog opens and closes (WAI-ARIA APG "Dialog (Modal)"); Tab is kept inside by
// runtime/focus.ts, the page's one focus trap.
import { focusables } from '../../runtime/focus.ts';

/** Where focus goes when a modal dialog opens: its first control (the answer that changes nothing). */
export function initialFocus(root: HTMLElement): void {
  (focusables(root)[0] ?? root).focus({ preventScroll: true });
}

/**
 * Gives focus back when a dialog closes, if the dialog held it (or a modal dialog left it nowhere);
 * focus the visitor has since put elsewhere on the page stays there.
 */
export function returnFocus(root: HTMLElement, to: Element | null, modal: boolean): void {
  const active = document.activeElement;
  const held = !!active && root.contains(active);
  const lost = !active || active === document.body;
  if (!held && !(modal && lost)) return;
  if (to instanceof HTMLElement && to.isConnected && !root.contains(to)) to.focus({ preventScroll: true });
  else if (held) (active as HTMLElement).blur();
}
