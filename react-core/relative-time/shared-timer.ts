// One timer for every <sq-relative-time> on the page (as github/relative-time-element does): it starts
// with the first subscriber, ticks every 5 s (visitor §9), and stops with the last one. Runs on the
// clock seam so tests drive it with a fake clock.
import { UI } from '../../catalog/constants.ts';
import { clock } from '../../runtime/clock.ts';

const listeners = new Set<() => void>();
let timer: number | undefined;
let ticks = 0;

function tick(): void {
  timer = clock.setTimeout(tick, UI.relativeTime.updateMs);
  ticks += 1;
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch {
      // One label's failure must not stop the others (its own boundary shows its fallback).
    }
  }
}

/** Listens to the shared tick; returns the unsubscribe function (useSyncExternalStore's subscribe). */
export function subscribeTick(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) timer = clock.setTimeout(tick, UI.relativeTime.updateMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clock.clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** A number that changes on every tick (useSyncExternalStore's snapshot). */
export const tickCount = (): number => ticks;

/** Labels listening now, for tests. */
export const tickListeners = (): number => listeners.size;
