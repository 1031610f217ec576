// The clock seam: every timer of the library that a test needs to drive (autoplay, throttles,
// debounces, auto-hide) goes through this object, so tests swap it for a fake one
// (test/support/fake-clock.ts) instead of patching the page's globals.
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
}

const systemClock = (): Clock => ({
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

export const clock: Clock = systemClock();

/**
 * The request deadlines' own clock (runtime/transport.ts): a seam of its own, so a test that drives the
 * page's timers with a fake clock does not also time out its requests, and a deadline test fakes only this.
 */
export const deadlineClock: Clock = systemClock();

/** Calls `fn` once `ms` after the last call; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: number | undefined;
  const debounced = (...args: A) => {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clock.clearTimeout(timer);
  return debounced;
}

/** Calls `fn` at most once per `ms`; calls in between are dropped (the lightbox's arrow keys). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = clock.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}
