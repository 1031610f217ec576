import { createElementClass } from '../runtime/bridge/create-element.ts';
import { boolean, number, oneOf } from '../runtime/bridge/attributes.ts';
import { MARQUEE_DIRECTIONS } from '../catalog/blocks.ts';
import { MARQUEE_DEFAULTS } from '../catalog/motion.ts';
import { Marquee, readMarqueeItems } from '../react-core/marquee/marquee.tsx';
import { MARQUEE_STYLES } from '../react-core/marquee/marquee-styles.ts';

export { advance, copiesNeeded, waveOffset } from '../react-core/marquee/motion.ts';

/**
 * A marquee block (visitor §2, §3 "Marquee props", §9 "Marquee rerender debounce 1000 ms, minimum region
 * width 50"): its children (text, links, images) scroll sideways in an endless loop, optionally on a wave.
 * Without JavaScript, under reduced motion and in a region under 50 px wide they stand still.
 */
export const SqMarqueeElement = createElementClass({
  tag: 'sq-marquee',
  description: /* manifest-only */ 'Content scrolling sideways in a loop, with a pause button; still under reduced motion.',
  attributes: {
    waveFrequency: number(MARQUEE_DEFAULTS.waveFrequency, /* manifest-only */ 'Wave periods across the region (0: no wave).'),
    waveIntensity: number(MARQUEE_DEFAULTS.waveIntensity, /* manifest-only */ 'Wave height in px: how far each item moves up and down (0: no wave).'),
    animationDirection: oneOf(MARQUEE_DIRECTIONS, 'left', /* manifest-only */ 'Which way the content moves: left or right.'),
    animationSpeed: number(MARQUEE_DEFAULTS.animationSpeed, /* manifest-only */ 'Speed in px per second (0 or less: still).'),
    pausedOnHover: boolean('Pauses while the pointer is over the content.'),
  },
  read: readMarqueeItems,
  live: true,
  component: Marquee,
  styles: MARQUEE_STYLES,
});
export type SqMarqueeElement = InstanceType<typeof SqMarqueeElement>;
export default SqMarqueeElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-marquee': SqMarqueeElement }
}
