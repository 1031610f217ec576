// The gallery index (visitor §4 "Gallery index"): which slide is current, whether a change is allowed,
// what happens at the ends, and linked galleries (a thumbnail strip linked to a slideshow) kept in sync.
// Framework-free so the element, its React views and the tests all drive the same rules.
import type { GallerySignal } from '../../../catalog/gallery.ts';

/**
 * §4: non-numbers become 0, negatives wrap from the end, values wrap modulo the slide count.
 * Numeric strings count as numbers ("3" is 3, as an attribute gives it); fractions are truncated;
 * NaN and ±Infinity are non-numbers. A count of 0 always gives 0.
 */
export function normaliseIndex(value: unknown, count: number): number {
  const slides = Number.isFinite(count) ? Math.floor(count) : 0;
  if (slides <= 0) return 0;
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value);
  else return 0;
  if (!Number.isFinite(n)) return 0;
  const whole = Math.trunc(n);
  return ((whole % slides) + slides) % slides;
}

export type GalleryIndexEvent =
  | { type: 'change'; index: number; previous: number }
  | { type: Extract<GallerySignal, 'reachedBeginning'> }
  | { type: Extract<GallerySignal, 'reachedEnd'> };

type Listener = (event: GalleryIndexEvent) => void;

const wholeCount = (count: number) => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

export class GalleryIndex {
  #count: number;
  loop: boolean;
  #current: number;
  #inMotion = false;
  #followed = false;
  /** The index a linked gallery changed to while this one was in motion; taken when it stops. */
  #pending: number | null = null;
  readonly #links = new Set<GalleryIndex>();
  readonly #listeners = new Set<Listener>();

  constructor(options: { count: number; loop?: boolean; index?: unknown }) {
    this.#count = wholeCount(options.count);
    this.loop = options.loop ?? false;
    this.#current = normaliseIndex(options.index, this.#count);
  }

  get count(): number { return this.#count; }

  get current(): number { return this.#current; }

  /**
   * The page edited the slides (live children): `count` of them now, the current one at `current`. Silent,
   * as the visitor still sees the same slide: nothing is emitted, no linked gallery follows, a move under
   * way keeps its lock. Until the next change, `followed` says the current place came from the page.
   */
  follow(count: number, current: number): void {
    this.#count = wholeCount(count);
    const at = normaliseIndex(current, this.#count);
    if (at !== this.#current) this.#followed = true;
    this.#current = at;
    // A linked gallery's change waiting for this one's move to end: a place among the slides there are now.
    if (this.#pending !== null) this.#pending = normaliseIndex(this.#pending, this.#count);
  }

  /**
   * The current place was last set by follow() (a view shows it without a transition), not by a move; until
   * the next change, or the visitor's hand on the gallery (a drag that snaps back is theirs to see).
   */
  get followed(): boolean { return this.#followed; }

  clearFollowed(): void { this.#followed = false; }

  /** §4 "A gallery with no slides does not start": every move is refused. */
  get started(): boolean { return this.count > 0; }

  get inMotion(): boolean { return this.#inMotion; }

  /** The view sets this while a transition runs; when it ends, a change a linked gallery made meanwhile is taken. */
  setInMotion(moving: boolean): void {
    this.#inMotion = moving;
    if (moving || this.#pending === null) return;
    const target = this.#pending;
    this.#pending = null;
    if (target !== this.#current) this.#set(target);
  }

  get atBeginning(): boolean { return this.#current === 0; }

  /** True as well with no slides, so both controls read as disabled. */
  get atEnd(): boolean { return this.#current >= this.count - 1; }

  /**
   * Moves to `index` (normalised). Returns whether the current slide changed. Refused (false, nothing
   * emitted) before the gallery starts, while it is in motion, or while a linked gallery whose index
   * differs is in motion; going to the current slide is not a change.
   */
  goTo(index: unknown): boolean {
    if (this.#refused()) return false;
    const target = normaliseIndex(index, this.count);
    if (target === this.#current) return false;
    this.#set(target);
    this.#syncLinks();
    return true;
  }

  /** At the last slide: the first with loop, else signals reachedEnd and returns false. */
  next(): boolean {
    if (this.#refused()) return false;
    if (this.#current < this.count - 1) return this.goTo(this.#current + 1);
    if (this.loop) return this.goTo(0);
    this.#emit({ type: 'reachedEnd' });
    return false;
  }

  /** At the first slide: the last with loop, else signals reachedBeginning and returns false. */
  previous(): boolean {
    if (this.#refused()) return false;
    if (this.#current > 0) return this.goTo(this.#current - 1);
    if (this.loop) return this.goTo(this.count - 1);
    this.#emit({ type: 'reachedBeginning' });
    return false;
  }

  /**
   * Links both ways: from now on each follows the other's changes (and the galleries linked to it).
   * `other` takes this gallery's index at once (when its transition ends, if moving). Galleries of
   * different counts follow the index normalised into their own count. Returns the unlink function.
   */
  link(other: GalleryIndex): () => void {
    if (other === this) return () => {};
    this.#links.add(other);
    other.#links.add(this);
    this.#syncLinks();
    return () => {
      this.#links.delete(other);
      other.#links.delete(this);
    };
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => { this.#listeners.delete(listener); };
  }

  #refused(): boolean {
    if (!this.started || this.#inMotion) return true;
    for (const linked of this.#links) {
      if (linked.#inMotion && linked.#current !== normaliseIndex(this.#current, linked.count)) return true;
    }
    return false;
  }

  #set(index: number): void {
    const previous = this.#current;
    this.#current = index;
    this.#followed = false;
    this.#emit({ type: 'change', index, previous });
  }

  // Walks every gallery reachable through links once, so that galleries of different counts cannot
  // bounce a normalised index back to the one that changed. A gallery in motion is not interrupted:
  // it takes the index when its transition ends, and until then it is "a linked gallery with a
  // different index in motion", which refuses further changes (§4).
  #syncLinks(): void {
    const seen = new Set<GalleryIndex>([this]);
    const queue = [...this.#links];
    while (queue.length > 0) {
      const gallery = queue.shift()!;
      if (seen.has(gallery)) continue;
      seen.add(gallery);
      queue.push(...gallery.#links);
      const target = normaliseIndex(this.#current, gallery.count);
      if (!gallery.started) continue;
      if (gallery.#inMotion) gallery.#pending = target;
      else if (gallery.#current !== target) gallery.#set(target);
    }
  }

  #emit(event: GalleryIndexEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}
