// The overlays manager (visitor §6: logged-in users get it loaded). Our design, the spec giving it no
// behaviour: for a signed-in account on a site with a popup overlay, a small "Preview popup" button that
// shows the popup overlay now, ignoring its frequency, sign-up and version rules and storing nothing, so
// the owner can check it after closing it once. Without a popup overlay to show it adds nothing.
import { SITE_MODULE_LABELS, SITE_MODULE_NAMES } from '../../catalog/site-modules.ts';
import type { SiteContext } from '../context.ts';
import { adoptSiteStyles, guarded, guardedStart } from './popup-overlay-controls.ts';
import { readPopupOverlaySettings } from './popup-overlay-rules.ts';
import { popupOverlayHasContent, showPopupOverlay } from './popup-overlay.ts';

const NAME = SITE_MODULE_NAMES.overlaysManager;

export function startOverlaysManager(context: SiteContext, doc: Document = document): () => void {
  return guardedStart(NAME, () => {
    if (context.authenticatedAccount === null) return () => {};
    const settings = readPopupOverlaySettings(context.websiteSettings.popupOverlaySettings);
    if (!popupOverlayHasContent(settings, doc)) return () => {};
    adoptSiteStyles(doc);
    let closePreview: (() => void) | null = null;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'sq-overlays-manager';
    button.textContent = SITE_MODULE_LABELS.previewPopup;
    button.addEventListener('click', () => guarded(NAME, () => {
      closePreview = showPopupOverlay(context, doc, { preview: true, onClose: () => { closePreview = null; } });
    }));
    (doc.body ?? doc.documentElement).append(button);
    return () => { closePreview?.(); button.remove(); };
  });
}
