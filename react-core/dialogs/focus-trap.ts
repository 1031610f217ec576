// Focus inside a modal dialog (WAI-ARIA APG "Dialog (Modal)"): Tab and Shift+Tab wrap around its
// controls; a dialog without controls keeps focus on itself.
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) =>
    el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert], [hidden]')
    && el.getClientRects().length > 0);
}

/** Handles a Tab keydown for the dialog `root`: wraps at the ends and pulls stray focus back in. */
export function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  const items = focusables(root);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  const outside = !active || !root.contains(active);
  let target: HTMLElement | undefined;
  if (!first || !last) target = root;
  else if (event.shiftKey && (outside || active === first || active === root)) target = last;
  else if (!event.shiftKey && (outside || active === last)) target = first;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

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
