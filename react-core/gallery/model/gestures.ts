// Gallery input (visitor §9 "Galleries"): touch swipes and the gallery keys. The swipe transition's
// drag and the swipe design's helpers live in swipe.ts and are re-exported here.
import { GALLERY, GALLERY_KEY_CODES } from '../../../catalog/constants.ts';
import { clock } from '../../../runtime/clock.ts';

export { SwipeDrag, snapBounds, swipeDesignThreshold, swipeDesignAction, longPress, SWIPE_DESIGN_SLIDE_MS } from './swipe.ts';
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

export type GalleryKeyAction = 'previous' | 'next' | 'activate';

// KeyboardEvent.key names for the spec's key codes (37, 39, 13, 32); 'Spacebar' is old Edge/IE.
const KEY_NAMES: Record<string, GalleryKeyAction> = {
  ArrowLeft: 'previous', Left: 'previous', ArrowRight: 'next', Right: 'next',
  Enter: 'activate', ' ': 'activate', Spacebar: 'activate',
};

/**
 * Keys 37/39 previous/next, 13/32 activate, from `key` or the legacy `keyCode`. Null for other keys,
 * and with Alt, Ctrl or Meta held (Alt+Left is the browser's back) or during IME composition.
 */
export function galleryKeyAction(event: KeyboardEvent): GalleryKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return null;
  const named = event.key ? KEY_NAMES[event.key] : undefined;
  if (named) return named;
  const code = event.keyCode;
  if (code === GALLERY_KEY_CODES.previous) return 'previous';
  if (code === GALLERY_KEY_CODES.next) return 'next';
  if ((GALLERY_KEY_CODES.activate as readonly number[]).includes(code)) return 'activate';
  return null;
}
