// JavaScript error reporting (visitor §7 RecordJavascriptErrors, §9 "Error reporting"): uncaught errors
// and unhandled rejections, and the errors other modules hand to reportError(), go to the server as a
// JSON array of { event, data, timestamp } with the crumb header. Bounded so it can never flood the
// server or the page: debounced 1 s, at most 20 sends per page, at most 10 entries queued (the rest are
// dropped), identical consecutive errors merged, nothing more after a 429. One send at a time, each with
// the 2.5 s tracking time-out, so a hung request cannot hold the next batch for ever (a time-out is a
// failed send). It never reports itself: its own send failures are swallowed and errors raised from its
// own code are ignored.
import { ERROR_REPORT_DEBOUNCE_MS, ERROR_REPORTING, TRACKING_TIMEOUT_MS } from '../../catalog/constants.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { clock } from '../clock.ts';
import { TransportError, request } from '../transport.ts';
import { entryFromError, entryFromEvent, sameError, type ErrorReportEntry } from './error-entry.ts';

type RawError = ErrorEvent | PromiseRejectionEvent;

export interface ErrorReporterOptions {
  /** Errors the eager runtime held before this chunk loaded; reported first. */
  buffered?: RawError[];
  /** Asked at send time: false drops the queue and sends nothing. */
  allowed: () => boolean;
}

const TOO_MANY_REQUESTS = 429;
const EVENTS = ['error', 'unhandledrejection'] as const;

// The module (in the build: the tracking chunk it is bundled in). An error whose stack or source points
// here came from the reporting code itself, and reporting it could loop.
// In an IIFE bundle there is no module URL: nothing is recognised as its own then.
const OWN_SOURCE = (import.meta.url ?? '').split(/[?#]/)[0] || '\0';

interface Reporter { add(entry: ErrorReportEntry): void }
let active: Reporter | null = null;
/** Errors handed to reportError() before the reporter started, up to the queue cap. */
const waiting: Error[] = [];

/** Queues a report of a caught error, like an uncaught one (kind 'reported'); never throws. */
export function reportError(error: Error): void {
  try {
    if (active) active.add(entryFromError(error));
    else if (waiting.length < ERROR_REPORTING.queueCap) waiting.push(error);
  } catch {
    // Reporting must never become an error of its own.
  }
}

function fromReporter(event: RawError): boolean {
  const error: unknown = event.type === 'unhandledrejection' ? (event as PromiseRejectionEvent).reason : (event as ErrorEvent).error;
  const filename = event.type === 'error' ? (event as ErrorEvent).filename ?? '' : '';
  let stack = '';
  try {
    stack = String((error as { stack?: unknown } | null)?.stack ?? '');
  } catch {
    // unreadable stack: judge by the file name alone
  }
  return filename.startsWith(OWN_SOURCE) || stack.includes(OWN_SOURCE);
}

const permitted = (allowed: () => boolean): boolean => {
  try {
    return allowed() === true;
  } catch {
    return false;
  }
};

/** Starts listening for uncaught errors and rejections; returns the function that stops it. */
export function startErrorReporter(options: ErrorReporterOptions): () => void {
  const queue: ErrorReportEntry[] = [];
  let timer: number | undefined;
  let sends = 0;
  let sending = false;
  let flushWhenSent = false;
  let blocked = false;
  let stopped = false;

  const accepting = () => !stopped && !blocked && sends < ERROR_REPORTING.maxSends;

  function flush(): void {
    timer = undefined;
    if (sending) {
      flushWhenSent = true; // one send at a time, so a 429 is known before the next one
      return;
    }
    const batch = queue.splice(0);
    if (batch.length === 0 || !accepting() || !permitted(options.allowed)) return;
    sends += 1;
    sending = true;
    request(API_PATHS.recordJavascriptErrors, { json: batch, timeoutMs: TRACKING_TIMEOUT_MS }).catch((error: unknown) => {
      if (error instanceof TransportError && error.status === TOO_MANY_REQUESTS) blocked = true;
      // Any other failure (a time-out too) is swallowed: the reporter never reports its own failures.
    }).finally(() => {
      sending = false;
      if (flushWhenSent) {
        flushWhenSent = false;
        flush();
      }
    });
  }

  const reporter: Reporter = {
    add(entry) {
      if (!accepting()) return;
      const last = queue[queue.length - 1];
      if (last && sameError(last.data, entry.data)) {
        last.data.count += 1; // merged; it does not postpone the send
        return;
      }
      if (queue.length >= ERROR_REPORTING.queueCap) return; // dropped, not queued
      queue.push(entry);
      clock.clearTimeout(timer);
      timer = clock.setTimeout(flush, ERROR_REPORT_DEBOUNCE_MS);
    },
  };

  const onError = (event: Event): void => {
    try {
      if (accepting() && !fromReporter(event as RawError)) reporter.add(entryFromEvent(event as RawError));
    } catch {
      // A listener never throws.
    }
  };

  for (const event of options.buffered ?? []) onError(event);
  for (const error of waiting.splice(0)) reporter.add(entryFromError(error));
  for (const type of EVENTS) addEventListener(type, onError);
  active = reporter;

  return () => {
    stopped = true;
    for (const type of EVENTS) removeEventListener(type, onError);
    clock.clearTimeout(timer);
    timer = undefined;
    queue.length = 0;
    if (active === reporter) active = null;
  };
}
