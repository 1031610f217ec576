// runtime/visitor/performance.ts, its settings request against the local API server: visitor §7
// (GET /api/1/performance/settings), §8 "Events and performance": a non-200 status, no answer (status 0), an answer
// without a pageLoadId and the 30 s time-out (on the fake clock) each log one warning, go to the error reporter
// (POST /api/events/RecordJavascriptErrors) and leave the collector recording nothing. The records and their
// sending are in test/visitor-performance.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { EVENT_MESSAGES } from '../catalog/messages/events.ts';
import { API_PATHS } from '../catalog/network.ts';
import { REPORTING_TEXTS } from '../catalog/reporting.ts';
import type { ErrorReportEntry } from '../runtime/visitor/error-entry.ts';
import { startErrorReporter } from '../runtime/visitor/error-reporter.ts';
import { startPerformance } from '../runtime/visitor/performance.ts';
import { readLog, resetServerAfterEach, setSwitch, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { RECORDS, SETTINGS, hidePage, settle } from './support/performance.ts';

let clock: FakeClock;
const stops: Array<() => void> = [];

resetServerAfterEach();
beforeEach(() => {
  clock = installFakeClock();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  clock.restore();
  await settle(50);
});

describe('performance: the settings request (visitor §8 "Events and performance")', () => {
  /** Starts the collector with the error reporter, so the test sees what the collector hands it. */
  function startWithReporter(): ReturnType<typeof captureLogs> {
    setCookies({ crumb: 'visitor-performance-crumb' });
    stops.push(startErrorReporter({ allowed: () => true }));
    const logs = captureLogs();
    stops.push(logs.stop);
    stops.push(startPerformance({ allowed: () => true, loaded: Promise.resolve() }));
    return logs;
  }

  /** The rejection was logged once as a warning and reported; after it nothing is ever recorded. */
  async function failedWith(logs: ReturnType<typeof captureLogs>, message: string): Promise<void> {
    await waitUntil(() => logs.entries.length > 0, 'the failure was logged', { timeout: 5000 });
    expect(logs.entries.map((entry) => [entry.level, entry.message])).to.deep.equal([['warn', message]]);
    clock.tick(1000);
    const [report] = (await waitForEntry(API_PATHS.recordJavascriptErrors)).body as ErrorReportEntry[];
    expect(report!.data).to.include({ kind: 'reported', message });
    hidePage();
    clock.tick(60_000);
    await settle();
    expect(await readLog(RECORDS)).to.have.length(0);
  }

  it('a non-200 status rejects: the error is logged and goes to the error reporter', async () => {
    await setSwitch({ route: SETTINGS, status: 500, times: 1 });
    await failedWith(startWithReporter(), REPORTING_TEXTS.metricSettingsFailed(500));
  });

  it("status 0 (no answer) is not a status failure: no page-load id, 'Unable to resolve pageLoadId'", async () => {
    await setSwitch({ route: SETTINGS, networkError: true, times: 1 });
    await failedWith(startWithReporter(), EVENT_MESSAGES.pageLoadIdUnresolved);
  });

  for (const [what, body] of [['no pageLoadId', { other: 1 }], ['an empty pageLoadId', { pageLoadId: '' }]] as const) {
    it(`an answer with ${what} rejects with 'Unable to resolve pageLoadId'`, async () => {
      await setSwitch({ route: SETTINGS, status: 200, body, times: 1 });
      await failedWith(startWithReporter(), EVENT_MESSAGES.pageLoadIdUnresolved);
    });
  }

  it("no answer within 30 s rejects with 'Metric settings request timeout'; the late answer is ignored", async () => {
    await setSwitch({ route: SETTINGS, delayMs: 400, times: 1 });
    const logs = startWithReporter();
    await settle(0);
    clock.tick(29_999);
    await settle(0);
    expect(logs.entries).to.have.length(0);
    clock.tick(1);
    await failedWith(logs, EVENT_MESSAGES.metricSettingsTimeout);
    await waitForEntry(SETTINGS);
    await settle();
    expect(await readLog(RECORDS)).to.have.length(0);
  });
});
