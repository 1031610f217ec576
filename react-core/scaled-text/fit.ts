// Shrinking text to fit its box (visitor §9 "Text shrink minimum font 11. Dynamic text minimum 13 px",
// "Scaled-text resize debounce 100 ms"). The text is measured at its own (CSS) size first; it only ever
// shrinks, never below the minimum (where even that is too wide, it wraps), and is refitted when the
// box's width changes (debounced), when the text changes and once the page's fonts have loaded.
import { useLayoutEffect, type RefObject } from 'react';
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { debounce } from '../../runtime/clock.ts';

/** Font sizes closer than this (px) are not told apart. */
const PRECISION_PX = 0.25;

/**
 * The largest font size from `min` to `base` at which `fits` holds (bisection, to PRECISION_PX);
 * `base` when it fits already or is at or below the minimum, `min` when even that does not fit.
 */
export function fitFontSize(fits: (px: number) => boolean, base: number, min: number): number {
  if (base <= min || fits(base)) return base;
  if (!fits(min)) return min;
  let low = min;
  let high = base;
  while (high - low > PRECISION_PX) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Whether `text` fits inside `box` (its width, and its height when the box has a height of its own). */
function fitsIn(box: HTMLElement, text: HTMLElement): boolean {
  return text.scrollWidth <= box.clientWidth && text.scrollHeight <= box.clientHeight;
}

/**
 * Sets the font size of `text` so it fits `box`; returns the size in px. Shrunk text keeps the line's
 * height at the CSS size (its line-height set to that line, the text centred in it), so fitting never
 * moves what follows: not as the view replaces the server's line, not as dynamic text changes. Where the
 * template's height for the box is less than that line, the height is fitted too and not kept.
 */
export function fitText(box: HTMLElement, text: HTMLElement, min: number): number {
  text.style.fontSize = '';
  text.style.lineHeight = '';
  text.style.whiteSpace = '';
  const style = getComputedStyle(text); // a live declaration: each read is current
  const base = Number.parseFloat(style.fontSize);
  if (!Number.isFinite(base) || box.clientWidth === 0) return base;
  // Used heights (getComputedStyle), unrounded and untransformed (a block animation may be scaling it).
  const line = Number.parseFloat(style.height);
  const keepLine = line > 0 && line <= Number.parseFloat(getComputedStyle(box).height);
  if (keepLine) text.style.lineHeight = `${line}px`;
  const size = fitFontSize((px) => {
    text.style.fontSize = `${px}px`;
    return fitsIn(box, text);
  }, base, min);
  text.style.fontSize = size === base ? '' : `${size}px`;
  if (size === base) text.style.lineHeight = '';
  // Not even the minimum is narrow enough: the text wraps (at the minimum) rather than being cut off or
  // pushing the page sideways (WCAG 1.4.10). The line is not kept: the wrapped lines take their height.
  if (text.scrollWidth > box.clientWidth) {
    text.style.whiteSpace = 'normal';
    text.style.lineHeight = '';
  }
  return size;
}

/** Fits the first child of `boxRef` (the text) inside it, at `min` px or more. */
export function useFitText(boxRef: RefObject<HTMLElement | null>, min: number): void {
  useLayoutEffect(() => {
    const box = boxRef.current;
    const node = box?.firstElementChild;
    if (!box || !(node instanceof HTMLElement)) return undefined;
    let width = -1;
    const fit = () => {
      width = box.clientWidth;
      fitText(box, node, min);
    };
    fit();
    const refit = debounce(fit, PAGE_BLOCKS.scaledTextResizeDebounceMs);
    // The observer also reports the size just fitted; only a change of width starts the debounce.
    const resized = new ResizeObserver(() => { if (box.clientWidth !== width) refit(); });
    resized.observe(box);
    const changed = new MutationObserver(refit);
    changed.observe(node, { childList: true, characterData: true, subtree: true });
    let live = true;
    document.fonts?.ready.then(() => { if (live) fit(); }, () => undefined);
    return () => {
      live = false;
      resized.disconnect();
      changed.disconnect();
      refit.cancel();
    };
  }, [boxRef, min]);
}
