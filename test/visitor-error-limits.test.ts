// runtime/visitor/error-entry.ts: the message cut (ERROR_MESSAGE_MAX_CHARS, 1000 characters) as the local
// API server receives it in the RecordJavascriptErrors beacon. The stack's 5000-character cut is in
// test/visitor-errors.test.ts. The 1 s debounce runs on the fake clock, the send on the real network.
import { expect } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { ERROR_MESSAGE_MAX_CHARS } from '../catalog/reporting.ts';
import type { ErrorReportEntry } from '../runtime/visitor/error-entry.ts';
import { startErrorReporter } from '../runtime/visitor/error-reporter.ts';
import { resetServerAfterEach, waitForEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

const ERRORS = API_PATHS.recordJavascriptErrors;

let clock: FakeClock;
let stop: (() => void) | undefined;

resetServerAfterEach();
beforeEach(() => {
  setCookies({ crumb: 'visitor-error-limits-crumb' });
  clock = installFakeClock();
});
afterEach(async () => {
  stop?.();
  stop = undefined;
  clock.restore();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

describe('error reporter: the message cut', () => {
  it(`cuts a 1500-character message at ${ERROR_MESSAGE_MAX_CHARS} characters in the beacon the server receives`, async () => {
    stop = startErrorReporter({ allowed: () => true });
    const message = `${'m'.repeat(999)}${'n'.repeat(501)}`;
    // A settled promise, so the test runner's own listener stays quiet.
    dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error(message) }));
    clock.tick(1000);
    const [report, ...more] = (await waitForEntry(ERRORS)).body as ErrorReportEntry[];
    expect(more).to.deep.equal([]);
    expect(report!.data.message).to.have.length(1000);
    expect(report!.data.message).to.equal(message.slice(0, 1000));
  });
});
