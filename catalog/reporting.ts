// Designed names and limits of error reporting, the trace log and the performance collector (visitor §7,
// §8 "Events and performance", §9). The spec gives the calls, the 1 s / 30 s / 60 s schedules and the
// 20 / 10 / 5000 limits (constants.ts); what it leaves open is written here once.

/** The `event` of every RecordJavascriptErrors entry. */
export const ERROR_REPORT_EVENT = 'javascript-error';
/** What raised the report: an uncaught error, an unhandled rejection, or a caught error handed to reportError(). */
export const ERROR_REPORT_KINDS = ['error', 'rejection', 'reported'] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];
/** A report's message is cut here (the stack has the spec's 5000). */
export const ERROR_MESSAGE_MAX_CHARS = 1000;
/** The message of a rejection whose reason is not an Error and cannot be turned into text. */
export const UNDESCRIBABLE_REASON = 'Unhandled rejection';

/** The trace log keeps the newest entries up to this many; older ones are dropped. */
export const TRACE_LOG_CAP = 100;
/** The `event` of a trace entry that records what the library logged (data: level and message). */
export const TRACE_LOG_EVENT = 'log';

/** The `app` of every performance record. */
export const PERFORMANCE_APP = 'sq-elements';
/** The page_speed record's data fields, in ms since navigation start (whole numbers). */
export const PAGE_SPEED_FIELDS = ['ttfb', 'domContentLoaded', 'load', 'fcp', 'lcp'] as const;
export type PageSpeedField = (typeof PAGE_SPEED_FIELDS)[number];
/** Resource-timing initiator types that count as images. */
export const IMAGE_INITIATOR_TYPES = ['img', 'image'] as const;

/** Texts the spec does not word (the settings request's other failures are spelled in EVENT_MESSAGES). */
export const REPORTING_TEXTS = {
  metricSettingsFailed: (status: number) => `Metric settings request failed: HTTP Status ${status}`,
} as const;

/**
 * Query parameters whose values reports keep (issue 17, "report scrubbing"): the marketing parameters
 * and their utm_* aliases (catalog/tracking.ts), and the image size parameter. Every other value is
 * emptied (the name stays, so a report still shows the page's shape) and hashes that are not plain
 * anchors are dropped: `?token=…` and `#access_token=…` never leave the page in a report.
 */
export const REPORT_KEPT_QUERY_PREFIXES = ['utm_'] as const;
export const REPORT_KEPT_QUERY = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid', 'format'] as const;
/** A hash reports keep: a plain anchor (`#team`), not data (`#access_token=…`, `#/route?x=1`). */
export const REPORT_KEPT_HASH = /^#[A-Za-z][\w-]{0,63}$/;
