// Fault matrix (issue 20), the calls that report on the visit: the error reporter's send, the Trace flush,
// the performance collector's settings and the recording id. The visitor sees none of them. The error
// reports, the Trace and the recording id swallow every fault (visitor §7 "Tracking failures are
// swallowed"; §9 "Error reporting": nothing more is sent after a 429): nothing is logged, and the next
// send still goes, which shows the failed one ended (the error reporter sends one batch at a time). The
// settings request is the one the spec words (visitor §8 "Events and performance"): a non-200 status,
// no page-load id (an empty or unparseable answer, no answer at all: status 0) and the 30 s time-out each
// log one warning, and the collector stops.
// 4 rows x 11 faults = 44 cells.
import { expect, waitUntil } from '@open-wc/testing';
import { ERROR_REPORT_DEBOUNCE_MS, TRACE_FLUSH_MS } from '../../catalog/constants.ts';
import { RECORDING_EXPERIMENTS, RECORDING_ID_PATH } from '../../catalog/experiments.ts';
import { EVENT_MESSAGES } from '../../catalog/messages/events.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { REPORTING_TEXTS } from '../../catalog/reporting.ts';
import { reportError, startErrorReporter } from '../../runtime/visitor/error-reporter.ts';
import { createExperimentClient } from '../../runtime/visitor/experiments.ts';
import { startPerformance } from '../../runtime/visitor/performance.ts';
import { requestRecordingId } from '../../runtime/visitor/recording.ts';
import { logTraceEvent, startTrace } from '../../runtime/visitor/trace.ts';
import { readLog } from '../support/api.ts';
import { setCookies } from '../support/cookies.ts';
import { STATUS_FAULTS, matrix, watch, type Cell, type Fault, type Row } from '../support/fault-matrix.ts';

const stops: Array<() => void> = [];
afterEach(() => { for (const stop of stops.splice(0)) stop(); });

/** Waits until `count` requests reached `route` and the server answered them all (a hung one is not waited for). */
async function reached(route: string, count: number, answered = true) {
  await waitUntil(async () => {
    const entries = await readLog(route);
    return entries.length >= count && (!answered || entries.every((entry) => entry.status !== undefined));
  }, `${count} requests to ${route}`, { timeout: 5000 });
}

/** The send after the faulty one reached the server and was answered as usual. */
async function secondAnswered(route: string) {
  await waitUntil(async () => (await readLog(route))[1]?.status !== undefined, `a second request to ${route} answered`, { timeout: 5000 });
  expect((await readLog(route))[1]!.status, 'the next send answered').to.equal(204);
}

/** What the settings request logs for each fault (visitor §8 "Events and performance"). */
const SETTINGS_WARNING: Record<Fault, string> = {
  ...Object.fromEntries(STATUS_FAULTS.map((fault) => [fault, REPORTING_TEXTS.metricSettingsFailed(Number(fault))])),
  // An answer without a usable page-load id (status 200).
  malformed: EVENT_MESSAGES.pageLoadIdUnresolved,
  empty: EVENT_MESSAGES.pageLoadIdUnresolved,
  // No answer: status 0 is not a status failure, and there is no page-load id.
  network: EVENT_MESSAGES.pageLoadIdUnresolved,
  hung: EVENT_MESSAGES.metricSettingsTimeout,
} as Record<Fault, string>;

const toggle = (name: string) => ({ name, experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false });
const abTest = (name: string) => ({ name, experimentType: 'AB_TEST', variant: 'true', segmentName: 'half', containsError: false });

let serial = 0;

const rows: Row[] = [
  {
    name: `POST ${API_PATHS.recordJavascriptErrors} (the error reporter's send)`,
    route: API_PATHS.recordJavascriptErrors,
    times: 1,
    pageClock: true,
    before: async () => setCookies({ crumb: 'matrix-crumb' }),
    async run(cell: Cell) {
      stops.push(startErrorReporter({ allowed: () => true }));
      reportError(new Error(`matrix report ${++serial}`));
      cell.pageClock!.tick(ERROR_REPORT_DEBOUNCE_MS);
      await cell.endHang();
      await reached(API_PATHS.recordJavascriptErrors, 1, cell.fault !== 'hung');
      // The failed send ended: the next error is sent (the fault is used up), except after a 429.
      reportError(new Error(`matrix report ${++serial}`));
      cell.pageClock!.tick(ERROR_REPORT_DEBOUNCE_MS);
      if (String(cell.fault) === '429') {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await readLog(API_PATHS.recordJavascriptErrors), 'nothing more after a 429').to.have.length(1);
      } else {
        await secondAnswered(API_PATHS.recordJavascriptErrors);
      }
      expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
    },
  },
  {
    name: `POST ${API_PATHS.trace} (the 30 s Trace flush)`,
    route: API_PATHS.trace,
    times: 1,
    pageClock: true,
    async run(cell) {
      stops.push(startTrace({ allowed: () => true }));
      logTraceEvent('matrix', { n: ++serial });
      cell.pageClock!.tick(TRACE_FLUSH_MS);
      await cell.endHang();
      await reached(API_PATHS.trace, 1, cell.fault !== 'hung');
      // Swallowed, nothing logged (which the trace would record too); the next flush goes.
      logTraceEvent('matrix', { n: ++serial });
      cell.pageClock!.tick(TRACE_FLUSH_MS);
      await secondAnswered(API_PATHS.trace);
      expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
    },
  },
  {
    name: `GET ${API_PATHS.performanceSettings} (the performance collector's page-load id)`,
    route: API_PATHS.performanceSettings,
    async run(cell) {
      // The reporter takes what the collector reports (visitor §8), and sends nothing: not this row's call.
      stops.push(startErrorReporter({ allowed: () => false }));
      stops.push(startPerformance({ allowed: () => true, loaded: Promise.resolve() }));
      await cell.endHang();
      await waitUntil(() => cell.logs.entries.length > 0, 'the failure logged', { timeout: 5000 });
      expect(cell.logs.entries.map(({ level, message }) => [level, message])).to.deep.equal([['warn', SETTINGS_WARNING[cell.fault]]]);
      expect(await readLog(API_PATHS.performanceRecords), 'no records sent').to.deep.equal([]);
    },
  },
  {
    name: `POST ${RECORDING_ID_PATH} (the recording id, for an eligible visitor)`,
    route: RECORDING_ID_PATH,
    async run(cell) {
      const client = createExperimentClient();
      client.load([toggle(RECORDING_EXPERIMENTS.TOGGLE), abTest(RECORDING_EXPERIMENTS.SAMPLE)], {});
      const done = watch(requestRecordingId(client, { website: { id: 'site-matrix' } } as never, 8));
      await cell.endHang();
      await waitUntil(() => done.done, 'the call ended', { timeout: 5000 });
      expect(done.error, 'nothing thrown').to.equal(undefined);
      expect(done.value, 'no recording id').to.equal(null);
      expect(cell.logs.messages(), 'nothing logged').to.deep.equal([]);
    },
  },
];

matrix('fault matrix: reporting calls', rows);
