// Loading constants dist/sq.js needs. They live apart from constants.ts (which re-exports them): whatever
// sq.js imports from a module, it carries every export of that module the element chunks use too.

// Lazy chunk loading (reference §2): each load times out after 120 seconds.
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** Where requestIdleCallback is missing, idle work waits this long (visitor §9). */
export const IDLE_FALLBACK_MS = 100;
/** Errors the page throws before the tracking chunk loads are held, up to the reporter's queue cap (10). */
export const EARLY_ERROR_BUFFER_CAP = 10;
