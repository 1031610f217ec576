// Sq.track(): events for the events service (visitor §3 "Analytics events", §5 "Analytics", §7 "POST
// /api/v1/events", §8 "Events and performance"). The body is { analyticsId, commonData, customData,
// customSchemaName }, sent as JSON by fetch, or as text by beacon when the page is going away.
import { ADMIN_EVENT_TYPES } from '../../catalog/analytics.ts';
import { API_PATHS, EVENTS_SUCCESS_STATUSES } from '../../catalog/network.ts';
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { consentState } from '../consent.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { TransportError, beacon, request } from '../transport.ts';
import { postAdminEvent } from './admin-channel.ts';
import { analyticsId } from './analytics-ids.ts';
import { automaticFields, setTrackerSite, splitFields, trackerSite } from './analytics-fields.ts';

export { analyticsId, trackerSessionId } from './analytics-ids.ts';

export interface TrackOptions {
  /** Send by navigator.sendBeacon (XHR fallback): survives unload, but its answer is never known. */
  beacon?: boolean;
}

export interface EventsServiceBody {
  analyticsId: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string;
}

/** Tells the trackers (this one and RecordEvent) which site they run on: website id, template id and locale. */
export function configureAnalytics(context: Pick<SiteContext, 'website'>): void {
  const { id, templateId, locale } = context.website;
  setTrackerSite({ id, templateId, locale });
}

/** The body for one event: the automatic fields first, so a caller's valid common field of the same name wins. */
export function eventBody(customSchemaName: string, fields: Record<string, unknown>): EventsServiceBody {
  const { commonData, customData } = splitFields(fields);
  return {
    analyticsId: analyticsId(),
    commonData: { ...automaticFields(trackerSite()), ...commonData },
    customData,
    customSchemaName,
  };
}

const isSuccess = (status: number) => (EVENTS_SUCCESS_STATUSES as readonly number[]).includes(status);

/**
 * Sends one event. Resolves once the service answered 200 or 202 (at once for a beacon, and without
 * sending anything when the visitor's consent does not allow visitor data). Anything else warns
 * 'Error tracking event: HTTP Status {code}' (0 for a network fault) and rejects with a TransportError.
 */
export async function track(customSchemaName: string, fields: Record<string, unknown>, options: TrackOptions = {}): Promise<void> {
  if (!consentState().visitorDataAllowed) return;
  const body = eventBody(customSchemaName, fields);
  postAdminEvent(ADMIN_EVENT_TYPES.TRACK, body);
  if (options.beacon) {
    beacon(API_PATHS.events, JSON.stringify(body));
    return;
  }
  let failure: TransportError;
  try {
    const response = await request(API_PATHS.events, { json: body, crumb: false, responseType: 'text', kind: 'beacon' });
    if (isSuccess(response.status)) return;
    failure = new TransportError('status', API_PATHS.events, response.status, response.data);
  } catch (error) {
    failure = error instanceof TransportError ? error : new TransportError('network', API_PATHS.events);
  }
  logWarn(EVENT_MESSAGES.eventSendFailed(failure.status));
  throw failure;
}
