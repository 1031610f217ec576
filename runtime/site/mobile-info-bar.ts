// The mobile info bar (visitor §4 "The mobile info bar appears only at width 1024 or less", §6; reference
// §3.7 style none 1, light 2, dark 3): a bar fixed at the bottom with the settings' text and a link or a
// phone number, present only while the viewport is at most MOBILE_INFO_BAR_MAX_WIDTH_PX wide (it follows
// resizes through runtime/utils/breakpoints.ts) and dismissible for the browser session (focus on its × moves
// on to what follows, ./popup-overlay-controls.ts moveFocusPast).
import { MOBILE_INFO_BAR_MAX_WIDTH_PX } from '../../catalog/constants.ts';
import { MOBILE_INFO_BAR_DEFAULTS, SITE_DISMISS_KEYS, SITE_MODULE_LABELS, SITE_MODULE_NAMES } from '../../catalog/site-modules.ts';
import { MOBILE_INFO_BAR_STYLES } from '../../catalog/site.ts';
import type { SiteContext } from '../context.ts';
import { isBelow, onBreakpointChange } from '../utils/breakpoints.ts';
import { reserveEdgeRoom } from '../edge-room.ts';
import { isValidPhoneNumber, safeHref } from '../utils/url-rules.ts';
import {
  adoptSiteStyles, closeButton, guarded, guardedStart, isDismissed, moveFocusPast, rememberDismissed,
} from './popup-overlay-controls.ts';

const NAME = SITE_MODULE_NAMES.mobileInfoBar;
const CLASS = 'sq-mobile-info-bar';

export interface MobileInfoBarSettings { style: number; text: string; linkUrl: string; linkLabel: string; phone: string }

/** Reads the free settings object; a wrong or missing field takes its default (style none). */
export function readMobileInfoBarSettings(raw: Record<string, unknown> | null | undefined): MobileInfoBarSettings {
  const r = raw ?? {};
  const d = MOBILE_INFO_BAR_DEFAULTS;
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v.trim() : fallback);
  const styles = Object.values(MOBILE_INFO_BAR_STYLES) as number[];
  return {
    style: typeof r.style === 'number' && styles.includes(r.style) ? r.style : d.style,
    text: str(r.text, d.text), linkUrl: str(r.linkUrl, d.linkUrl), linkLabel: str(r.linkLabel, d.linkLabel),
    phone: str(r.phone, d.phone),
  };
}

/** The link the bar shows: the phone number (tel:) when valid, else the link; null for none. */
function link(doc: Document, settings: MobileInfoBarSettings): HTMLAnchorElement | null {
  const anchor = doc.createElement('a');
  if (settings.phone && isValidPhoneNumber(settings.phone)) {
    anchor.href = `tel:${settings.phone.replace(/[^\d+]/g, '')}`;
    anchor.textContent = settings.phone;
    return anchor;
  }
  const href = settings.linkUrl ? safeHref(settings.linkUrl) : null;
  if (href === null) return null;
  anchor.href = href;
  anchor.textContent = settings.linkLabel || settings.linkUrl;
  return anchor;
}

function build(doc: Document, settings: MobileInfoBarSettings, dismiss: () => void): HTMLElement {
  const bar = doc.createElement('div');
  bar.className = settings.style === MOBILE_INFO_BAR_STYLES.DARK ? `${CLASS} ${CLASS}-dark` : CLASS;
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', SITE_MODULE_LABELS.mobileInfoBar);
  if (settings.text) {
    const text = doc.createElement('p');
    text.className = `${CLASS}-text`;
    text.textContent = settings.text; // never HTML
    bar.append(text);
  }
  const anchor = link(doc, settings);
  if (anchor) bar.append(anchor);
  bar.append(closeButton(doc, SITE_MODULE_LABELS.dismissInfoBar, dismiss));
  return bar;
}

/** Starts the bar; returns the function that removes it and stops following the viewport. */
export function startMobileInfoBar(context: SiteContext, doc: Document = document): () => void {
  return guardedStart(NAME, () => {
    const settings = readMobileInfoBarSettings(context.websiteSettings.mobileInfoBarSettings);
    const websiteId = context.website.id;
    if (settings.style === MOBILE_INFO_BAR_STYLES.NONE || (!settings.text && !link(doc, settings))) return () => {};
    if (isDismissed(websiteId, SITE_DISMISS_KEYS.mobileInfoBar)) return () => {};
    adoptSiteStyles(doc);
    let stopWatching = (): void => {};
    const bar = build(doc, settings, () => guarded(NAME, () => {
      rememberDismissed(websiteId, SITE_DISMISS_KEYS.mobileInfoBar);
      moveFocusPast([bar], doc); // the focused × is about to disappear
      place(false);
      stopWatching();
    }));
    let release = (): void => {};
    // While it shows, focus and anchors scroll clear of it (../edge-room.ts).
    const place = (narrow: boolean) => {
      if (!narrow) { release(); release = () => {}; }
      if (narrow === bar.isConnected) return;
      if (narrow) {
        (doc.body ?? doc.documentElement).append(bar);
        release = reserveEdgeRoom(bar, 'bottom');
      } else bar.remove();
    };
    place(isBelow(MOBILE_INFO_BAR_MAX_WIDTH_PX));
    stopWatching = onBreakpointChange(({ breakpoint, below }) => {
      if (breakpoint === MOBILE_INFO_BAR_MAX_WIDTH_PX) place(below);
    });
    return () => { stopWatching(); place(false); };
  });
}
