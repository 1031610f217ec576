// The frame seam of the animation helper: frames come from requestAnimationFrame where the page has it,
// and from the clock seam otherwise (with the spec's warning about an unsupported tween global, visitor
// §8 "Others", said once per frame source). Tests swap `frames.request/cancel` for frames they step
// by hand, as they swap the clock (runtime/clock.ts).
import { TWEEN_FALLBACK_FRAME_MS, UTILITY_WARNINGS } from '../../catalog/utilities.ts';
import { clock } from '../clock.ts';
import { logWarn } from '../log.ts';

export interface FrameSource {
  /** Calls `callback` before the next frame; returns an id for `cancel`. */
  request(callback: () => void): number;
  cancel(id: number | undefined): void;
}

/** Where the frames come from: the page's window, or a stand-in without requestAnimationFrame. */
export interface FrameScope {
  requestAnimationFrame?: (callback: FrameRequestCallback) => number;
  cancelAnimationFrame?: (id: number) => void;
}

export function createFrameSource(scope: FrameScope = globalThis): FrameSource {
  let warned = false;
  let nextId = 1;
  const cancels = new Map<number, () => void>();
  return {
    request(callback) {
      const id = nextId++;
      const run = () => { cancels.delete(id); callback(); };
      if (typeof scope.requestAnimationFrame === 'function') {
        const frame = scope.requestAnimationFrame(run);
        cancels.set(id, () => scope.cancelAnimationFrame?.(frame));
      } else {
        if (!warned) {
          warned = true;
          logWarn(UTILITY_WARNINGS.tweenGlobalUnsupported(TWEEN_FALLBACK_FRAME_MS));
        }
        const timer = clock.setTimeout(run, TWEEN_FALLBACK_FRAME_MS);
        cancels.set(id, () => clock.clearTimeout(timer));
      }
      return id;
    },
    cancel(id) {
      if (id === undefined) return;
      cancels.get(id)?.();
      cancels.delete(id);
    },
  };
}

/** The page's frames. Replace its methods in tests (and put them back) to step frames by hand. */
export const frames: FrameSource = createFrameSource();
