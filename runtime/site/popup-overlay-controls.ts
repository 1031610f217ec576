// Small pieces the popup overlay shares with M1's other site modules (mobile info bar, announcement bar,
// site badge, licensed-assets bar, overlays manager): the guarded start (a failure logs the catalogued
// warning, visitor §8 "Others": "Module or trigger load failures log a warning", and breaks nothing),
// the close (×) button, the styles adopted once, and the per-site session dismissal.
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { SITE_DISMISS_STORAGE_PREFIX } from '../../catalog/site-modules.ts';
import { adoptStyles } from '../bridge/styles.ts';
import { logWarn } from '../log.ts';
import { readItem, writeItem } from '../storage.ts';
import { POPUP_OVERLAY_STYLES, SITE_CONTROL_STYLES } from './popup-overlay-styles.ts';

const noop = (): void => {};

/** Runs a module's start; a throw logs 'Sq: the <name> module failed to start…' and gives a no-op stop. */
export function guardedStart(name: string, start: () => () => void): () => void {
  try {
    const stop = start();
    return () => {
      try { stop(); } catch { logWarn(LIBRARY_MESSAGES.moduleFailed(name)); }
    };
  } catch (error) {
    logWarn(LIBRARY_MESSAGES.moduleFailed(name), error);
    return noop;
  }
}

/** Runs a listener's body; a throw logs the module's warning instead of escaping the listener. */
export function guarded(name: string, body: () => void): void {
  try { body(); } catch (error) { logWarn(LIBRARY_MESSAGES.moduleFailed(name), error); }
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
