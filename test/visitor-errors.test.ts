// runtime/visitor/error-reporter.ts against the local API server: visitor §7 RecordJavascriptErrors (a JSON
// array of event, data, timestamp; the crumb header; debounced 1 s) and §9 "Error reporting" (20 sends per
// page, queue cap 10, stack cut at 5000). Errors are dispatched as synthetic events (mocha would take real
// uncaught ones); the 1 s debounce runs on the fake clock, the sends on the real network.
import { expect, waitUntil } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { ERROR_REPORT_EVENT } from '../catalog/reporting.ts';
import type { ErrorReportEntry } from '../runtime/visitor/error-entry.ts';
import { reportError, startErrorReporter } from '../runtime/visitor/error-reporter.ts';
import { readLog, resetServerAfterEach, setSwitch, waitForEntry, type LogEntry } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { scrubUrl } from '../runtime/visitor/scrub-url.ts';

const ERRORS = API_PATHS.recordJavascriptErrors;
const CRUMB = 'visitor-errors-crumb';
const REPORTER_URL = new URL('../runtime/visitor/error-reporter.ts', import.meta.url).href;
const LONG_WAIT = { timeout: 8000, interval: 25 };

/** An unhandled rejection; its promise is a settled one, so the test runner's own listener stays quiet. */
function rejectWith(reason: unknown): void {
  dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));
}

/** An uncaught error, with mocha's window.onerror held back while it is dispatched. */
function throwError(init: ErrorEventInit): void {
  const saved = window.onerror;
  window.onerror = null;
  try {
    dispatchEvent(new ErrorEvent('error', init));
  } finally {
    window.onerror = saved;
  }
}

const batches = async (): Promise<ErrorReportEntry[][]> =>
  (await readLog(ERRORS)).map((entry: LogEntry) => entry.body as ErrorReportEntry[]);
const messages = (batch: ErrorReportEntry[] | undefined) => (batch ?? []).map((entry) => entry.data.message);
/** Lets in-flight requests reach the server and their answers come back. */
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const answered = async (count: number) =>
  waitUntil(async () => (await readLog(ERRORS)).filter((entry) => entry.status !== undefined).length >= count,
    `${count} reports answered`, LONG_WAIT);

let clock: FakeClock;
let stop: (() => void) | undefined;
const start = (options: Partial<Parameters<typeof startErrorReporter>[0]> = {}) => {
  stop = startErrorReporter({ allowed: () => true, ...options });
};

resetServerAfterEach();
beforeEach(() => {
  setCookies({ crumb: CRUMB });
  clock = installFakeClock();
});
afterEach(async () => {
  stop?.();
  stop = undefined;
  clock.restore();
  await settle(50);
});

describe('error reporter: the report (visitor §7 RecordJavascriptErrors)', () => {
  it('sends a JSON array of event, data, timestamp with the crumb in the X-CSRF-Token header', async () => {
    start();
    rejectWith(new Error('boom'));
    clock.tick(1000);
    const entry = await waitForEntry(ERRORS);
    expect(entry.status).to.equal(204);
    expect(entry.headers['x-csrf-token']).to.equal(CRUMB);
    expect(entry.headers['content-type']).to.contain('application/json');
    const [report] = entry.body as ErrorReportEntry[];
    expect(report!.event).to.equal(ERROR_REPORT_EVENT);
    expect(report!.timestamp).to.equal(1_700_000_000_000);
    expect(report!.data).to.include({ kind: 'rejection', message: 'boom', url: scrubUrl(location.href), count: 1 });
    expect(report!.data.stack).to.contain('boom');
  });

  it('an uncaught error carries its source, line and column', async () => {
    start();
    throwError({ message: 'Uncaught TypeError: x is undefined', error: new TypeError('x is undefined'), filename: 'https://site.example/app.js', lineno: 12, colno: 34 });
    clock.tick(1000);
    const [report] = (await waitForEntry(ERRORS)).body as ErrorReportEntry[];
    expect(report!.data).to.include({
      kind: 'error', message: 'Uncaught TypeError: x is undefined', source: 'https://site.example/app.js', line: 12, column: 34,
    });
    expect(report!.data.stack).to.contain('TypeError: x is undefined');
  });

  it('a rejection with a reason that is not an Error is described as text', async () => {
    start();
    rejectWith('plain reason');
    rejectWith({ toString: () => { throw new Error('hostile'); } });
    clock.tick(1000);
    const [batch] = await (async () => { await waitForEntry(ERRORS); return batches(); })();
    expect(messages(batch)).to.deep.equal(['plain reason', 'Unhandled rejection']);
  });

  it('cuts the stack at 5000 characters', async () => {
    start();
    const error = new Error('long');
    error.stack = 'x'.repeat(6000);
    rejectWith(error);
    clock.tick(1000);
    const [report] = (await waitForEntry(ERRORS)).body as ErrorReportEntry[];
    expect(report!.data.stack).to.equal(`Error: long\n${'x'.repeat(6000)}`.slice(0, 5000));
  });

  it('starts the stack with "Name: message" in every engine (Firefox and WebKit stacks start at the first frame)', async () => {
    start();
    const error = new RangeError('out of range');
    error.stack = 'thrower@https://site.example/app.js:3:9\n@https://site.example/app.js:7:1';
    rejectWith(error);
    clock.tick(1000);
    const [report] = (await waitForEntry(ERRORS)).body as ErrorReportEntry[];
    expect(report!.data.stack).to.equal(`RangeError: out of range\n${error.stack}`);
  });

  it('reports the buffered early errors first, then live ones', async () => {
    const early = [
      new ErrorEvent('error', { message: 'early error', error: new Error('early error') }),
      new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error('early rejection') }),
    ];
    start({ buffered: early });
    rejectWith(new Error('live'));
    clock.tick(1000);
    await waitForEntry(ERRORS);
    const [batch] = await batches();
    expect(messages(batch)).to.deep.equal(['early error', 'early rejection', 'live']);
    expect(batch!.map((entry) => entry.data.kind)).to.deep.equal(['error', 'rejection', 'rejection']);
  });

  it("reportError() queues a caught error like an uncaught one (kind 'reported'), also before the reporter starts", async () => {
    reportError(new Error('before start'));
    start();
    reportError(new Error('after start'));
    clock.tick(1000);
    await waitForEntry(ERRORS);
    const [batch] = await batches();
    expect(messages(batch)).to.deep.equal(['before start', 'after start']);
    expect(batch!.every((entry) => entry.data.kind === 'reported')).to.equal(true);
  });
});

describe('error reporter: debounce 1 s, merging, queue cap 10 (visitor §7, §9)', () => {
  it('several errors within a second go in one send, 1 s after the last', async () => {
    start();
    rejectWith(new Error('a'));
    clock.tick(400);
    rejectWith(new Error('b'));
    clock.tick(400);
    rejectWith(new Error('c'));
    clock.tick(999);
    expect(await readLog(ERRORS)).to.have.length(0);
    clock.tick(1);
    await answered(1);
    await settle();
    const all = await batches();
    expect(all).to.have.length(1);
    expect(messages(all[0])).to.deep.equal(['a', 'b', 'c']);
  });

  it('merges identical consecutive errors into one entry with a count', async () => {
    start();
    const same = new Error('again');
    for (let i = 0; i < 3; i += 1) rejectWith(same);
    rejectWith(new Error('other'));
    rejectWith(same);
    clock.tick(1000);
    await waitForEntry(ERRORS);
    const [batch] = await batches();
    expect(batch!.map((entry) => [entry.data.message, entry.data.count])).to.deep.equal([['again', 3], ['other', 1], ['again', 1]]);
  });

  it('a burst of 1000 errors fired in one go: one send 1 s later, the first 10 (the rest dropped, not kept)', async () => {
    start();
    for (let i = 0; i < 1000; i += 1) rejectWith(new Error(`burst ${i}`));
    clock.tick(1000);
    await answered(1);
    clock.tick(10_000);
    await settle();
    const all = await batches();
    expect(all).to.have.length(1);
    expect(messages(all[0])).to.deep.equal(Array.from({ length: 10 }, (_, i) => `burst ${i}`));
  });

  it('further bursts of 1000: never more than 20 sends per page, each of at most 10 entries', async function () {
    this.timeout(20_000);
    start();
    for (let burst = 0; burst < 25; burst += 1) {
      for (let i = 0; i < 1000; i += 1) rejectWith(new Error(`burst ${burst}.${i}`));
      clock.tick(1000);
      if (burst < 20) await answered(burst + 1);
    }
    clock.tick(10_000);
    await settle();
    const all = await batches();
    expect(all).to.have.length(20);
    expect(all.every((batch) => batch.length === 10)).to.equal(true);
    expect(messages(all[19])[0]).to.equal('burst 19.0');
    expect((await readLog(ERRORS)).every((entry) => entry.status === 204)).to.equal(true);
  });
});

describe('error reporter: never reports itself, stops on 429 (visitor §9)', () => {
  it('a 429 answer stops all further sending, even when the server recovers', async () => {
    await setSwitch({ route: ERRORS, status: 429, times: 1 });
    start();
    rejectWith(new Error('first'));
    clock.tick(1000);
    expect((await waitForEntry(ERRORS)).status).to.equal(429);
    await settle();
    rejectWith(new Error('second'));
    clock.tick(1000);
    await settle();
    expect(await readLog(ERRORS)).to.have.length(1);
  });

  it('a 429 answer arriving while the next batch waits drops that batch', async () => {
    await setSwitch({ route: ERRORS, status: 429, delayMs: 300, times: 1 });
    start();
    rejectWith(new Error('first'));
    clock.tick(1000);
    rejectWith(new Error('waiting'));
    clock.tick(1000);
    await answered(1);
    await settle(600);
    expect(await readLog(ERRORS)).to.have.length(1);
  });

  it('a hung request times out after 2.5 s (a failed send, swallowed); the next batch is then sent', async function () {
    this.timeout(15_000);
    await setSwitch({ route: ERRORS, delayMs: 12_000, times: 1 });
    const logs = captureLogs();
    try {
      start();
      rejectWith(new Error('hung'));
      clock.tick(1000);
      await waitUntil(async () => (await readLog(ERRORS)).length === 1, 'the hung request arrived', LONG_WAIT);
      rejectWith(new Error('next'));
      clock.tick(1000); // due now, but waits for the hung send to end
      await waitUntil(async () => (await readLog(ERRORS)).length >= 2, 'the next batch after the time-out', LONG_WAIT);
      const entries = await readLog(ERRORS);
      // Sent on the time-out, not on the hung request's answer, which has not come yet.
      expect(entries[0]!.status).to.equal(undefined);
      expect((entries[1]!.body as ErrorReportEntry[]).map((entry) => entry.data.message)).to.deep.equal(['next']);
      expect(logs.entries).to.deep.equal([]);
    } finally {
      logs.stop();
    }
  });

  it('a network error is swallowed: no report of its own failure, no unhandled rejection, no log', async () => {
    await setSwitch({ route: ERRORS, networkError: true, times: 1 });
    const logs = captureLogs();
    const seen: string[] = [];
    const listen = (event: Event) => seen.push(event.type);
    try {
      start();
      rejectWith(new Error('lost'));
      addEventListener('unhandledrejection', listen);
      addEventListener('error', listen);
      clock.tick(1000);
      expect((await waitForEntry(ERRORS)).status).to.equal(0);
      await settle();
      clock.tick(5000);
      await settle();
      expect(await readLog(ERRORS)).to.have.length(1);
      expect(seen).to.deep.equal([]);
      expect(logs.entries).to.deep.equal([]);
      // Still working: the next error is reported, and only that error.
      rejectWith(new Error('next'));
      clock.tick(1000);
      await answered(2);
      expect(messages((await batches())[1])).to.deep.equal(['next']);
    } finally {
      removeEventListener('unhandledrejection', listen);
      removeEventListener('error', listen);
      logs.stop();
    }
  });

  it('ignores errors whose stack or source points into the reporter', async () => {
    start();
    const own = new Error('inside the reporter');
    own.stack = `Error: inside the reporter\n    at flush (${REPORTER_URL}:80:5)`;
    rejectWith(own);
    throwError({ message: 'thrown by the reporter', filename: REPORTER_URL, lineno: 1, colno: 1 });
    rejectWith(new Error('from the page'));
    clock.tick(1000);
    await waitForEntry(ERRORS);
    expect(messages((await batches())[0])).to.deep.equal(['from the page']);
  });
});

describe('error reporter: consent and stopping', () => {
  it('allowed() false at send time drops the queue; later errors go once it is true', async () => {
    let allowed = false;
    start({ allowed: () => allowed });
    rejectWith(new Error('declined'));
    clock.tick(1000);
    allowed = true;
    clock.tick(5000);
    await settle();
    expect(await readLog(ERRORS)).to.have.length(0);
    rejectWith(new Error('accepted'));
    clock.tick(1000);
    await waitForEntry(ERRORS);
    expect(messages((await batches())[0])).to.deep.equal(['accepted']);
  });

  it('the returned function stops listening and cancels the pending send', async () => {
    start();
    rejectWith(new Error('pending'));
    expect(clock.pending()).to.equal(1);
    stop!();
    expect(clock.pending()).to.equal(0);
    rejectWith(new Error('after stop'));
    clock.tick(5000);
    await settle();
    expect(await readLog(ERRORS)).to.have.length(0);
  });
});
