// Gallery input (visitor §9 "Galleries"): touch swipes and the gallery keys. The swipe transition's
// drag and the swipe design's helpers live in swipe.ts and are re-exported here.
import { GALLERY } from '../../../catalog/constants.ts';
import { clock } from '../../../runtime/clock.ts';

export { SwipeDrag, snapBounds, swipeDesignThreshold, swipeDesignAction, SWIPE_DESIGN_SLIDE_MS } from './swipe.ts';
export type { SwipeAction } from './swipe.ts';

/**
 * Touch swipe: a horizontal move of at least 50 px within 250 ms calls `onSwipe` ('next' for a
 * leftward swipe, 'previous' for rightward). Pointer events of pointerType touch only; a mouse drag
 * is not a swipe. The view should give the element `touch-action: pan-y`, or the browser takes the
 * horizontal pan for itself and cancels the pointer. Returns dispose.
 */
export function onTouchSwipe(element: HTMLElement, onSwipe: (direction: 'next' | 'previous') => void): () => void {
  let start: { id: number; x: number; y: number; t: number } | null = null;
  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || start) return; // a second finger does not restart the swipe
    start = { id: event.pointerId, x: event.clientX, y: event.clientY, t: clock.now() };
  };
  const up = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const { x, y, t } = start;
    start = null;
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    const { thresholdPx, withinMs } = GALLERY.touchSwipe;
    if (clock.now() - t > withinMs || Math.abs(dx) < thresholdPx || Math.abs(dx) <= Math.abs(dy)) return;
    onSwipe(dx < 0 ? 'next' : 'previous');
  };
  const cancel = (event: PointerEvent) => { if (start && event.pointerId === start.id) start = null; };
  element.addEventListener('pointerdown', down);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', cancel);
  return () => {
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', cancel);
  };
}
