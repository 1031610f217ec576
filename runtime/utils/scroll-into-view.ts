// Scroll-into-view (visitor §9 "Page and blocks": offset 30, scroll duration clamped to 50): the page scrolls
// so the element's top sits `offset` px below the top of the viewport, smoothly through the tween (so the
// reduced-motion policy makes it a jump), never for less than 50 ms. One page scroll at a time: a new one
// takes over from where the last one is, and the visitor's own wheel or touch stops it where it is.
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { IMAGE_MESSAGES } from '../../catalog/messages/images.ts';
import { logError } from '../log.ts';
import { SCROLL_INTO_VIEW_DEFAULT_MS } from '../../catalog/utilities.ts';
import { tween, type Tween } from './tween.ts';

export interface ScrollIntoViewOptions {
  /** Pixels left above the element (default 30). */
  offset?: number;
  /** Milliseconds of the smooth scroll (default 300), clamped to at least 50. */
  duration?: number;
}

// Not keydown: a key press that asked for this scroll would reach window after it started, and stop it.
const INTERRUPTIONS = ['wheel', 'touchstart'] as const;
let active: Tween | undefined;

const finite = (value: unknown, fallback: number) =>
  (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The clamped duration of a smooth scroll: at least 50 ms, 300 ms unless told. */
export const scrollDuration = (duration?: number): number =>
  Math.max(PAGE_BLOCKS.scrollDurationClamp, finite(duration, SCROLL_INTO_VIEW_DEFAULT_MS));

/** The page's scroll position that puts `element` `offset` px below the top, within the page's range. */
export function scrollTarget(element: Element, offset: number = PAGE_BLOCKS.scrollIntoViewOffset): number {
  const root = document.scrollingElement ?? document.documentElement;
  const max = Math.max(0, root.scrollHeight - window.innerHeight);
  const top = element.getBoundingClientRect().top + window.scrollY - finite(offset, PAGE_BLOCKS.scrollIntoViewOffset);
  return Math.round(Math.min(max, Math.max(0, top)));
}

const jumpTo = (top: number) => window.scrollTo({ top, left: window.scrollX, behavior: 'instant' });

/**
 * Scrolls the page to `element`; returns the running tween (`finished` resolves when it is done). Anything
 * but an element logs 'Error: No valid HTMLElement node was supplied!' (visitor §8) and the page stays put.
 */
export function scrollIntoView(element: Element, options: ScrollIntoViewOptions = {}): Tween {
  const from = window.scrollY;
  if (!(element instanceof Element)) logError(IMAGE_MESSAGES.noValidNode, element);
  const to = element instanceof Element ? scrollTarget(element, options?.offset) : from;
  const previous = active;
  const current: Tween = tween((progress) => {
    if (active === current) jumpTo(from + (to - from) * progress);
  }, { duration: scrollDuration(options?.duration) });
  // The visitor's own scrolling wins: the tween ends without moving the page again.
  const interrupt = () => {
    if (active === current) active = undefined;
    current.end();
  };
  active = current;
  previous?.end();
  for (const type of INTERRUPTIONS) window.addEventListener(type, interrupt, { passive: true });
  void current.finished.then(() => {
    if (active === current) active = undefined;
    for (const type of INTERRUPTIONS) window.removeEventListener(type, interrupt);
  });
  if (to === from) current.end();
  return current.start();
}
