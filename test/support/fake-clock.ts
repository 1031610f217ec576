// A fake for the runtime clock seam (runtime/clock.ts): time only moves when a test calls tick().
import { clock as pageClock, type Clock } from '../../runtime/clock.ts';

export interface FakeClock {
  /** Advances time, running every timer that falls due, in order. */
  tick(ms: number): void;
  /** Timers still pending. */
  pending(): number;
  restore(): void;
}

/** Fakes the page's clock seam, or another clock (runtime/clock.ts deadlineClock). */
export function installFakeClock(start = 1_700_000_000_000, clock: Clock = pageClock): FakeClock {
  const saved: Clock = { ...clock };
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  clock.now = () => now;
  clock.setTimeout = (callback, ms) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, ms), callback });
    return id;
  };
  clock.clearTimeout = (id) => { if (id !== undefined) timers.delete(id); };
  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let due: { at: number; callback: () => void } | undefined;
        for (const [id, timer] of timers) if (timer.at <= end && (!due || timer.at < due.at)) { dueId = id; due = timer; }
        if (!due || dueId === undefined) break;
        timers.delete(dueId);
        now = due.at;
        due.callback();
      }
      now = end;
    },
    pending: () => timers.size,
    restore() { Object.assign(clock, saved); timers.clear(); },
  };
}
