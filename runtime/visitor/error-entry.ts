// One RecordJavascriptErrors entry (visitor §7: a JSON array of event, data, timestamp; §9: stack cut at
// 5000 characters), built from an 'error' or 'unhandledrejection' event or from a caught Error. Nothing
// here throws: a reason with a hostile toString or stack getter still gives an entry.
import { ERROR_REPORTING } from '../../catalog/constants.ts';
import {
  ERROR_MESSAGE_MAX_CHARS, ERROR_REPORT_EVENT, UNDESCRIBABLE_REASON, type ErrorReportKind,
} from '../../catalog/reporting.ts';
import { clock } from '../clock.ts';
import { scrubUrl } from './scrub-url.ts';

export interface ErrorReportData {
  kind: ErrorReportKind;
  message: string;
  stack: string;
  source: string;
  line: number;
  column: number;
  url: string;
  /** Identical consecutive errors are merged into one entry; this says how many it stands for. */
  count: number;
}

export interface ErrorReportEntry { event: typeof ERROR_REPORT_EVENT; data: ErrorReportData; timestamp: number }

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function safely(read: () => unknown): string {
  try {
    const value = read();
    return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  } catch {
    return '';
  }
}

function entry(kind: ErrorReportKind, message: string, stack: string, source = '', line = 0, column = 0): ErrorReportEntry {
  return {
    event: ERROR_REPORT_EVENT,
    data: {
      kind,
      message: cut(message, ERROR_MESSAGE_MAX_CHARS),
      stack: cut(stack, ERROR_REPORTING.stackMaxChars),
      source: scrubUrl(source), line, column, url: scrubUrl(location.href), count: 1,
    },
    timestamp: clock.now(),
  };
}

/**
 * The stack with V8's first line, `Name: message`: Firefox and WebKit start it at the first frame, so
 * a report read by its stack alone would lose what went wrong.
 */
function stackOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const stack = safely(() => (error as { stack?: unknown }).stack);
  if (!(error instanceof Error)) return stack;
  const name = safely(() => error.name) || 'Error';
  const message = safely(() => error.message);
  const head = message ? `${name}: ${message}` : name;
  // V8 wrote it already, maybe under the name the error had when it was made (a subclass's own name
  // is set after that).
  const written = stack.startsWith(head) || (message !== '' && stack.split('\n', 1)[0]!.endsWith(`: ${message.split('\n', 1)[0]}`));
  return written ? stack : stack ? `${head}\n${stack}` : head;
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return safely(() => reason.message) || safely(() => reason.name);
  return safely(() => String(reason)) || UNDESCRIBABLE_REASON;
}

/** The entry for an uncaught error or an unhandled rejection. */
export function entryFromEvent(event: ErrorEvent | PromiseRejectionEvent): ErrorReportEntry {
  if (event.type === 'unhandledrejection') {
    const { reason } = event as PromiseRejectionEvent;
    return entry('rejection', messageOf(reason), stackOf(reason));
  }
  const error = event as ErrorEvent;
  const message = safely(() => error.message) || messageOf(error.error);
  return entry('error', message, stackOf(error.error), error.filename ?? '', error.lineno ?? 0, error.colno ?? 0);
}

/** The entry for a caught error handed to reportError(). */
export const entryFromError = (error: Error): ErrorReportEntry => entry('reported', messageOf(error), stackOf(error));

/** Same error, same place: the next one is merged into this entry instead of queued. */
export function sameError(a: ErrorReportData, b: ErrorReportData): boolean {
  return a.kind === b.kind && a.message === b.message && a.stack === b.stack && a.source === b.source
    && a.line === b.line && a.column === b.column;
}
