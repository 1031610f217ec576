// The animation helper every animated widget uses (visitor §4 and §5 "Tween", §9 "Animation default
// 0.3 s"): start, pause, resume and end; 300 ms unless told; the spec's two validation messages thrown as
// TypeErrors. Time comes from the clock seam and frames from the frame seam, so tests drive both. Under
// the reduced-motion policy a tween jumps to its end at once, also when the preference changes mid-way.
import type { TweenState } from '../../catalog/blocks.ts';
import { UI } from '../../catalog/constants.ts';
import { ANIMATION_MESSAGES } from '../../catalog/messages/animation.ts';
import { UTILITY_WARNINGS } from '../../catalog/utilities.ts';
import { clock } from '../clock.ts';
import { logError } from '../log.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../reduced-motion.ts';
import { frames } from './frames.ts';

export type Easing = (progress: number) => number;

export const linear: Easing = (t) => t;
/** The default: slow in, slow out. */
export const easeInOutCubic: Easing = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export interface TweenOptions {
  /** Milliseconds; a finite number (default 300). Zero or less ends on the first frame. */
  duration?: number;
  easing?: Easing;
}

export interface Tween {
  /** null until started; then the last of start, pause, resume, end. */
  readonly state: TweenState | null;
  /** Starts from 0 (once: later calls do nothing); returns the tween. */
  start(): Tween;
  pause(): void;
  resume(): void;
  /** Jumps to the end: `step(1)`, state 'end', `finished` resolves. */
  end(): void;
  /** Resolves when the tween reaches its end, whichever way. */
  readonly finished: Promise<void>;
}

/**
 * Calls `step` once a frame with the eased progress, from 0 to exactly 1, over `duration` ms.
 * @throws TypeError '[Tween] First parameter needs to be a function.' or '[Tween] Duration is not a finite number.'
 */
export function tween(step: (progress: number) => void, options: TweenOptions = {}): Tween {
  if (typeof step !== 'function') throw new TypeError(ANIMATION_MESSAGES.firstParameterNotFunction);
  const duration: unknown = options?.duration ?? UI.tweenDefaultMs;
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new TypeError(ANIMATION_MESSAGES.durationNotFinite);
  const easing = typeof options?.easing === 'function' ? options.easing : easeInOutCubic;

  let state: TweenState | null = null;
  let elapsed = 0;
  let since = 0;
  let frame: number | undefined;
  let unsubscribe: (() => void) | undefined;
  let resolve!: () => void;
  const finished = new Promise<void>((r) => { resolve = r; });

  // A step that throws is logged and ends the tween where it is: never out of a frame callback.
  const call = (progress: number): boolean => {
    try { step(progress); return true; } catch (error) {
      logError(UTILITY_WARNINGS.callbackFailed('tween step'), error);
      return false;
    }
  };
  const finish = () => {
    frames.cancel(frame);
    frame = undefined;
    state = 'end';
    unsubscribe?.();
    unsubscribe = undefined;
    resolve();
  };
  const tick = () => {
    frame = undefined;
    const progress = duration <= 0 ? 1 : Math.min(1, (clock.now() - since) / duration);
    if (!call(progress >= 1 ? 1 : easing(progress)) || progress >= 1) finish();
    else frame = frames.request(tick);
  };
  const run = () => {
    since = clock.now() - elapsed;
    frame = frames.request(tick);
  };

  const controller: Tween = {
    get state() { return state; },
    finished,
    start() {
      if (state !== null) return controller;
      state = 'start';
      if (prefersReducedMotion()) { controller.end(); return controller; }
      unsubscribe = onReducedMotionChange((reduced) => { if (reduced) controller.end(); });
      run();
      return controller;
    },
    pause() {
      if (state !== 'start' && state !== 'resume') return;
      state = 'pause';
      elapsed = clock.now() - since;
      frames.cancel(frame);
      frame = undefined;
    },
    resume() {
      if (state !== 'pause') return;
      state = 'resume';
      run();
    },
    end() {
      if (state === 'end') return;
      frames.cancel(frame);
      call(1);
      finish();
    },
  };
  return controller;
}
