// The image load throttle (visitor §9 "Galleries"): one queue shared by every lazy loader on the page,
// so a page with many galleries still requests at most 16 images at once on desktop and 1 on mobile.
import { GALLERY } from '../../catalog/constants.ts';
import { currentViewportClass } from '../utils/breakpoints.ts';

export interface LoadQueueState { active: number; waiting: number }
type Task = () => Promise<unknown> | unknown;

export interface LoadQueue {
  /** Runs `task` once fewer than the limit are active; returns a function that drops it if not started. */
  enqueue(task: Task): () => void;
  readonly active: number;
  readonly waiting: number;
  /** Called whenever the counts change (the seam tests count in-flight loads with). */
  subscribe(listener: (state: LoadQueueState) => void): () => void;
}

/** A FIFO queue running at most `limit()` tasks at once; the limit is read each time a slot frees. */
export function createLoadQueue(limit: () => number): LoadQueue {
  let active = 0;
  const waiting: Task[] = [];
  const listeners = new Set<(state: LoadQueueState) => void>();
  const notify = () => { for (const listener of listeners) listener({ active, waiting: waiting.length }); };

  function pump(): void {
    while (active < Math.max(1, limit()) && waiting.length > 0) {
      const task = waiting.shift()!;
      active += 1;
      notify();
      let running: Promise<unknown>;
      try {
        running = Promise.resolve(task());
      } catch (error) {
        running = Promise.reject(error);
      }
      // A failed task still frees its slot; its caller reports the failure.
      running.catch(() => undefined).finally(() => { active -= 1; notify(); pump(); });
    }
  }

  return {
    enqueue(task) {
      waiting.push(task);
      pump();
      if (waiting.includes(task)) notify(); // it waits: the count of waiting loads changed
      return () => {
        const at = waiting.indexOf(task);
        if (at >= 0) { waiting.splice(at, 1); notify(); }
      };
    },
    get active() { return active; },
    get waiting() { return waiting.length; },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/**
 * "Mobile" for the throttle is a viewport no wider than the fluid engine's mobile breakpoint
 * (432 px): the width at which the site itself switches to its mobile layout. The pointer type is
 * not consulted, so a narrow desktop window is throttled like a phone.
 */
export function isMobileViewport(): boolean {
  return currentViewportClass() === 'mobile';
}

export function imageLoadConcurrency(): number {
  return isMobileViewport() ? GALLERY.imageLoadConcurrency.mobile : GALLERY.imageLoadConcurrency.desktop;
}

/** The page's one image load queue. */
export const imageLoadQueue = createLoadQueue(imageLoadConcurrency);
