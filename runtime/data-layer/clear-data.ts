// What the system error overlay's Clear button clears (visitor §8 "Data layer": "reload and clear
// buttons"; the spec does not say what is cleared). Only what this library wrote: local and session
// storage keys starting with 'sq:' and the crumb cookie, so a stale session or token cannot make the
// page fail again after the reload. The site's other storage and cookies are left alone.
import { LIBRARY_STORAGE_PREFIX } from '../../catalog/messages/overlay-labels.ts';
import { removeCookie } from '../cookies.ts';
import { removeItem, storageSources, type StorageArea } from '../storage.ts';
import { CRUMB_COOKIE } from '../transport.ts';

function libraryKeys(kind: StorageArea): string[] {
  try {
    const store = storageSources[kind]();
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(LIBRARY_STORAGE_PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return []; // storage unavailable: nothing was written there
  }
}

export function clearLibraryData(): void {
  for (const kind of ['local', 'session'] as const) {
    for (const key of libraryKeys(kind)) {
      try {
        removeItem(kind, key);
      } catch {
        // a store that fails to remove keeps the key; the reload still happens
      }
    }
  }
  removeCookie(CRUMB_COOKIE);
}
