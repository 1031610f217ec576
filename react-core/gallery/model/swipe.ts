// The drag behind the stacked "swipe" transition and the swipe design (visitor §9 "Swipe transition",
// "Swipe design"). Pure arithmetic over positions and times; the view feeds it pointer positions.
import { SWIPE_DESIGN, SWIPE_TRANSITION } from '../../../catalog/constants.ts';
import { clock } from '../../../runtime/clock.ts';

export type SwipeAction = 'next' | 'previous' | 'stay';

/** Moving the content leftward (negative dx) shows the next slide. */
const directionOf = (dx: number): SwipeAction => (dx < 0 ? 'next' : dx > 0 ? 'previous' : 'stay');

/** Snap bounds in ms for a viewport width: 200–400 under 767 px wide (766 and less), 300–500 from 767. */
export function snapBounds(viewportWidth: number): { min: number; max: number } {
  const { snapMs, narrowBelowPx } = SWIPE_TRANSITION;
  return viewportWidth < narrowBelowPx ? snapMs.narrow : snapMs.wide;
}

export class SwipeDrag {
  readonly width: number;
  readonly viewportWidth: number;
  readonly #now: () => number;
  #start = { x: 0, y: 0, t: 0 };
  #dx = 0;
  #dy = 0;
  #t = 0;
  #axis: 'x' | 'y' | null = null;

  constructor(options: { width: number; viewportWidth: number; now?: () => number }) {
    this.width = Math.max(0, options.width);
    this.viewportWidth = options.viewportWidth;
    this.#now = options.now ?? (() => clock.now());
  }

  get axis(): 'x' | 'y' | null { return this.#axis; }

  start(x: number, y: number): void {
    this.#start = { x, y, t: this.#now() };
    this.#t = this.#start.t;
    this.#dx = 0;
    this.#dy = 0;
    this.#axis = null;
  }

  /** The axis is chosen once the drag goes past 10 px; only an x drag moves the slide. */
  move(x: number, y: number): { axis: 'x' | 'y' | null; offsetX: number } {
    this.#dx = x - this.#start.x;
    this.#dy = y - this.#start.y;
    this.#t = this.#now();
    if (this.#axis === null && Math.max(Math.abs(this.#dx), Math.abs(this.#dy)) > SWIPE_TRANSITION.axisLockPx) {
      this.#axis = Math.abs(this.#dx) >= Math.abs(this.#dy) ? 'x' : 'y';
    }
    return { axis: this.#axis, offsetX: this.#axis === 'x' ? this.#dx : 0 };
  }

  /**
   * Advances when the x drag passes half the width or its velocity (px/ms, over the whole drag)
   * exceeds 1. The snap takes the remaining distance at that velocity, clamped to the bounds.
   */
  end(): { action: SwipeAction; snapMs: number } {
    const dx = this.#axis === 'x' ? this.#dx : 0;
    const elapsed = this.#t - this.#start.t;
    const speed = elapsed > 0 ? Math.abs(dx) / elapsed : 0;
    const passed = Math.abs(dx) > this.width * SWIPE_TRANSITION.advanceWidthFraction
      || speed > SWIPE_TRANSITION.advanceVelocity;
    const action = passed ? directionOf(dx) : 'stay';
    const remaining = action === 'stay' ? Math.abs(dx) : Math.max(0, this.width - Math.abs(dx));
    const { min, max } = snapBounds(this.viewportWidth);
    // No velocity means no estimate: take the slowest allowed snap.
    const raw = speed > 0 ? remaining / speed : max;
    return { action, snapMs: Math.min(max, Math.max(min, raw)) };
  }
}

/** Swipe design: the drag distance that changes slide, the width divided by 2.25. */
export function swipeDesignThreshold(width: number): number {
  return width / SWIPE_DESIGN.thresholdWidthDivisor;
}

/** Swipe design: what a released horizontal drag of `dx` does in a gallery `width` wide. */
export function swipeDesignAction(dx: number, width: number): SwipeAction {
  return Math.abs(dx) > swipeDesignThreshold(width) ? directionOf(dx) : 'stay';
}

/** Swipe design slide animation, 280 ms. */
export const SWIPE_DESIGN_SLIDE_MS = SWIPE_DESIGN.slideAnimationMs;
