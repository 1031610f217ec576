// Shared by test/visitor-performance*.test.ts: runtime/visitor/performance.ts against the local API server
// (visitor §7 GET /api/1/performance/settings and POST /api/1/performance/records): the two routes, a real-time
// pause for the server round trip, and hiding the page (the visibilitychange send of visitor §9).
import { API_PATHS } from '../../catalog/network.ts';

export const SETTINGS = API_PATHS.performanceSettings;
export const RECORDS = API_PATHS.performanceRecords;

/** Waits in real time (the page's own setTimeout, not the fake clock) so server answers can arrive. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fires visibilitychange with document.visibilityState reading 'hidden', then restores the real property. */
export function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
}
