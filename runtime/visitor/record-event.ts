// RecordEvent (visitor §7 "POST /api/events/RecordEvent"): form-encoded crumb, event, data (JSON text)
// and extra fields. `data` is the first analytics tracker's shape (visitor §3 "Analytics events": the
// event name plus the payload websiteId, memberAccountId, website_locale, member_locale, templateId,
// variantId, pageHash, pagePath) with the caller's data added; the payload fields win over a caller field
// of the same name, so the server can rely on them. The crumb travels as a body field, as the spec
// shows; failures are swallowed like every tracking call, and nothing is sent without consent for
// visitor data.
import { ADMIN_EVENT_TYPES, ANALYTICS_EVENT_PAYLOAD_FIELDS, RECORD_EVENT_VALUE_FIELD } from '../../catalog/analytics.ts';
import { COOKIE_NAMES } from '../../catalog/cookies.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { consentState } from '../consent.ts';
import { getCookie } from '../cookies.ts';
import { request } from '../transport.ts';
import { postAdminEvent } from './admin-channel.ts';
import { trackerSite } from './analytics-fields.ts';
import { resolveLocale } from './locale.ts';
import { scrubHash } from './scrub-url.ts';

export type AnalyticsEventPayload = Record<(typeof ANALYTICS_EVENT_PAYLOAD_FIELDS)[number], string | null>;

const PAYLOAD_FIELDS = new Set<string>(ANALYTICS_EVENT_PAYLOAD_FIELDS);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The payload of an event on this page. There are no member sessions yet, so memberAccountId and
 * member_locale are null; the site context names no variant, so variantId is null. An unknown website
 * or template id (the site not set yet) is null too.
 */
export function eventPayload(): AnalyticsEventPayload {
  const site = trackerSite();
  return {
    websiteId: site.id || null,
    memberAccountId: null,
    website_locale: resolveLocale(site.locale),
    member_locale: null,
    templateId: site.templateId || null,
    variantId: null,
    pageHash: scrubHash(location.hash),
    pagePath: location.pathname,
  };
}

/** The payload plus the caller's fields (a caller value that is not an object goes under `value`). */
function eventData(payload: AnalyticsEventPayload, data: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...payload };
  try {
    if (isRecord(data)) {
      for (const [name, value] of Object.entries(data)) if (!PAYLOAD_FIELDS.has(name)) merged[name] = value;
    } else if (data !== undefined && data !== null) {
      merged[RECORD_EVENT_VALUE_FIELD] = data;
    }
  } catch {
    return { ...payload }; // a hostile getter or proxy: the event still counts, without the caller's data
  }
  return merged;
}

/** The data as JSON; data that cannot be written (a cycle, a BigInt) leaves the payload alone. */
function jsonText(data: Record<string, unknown>, payload: AnalyticsEventPayload): string {
  try {
    return JSON.stringify(data);
  } catch {
    return JSON.stringify(payload);
  }
}

/** Records one event; resolves whether or not the server took it. */
export async function recordEvent(event: string, data?: unknown, extra: Record<string, string> = {}): Promise<void> {
  if (!consentState().visitorDataAllowed) return;
  const payload = eventPayload();
  const sent = eventData(payload, data);
  const form = {
    ...extra,
    event,
    data: jsonText(sent, payload),
    // A getter, read each time the transport encodes the body: after a crumbFail the transport stores
    // the new crumb and retries once, and the retry must carry that new crumb, not the refused one.
    get crumb() { return getCookie(COOKIE_NAMES.CRUMB); },
  };
  postAdminEvent(ADMIN_EVENT_TYPES.RECORD_EVENT, { event, data: sent, extra });
  try {
    await request(API_PATHS.recordEvent, { form, crumb: false, kind: 'beacon' });
  } catch {
    // Tracking failures are swallowed (visitor §7).
  }
}
