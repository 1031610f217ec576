// Gallery autoplay (visitor §4 "Autoplay", §2 "Query nomotion=true disables autoplay"): one timer on
// the clock seam, paused for named reasons (pointer over the gallery, a video showing, focus inside,
// the page hidden) and restarted with the full timeout when the last reason goes away.
import { GALLERY } from '../../../catalog/constants.ts';
import { REDUCED_MOTION_QUERY } from '../../../catalog/utilities.ts';
import { clock } from '../../../runtime/clock.ts';
import { motionReducedBy } from '../../../runtime/reduced-motion.ts';

export type AutoplayPauseReason = 'hover' | 'video' | 'focus' | 'hidden' | (string & {});

export interface AutoplayOptions {
  /** Milliseconds between slides; GALLERY.autoplay.stackedTimeoutMs (5000) when missing or not positive. */
  timeoutMs?: number;
  randomize?: boolean;
  /** Math.random by default; tests pass their own. */
  random?: () => number;
  /** Called when it is time to advance: a random index with `randomize`, else null (go next). */
  onAdvance: (randomIndex: number | null) => void;
  count: () => number;
  current: () => number;
}

/** A random index among `count` slides other than `current`, each equally likely. */
export function randomOtherIndex(count: number, current: number, random: () => number = Math.random): number {
  if (count < 2) return 0;
  const pick = Math.min(count - 2, Math.max(0, Math.floor(random() * (count - 1))));
  return pick >= current ? pick + 1 : pick;
}

export class Autoplay {
  readonly timeoutMs: number;
  readonly #options: AutoplayOptions;
  readonly #reasons = new Set<string>();
  #active = false;
  #timer: number | undefined;

  constructor(options: AutoplayOptions) {
    this.#options = options;
    const ms = options.timeoutMs;
    this.timeoutMs = typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : GALLERY.autoplay.stackedTimeoutMs;
  }

  /** Running: started and no pause reason left. */
  get running(): boolean { return this.#active && this.#reasons.size === 0; }

  start(): void {
    if (this.#active) return;
    this.#active = true;
    this.#schedule();
  }

  stop(): void {
    this.#active = false;
    this.#cancel();
  }

  pause(reason: AutoplayPauseReason): void {
    this.#reasons.add(reason);
    this.#cancel();
  }

  /** Drops one reason; with none left the full timeout starts again. */
  resume(reason: AutoplayPauseReason): void {
    if (!this.#reasons.delete(reason)) return;
    this.#schedule();
  }

  #schedule(): void {
    this.#cancel();
    if (!this.running) return;
    this.#timer = clock.setTimeout(() => this.#advance(), this.timeoutMs);
  }

  #cancel(): void {
    clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #advance(): void {
    this.#timer = undefined;
    const { randomize, random, onAdvance, count, current } = this.#options;
    const slides = count();
    // One slide (or none) has nowhere to go; keep the timer so slides added later still play.
    if (slides > 1) onAdvance(randomize ? randomOtherIndex(slides, current(), random) : null);
    this.#schedule();
  }
}

/**
 * False with `nomotion=true` in the query string or when the visitor prefers reduced motion: the page's
 * reduced-motion policy (runtime/reduced-motion.ts), with the address and matchMedia given for tests.
 */
export function autoplayAllowed(
  location: Location | URL = window.location,
  matchMedia: ((query: string) => { matches: boolean }) | undefined = window.matchMedia?.bind(window),
): boolean {
  return !motionReducedBy(location.search, matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false);
}
