// An idle moment that does not come while a test runs: the page's own `requestIdleCallback` is shadowed
// by one on `window` that only records its callbacks (the engine's stays on the prototype, untouched;
// WebKit has none, and the library's fallback then reads this one). `release()` removes the shadow.

/** Holds the page's idle callbacks; `held` lists them, `release()` ends the hold without running them. */
export function holdIdle(): { held: Array<() => void>; release: () => void } {
  const held: Array<() => void> = [];
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: (fn: () => void) => held.push(fn) });
  return { held, release: () => void delete (window as { requestIdleCallback?: unknown }).requestIdleCallback };
}
