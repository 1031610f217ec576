// Designed constants and messages of the runtime utilities (runtime/utils/, runtime/reduced-motion.ts) where
// the spec gives a behaviour but no value or wording (visitor §5 "Tween", §8 "Others", §9 "Page and blocks").
import { BREAKPOINTS, FLUID_BREAKPOINT_PX } from './constants.ts';

/** The one media query of the reduced-motion policy. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Without requestAnimationFrame the tween steps on a timer of about one 60 Hz frame. */
export const TWEEN_FALLBACK_FRAME_MS = 16;

/** Scroll-into-view: a smooth scroll lasts the default animation time, never less than the clamp. */
export const SCROLL_INTO_VIEW_DEFAULT_MS = 300;

/** Decimals the file-size formatter shows unless told otherwise ('1.5 MB', '1.46 KB'). */
export const FILE_SIZE_DEFAULT_DECIMALS = 2;

/** Breakpoints `onBreakpointChange` reports: the fluid engine's mobile range, then 800 and 1024. */
export const WATCHED_BREAKPOINTS = [FLUID_BREAKPOINT_PX.mobileMax, ...BREAKPOINTS] as const;
export type WatchedBreakpoint = (typeof WATCHED_BREAKPOINTS)[number];

/** Characters a tel (and sms) number may use besides its digits. */
export const TEL_ALLOWED_PATTERN = /^[+\-\d\s().]+$/;

/** The library's own wording for the utilities' faults (the spec words none of these). */
export const UTILITY_WARNINGS = {
  /** Visitor §8: "The animation helper warns about an unsupported tween global." */
  tweenGlobalUnsupported: (ms: number) =>
    `Sq: requestAnimationFrame is not supported here; animations step on a ${ms} ms timer.`,
  listenerFailed: (what: string) => `Sq: ${what} listener failed.`,
  callbackFailed: (what: string) => `Sq: ${what} callback failed.`,
} as const;
