// Moving content: the marquee, scaled text and scroll-triggered block animations (visitor §3 "Marquee
// props", §4 "Block animation", §9 "Page and blocks", "Lightbox and UI"). The spec's numbers live in
// constants.ts (PAGE_BLOCKS, UI, ANIMATION_THRESHOLDS); these are the library's own choices where the
// spec is silent, and the wording of the marquee's pause button (WCAG 2.2.2 "Pause, Stop, Hide").

/** The marquee's own defaults: speed in px per second, the wave as periods across the region and px. */
export const MARQUEE_DEFAULTS = {
  animationSpeed: 50,
  waveFrequency: 0,
  waveIntensity: 0,
  /** At most this many copies of the content loop behind the original (a very short text, a wide region). */
  maxCopies: 50,
} as const;

/** The marquee's visible pause control. */
export const MARQUEE_LABELS = {
  pause: 'Pause scrolling text',
  play: 'Play scrolling text',
} as const;

/** The values of data-animation on a block; an unknown value gets the parser message and fade-in. */
export const BLOCK_ANIMATIONS = ['fade-in', 'slide-up', 'slide-down', 'slide-left', 'slide-right', 'scale'] as const;
export type BlockAnimation = (typeof BLOCK_ANIMATIONS)[number];
export const DEFAULT_BLOCK_ANIMATION: BlockAnimation = 'fade-in';

/** The attribute the runtime writes on each animated block: pending (hidden, waiting) then loaded. */
export const BLOCK_ANIMATION_STATE_ATTRIBUTE = 'data-animation-state';
export const BLOCK_ANIMATION_STATES = ['pending', 'loaded'] as const;
export type BlockAnimationState = (typeof BLOCK_ANIMATION_STATES)[number];
/** How far a sliding block travels into place, in px. */
export const BLOCK_ANIMATION_SLIDE_PX = 24;
/**
 * The longest a block in view waits for its images before it shows anyway (visitor §4 says to wait for
 * loading images but sets no limit; a stalled image must not keep its block hidden). Clock seam time.
 */
export const BLOCK_ANIMATION_IMAGE_WAIT_MS = 3000;
