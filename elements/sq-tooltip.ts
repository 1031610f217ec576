import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { readTooltipData } from '../react-core/tooltip/read-tooltip.ts';
import { TOOLTIP_STYLES, Tooltip } from '../react-core/tooltip/tooltip.tsx';

export { placeTooltip } from '../react-core/tooltip/place.ts';

/**
 * A tooltip for the element it wraps (visitor §2 "Tooltips", §9: delay 1200 ms, width 250, edge margin
 * 20): `<sq-tooltip text="Ships in 2 days"><button type="button">Shipping</button></sq-tooltip>`.
 * Hovering the trigger shows it after 1200 ms, keyboard focus shows it at once, Escape hides it. The
 * bubble is role=tooltip and the trigger is aria-describedby it.
 */
export const SqTooltipElement = createElementClass({
  tag: 'sq-tooltip',
  description: /* manifest-only */ 'A tooltip for the element it wraps: after 1200 ms of hover, at once on keyboard focus; Escape hides it.',
  attributes: {
    text: string('', /* manifest-only */ 'The tooltip text. Empty: no tooltip.'),
  },
  read: readTooltipData,
  live: true,
  component: Tooltip,
  styles: TOOLTIP_STYLES,
  reactEvents: false, // its listeners are plain DOM ones on the element
});
export type SqTooltipElement = InstanceType<typeof SqTooltipElement>;
export default SqTooltipElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-tooltip': SqTooltipElement }
}
