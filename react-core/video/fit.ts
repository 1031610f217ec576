// Modes fit and fill (visitor §3 "Video element"): the player keeps its aspect ratio inside the
// element's box (fit, letterboxed) or covers it (fill, cropped). The box is measured again when it
// resizes, debounced 1000 ms (visitor §9, "fit-mode video resize debounce"; fill shares the path).
import { useLayoutEffect, type RefObject } from 'react';
import { UI } from '../../catalog/constants.ts';
import { debounce } from '../../runtime/clock.ts';

export type SizedMode = 'fit' | 'fill';

export interface Stage {
  width: number;
  height: number;
  left: number;
  top: number;
  /** The height the box must take itself when nothing gives it one; null when it has a height. */
  boxHeight: number | null;
}

/** Where the player goes in a box of width × height, for a player of height/width `ratio`. */
export function stageIn(mode: SizedMode, width: number, height: number, ratio: number): Stage {
  // A box without a height (a template that sized only its width) gets the player's own height.
  if (height <= 0) return { width, height: width * ratio, left: 0, top: 0, boxHeight: width * ratio };
  const pick = mode === 'fit' ? Math.min : Math.max;
  const stageWidth = pick(width, height / ratio);
  const stageHeight = stageWidth * ratio;
  return { width: stageWidth, height: stageHeight, left: (width - stageWidth) / 2, top: (height - stageHeight) / 2, boxHeight: null };
}

const px = (value: number) => `${value}px`;
const STAGE_PROPERTIES = ['width', 'height', 'left', 'top'] as const;

/**
 * Sizes `stage` inside `box` for fit and fill. Written straight to the style of the two nodes, not
 * through React state: measuring needs the height this hook gave the box taken off first.
 */
export function useStageSize(box: RefObject<HTMLElement | null>, stage: RefObject<HTMLElement | null>,
  mode: string, ratio: number): void {
  useLayoutEffect(() => {
    const boxNode = box.current;
    const stageNode = stage.current;
    if (!boxNode || !stageNode || (mode !== 'fit' && mode !== 'fill')) return undefined;
    let measured = '';
    const sizeOf = () => `${boxNode.clientWidth}x${boxNode.clientHeight}`;
    const apply = () => {
      boxNode.style.height = '';
      const placed = stageIn(mode, boxNode.clientWidth, boxNode.clientHeight, ratio);
      if (placed.boxHeight !== null) boxNode.style.height = px(placed.boxHeight);
      for (const property of STAGE_PROPERTIES) stageNode.style[property] = px(placed[property]);
      measured = sizeOf();
    };
    apply();
    const resized = debounce(apply, UI.fitVideoResizeDebounceMs);
    // The observer also reports the size just measured; only a real change starts the debounce.
    const observer = new ResizeObserver(() => {
      if (sizeOf() !== measured) resized();
    });
    observer.observe(boxNode);
    return () => {
      observer.disconnect();
      resized.cancel();
      boxNode.style.height = '';
      for (const property of STAGE_PROPERTIES) stageNode.style[property] = '';
    };
  }, [box, stage, mode, ratio]);
}
