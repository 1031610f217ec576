// Page labels (reference §6: 'This page is locked' and 'This page available only site members'):
// on a lock-screen page (type 103) or a member-area access-denied page (type 106) the label fills
// every [data-sq-page-label] element the template provides; without one, a status notice is
// prepended to <main> (or <body>). Stopping puts the page back as it was.
import { LABEL_MESSAGES } from '../../catalog/messages/labels.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { MEMBER_MARKERS } from '../../catalog/members.ts';
import { PAGE_TYPES } from '../../catalog/pages.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { adoptStyles } from '../bridge/styles.ts';

const STYLES = `
:where(.sq-page-label) {
  margin: 0 0 var(--sq-space-4); padding: var(--sq-space-3) var(--sq-space-4);
  border-inline-start: 4px solid var(--sq-color-accent); border-radius: var(--sq-radius-1);
  background: var(--sq-color-background); color: var(--sq-color-text); font-weight: var(--sq-font-weight-3);
}`;

/** The label for a page type, or null when the page needs none. */
export function pageLabelFor(pageType: number | null): string | null {
  if (pageType === PAGE_TYPES.LOCK_SCREEN) return LABEL_MESSAGES.pageLocked;
  if (pageType === PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED) return LABEL_MESSAGES.membersOnly;
  return null;
}

/** Adopted as a constructed stylesheet: no <style> element, so a strict CSP (style-src 'self') allows it. */
function addStyles(doc: Document): void {
  adoptStyles(STYLES, doc);
}

export function startPageLabels(context: SiteContext, doc: Document = document): () => void {
  const undo: Array<() => void> = [];
  try {
    const label = pageLabelFor(context.pageType);
    if (label === null) return () => {};
    const slots = Array.from(doc.querySelectorAll<HTMLElement>(MEMBER_MARKERS.pageLabel));
    for (const slot of slots) {
      const before = slot.textContent;
      slot.textContent = label;
      undo.push(() => { slot.textContent = before; });
    }
    if (slots.length === 0) {
      addStyles(doc);
      const notice = doc.createElement('p');
      notice.className = 'sq-page-label';
      notice.setAttribute('role', 'status');
      notice.setAttribute('data-sq-page-label', 'inserted');
      notice.textContent = label;
      (doc.querySelector('main') ?? doc.body).prepend(notice);
      undo.push(() => notice.remove());
    }
  } catch (error) {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('page labels'), error);
  }
  return () => { for (const step of undo.splice(0)) step(); };
}
