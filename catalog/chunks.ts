// Loading constants dist/sq.js needs. They live apart from constants.ts (which re-exports them): whatever
// sq.js imports from a module, it carries every export of that module the element chunks use too.

// Lazy chunk loading (reference §2): each load times out after 120 seconds.
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/**
 * An element's `upgrade` attribute: when its code loads. eager: at once; visible: at once when in or
 * near the viewport, else when it comes near or the browser is idle; idle: when the browser is idle;
 * interaction: only when a pointer goes over it or focus into it (any strategy upgrades on that); an
 *   element whose markup holds nothing a keyboard can reach waits as `visible` does (runtime/upgrade-later.ts).
 */
export const UPGRADE_STRATEGIES = ['eager', 'visible', 'idle', 'interaction'] as const;
export type UpgradeStrategy = (typeof UPGRADE_STRATEGIES)[number];
/** Where requestIdleCallback is missing, idle work waits this long (visitor §9). */
export const IDLE_FALLBACK_MS = 100;
/** Errors the page throws before the tracking chunk loads are held, up to the reporter's queue cap (10). */
export const EARLY_ERROR_BUFFER_CAP = 10;
