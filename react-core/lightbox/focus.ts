// Keeps Tab inside the open lightbox (a modal dialog): from the last control Tab goes to the first,
// and Shift+Tab from the first (or from the dialog itself) goes to the last. PhotoSwipe's own trap
// only pulls focus back to the dialog once it has left.
const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, audio[controls], video[controls], [tabindex]';

export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) =>
    el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert], [hidden]')
    && el.getClientRects().length > 0);
}

/** Handles a Tab keydown inside the dialog; returns whether it moved focus itself. */
export function trapTab(root: HTMLElement, event: KeyboardEvent): boolean {
  const items = focusables(root);
  const active = document.activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  let target: HTMLElement | undefined;
  if (!first || !last) target = root;
  else if (event.shiftKey && (active === first || active === root || !root.contains(active))) target = last;
  else if (!event.shiftKey && (active === last || !root.contains(active))) target = first;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
