// One MediaQueryList and one 'change' listener per media query for the whole page, shared by every
// subscriber (the reduced-motion policy, the breakpoints): a page with forty galleries still has one
// listener per query. The listener is attached with the first subscriber and removed with the last.
import { UTILITY_WARNINGS } from '../../catalog/utilities.ts';
import { logError } from '../log.ts';

type Listener = (matches: boolean) => void;
interface Watched { list: MediaQueryList; listeners: Set<Listener>; onChange: () => void }

const watched = new Map<string, Watched>();

const mediaList = (query: string): MediaQueryList | null =>
  (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether the query matches now; false where matchMedia is missing. */
export function mediaMatches(query: string): boolean {
  return (watched.get(query)?.list ?? mediaList(query))?.matches ?? false;
}

/**
 * Calls `listener` with the new value each time `query` starts or stops matching; returns the
 * unsubscribe function. A listener that throws is logged and the others still run.
 */
export function watchMedia(query: string, listener: Listener, what = query): () => void {
  let entry = watched.get(query);
  if (!entry) {
    const list = mediaList(query);
    if (!list) return () => {};
    const listeners = new Set<Listener>();
    const onChange = () => {
      for (const fn of [...listeners]) {
        try { fn(list.matches); } catch (error) { logError(UTILITY_WARNINGS.listenerFailed(what), error); }
      }
    };
    entry = { list, listeners, onChange };
    list.addEventListener('change', onChange);
    watched.set(query, entry);
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || watched.get(query) !== current) return;
    current.list.removeEventListener('change', current.onChange);
    watched.delete(query);
  };
}

/** Queries with a live page listener (for tests: the policy keeps one per query). */
export const watchedQueries = (): string[] => [...watched.keys()];
