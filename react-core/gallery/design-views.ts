// Each family of designs is its own chunk, fetched the moment a gallery using it connects (its
// `read`), so a page of grids never downloads the slideshow's swipe code and the gallery's own chunk
// stays small. Until a family arrives the gallery shows a copy of its server-rendered slides.
import { useEffect, useReducer, type ComponentType } from 'react';
import { AUTOROWS_DESIGN } from '../../catalog/gallery.ts';
import type { DesignProps } from './designs/design-props.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { logWarn } from '../../runtime/log.ts';

export type DesignFamily = 'stacked' | 'strip' | 'carousel' | 'grid';
type View = ComponentType<DesignProps>;

const LOADERS: Record<DesignFamily, () => Promise<View>> = {
  stacked: () => import('./designs/stacked.tsx').then((m) => m.Stacked),
  strip: () => import('./designs/strip.tsx').then((m) => m.Strip),
  carousel: () => import('./designs/carousel.tsx').then((m) => m.Carousel),
  grid: () => import('./designs/grid.tsx').then((m) => m.Grid),
};
const GRID_DESIGNS = new Set(['grid', 'autogrid', 'autocolumns', AUTOROWS_DESIGN, 'list']);

/** The family of a design name; unknown names fall back to stacked, as the settings do. */
export function familyOf(design: string): DesignFamily {
  if (design === 'slider') return 'strip';
  if (design === 'carousel') return 'carousel';
  return GRID_DESIGNS.has(design) ? 'grid' : 'stacked';
}

const views = new Map<DesignFamily, View>();
const failed = new Set<DesignFamily>();
const pending = new Map<DesignFamily, Promise<void>>();

export function loadDesign(family: DesignFamily): Promise<void> {
  let promise = pending.get(family);
  if (!promise) {
    failed.delete(family);
    promise = LOADERS[family]().then(
      (view) => { views.set(family, view); },
      (error: unknown) => {
        failed.add(family);
        // Logged once per failure; the next gallery to ask tries again.
        pending.delete(family);
        logWarn(LIBRARY_MESSAGES.chunkLoadFailed('sq-gallery'), error);
        throw error;
      },
    );
    pending.set(family, promise);
  }
  return promise;
}

/** Resolves once every design family asked for so far has arrived (or failed). */
export const designsSettled = () => Promise.allSettled(pending.values()).then(() => undefined);

/**
 * The family's view; null while its chunk is on the way (the component re-renders on arrival), or
 * 'failed' when it could not be loaded (the gallery then shows its server-rendered slides).
 */
export function useDesignView(family: DesignFamily): View | null | 'failed' {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const view = views.get(family) ?? null;
  useEffect(() => {
    if (view) return undefined;
    let live = true;
    const settle = () => { if (live) changed(); };
    loadDesign(family).then(settle, settle);
    return () => { live = false; };
  }, [family, view]);
  return view ?? (failed.has(family) ? 'failed' : null);
}
