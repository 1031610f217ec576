// The trace log (visitor §7 Trace: `data`, a JSON array of logged events, flushed every 30 s or on
// unload). Other modules add events with logTraceEvent(); once started, everything the library logs
// (runtime/log.ts) is recorded too. Nothing is recorded before startTrace() nor while its allowed() is
// false (no consent): such an event is not kept for later. The log keeps the newest 100 entries. A flush
// takes the whole log: every 30 s by request(), and when the page is hidden or left by beacon() (a
// request may not outlive the page), both form-encoded; a flush that finds allowed() false drops the
// log. A failed send is dropped, never retried or logged.
import { TRACE_FLUSH_MS } from '../../catalog/constants.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { TRACE_LOG_CAP, TRACE_LOG_EVENT } from '../../catalog/reporting.ts';
import { clock } from '../clock.ts';
import { onLog } from '../log.ts';
import { beacon, request } from '../transport.ts';

export interface TraceEntry { event: string; data: unknown; timestamp: number }

const FORM_TYPE = 'application/x-www-form-urlencoded';

const log: TraceEntry[] = [];

const permitted = (allowed: () => boolean): boolean => {
  try {
    return allowed() === true;
  } catch {
    return false;
  }
};

const never = (): boolean => false;
/** The running trace's consent check; nothing is recorded until startTrace() sets it. */
let recording: () => boolean = never;

/** Adds an event to the trace log (the oldest entry goes when it is full); ignored while recording is not allowed. */
export function logTraceEvent(event: string, data: unknown = null): void {
  if (!permitted(recording)) return;
  log.push({ event, data, timestamp: clock.now() });
  if (log.length > TRACE_LOG_CAP) log.splice(0, log.length - TRACE_LOG_CAP);
}

/** The entries as JSON; an entry whose data cannot be written (a cycle, a BigInt) keeps its event with null data. */
function serialise(entries: TraceEntry[]): string {
  try {
    return JSON.stringify(entries);
  } catch {
    return `[${entries.map((entry) => {
      try {
        return JSON.stringify(entry);
      } catch {
        return JSON.stringify({ ...entry, data: null });
      }
    }).join(',')}]`;
  }
}

/** Starts recording the library's log and flushing the trace; returns the function that stops it. */
export function startTrace(options: { allowed: () => boolean }): () => void {
  let timer: number | undefined;
  const { allowed } = options;
  const gate = () => allowed(); // this trace's own function, so stopping an older trace leaves a newer one recording
  recording = gate;

  function flush(leaving: boolean): void {
    const entries = log.splice(0);
    if (entries.length === 0 || !permitted(allowed)) return;
    const data = serialise(entries);
    if (leaving) {
      beacon(API_PATHS.trace, new URLSearchParams({ data }).toString(), FORM_TYPE);
      return;
    }
    request(API_PATHS.trace, { form: { data }, crumb: false, responseType: 'text', kind: 'beacon' }).catch(() => {
      // Trace failures are swallowed (visitor §7).
    });
  }

  const every = () => {
    timer = clock.setTimeout(every, TRACE_FLUSH_MS);
    flush(false);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);

  const stopLog = onLog(({ level, message }) => logTraceEvent(TRACE_LOG_EVENT, { level, message }));
  timer = clock.setTimeout(every, TRACE_FLUSH_MS);
  document.addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', onPageHide);

  return () => {
    stopLog();
    clock.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    removeEventListener('pagehide', onPageHide);
    if (recording === gate) recording = never;
    log.length = 0;
  };
}
