// Designed names, labels and defaults of the site-level modules (visitor §4 "Popup overlay", §6, §8
// "Others"; reference §3.7): the popup overlay, mobile info bar, announcement bar, overlays manager, site
// badge and licensed-assets bar. The spec words none of these labels; the storage keys' last parts are the
// spec's (POPUP_OVERLAY_STORAGE_KEYS in site.ts), their prefix is ours.

/** The module names put into ELEMENT_LIBRARY_MESSAGES.moduleFailed(name) when a module fails to start. */
export const SITE_MODULE_NAMES = {
  popupOverlay: 'popup overlay',
  mobileInfoBar: 'mobile info bar',
  announcementBar: 'announcement bar',
  overlaysManager: 'overlays manager',
  siteBadge: 'site badge',
  licensedAssetsBar: 'licensed-assets bar',
} as const;

/** Template markup the modules look for. */
export const SITE_MODULE_MARKERS = {
  popupOverlay: 'data-sq-popup-overlay',
  announcementBar: 'data-sq-announcement-bar',
  siteBadge: 'data-sq-site-badge',
  licensedAssetsBar: 'data-sq-licensed-assets-bar',
} as const;

/** Accessible names and button texts. */
export const SITE_MODULE_LABELS = {
  popupOverlay: 'Popup',
  closePopup: 'Close popup',
  mobileInfoBar: 'Site information',
  dismissInfoBar: 'Dismiss information bar',
  dismissAnnouncement: 'Dismiss announcement',
  dismissSiteBadge: 'Dismiss site badge',
  dismissLicensedAssets: 'Dismiss licensed-assets notice',
  previewPopup: 'Preview popup',
} as const;

/** Storage prefixes: `${prefix}${websiteId}:${key}` (local for the popup overlay, session for dismissals). */
export const POPUP_OVERLAY_STORAGE_PREFIX = 'sq:popup-overlay:';
export const SITE_DISMISS_STORAGE_PREFIX = 'sq:dismissed:';
/** The session keys of the dismissible bars and notices. */
export const SITE_DISMISS_KEYS = {
  mobileInfoBar: 'mobile-info-bar',
  announcementBar: 'announcement-bar',
  siteBadge: 'site-badge',
  licensedAssetsBar: 'licensed-assets-bar',
} as const;

/**
 * Popup overlay settings (websiteSettings.popupOverlaySettings): every field optional.
 * style: POPUP_STYLES (none 1 hides it); displayFrequency: days before it shows again after a close, -1
 * never again; showUntilSignup: hidden for good after a form in it was submitted; version: a number, a
 * higher one than the visitor last saw shows it again; title, message, buttonLabel, buttonUrl: the content
 * when the template has no [data-sq-popup-overlay] markup.
 */
export const POPUP_OVERLAY_DEFAULTS = {
  style: 2,
  displayFrequency: 1,
  showUntilSignup: false,
  version: 0,
  title: '',
  message: '',
  buttonLabel: '',
  buttonUrl: '',
} as const;

/** The form event that counts as a sign-up (react-core/form/events.ts SqFormSuccessEvent.type). */
export const POPUP_OVERLAY_SUBMIT_EVENT = 'sq-form-success';

/** Milliseconds in one displayFrequency day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mobile info bar settings (websiteSettings.mobileInfoBarSettings): style MOBILE_INFO_BAR_STYLES (none 1,
 * light 2, dark 3); text; linkUrl and linkLabel, or phone (a tel: link showing the number).
 */
export const MOBILE_INFO_BAR_DEFAULTS = { style: 1, text: '', linkUrl: '', linkLabel: '', phone: '' } as const;
