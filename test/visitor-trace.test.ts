// runtime/visitor/trace.ts against the local API server: visitor §7 Trace (`data`, a JSON array of logged
// events, flushed every 30 s or on unload), recording only once started and while allowed() (consent).
// The 30 s schedule runs on the fake clock; page hide is simulated with visibilitychange
// (document.visibilityState overridden on the document) and pagehide.
import { expect, waitUntil } from '@open-wc/testing';
import { API_PATHS } from '../catalog/network.ts';
import { TRACE_LOG_CAP, TRACE_LOG_EVENT } from '../catalog/reporting.ts';
import { logWarn } from '../runtime/log.ts';
import { logTraceEvent, startTrace, type TraceEntry } from '../runtime/visitor/trace.ts';
import { readLog, resetServerAfterEach, setSwitch, waitForEntry } from './support/api.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

const TRACE = API_PATHS.trace;
const START = 1_700_000_000_000;
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const events = (entry: { outcome?: Record<string, unknown> }) => (entry.outcome?.events ?? []) as TraceEntry[];

/** Fires visibilitychange with the page reported as hidden, then puts the real visibilityState back. */
function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
}

let clock: FakeClock;
let stop: (() => void) | undefined;
const start = (allowed: () => boolean = () => true) => {
  stop = startTrace({ allowed });
};

resetServerAfterEach();
beforeEach(() => {
  clock = installFakeClock(START);
});
afterEach(async () => {
  stop?.();
  stop = undefined;
  clock.restore();
  await settle(50);
});

describe('trace: flushed every 30 s (visitor §7 Trace)', () => {
  it('sends the logged events as the form field data 30 s after start, not before', async () => {
    start();
    logTraceEvent('cart-opened', { items: 2 });
    clock.tick(29_999);
    expect(await readLog(TRACE)).to.have.length(0);
    clock.tick(1);
    const entry = await waitForEntry(TRACE);
    expect(entry.status).to.equal(204);
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(events(entry)).to.deep.equal([{ event: 'cart-opened', data: { items: 2 }, timestamp: START }]);
  });

  it('records what the library logs, level and message', async () => {
    start();
    logWarn('something odd');
    clock.tick(30_000);
    const entry = await waitForEntry(TRACE);
    expect(events(entry)).to.deep.equal([{ event: TRACE_LOG_EVENT, data: { level: 'warn', message: 'something odd' }, timestamp: START }]);
  });

  it('flushes again every 30 s, each event once, nothing when the log is empty', async () => {
    start();
    logTraceEvent('one');
    clock.tick(30_000);
    await waitForEntry(TRACE);
    clock.tick(30_000); // empty log: nothing
    logTraceEvent('two');
    clock.tick(30_000);
    await waitUntil(async () => (await readLog(TRACE)).length >= 2, 'second flush', { timeout: 5000 });
    await settle();
    const entries = await readLog(TRACE);
    expect(entries.map((entry) => events(entry).map((event) => event.event))).to.deep.equal([['one'], ['two']]);
  });

  it(`keeps the newest ${TRACE_LOG_CAP} entries`, async () => {
    start();
    for (let i = 0; i < 150; i += 1) logTraceEvent(`event ${i}`);
    clock.tick(30_000);
    const sent = events(await waitForEntry(TRACE));
    expect(sent).to.have.length(100);
    expect(sent[0]!.event).to.equal('event 50');
    expect(sent[99]!.event).to.equal('event 149');
  });

  it('an event whose data cannot be written as JSON is sent with null data', async () => {
    start();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    logTraceEvent('cyclic', cycle);
    logTraceEvent('plain', { ok: true });
    clock.tick(30_000);
    const sent = events(await waitForEntry(TRACE));
    expect(sent.map((event) => [event.event, event.data])).to.deep.equal([['cyclic', null], ['plain', { ok: true }]]);
  });
});

describe('trace: flushed when the page is hidden (visitor §7 "or on unload")', () => {
  it('visibilitychange to hidden sends the log by beacon, form-encoded', async () => {
    start();
    logTraceEvent('before hide');
    hidePage();
    const entry = await waitForEntry(TRACE);
    expect(entry.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(events(entry).map((event) => event.event)).to.deep.equal(['before hide']);
  });

  it('pagehide sends the log', async () => {
    start();
    logTraceEvent('before leaving');
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(events(await waitForEntry(TRACE)).map((event) => event.event)).to.deep.equal(['before leaving']);
  });

  it('visibilitychange while visible, and hiding with an empty log, send nothing', async () => {
    start();
    logTraceEvent('kept');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(await readLog(TRACE)).to.have.length(0);
    hidePage();
    await waitForEntry(TRACE);
    hidePage();
    dispatchEvent(new PageTransitionEvent('pagehide'));
    clock.tick(30_000);
    await settle();
    expect(await readLog(TRACE)).to.have.length(1);
  });
});

describe('trace: consent, failures, stopping', () => {
  it('records nothing before startTrace(): an early event is never sent', async () => {
    logTraceEvent('too early');
    logWarn('logged too early');
    start();
    logTraceEvent('after start');
    clock.tick(30_000);
    expect(events(await waitForEntry(TRACE)).map((event) => event.event)).to.deep.equal(['after start']);
  });

  it('events logged while allowed() is false are not kept: never sent once it becomes true', async () => {
    let allowed = false;
    start(() => allowed);
    logTraceEvent('private');
    logWarn('private warning');
    allowed = true;
    logTraceEvent('public');
    logWarn('public warning');
    clock.tick(30_000);
    await waitForEntry(TRACE);
    await settle();
    const sent = (await readLog(TRACE)).flatMap((entry) => events(entry));
    expect(sent.map((event) => [event.event, event.data])).to.deep.equal([
      ['public', null], [TRACE_LOG_EVENT, { level: 'warn', message: 'public warning' }],
    ]);
  });

  it('an allowed() that throws counts as false: nothing recorded, nothing thrown', async () => {
    let readable = false;
    start(() => {
      if (!readable) throw new Error('consent unreadable');
      return true;
    });
    expect(() => logTraceEvent('unreadable')).not.to.throw();
    readable = true;
    logTraceEvent('readable');
    clock.tick(30_000);
    expect(events(await waitForEntry(TRACE)).map((event) => event.event)).to.deep.equal(['readable']);
  });

  it('after stop, nothing is recorded until the next start', async () => {
    start();
    stop!();
    logTraceEvent('between');
    start();
    logTraceEvent('again');
    clock.tick(30_000);
    expect(events(await waitForEntry(TRACE)).map((event) => event.event)).to.deep.equal(['again']);
  });

  it('allowed() false sends nothing and drops the log', async () => {
    let allowed = false;
    start(() => allowed);
    logTraceEvent('private');
    clock.tick(30_000);
    hidePage();
    allowed = true;
    clock.tick(30_000);
    await settle();
    expect(await readLog(TRACE)).to.have.length(0);
  });

  it('a failed flush is swallowed: nothing logged (which would itself be traced), no unhandled rejection', async () => {
    await setSwitch({ route: TRACE, status: 500, times: 1 });
    const logs = captureLogs();
    let rejections = 0;
    const count = () => { rejections += 1; };
    addEventListener('unhandledrejection', count);
    try {
      start();
      logTraceEvent('lost');
      clock.tick(30_000);
      expect((await waitForEntry(TRACE)).status).to.equal(500);
      await settle();
      expect(logs.entries).to.deep.equal([]);
      expect(rejections).to.equal(0);
      clock.tick(30_000);
      await settle();
      expect(await readLog(TRACE)).to.have.length(1);
    } finally {
      removeEventListener('unhandledrejection', count);
      logs.stop();
    }
  });

  it('the returned function stops the timer, the listeners and the log recording', async () => {
    start();
    logTraceEvent('dropped');
    expect(clock.pending()).to.equal(1);
    stop!();
    expect(clock.pending()).to.equal(0);
    logWarn('after stop');
    hidePage();
    dispatchEvent(new PageTransitionEvent('pagehide'));
    await settle();
    expect(await readLog(TRACE)).to.have.length(0);
  });
});
