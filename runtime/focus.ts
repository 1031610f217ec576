// Which elements take focus, and Tab kept inside a modal layer (WAI-ARIA APG "Dialog (Modal)"). One
// module for every modal of the page: dialogs, the lightbox, the popup overlay, the bars' focus hand-off.
const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, summary, iframe, audio[controls], '
  + 'video[controls], [contenteditable="true"], [tabindex]';

/** Whether an element can take focus by Tab now: not disabled, hidden, inert, negative-tabindex or unrendered. */
export const canFocus = (el: HTMLElement): boolean =>
  el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !(el instanceof HTMLInputElement && el.type === 'hidden')
  && !el.closest('[hidden], [inert]') && el.getClientRects().length > 0;

/** The elements inside `root` that Tab reaches, in document order. */
export function focusables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(canFocus);
}

/**
 * Whether a keydown is Tab, with or without Shift. WebKitGTK (GNOME Web) reports Shift+Tab, GTK's
 * ISO_Left_Tab key, as key 'Unidentified' with code 'Tab', so a trap that read only `key` would let
 * Shift+Tab walk out of a modal there.
 */
export const isTabKey = (event: KeyboardEvent): boolean =>
  event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');

/**
 * Handles a Tab keydown for the modal `root`: from the last control Tab goes to the first, Shift+Tab from
 * the first (or the root itself) to the last, and focus that has left is pulled back in; a root without
 * controls keeps focus on itself. Returns whether it moved focus.
 */
export function trapTab(root: HTMLElement, event: KeyboardEvent): boolean {
  const items = focusables(root);
  const first = items[0];
  const last = items.at(-1);
  const active = root.ownerDocument.activeElement;
  const outside = !active || !root.contains(active);
  let target: HTMLElement | undefined;
  if (!first || !last) target = root;
  else if (event.shiftKey && (outside || active === first || active === root)) target = last;
  else if (!event.shiftKey && (outside || active === last)) target = first;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
