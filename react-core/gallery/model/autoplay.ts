// Gallery autoplay (visitor §4 "Autoplay", §2 "Query nomotion=true disables autoplay"): one timer on
// the clock seam, paused for named reasons (pointer over the gallery, a video showing, focus inside,
// the page hidden) and restarted with the full timeout when the last reason goes away. Linked galleries
// (a thumbnail strip and its slideshow) share their reasons: while any of the group has one, every
// autoplay in it waits, whether or not the gallery with the reason autoplays itself.
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
  readonly #links = new Set<Autoplay>();
  #active = false;
  #timer: number | undefined;

  constructor(options: AutoplayOptions) {
    this.#options = options;
    const ms = options.timeoutMs;
    this.timeoutMs = typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : GALLERY.autoplay.stackedTimeoutMs;
  }

  /** Running: started, with no pause reason left here or in a linked gallery. */
  get running(): boolean { return this.#active && [...this.#group()].every((each) => each.#reasons.size === 0); }

  start(): void {
    if (this.#active) return;
    this.#active = true;
    this.#update();
  }

  stop(): void {
    this.#active = false;
    this.#cancel();
  }

  pause(reason: AutoplayPauseReason): void {
    this.#reasons.add(reason);
    this.#sync();
  }

  /** Drops one reason; with none left in the group, each autoplay in it starts its full timeout again. */
  resume(reason: AutoplayPauseReason): void {
    if (this.#reasons.delete(reason)) this.#sync();
  }

  /**
   * Links both ways (and through the galleries linked to `other`): each one's reasons pause the other.
   * Unlinking drops them; a timer already running is never restarted. Returns the unlink function.
   */
  link(other: Autoplay): () => void {
    this.#links.add(other);
    other.#links.add(this);
    this.#sync();
    return () => {
      this.#links.delete(other);
      other.#links.delete(this);
      this.#sync();
      other.#sync();
    };
  }

  /** This autoplay and every one reachable through links. */
  #group(): Set<Autoplay> {
    const group = new Set<Autoplay>([this]);
    for (const each of group) for (const linked of each.#links) group.add(linked);
    return group;
  }

  #sync(): void {
    for (const each of this.#group()) each.#update();
  }

  /** Cancels the timer while paused or stopped; starts a full timeout when running without one. */
  #update(): void {
    if (!this.running) this.#cancel();
    else this.#timer ??= clock.setTimeout(() => this.#advance(), this.timeoutMs);
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
    if (slides < 2) {
      this.#update();
      return;
    }
    onAdvance(randomize ? randomOtherIndex(slides, current(), random) : null);
    // The linked galleries moved with this one (their indexes follow it): their timers start over, so a
    // group that autoplays in more than one gallery steps once per timeout, not once per gallery. A
    // gallery with nowhere to go moved nobody, and leaves the others' timers as they are.
    for (const each of this.#group()) {
      if (each !== this) each.#cancel();
      each.#update();
    }
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
