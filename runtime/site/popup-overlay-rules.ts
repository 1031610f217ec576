// The popup overlay's rules (visitor §4 "Popup overlay"; reference §3.7 local-storage keys date-closed,
// version, submitted), kept pure so a table test drives them with a `now`: it shows again after
// displayFrequency days (-1: never again once closed), not after a sign-up when showUntilSignup is set, and
// a version upgrade shows it again whatever was stored. Also the settings reader and the stored state.
import { DAY_MS, POPUP_OVERLAY_DEFAULTS, POPUP_OVERLAY_STORAGE_PREFIX } from '../../catalog/site-modules.ts';
import { POPUP_STYLES, type PopupOverlayStorageKey } from '../../catalog/site.ts';
import { readItem, removeItem, writeItem } from '../storage.ts';

export interface PopupOverlaySettings {
  style: number;
  /** Days before it shows again after a close; -1 never again. */
  displayFrequency: number;
  showUntilSignup: boolean;
  version: number;
  title: string;
  message: string;
  buttonLabel: string;
  buttonUrl: string;
}

/** What this browser remembers; null where nothing (or nothing readable) is stored. */
export interface PopupOverlayStored {
  dateClosed: number | null;
  version: number | null;
  submitted: boolean;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);

/** Reads the free settings object; a wrong or missing field takes its default. */
export function readPopupOverlaySettings(raw: Record<string, unknown> | null | undefined): PopupOverlaySettings {
  const r = raw ?? {};
  const d = POPUP_OVERLAY_DEFAULTS;
  const frequency = finite(r.displayFrequency) && (r.displayFrequency >= 0 || r.displayFrequency === -1)
    ? r.displayFrequency : d.displayFrequency;
  return {
    style: finite(r.style) ? r.style : d.style,
    displayFrequency: frequency,
    showUntilSignup: typeof r.showUntilSignup === 'boolean' ? r.showUntilSignup : d.showUntilSignup,
    version: finite(r.version) ? r.version : d.version,
    title: text(r.title, d.title),
    message: text(r.message, d.message),
    buttonLabel: text(r.buttonLabel, d.buttonLabel),
    buttonUrl: text(r.buttonUrl, d.buttonUrl),
  };
}

/** True when the overlay should show now. */
export function popupOverlayDue(settings: PopupOverlaySettings, stored: PopupOverlayStored, now: number): boolean {
  if (settings.style === POPUP_STYLES.NONE) return false;
  // A version upgrade re-shows it, over a close and a sign-up alike.
  if (stored.version !== null && settings.version > stored.version) return true;
  if (settings.showUntilSignup && stored.submitted) return false;
  if (stored.dateClosed === null) return true;
  if (settings.displayFrequency === -1) return false;
  return now - stored.dateClosed >= settings.displayFrequency * DAY_MS;
}

/** The local-storage key of one of the spec's three keys, for one site. */
export const popupOverlayKey = (websiteId: string, key: PopupOverlayStorageKey): string =>
  `${POPUP_OVERLAY_STORAGE_PREFIX}${websiteId}:${key}`;

function storedNumber(websiteId: string, key: PopupOverlayStorageKey): number | null {
  const value = readItem('local', popupOverlayKey(websiteId, key));
  if (value === null) return null;
  const n = Number(value);
  if (value.trim() !== '' && Number.isFinite(n)) return n;
  removeItem('local', popupOverlayKey(websiteId, key)); // tampered: dropped, never thrown on
  return null;
}

export function readPopupOverlayStored(websiteId: string): PopupOverlayStored {
  return {
    dateClosed: storedNumber(websiteId, 'date-closed'),
    version: storedNumber(websiteId, 'version'),
    submitted: readItem('local', popupOverlayKey(websiteId, 'submitted')) === 'true',
  };
}

/** Shown: remembers the version seen; an upgrade forgets the old close and sign-up. */
export function recordPopupOverlayShown(websiteId: string, settings: PopupOverlaySettings, stored: PopupOverlayStored): void {
  if (stored.version !== null && settings.version > stored.version) {
    removeItem('local', popupOverlayKey(websiteId, 'date-closed'));
    removeItem('local', popupOverlayKey(websiteId, 'submitted'));
  }
  writeItem('local', popupOverlayKey(websiteId, 'version'), String(settings.version));
}

export const recordPopupOverlayClosed = (websiteId: string, now: number): void =>
  writeItem('local', popupOverlayKey(websiteId, 'date-closed'), String(now));

export const recordPopupOverlaySubmitted = (websiteId: string): void =>
  writeItem('local', popupOverlayKey(websiteId, 'submitted'), 'true');
