// RecordEvent (visitor §7 "POST /api/events/RecordEvent"): form-encoded crumb, event, data (JSON text)
// and extra fields. The crumb travels as a body field, as the spec shows; failures are swallowed like
// every tracking call, and nothing is sent without consent for visitor data.
import { ADMIN_EVENT_TYPES } from '../../catalog/analytics.ts';
import { COOKIE_NAMES } from '../../catalog/cookies.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { visitorDataAllowed } from '../consent.ts';
import { getCookie } from '../cookies.ts';
import { request } from '../transport.ts';
import { postAdminEvent } from './admin-channel.ts';

function jsonText(data: unknown): string {
  try {
    return JSON.stringify(data ?? null) ?? 'null';
  } catch {
    return 'null'; // a cycle or a BigInt: the event still counts
  }
}

/** Records one event; resolves whether or not the server took it. */
export async function recordEvent(event: string, data?: unknown, extra: Record<string, string> = {}): Promise<void> {
  if (!visitorDataAllowed()) return;
  const form = {
    ...extra,
    event,
    data: jsonText(data),
    // A getter, read each time the transport encodes the body: after a crumbFail the transport stores
    // the new crumb and retries once, and the retry must carry that new crumb, not the refused one.
    get crumb() { return getCookie(COOKIE_NAMES.CRUMB); },
  };
  postAdminEvent(ADMIN_EVENT_TYPES.RECORD_EVENT, { event, data, extra });
  try {
    await request(API_PATHS.recordEvent, { form, crumb: false });
  } catch {
    // Tracking failures are swallowed (visitor §7).
  }
}
