// Small pieces the popup overlay shares with M1's other site modules (mobile info bar, announcement bar,
// site badge, licensed-assets bar, overlays manager): the guarded start (a failure logs the catalogued
// warning, visitor §8 "Others": "Module or trigger load failures log a warning", and breaks nothing),
// the close (×) button, the styles adopted once, the per-site session dismissal, and where focus goes when
// a dismissed bar takes its focused × away.
import { UI } from '../../catalog/constants.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { SITE_DISMISS_STORAGE_PREFIX } from '../../catalog/site-modules.ts';
import { adoptStyles } from '../bridge/styles.ts';
import { logWarn } from '../log.ts';
import { readItem, writeItem } from '../storage.ts';
import { POPUP_OVERLAY_STYLES, SITE_CONTROL_STYLES } from './popup-overlay-styles.ts';
import { focusables } from '../focus.ts';

const noop = (): void => {};

/** Runs a module's start; a throw logs 'Sq: the <name> module failed to start…' and gives a no-op stop. */
export function guardedStart(name: string, start: () => () => void): () => void {
  try {
    const stop = start();
    return () => {
      try { stop(); } catch { logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed(name)); }
    };
  } catch (error) {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed(name), error);
    return noop;
  }
}

/** Runs a listener's body; a throw logs the module's warning instead of escaping the listener. */
export function guarded(name: string, body: () => void): void {
  try { body(); } catch (error) { logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed(name), error); }
}

export function adoptSiteStyles(doc: Document): void {
  adoptStyles(POPUP_OVERLAY_STYLES + SITE_CONTROL_STYLES, doc);
}

/** A × button with an accessible name. */
export function closeButton(doc: Document, label: string, onClick: () => void): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sq-site-close';
  button.setAttribute('aria-label', label);
  const mark = doc.createElement('span');
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = '×';
  button.append(mark);
  button.addEventListener('click', onClick);
  return button;
}

const dismissKey = (websiteId: string, key: string): string => `${SITE_DISMISS_STORAGE_PREFIX}${websiteId}:${key}`;

/** Dismissed in this browser session (session storage, per site). */
export const isDismissed = (websiteId: string, key: string): boolean =>
  readItem('session', dismissKey(websiteId, key)) === 'true';

export const rememberDismissed = (websiteId: string, key: string): void =>
  writeItem('session', dismissKey(websiteId, key), 'true');

/**
 * How long the popup overlay stays after a sign-up with show-until-signup, so the form's success message is
 * announced and read before it closes: as long as an information popup stays (visitor §4, 2000 ms).
 */
export const SIGNUP_CLOSE_DELAY_MS = UI.infoPopupAutoHideMs;


/**
 * Call before hiding `bars`: when focus is inside one of them, it moves to the next focusable element after
 * that bar in the page (outside the bars), else to <main> (given tabindex=-1 if it has none), else it is
 * let go to <body>. Focus elsewhere is left alone.
 */
export function moveFocusPast(bars: readonly HTMLElement[], doc: Document = document): void {
  const active = doc.activeElement;
  const holder = bars.find((bar) => bar.contains(active));
  if (!holder || !(active instanceof HTMLElement)) return;
  const inBars = (el: Element) => bars.some((bar) => bar.contains(el));
  const next = focusables(doc).find((el) =>
    (holder.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !inBars(el));
  const main = doc.querySelector<HTMLElement>('main');
  if (next) next.focus();
  else if (main && !inBars(main)) {
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  } else active.blur();
}
