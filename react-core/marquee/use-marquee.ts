// The marquee's motion: the region and the content measured on mount and again when either resizes
// (a font or image loading later widens the content; debounced 1000 ms, visitor §9 "Marquee rerender
// debounce 1000 ms"), no motion in a region narrower than 50 px ("minimum
// region width 50") or under the reduced-motion policy (followed live), and the loop stepped once a frame
// through the frame seam with time from the clock seam, so tests step both.
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { MarqueeDirection } from '../../catalog/blocks.ts';
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { clock, debounce } from '../../runtime/clock.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../../runtime/reduced-motion.ts';
import { frames } from '../../runtime/utils/frames.ts';
import { advance, copiesNeeded, waveOffset } from './motion.ts';

export interface MarqueeMotion {
  animationDirection: MarqueeDirection;
  animationSpeed: number;
  waveFrequency: number;
  waveIntensity: number;
}

export interface MarqueeLayout {
  /** False under reduced motion, in a region under 50 px, at speed 0: the content stands still. */
  movable: boolean;
  /** Movable, and there is content to move (the loop runs on this). */
  moving: boolean;
  /** Copies of the content after the original (0 when still). */
  copies: number;
}

const ITEM = '.sq-marquee__item';

/** Sets `node`'s width now, and again 1000 ms after it last changed size; returns the cleanup. */
function watchWidth(node: HTMLElement, width: () => number, set: (width: number) => void): () => void {
  let seen = width();
  set(seen);
  const remeasure = debounce(() => set(width()), PAGE_BLOCKS.marqueeRerenderDebounceMs);
  const observer = new ResizeObserver(() => {
    if (width() === seen) return;
    seen = width();
    remeasure();
  });
  observer.observe(node);
  return () => { observer.disconnect(); remeasure.cancel(); };
}

/** Measures the region and the content; says whether it moves and how many copies the loop needs. */
export function useMarqueeLayout(region: RefObject<HTMLElement | null>, copy: RefObject<HTMLElement | null>,
  speed: number): MarqueeLayout & { regionWidth: number; copyWidth: number } {
  const reduced = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion);
  const [regionWidth, setRegionWidth] = useState(0);
  const [copyWidth, setCopyWidth] = useState(0);
  useLayoutEffect(() => {
    const node = region.current;
    return node ? watchWidth(node, () => node.clientWidth, setRegionWidth) : undefined;
  }, [region]);
  const movable = !reduced && regionWidth >= PAGE_BLOCKS.marqueeMinRegionWidth && speed > 0;
  // The content's own width, measured once it is laid out in a line (the still layout, which wraps it,
  // leaves with `movable`: the commit that makes it movable is measured), and again when it changes.
  useLayoutEffect(() => {
    const node = copy.current;
    if (!movable || !node) { setCopyWidth(0); return undefined; }
    return watchWidth(node, () => node.getBoundingClientRect().width, setCopyWidth);
  }, [movable, regionWidth, copy]);
  const copies = movable ? copiesNeeded(regionWidth, copyWidth) : 0;
  return { movable, moving: movable && copyWidth > 0, copies, regionWidth, copyWidth };
}

/** Steps the loop while `running`; the offset is kept across pauses. Still content gets no transforms. */
export function useMarqueeLoop(track: RefObject<HTMLElement | null>, running: boolean, movable: boolean,
  layout: { regionWidth: number; copyWidth: number; copies: number }, motion: MarqueeMotion): void {
  const offset = useRef(0);
  const { regionWidth, copyWidth, copies } = layout;
  const { animationDirection: direction, animationSpeed: speed, waveFrequency: frequency, waveIntensity: intensity } = motion;
  useLayoutEffect(() => {
    const node = track.current;
    if (!node) return undefined;
    const items = [...node.querySelectorAll<HTMLElement>(ITEM)];
    if (!movable) {
      offset.current = 0;
      node.style.transform = '';
      for (const item of items) item.style.transform = '';
      return undefined;
    }
    // Item centres along the track, measured without the wave's transforms (they do not move layout).
    const centres = items.map((item) => item.offsetLeft + item.offsetWidth / 2);
    const draw = () => {
      node.style.transform = `translateX(${-offset.current}px)`;
      items.forEach((item, i) => {
        const y = waveOffset(centres[i]! - offset.current, regionWidth, frequency, intensity);
        item.style.transform = y === 0 ? '' : `translateY(${y}px)`;
      });
    };
    offset.current = advance(offset.current, 0, speed, direction, copyWidth);
    draw();
    if (!running) return undefined;
    let last = clock.now();
    let frame: number | undefined;
    const step = () => {
      const now = clock.now();
      offset.current = advance(offset.current, now - last, speed, direction, copyWidth);
      last = now;
      draw();
      frame = frames.request(step);
    };
    frame = frames.request(step);
    return () => frames.cancel(frame);
  }, [track, running, movable, regionWidth, copyWidth, copies, direction, speed, frequency, intensity]);
}
