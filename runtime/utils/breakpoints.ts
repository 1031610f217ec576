// Breakpoints (reference §9, visitor §9): the fluid engine's mobile range (up to 432 px; desktop from 433 px,
// tablet effectively disabled) and the layout breakpoints 800 and 1024 px. A width is "below" a breakpoint
// at or under it, as a CSS (max-width: …px) query and as the spec's "mobile up to 432 px" and "mobile info
// bar only at width <= 1024". Changes come from one matchMedia listener per breakpoint for the page.
import { BREAKPOINTS, FLUID_BREAKPOINT_PX } from '../../catalog/constants.ts';
import type { FluidBreakpoint } from '../../catalog/site.ts';
import { WATCHED_BREAKPOINTS, type WatchedBreakpoint } from '../../catalog/utilities.ts';
import { mediaMatches, watchMedia } from './media-query.ts';

export type Breakpoint = (typeof BREAKPOINTS)[number];

const atMost = (px: number) => `(max-width: ${px}px)`;

/** 'mobile' up to 432 px, 'desktop' from 433 px; not a width (NaN, negative) counts as desktop. */
export function viewportClass(width: number = window.innerWidth): FluidBreakpoint {
  return typeof width === 'number' && width >= 0 && width <= FLUID_BREAKPOINT_PX.mobileMax ? 'mobile' : 'desktop';
}

/** The viewport's class now, from the same media query the listeners use. */
export const currentViewportClass = (): FluidBreakpoint =>
  (mediaMatches(atMost(FLUID_BREAKPOINT_PX.mobileMax)) ? 'mobile' : 'desktop');

/** True when the viewport is at most `breakpoint` px wide (800 or 1024). */
export function isBelow(breakpoint: Breakpoint): boolean {
  return mediaMatches(atMost(breakpoint));
}

export interface BreakpointChange {
  /** 432 (mobile/desktop), 800 or 1024. */
  breakpoint: WatchedBreakpoint;
  /** Whether the viewport is now at or under it. */
  below: boolean;
}

/** Calls `listener` each time the viewport crosses 432, 800 or 1024 px; returns the unsubscribe function. */
export function onBreakpointChange(listener: (change: BreakpointChange) => void): () => void {
  const stops = WATCHED_BREAKPOINTS.map((breakpoint) =>
    watchMedia(atMost(breakpoint), (below) => listener({ breakpoint, below }), 'breakpoint'));
  return () => { for (const stop of stops) stop(); };
}
