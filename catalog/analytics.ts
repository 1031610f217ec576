// Experiments, analytics events and tracking hits (reference §3.13, visitor §3).

export const EXPERIMENT_TYPES = ['FEATURE_TOGGLE', 'AB_TEST'] as const;
export type ExperimentType = (typeof EXPERIMENT_TYPES)[number];
export const EXPERIMENT_CONTEXT_FIELDS = ['name', 'experimentType', 'variant', 'segmentName', 'containsError'] as const;
/** A feature toggle is on when its variant is this text. */
export const TOGGLE_ON_VARIANT = 'true';

/** The first tracker's payload: RecordEvent's `data` carries these, then the caller's own fields. */
export const ANALYTICS_EVENT_PAYLOAD_FIELDS = [
  'websiteId', 'memberAccountId', 'website_locale', 'member_locale', 'templateId', 'variantId', 'pageHash', 'pagePath',
] as const;
/** RecordEvent data that is not an object (a list, a number, a text) is sent under this field. */
export const RECORD_EVENT_VALUE_FIELD = 'value';

/** Second tracker: fields that must be strings. */
export const TRACKER_REQUIRED_FIELDS = ['actor', 'action', 'event_owner_team', 'event_source', 'object_type'] as const;
/** Second tracker: fields that are strings or null. Other fields go to custom data. */
export const TRACKER_NULLABLE_FIELDS = [
  'context_website_identifier', 'destination_url', 'object_identifier', 'object_id', 'object_display_name',
  'object_value', 'product_area', 'product_page', 'product_section', 'product_design_identifier',
  'user_member_account_id', 'user_session_id', 'browser_locale', 'member_account_locale', 'website_locale',
  'frontsite_language',
] as const;
/** The indirect_object_* variants are nullable too; the spec does not list them one by one. */
export const TRACKER_NULLABLE_PREFIX = 'indirect_object_';
export type TrackerField = (typeof TRACKER_REQUIRED_FIELDS)[number] | (typeof TRACKER_NULLABLE_FIELDS)[number];

/** Tracking hit payload fields the spec spells out (viewport and screen sizes are also sent). */
export const HIT_PAYLOAD_FIELDS = [
  'websiteId', 'templateId', 'locale', 'userAgent', 'clientDate', 'url', 'title', 'itemId', 'recordType',
  'collectionId', 'visitorCookie', 'pageId', 'pageTitle', 'contentSource', 'pagePath', 'pageHash', 'memberAccountId',
] as const;

/** Events service request body fields (visitor §7). */
export const EVENTS_SERVICE_FIELDS = ['analyticsId', 'commonData', 'customData', 'customSchemaName'] as const;

/**
 * The tracker's automatic common fields (visitor §3 "Analytics events": window size, browser language,
 * page host, path, query, referrer, resolved locale, client timestamp, marketing id, session id, website
 * id and template id). The names are this library's design, snake_case like the spec's common fields.
 */
export const TRACKER_AUTOMATIC_FIELDS = [
  'window_width', 'window_height', 'browser_language', 'page_host', 'page_path', 'page_query', 'page_referrer',
  'resolved_locale', 'client_timestamp', 'marketing_id', 'session_id', 'website_id', 'template_id',
] as const;
export type TrackerAutomaticField = (typeof TRACKER_AUTOMATIC_FIELDS)[number];

/** The events tracker's session id cookie lasts 30 minutes and is renewed each time it is used. */
export const TRACKER_SESSION_MAX_AGE_MS = 1800000;

/** Admin users' pages post their analytics and tracking events on this BroadcastChannel (visitor §6). */
export const ADMIN_CHANNEL_NAME = 'sq-admin-events';
/** The `type` of what the page posts on the admin channel. */
export const ADMIN_EVENT_TYPES = { TRACK: 'track', RECORD_EVENT: 'record-event' } as const;
export type AdminEventType = (typeof ADMIN_EVENT_TYPES)[keyof typeof ADMIN_EVENT_TYPES];

/** Mouse-position tracking for authenticated accounts: one sample per second at most, named like this. */
export const MOUSE_TRACKING = { event: 'mouse-position', sampleMs: 1000 } as const;
