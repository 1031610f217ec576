// The fault matrix of issue 20 ("Every request ends"), shared by test/fault-matrix/*.test.ts: every call
// the library makes (a row) x every fault the local server's switches can force (a column). Each file
// declares its rows; `matrix()` turns each cell into one test that forces the fault, lets the row
// trigger its call through the public API or the element, and has the row check what the visitor
// sees. Around every cell: no uncaught error and no unhandled rejection reaches the page, and the
// deadline clock is fake, so a hung call ends by tick(), not by waiting.
import { expect, waitUntil } from '@open-wc/testing';
import { REQUEST_DEADLINES_MS } from '../../catalog/network.ts';
import { deadlineClock } from '../../runtime/clock.ts';
import { readLog, resetServer, setSwitch, type Switch } from './api.ts';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { captureLogs } from './logs.ts';

/** The columns: the statuses the issue names, three bad answers, and two answers that never come. */
export const FAULTS = {
  400: { status: 400 },
  401: { status: 401 },
  403: { status: 403 },
  404: { status: 404 },
  429: { status: 429 },
  500: { status: 500 },
  503: { status: 503 },
  malformed: { malformed: true },
  empty: { html: '' },
  hung: { delayMs: 60000 },
  network: { networkError: true },
} satisfies Record<string, Omit<Switch, 'route'>>;
export type Fault = keyof typeof FAULTS;
export const FAULT_NAMES = Object.keys(FAULTS) as Fault[];
export const STATUS_FAULTS = FAULT_NAMES.filter((fault) => 'status' in FAULTS[fault]);

/**
 * The body every status column carries: a server text, so a cell shows whether the call passes a
 * server's words on (visitor §8: 400, 401, 500, 502) or replaces them with its own catalogued message.
 * Server data, not a library message.
 */
export const SERVER_TEXT = 'Words from the server';

/** Longer than every deadline the library sets (REQUEST_DEADLINES_MS, the form's 30 s, logout's 10 s). */
export const PAST_EVERY_DEADLINE_MS = 2 * Math.max(30000, ...Object.values(REQUEST_DEADLINES_MS));

export interface Cell {
  fault: Fault;
  /** The switch to force, for the row's route (the harness sets it before `run`). */
  logs: ReturnType<typeof captureLogs>;
  /** The page clock, faked for rows that set `pageClock` (debounces, auto-hide). */
  pageClock: FakeClock | null;
  /**
   * Ends a hung call: waits until `count` requests reached `route` (default the row's), then runs the
   * deadline clock past every deadline. A no-op for the other columns.
   */
  endHang(route?: string, count?: number): Promise<void>;
}

export interface Row {
  /** What the visitor or page does: 'POST /api/form/SaveFormSubmission (<sq-form> submit)'. */
  name: string;
  /** The route the fault is forced on (a switch route; '*' suffix for a prefix). */
  route: string;
  /** Fault answers limited to this many requests (the rest answer normally), e.g. a retry that should work. */
  times?: number;
  /** Fake the page's clock too. */
  pageClock?: boolean;
  /** Set up the page before the switch (a filled cart, a mounted element). */
  before?(): Promise<void>;
  /** Triggers the call and checks the visitor-visible outcome of this cell. */
  run(cell: Cell): Promise<void>;
  /**
   * Cells whose fault has no meaning of its own for this call, with the reason: a beacon never reads its
   * answer; a <script> or <link> sees no status, only the error event of the 404 and 500 columns. They
   * still run, with the row's checks.
   */
  notApplicable?: Partial<Record<Fault, string>>;
  /**
   * Cells whose answer is a third party's script that the browser itself reports as broken (a JSON body
   * run as a script throws its SyntaxError from that script, not from the library), with the reason:
   * errors raised by a file under the row's route are expected there; any other still fails the cell.
   */
  foreignScriptErrors?: Partial<Record<Fault, string>>;
  /**
   * Cells this engine cannot run without breaking the cells after them, with the reason: declared as
   * skipped (mocha's pending), so the engine's count shows them.
   */
  skipped?: Partial<Record<Fault, string>>;
}

/** The switch of one cell: status columns carry SERVER_TEXT as their body. */
export function switchFor(row: Row, fault: Fault): Switch {
  const spec: Switch = { route: row.route, ...FAULTS[fault] };
  if ('status' in FAULTS[fault]) spec.body = { error: SERVER_TEXT };
  if (row.times !== undefined) spec.times = row.times;
  return spec;
}

/** Settles `promise` into a record the test can look at without awaiting a hang. */
export function watch<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then((value) => Object.assign(state, { done: true, value }), (error: unknown) => Object.assign(state, { done: true, error }));
  return state;
}

/** Declares the row x column tests of `rows`; returns the number of cells. */
export function matrix(title: string, rows: Row[]): number {
  describe(title, function () {
    // A cell waits (for a request to reach the server, for a chunk) only as long as a loaded machine
    // needs: the waits have time-outs of their own, none of them a timing assertion.
    this.timeout(30000);
    for (const row of rows) {
      describe(row.name, () => {
        let deadline: FakeClock;
        let page: FakeClock | null = null;
        let logs: ReturnType<typeof captureLogs>;
        const uncaught: unknown[] = [];
        let foreign = false;
        const fromRoute = (file: unknown) => typeof file === 'string'
          && new URL(file, location.href).pathname.startsWith(row.route.replace(/\*$/, ''));
        const onError = (event: ErrorEvent) => {
          if (!(foreign && fromRoute(event.filename))) uncaught.push(event.error ?? event.message);
        };
        let savedOnError: OnErrorEventHandler = null;
        const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
        beforeEach(() => {
          uncaught.length = 0;
          addEventListener('error', onError);
          addEventListener('unhandledrejection', onRejection);
          deadline = installFakeClock(undefined, deadlineClock);
          page = row.pageClock ? installFakeClock() : null;
          logs = captureLogs();
        });
        afterEach(async () => {
          // A rejection is reported a task after it is left unhandled.
          await new Promise((resolve) => setTimeout(resolve, 50));
          removeEventListener('error', onError);
          removeEventListener('unhandledrejection', onRejection);
          if (foreign) window.onerror = savedOnError;
          foreign = false;
          logs.stop();
          page?.restore();
          deadline.restore();
          await resetServer();
        });

        for (const fault of FAULT_NAMES) {
          const why = row.notApplicable?.[fault];
          const foreignWhy = row.foreignScriptErrors?.[fault];
          const skipWhy = row.skipped?.[fault];
          if (skipWhy) {
            it.skip(`${fault} (skipped in this engine: ${skipWhy})`);
            continue;
          }
          it(`${fault}${why ? ` (not applicable: ${why})` : ''}${foreignWhy ? ` (${foreignWhy})` : ''}`, async () => {
            if (foreignWhy) {
              // The test runner fails a test on any page error through window.onerror: let this one through.
              foreign = true;
              savedOnError = window.onerror;
              window.onerror = function (message, source, ...rest) {
                return fromRoute(source) ? true : savedOnError?.call(this, message, source, ...rest);
              };
            }
            await row.before?.();
            await setSwitch(switchFor(row, fault));
            const cell: Cell = {
              fault, logs, pageClock: page,
              async endHang(route = row.route, count = 1) {
                if (fault !== 'hung') return;
                await waitUntil(async () => (await readLog(route)).length >= count, `the call reached ${route}`);
                deadline.tick(PAST_EVERY_DEADLINE_MS);
              },
            };
            await row.run(cell);
            await new Promise((resolve) => setTimeout(resolve, 50));
            expect(uncaught.map(String), 'no uncaught error or unhandled rejection').to.deep.equal([]);
          });
        }
      });
    }
  });
  return rows.length * FAULT_NAMES.length;
}
