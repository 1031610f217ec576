// Promise and idle fallbacks (visitor §9 "Page and blocks": 50 and 100 ms). `nextTick` runs a callback in a
// microtask, or 50 ms later on the clock seam where the page has no Promise; `whenIdle` runs it when the
// browser is idle, or 100 ms later where requestIdleCallback is missing. Both return a cancel function,
// and a callback that throws is logged, never thrown out of the task.
import { IDLE_FALLBACK_MS, PROMISE_FALLBACK_MS } from '../../catalog/constants.ts';
import { UTILITY_WARNINGS } from '../../catalog/utilities.ts';
import { clock } from '../clock.ts';
import { logError } from '../log.ts';

/** What the fallbacks look for on the page; tests pass a scope without them. */
export interface FallbackScope {
  Promise?: unknown;
  queueMicrotask?: (callback: () => void) => void;
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
}

const guarded = (fn: () => void, what: string) => () => {
  try { fn(); } catch (error) { logError(UTILITY_WARNINGS.callbackFailed(what), error); }
};

/** Runs `fn` after the current task (a microtask), else after 50 ms. */
export function nextTick(fn: () => void, scope: FallbackScope = globalThis): () => void {
  let cancelled = false;
  const run = guarded(() => { if (!cancelled) fn(); }, 'next-tick');
  if (typeof scope.queueMicrotask === 'function') scope.queueMicrotask(run);
  else if (typeof scope.Promise === 'function') void Promise.resolve().then(run);
  else {
    const timer = clock.setTimeout(run, PROMISE_FALLBACK_MS);
    return () => { cancelled = true; clock.clearTimeout(timer); };
  }
  return () => { cancelled = true; };
}

/** Runs `fn` when the browser is idle, else after 100 ms. */
export function whenIdle(fn: () => void, scope: FallbackScope = globalThis): () => void {
  const run = guarded(fn, 'idle');
  if (typeof scope.requestIdleCallback === 'function') {
    const id = scope.requestIdleCallback(run);
    return () => scope.cancelIdleCallback?.(id);
  }
  const timer = clock.setTimeout(run, IDLE_FALLBACK_MS);
  return () => clock.clearTimeout(timer);
}
