// History hash for an open lightbox (visitor §2): one history entry for the whole visit (pushed on
// open, replaced on every slide change), so the browser's back button closes the lightbox and
// closing it any other way puts the original address back.
import { itemIdUrl } from './location.ts';

const STATE_KEY = 'sqLightbox';
let nextToken = 1;

export interface HistoryHash {
  /** Writes the current slide's id (or url) as itemId. */
  update(value: string): void;
  /** Stops listening; restores the original address unless the back button already did. */
  end(): void;
}

const isOurs = (state: unknown, token: number) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[STATE_KEY] === token;

/** Returns null when the address cannot be written (a collection url on another origin). */
export function startHistoryHash(value: string, collectionUrl: string | undefined, onBack: () => void): HistoryHash | null {
  const token = nextToken++;
  const state = { [STATE_KEY]: token };
  try {
    history.pushState(state, '', itemIdUrl(value, collectionUrl));
  } catch {
    return null; // pushState refuses other origins: the lightbox still works, without the address
  }
  let ended = false;
  const onPopState = () => {
    if (isOurs(history.state, token)) return;
    ended = true; // the back button left our entry: the original address is already back
    window.removeEventListener('popstate', onPopState);
    onBack();
  };
  window.addEventListener('popstate', onPopState);
  return {
    update(next) {
      if (!next || ended || !isOurs(history.state, token)) return;
      try {
        history.replaceState(state, '', itemIdUrl(next, collectionUrl));
      } catch {
        // same origin as the push above, so this cannot fail short of a browser limit; keep the address
      }
    },
    end() {
      if (ended) return;
      ended = true;
      window.removeEventListener('popstate', onPopState);
      // Going back (rather than replacing) leaves no stray entry for the forward button.
      if (isOurs(history.state, token)) history.back();
    },
  };
}
