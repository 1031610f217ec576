// The performance collector (visitor §7 performance settings and records, §8 "Events and performance",
// §9 "Performance delay 30 s, metric wait cap 60 s"). It asks the settings for the page-load id, then
// sends its records as a JSON array in plain text by beacon() (sendBeacon, XHR when refused) 30 s after
// load and whenever the page is hidden, each record once. page_speed waits until all its metrics are
// known, at most until 60 s after load (or the page is hidden), then goes with what is known. A settings
// failure is logged and handed to the error reporter, and the collector stops: records need the id.
import { PERFORMANCE } from '../../catalog/constants.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { clock } from '../clock.ts';
import { logWarn } from '../log.ts';
import { beacon } from '../transport.ts';
import { reportError } from './error-reporter.ts';
import {
  buildRecord, entryKey, imageData, imageEntries, pageSpeed, pageSpeedComplete, userData, userMeasures,
  watchLargestPaint, type PerformanceEvent, type PerformanceRecord,
} from './performance-records.ts';
import { fetchPageLoadId } from './performance-settings.ts';

export { buildRecord, type PerformanceRecord } from './performance-records.ts';

export interface PerformanceOptions {
  /** Asked at start and before every send: false records and sends nothing. */
  allowed: () => boolean;
  /** Resolves when the page has loaded (default: the window's load event). */
  loaded?: Promise<void>;
}

const pageLoaded = (): Promise<void> => (document.readyState === 'complete'
  ? Promise.resolve()
  : new Promise((resolve) => addEventListener('load', () => resolve(), { once: true })));

const permitted = (allowed: () => boolean): boolean => {
  try {
    return allowed() === true;
  } catch {
    return false;
  }
};

/** Starts the collector; returns the function that stops it. */
export function startPerformance(options: PerformanceOptions): () => void {
  if (!permitted(options.allowed)) return () => {};
  let stopped = false;
  let pageLoadId: string | undefined;
  let due = false; // 30 s after load have passed
  let capped = false; // the 60 s metric wait cap has passed
  let hidden = false; // the page was hidden before the id came
  let pageSpeedDone = false;
  const recorded = new Set<string>();
  const timers: number[] = [];
  const largestPaint = watchLargestPaint();

  function collect(final: boolean, id: string): PerformanceRecord[] {
    const records: PerformanceRecord[] = [];
    const add = (event: PerformanceEvent, data: Record<string, unknown>) => {
      try {
        records.push(buildRecord(event, data, id));
      } catch {
        // 'Data is empty': nothing to record
      }
    };
    if (!pageSpeedDone) {
      const speed = pageSpeed(largestPaint.latest());
      if (final || capped || pageSpeedComplete(speed)) {
        pageSpeedDone = true;
        add('page_speed', speed);
      }
    }
    const once = <E extends PerformanceEntry>(entries: E[], event: PerformanceEvent, data: (entry: E) => Record<string, unknown>) => {
      for (const entry of entries) {
        const key = entryKey(entry);
        if (recorded.has(key)) continue;
        recorded.add(key);
        add(event, data(entry));
      }
    };
    once(userMeasures(), 'user', userData);
    once(imageEntries(), 'image', imageData);
    return records;
  }

  function send(final: boolean): void {
    if (stopped || pageLoadId === undefined || !permitted(options.allowed)) return;
    try {
      const records = collect(final, pageLoadId);
      if (records.length > 0) beacon(API_PATHS.performanceRecords, JSON.stringify(records), 'text/plain');
    } catch {
      // A collector fault must not break the page.
    }
  }

  const onHide = () => {
    if (pageLoadId === undefined) hidden = true;
    send(true);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
  };

  function stop(): void {
    stopped = true;
    for (const timer of timers) clock.clearTimeout(timer);
    largestPaint.stop();
    document.removeEventListener('visibilitychange', onVisibility);
    removeEventListener('pagehide', onHide);
  }

  document.addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', onHide);

  fetchPageLoadId().then((id) => {
    pageLoadId = id;
    if (hidden || due) send(hidden);
  }, (error: Error) => {
    if (stopped) return;
    logWarn(error.message);
    reportError(error);
    stop();
  });

  (options.loaded ?? pageLoaded()).then(() => {
    if (stopped) return;
    timers.push(clock.setTimeout(() => {
      due = true;
      send(false);
    }, PERFORMANCE.sendDelayMs));
    timers.push(clock.setTimeout(() => {
      capped = true;
      if (!pageSpeedDone) send(false);
    }, PERFORMANCE.metricWaitCapMs));
  }, () => {
    // A page that never reports its load only sends when hidden.
  });

  return stop;
}
