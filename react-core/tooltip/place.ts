// Where a tooltip goes (visitor §9 "Tooltip … width 250, edge margin 20"): centred under its trigger,
// above it when there is no room below, and always at least the edge margin inside the viewport.
import { UI } from '../../catalog/constants.ts';

export interface Box { left: number; top: number; width: number; height: number }
export interface Placement { left: number; top: number; width: number; above: boolean }

/** The space between the trigger and the bubble. */
export const TOOLTIP_GAP = 8;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/** Places a bubble of `height` for `trigger` (viewport coordinates) in a viewport of `width` x `height`. */
export function placeTooltip(trigger: Box, height: number, viewport: { width: number; height: number }): Placement {
  const { width: maxWidth, edgeMargin } = UI.tooltip;
  const width = Math.max(0, Math.min(maxWidth, viewport.width - 2 * edgeMargin));
  const centre = trigger.left + trigger.width / 2;
  const left = clamp(centre - width / 2, edgeMargin, viewport.width - edgeMargin - width);
  const below = trigger.top + trigger.height + TOOLTIP_GAP;
  const above = trigger.top - TOOLTIP_GAP - height;
  const fitsBelow = below + height <= viewport.height - edgeMargin;
  const goAbove = !fitsBelow && above >= edgeMargin;
  const top = goAbove ? above : clamp(below, edgeMargin, Math.max(edgeMargin, viewport.height - edgeMargin - height));
  return { left, top, width, above: goAbove };
}
