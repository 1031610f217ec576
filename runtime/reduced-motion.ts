// The page's one reduced-motion policy (issue 6; visitor §2 "nomotion=true", §5 "Tween"): every animated
// widget asks here instead of calling matchMedia itself, and hears when the preference changes.
// Motion is reduced when the visitor's system asks for it (prefers-reduced-motion: reduce) or when the page
// address carries nomotion=true (the gallery's switch, kept page-wide so screenshots and tests are still).
import { QUERY_PARAMS } from '../catalog/routes.ts';
import { REDUCED_MOTION_QUERY } from '../catalog/utilities.ts';
import { mediaMatches, watchMedia } from './utils/media-query.ts';

/** The policy as a pure rule: the page's query string and whether the media query matches. */
export function motionReducedBy(search: string, mediaReduces: boolean): boolean {
  return mediaReduces || new URLSearchParams(search).get(QUERY_PARAMS.noMotion) === 'true';
}

/** True when animations should jump to their end state. Read at the moment of asking. */
export function prefersReducedMotion(): boolean {
  return motionReducedBy(window.location.search, mediaMatches(REDUCED_MOTION_QUERY));
}

/**
 * Calls `listener` with the new answer of `prefersReducedMotion()` whenever it changes because the visitor
 * changed the preference (one matchMedia listener for the page); returns the unsubscribe function.
 */
export function onReducedMotionChange(listener: (reduced: boolean) => void): () => void {
  let last = prefersReducedMotion();
  return watchMedia(REDUCED_MOTION_QUERY, () => {
    const now = prefersReducedMotion();
    if (now === last) return;
    last = now;
    listener(now);
  }, 'reduced-motion');
}
