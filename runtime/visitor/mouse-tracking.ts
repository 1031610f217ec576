// Mouse-position tracking (visitor §6: authenticated accounts, and only they, get it; the runtime decides
// who). Mouse pointer positions are sampled at most once a second through the clock seam, as fractions of
// the viewport (0 to 1, three decimals) with the page path, and handed to a sink (the trace log).
import { MOUSE_TRACKING } from '../../catalog/analytics.ts';
import { throttle } from '../clock.ts';

export interface MousePosition { x: number; y: number; path: string }

const fraction = (position: number, size: number): number =>
  size > 0 ? Math.round(Math.min(1, Math.max(0, position / size)) * 1000) / 1000 : 0;

/** Starts sampling; returns the function that stops it and removes the listener. */
export function startMouseTracking(sink: (event: string, data: unknown) => void): () => void {
  const sample = throttle((event: PointerEvent) => {
    const position: MousePosition = {
      x: fraction(event.clientX, window.innerWidth),
      y: fraction(event.clientY, window.innerHeight),
      path: location.pathname,
    };
    sink(MOUSE_TRACKING.event, position);
  }, MOUSE_TRACKING.sampleMs);
  const listener = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return; // touches and pens are not mouse positions
    try {
      sample(event);
    } catch {
      // A failing sink must not break the page's pointer handling.
    }
  };
  window.addEventListener('pointermove', listener, { passive: true });
  return () => window.removeEventListener('pointermove', listener);
}
