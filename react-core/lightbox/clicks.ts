// What a click (or tap) inside the lightbox does (visitor §2, §9): the right half of the screen goes
// next, the left half previous; the outer 2% margin or a non-image area closes.
import { LIGHTBOX } from '../../catalog/constants.ts';

export type ClickAction = 'next' | 'previous' | 'close';
export interface Point { x: number; y: number }

/** What was under the pointer: the image, the empty area around it, or anything else (a control, a video). */
export type ClickTarget = 'image' | 'background' | 'other';

export function clickTarget(target: EventTarget | null): ClickTarget {
  if (!(target instanceof Element)) return 'other';
  if (target.classList.contains('pswp__img')) return 'image';
  // PhotoSwipe's slide holder and zoom wrapper are the empty space around a slide.
  if (target.classList.contains('pswp__item') || target.classList.contains('pswp__zoom-wrap')) return 'background';
  return 'other';
}

export function inClickMargin(point: Point, viewport: Point): boolean {
  const marginX = (viewport.x * LIGHTBOX.clickMarginPercent) / 100;
  const marginY = (viewport.y * LIGHTBOX.clickMarginPercent) / 100;
  return point.x < marginX || point.x > viewport.x - marginX || point.y < marginY || point.y > viewport.y - marginY;
}

/** null: the click is not the lightbox's to handle (a control, a video's own area). */
export function clickAction(point: Point, viewport: Point, target: ClickTarget): ClickAction | null {
  if (target === 'other') return null;
  if (target === 'background' || inClickMargin(point, viewport)) return 'close';
  return point.x >= viewport.x / 2 ? 'next' : 'previous';
}
