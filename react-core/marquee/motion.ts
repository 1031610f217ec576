// The marquee's arithmetic (visitor §3 "Marquee props": waveFrequency, waveIntensity, animationDirection,
// animationSpeed): how far the loop has moved, how many copies fill the region, where the wave puts an item.
import type { MarqueeDirection } from '../../catalog/blocks.ts';
import { MARQUEE_DEFAULTS } from '../../catalog/motion.ts';

/**
 * The loop's offset after `elapsedMs` at `speed` px per second: it grows moving left and shrinks moving
 * right, always kept within one copy's width, [0, copyWidth).
 */
export function advance(offset: number, elapsedMs: number, speed: number, direction: MarqueeDirection, copyWidth: number): number {
  if (copyWidth <= 0) return 0;
  const moved = offset + (direction === 'left' ? 1 : -1) * Math.max(0, speed) * Math.max(0, elapsedMs) / 1000;
  return ((moved % copyWidth) + copyWidth) % copyWidth;
}

/** Copies (aria-hidden) after the original so the track always covers the region while it loops. */
export function copiesNeeded(regionWidth: number, copyWidth: number): number {
  if (copyWidth <= 0 || regionWidth <= 0) return 0;
  return Math.min(MARQUEE_DEFAULTS.maxCopies, Math.ceil(regionWidth / copyWidth));
}

/**
 * An item's vertical offset in px on the wave: `intensity` px high, `frequency` periods across the
 * region, by where the item's centre is on screen (`x`, px from the region's start).
 */
export function waveOffset(x: number, regionWidth: number, frequency: number, intensity: number): number {
  if (frequency === 0 || intensity === 0 || regionWidth <= 0) return 0;
  return intensity * Math.sin((2 * Math.PI * frequency * x) / regionWidth);
}
