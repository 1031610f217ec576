// The clock seam: every timer of the library that a test needs to drive (autoplay, throttles,
// debounces, auto-hide) goes through this object, so tests swap it for a fake one
// (test/support/fake-clock.ts) instead of patching the page's globals.
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
}

export const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

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
