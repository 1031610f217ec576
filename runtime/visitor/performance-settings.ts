// The performance collector's settings (visitor §7 GET /api/1/performance/settings, §8 "Events and
// performance"): the page-load id every record carries. The request rejects after 30 s ('Metric settings
// request timeout', timed on the clock seam), on a status other than 200 except 0, and when the answer
// has no page-load id ('Unable to resolve pageLoadId'). Status 0 (the request never got an answer) is not
// a status failure: like an empty answer, it leaves no page-load id. The request's own deadline is the
// same 30 s, not the transport's shorter default for background calls, and its time-out is this
// time-out too (issue 20: a hung request said 'Unable to resolve pageLoadId' at 10 s).
import { PERFORMANCE } from '../../catalog/constants.ts';
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { REPORTING_TEXTS } from '../../catalog/reporting.ts';
import { clock } from '../clock.ts';
import { TransportError, request } from '../transport.ts';

const OK = 200;
const NO_ANSWER = 0;

function pageLoadIdOf(data: unknown): string {
  const id = typeof data === 'object' && data !== null ? (data as { pageLoadId?: unknown }).pageLoadId : undefined;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  throw new Error(EVENT_MESSAGES.pageLoadIdUnresolved);
}

function settle(status: number, data: unknown): string {
  if (status !== OK && status !== NO_ANSWER) throw new Error(REPORTING_TEXTS.metricSettingsFailed(status));
  return pageLoadIdOf(data);
}

async function ask(timeoutMs: number): Promise<string> {
  try {
    const { status, data } = await request(API_PATHS.performanceSettings, { crumb: false, timeoutMs });
    return settle(status, data);
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    if (error.kind === 'timeout') throw new Error(EVENT_MESSAGES.metricSettingsTimeout);
    // A network fault is status 0; unparseable JSON is an answer without a usable id.
    return settle(error.status, null);
  }
}

/** Resolves with the page-load id, or rejects with one of the errors above. */
export function fetchPageLoadId(timeoutMs: number = PERFORMANCE.settingsTimeoutMs): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new Error(EVENT_MESSAGES.metricSettingsTimeout)), timeoutMs);
    ask(timeoutMs).then(resolve, reject).finally(() => clock.clearTimeout(timer));
  });
}
