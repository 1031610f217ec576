// Lazy chunk loading (reference §2): each load times out after 120 seconds.
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
