// An element's width for a view that lays itself out by its own width, not the viewport's: measured
// before paint and again whenever the element is resized (one ResizeObserver, optionally debounced on the
// clock seam). The gallery, the booking block and the image block use it.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { debounce } from '../runtime/clock.ts';

export interface ElementWidthOptions {
  /** Resizes settle this long before the width changes (the gallery's 100 ms); 0 follows each at once. */
  debounceMs?: number;
  /** How the width is read; the border box by default. */
  measure?: (element: Element) => number;
  /**
   * True (default): the first width is read as the view mounts, before paint, which forces a layout of
   * the page there and then. False, for a view whose layout does not depend on it: 0 until the observer's
   * first notice, read after the browser's own layout, forcing none.
   */
  beforePaint?: boolean;
}

const borderBoxWidth = (element: Element) => element.getBoundingClientRect().width;

export function useElementWidth(target: Element | RefObject<Element | null>, options: ElementWidthOptions = {}): number {
  const { debounceMs = 0, measure = borderBoxWidth, beforePaint = true } = options;
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = target instanceof Element ? target : target.current;
    if (!element) return undefined;
    const read = () => setWidth(measure(element));
    const observed = typeof ResizeObserver === 'function';
    let first = !beforePaint && observed;
    if (!first) read();
    if (!observed) return undefined;
    const update = debounceMs > 0 ? debounce(read, debounceMs) : Object.assign(() => read(), { cancel: () => {} });
    // The first notice (its size as observing starts) is read at once; later ones are resizes.
    const observer = new ResizeObserver(() => { if (first) { first = false; read(); } else update(); });
    observer.observe(element);
    return () => { observer.disconnect(); update.cancel(); };
    // `measure` is a module-level function in every caller: a new one per render must not re-observe.
  }, [target, debounceMs, beforePaint]);
  return width;
}
