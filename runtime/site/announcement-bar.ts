// The announcement bar (visitor §6: logged-in users get it loaded): the template's [data-sq-announcement-bar]
// markup, given a close button; a dismissal is remembered for the browser session (per site) and hides it
// on the next pages too. A dismissal by keyboard hands focus on to what follows (moveFocusPast). `startDismissibleMarkup` is the shared behaviour of the site badge and the
// licensed-assets bar (./site-badge.ts, ./licensed-assets-bar.ts), which differ only in marker and label.
import { SITE_DISMISS_KEYS, SITE_MODULE_LABELS, SITE_MODULE_MARKERS, SITE_MODULE_NAMES } from '../../catalog/site-modules.ts';
import type { SiteContext } from '../context.ts';
import {
  adoptSiteStyles, closeButton, guarded, guardedStart, isDismissed, moveFocusPast, rememberDismissed,
} from './popup-overlay-controls.ts';

export interface DismissibleMarkup {
  /** The module name for the failure warning. */
  name: string;
  /** The attribute marking the template's element. */
  marker: string;
  /** The session key of the dismissal. */
  key: string;
  /** The close button's accessible name. */
  label: string;
}

/** Gives every marked element a close button, or hides it if dismissed this session; the stop undoes it. */
export function startDismissibleMarkup(spec: DismissibleMarkup, context: SiteContext, doc: Document): () => void {
  return guardedStart(spec.name, () => {
    const elements = [...doc.querySelectorAll<HTMLElement>(`[${spec.marker}]`)];
    if (elements.length === 0) return () => {};
    const websiteId = context.website.id;
    if (isDismissed(websiteId, spec.key)) {
      for (const el of elements) el.hidden = true;
      return () => {};
    }
    adoptSiteStyles(doc);
    const buttons = elements.map((el) => {
      const button = closeButton(doc, spec.label, () => guarded(spec.name, () => {
        rememberDismissed(websiteId, spec.key);
        moveFocusPast(elements, doc); // the focused × is about to disappear
        for (const other of elements) other.hidden = true;
      }));
      el.setAttribute('data-sq-dismissible', '');
      el.append(button);
      return button;
    });
    return () => {
      for (const [i, el] of elements.entries()) { buttons[i]!.remove(); el.removeAttribute('data-sq-dismissible'); }
    };
  });
}

export const startAnnouncementBar = (context: SiteContext, doc: Document = document): (() => void) =>
  startDismissibleMarkup({
    name: SITE_MODULE_NAMES.announcementBar, marker: SITE_MODULE_MARKERS.announcementBar,
    key: SITE_DISMISS_KEYS.announcementBar, label: SITE_MODULE_LABELS.dismissAnnouncement,
  }, context, doc);
