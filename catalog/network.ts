// Calls the published site makes (visitor §7) and the generic fetch states (reference §4).

export const API_PATHS = {
  formSubmissionKey: '/api/form/FormSubmissionKey',
  saveFormSubmission: '/api/form/SaveFormSubmission',
  recordJavascriptErrors: '/api/events/RecordJavascriptErrors',
  trace: '/api/events/Trace',
  track: '/api/track/Track',
  performanceSettings: '/api/1/performance/settings',
  performanceRecords: '/api/1/performance/records',
  recordEvent: '/api/events/RecordEvent',
  events: '/api/v1/events',
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  recordQuickView: '/api/census/RecordQuickView/',
  widgetRendering: '/api/widget/GetWidgetRendering',
  logout: '/api/auth/Logout',
} as const;
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The events service answers these statuses on success. */
export const EVENTS_SUCCESS_STATUSES = [200, 202] as const;
/** Error bodies that are passed on as they are, for these statuses. */
export const PASS_THROUGH_ERROR_STATUSES = [400, 401, 500, 502] as const;
export const PASS_THROUGH_ERROR_FIELDS = ['error', 'message', 'billingErrorCode'] as const;
/** Data-layer answer flags. */
export const DATA_LAYER_FLAGS = ['loginRequired', 'crumbFail', 'authorizationFail'] as const;
export const DATA_LAYER_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type DataLayerMethod = (typeof DATA_LAYER_METHODS)[number];

export const FETCH_STATES = ['pending', 'success', 'failed'] as const;
export type FetchState = (typeof FETCH_STATES)[number];

/** Lazily loaded code chunks (visitor §7). */
export const LAZY_CHUNKS = ['cart', 'reviews', 'native video', 'search preview', 'share buttons'] as const;
/** Error name and code for failed chunk loads (reference §8). */
export const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** Performance sender event kinds, and the prefix of user measures it reports. */
export const PERFORMANCE_EVENTS = ['page_speed', 'user', 'image'] as const;
export const USER_MEASURE_PREFIX = 'rum-';

/**
 * Deadlines for the calls the spec gives none (issue 20): no request waits longer, and then it fails as
 * a time-out with its call's catalogued message. A visitor waits on an action (add to cart, log in,
 * send); page data (a cart, a widget, the data layer) loads while the page shows what it has; beacons
 * are background work. A call with a deadline of its own (the spec's 2.5 s tracking, 10 s logout) names it.
 */
export const REQUEST_DEADLINES_MS = { action: 15000, data: 20000, beacon: 10000 } as const;
export type RequestKind = keyof typeof REQUEST_DEADLINES_MS;
