// The performance collector's records (visitor §5 "Performance collector", §7): { app, data, event,
// pageLoadId, timestamp } for page_speed (navigation and paint timing), user (measures named rum-…)
// and image (resource timing of images). A record without data is refused with 'Data is empty'.
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { PERFORMANCE_EVENTS, USER_MEASURE_PREFIX } from '../../catalog/network.ts';
import {
  IMAGE_INITIATOR_TYPES, PAGE_SPEED_FIELDS, PERFORMANCE_APP, type PageSpeedField,
} from '../../catalog/reporting.ts';
import { clock } from '../clock.ts';
import { scrubUrl } from './scrub-url.ts';

export type PerformanceEvent = (typeof PERFORMANCE_EVENTS)[number];

export interface PerformanceRecord {
  app: typeof PERFORMANCE_APP;
  data: Record<string, unknown>;
  event: PerformanceEvent;
  pageLoadId: string;
  timestamp: number;
}

const isEmpty = (data: unknown): boolean =>
  typeof data !== 'object' || data === null || Object.values(data).every((value) => value === undefined);

/** One record; throws new Error('Data is empty') when `data` holds nothing. */
export function buildRecord(event: PerformanceEvent, data: Record<string, unknown> | null | undefined, pageLoadId: string): PerformanceRecord {
  if (isEmpty(data)) throw new Error(EVENT_MESSAGES.dataEmpty);
  const defined = Object.fromEntries(Object.entries(data as object).filter(([, value]) => value !== undefined));
  return { app: PERFORMANCE_APP, data: defined, event, pageLoadId, timestamp: clock.now() };
}

const ms = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

export type PageSpeed = Partial<Record<PageSpeedField, number>>;

/** Navigation and paint timings known so far; `lcp` comes from the caller's observer. */
export function pageSpeed(lcp: number | undefined): PageSpeed {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const fcp = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
  const values: Record<PageSpeedField, number | undefined> = {
    ttfb: ms(navigation?.responseStart),
    domContentLoaded: ms(navigation?.domContentLoadedEventEnd),
    load: ms(navigation?.loadEventEnd),
    fcp: ms(fcp?.startTime),
    lcp: ms(lcp),
  };
  const known: PageSpeed = {};
  for (const field of PAGE_SPEED_FIELDS) if (values[field] !== undefined) known[field] = values[field];
  return known;
}

/** The entry type each paint metric needs; a browser without it (WebKit has no largest-contentful-paint) never knows the metric. */
const METRIC_ENTRY_TYPES: Partial<Record<PageSpeedField, string>> = { fcp: 'paint', lcp: 'largest-contentful-paint' };

function reportable(field: PageSpeedField): boolean {
  const type = METRIC_ENTRY_TYPES[field];
  if (!type) return true;
  const supported = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes;
  return Array.isArray(supported) && supported.includes(type);
}

/** Every page_speed field this browser can report is known: nothing is gained by waiting longer. */
export const pageSpeedComplete = (speed: PageSpeed): boolean =>
  PAGE_SPEED_FIELDS.every((field) => speed[field] !== undefined || !reportable(field));

/** A key naming one performance entry, so each is recorded once. */
export const entryKey = (entry: PerformanceEntry): string => `${entry.entryType}|${entry.name}|${entry.startTime}`;

export const userMeasures = (): PerformanceEntry[] =>
  performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith(USER_MEASURE_PREFIX));

export const userData = (entry: PerformanceEntry) =>
  ({ name: entry.name, startTime: Math.round(entry.startTime), duration: Math.round(entry.duration) });

const IMAGE_TYPES: readonly string[] = IMAGE_INITIATOR_TYPES;
export const imageEntries = (): PerformanceResourceTiming[] =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => IMAGE_TYPES.includes(entry.initiatorType));

export const imageData = (entry: PerformanceResourceTiming) =>
  ({ name: scrubUrl(entry.name), duration: Math.round(entry.duration), transferSize: entry.transferSize });

/** Follows largest-contentful-paint; `latest()` is its newest candidate (undefined where unsupported). */
export function watchLargestPaint(): { latest: () => number | undefined; stop: () => void } {
  let latest: number | undefined;
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      if (last) latest = last.startTime;
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    observer = undefined; // no LCP in this browser: page_speed goes without it
  }
  return { latest: () => latest, stop: () => observer?.disconnect() };
}
