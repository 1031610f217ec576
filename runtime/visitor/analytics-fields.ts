// The events tracker's fields (visitor §3 "Analytics events", §5 "Analytics"): the caller's fields split
// into validated common data and custom data, the automatic fields the tracker adds, and the site they
// describe (set once per page, read by the events tracker and by RecordEvent).
import { DESIGNED_COOKIE_NAMES } from '../../catalog/cookies.ts';
import {
  TRACKER_NULLABLE_FIELDS, TRACKER_NULLABLE_PREFIX, TRACKER_REQUIRED_FIELDS, type TrackerAutomaticField,
} from '../../catalog/analytics.ts';
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { clock } from '../clock.ts';
import { getCookie } from '../cookies.ts';
import { logWarn } from '../log.ts';
import { trackerSessionId } from './analytics-ids.ts';
import { resolveLocale } from './locale.ts';
import { scrubQuery, scrubUrl } from './scrub-url.ts';

export interface SplitFields {
  commonData: Record<string, string | null>;
  customData: Record<string, unknown>;
}

const REQUIRED = new Set<string>(TRACKER_REQUIRED_FIELDS);
const NULLABLE = new Set<string>(TRACKER_NULLABLE_FIELDS);
const isNullable = (name: string) => NULLABLE.has(name) || name.startsWith(TRACKER_NULLABLE_PREFIX);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Required fields must be strings, nullable ones strings or null; a wrong type (or a missing required
 * field) is warned about and dropped. An absent nullable field is simply not sent. Every other field
 * goes to custom data.
 */
export function splitFields(fields: unknown): SplitFields {
  const source = isRecord(fields) ? fields : {};
  const commonData: Record<string, string | null> = {};
  const customData: Record<string, unknown> = {};
  for (const name of TRACKER_REQUIRED_FIELDS) {
    const value = source[name];
    if (typeof value === 'string') commonData[name] = value;
    else logWarn(EVENT_MESSAGES.commonFieldInvalid(name));
  }
  for (const [name, value] of Object.entries(source)) {
    if (REQUIRED.has(name)) continue;
    if (!isNullable(name)) customData[name] = value;
    else if (typeof value === 'string' || value === null) commonData[name] = value;
    else if (value !== undefined) logWarn(EVENT_MESSAGES.commonFieldInvalid(name));
  }
  return { commonData, customData };
}

/** What the tracker needs to know about the site (from SiteContext.website). */
export interface TrackerSite { id: string; templateId: string; locale: string }

let currentSite: TrackerSite = { id: '', templateId: '', locale: '' };

/** Records which site this page belongs to (website id, template id and locale of the site context). */
export function setTrackerSite(next: TrackerSite): void {
  currentSite = { id: next.id, templateId: next.templateId, locale: next.locale };
}

/** The site last set; empty texts before setTrackerSite() runs. */
export const trackerSite = (): TrackerSite => currentSite;

const orNull = (text: string | undefined): string | null => (text ? text : null);

/** The automatic common fields, read at the moment of the event. Empty texts are sent as null. */
export function automaticFields(site: TrackerSite): Record<TrackerAutomaticField, string | number | null> {
  return {
    window_width: window.innerWidth,
    window_height: window.innerHeight,
    browser_language: orNull(navigator.language),
    page_host: location.host,
    page_path: location.pathname,
    page_query: orNull(scrubQuery(location.search)),
    page_referrer: orNull(scrubUrl(document.referrer)),
    resolved_locale: resolveLocale(site.locale),
    client_timestamp: clock.now(),
    marketing_id: orNull(getCookie(DESIGNED_COOKIE_NAMES.MARKETING_ID)),
    session_id: trackerSessionId(),
    website_id: orNull(site.id),
    template_id: orNull(site.templateId),
  };
}
