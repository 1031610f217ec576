// Stored session data (reference §3.7: a value and an optional expires timestamp; §4: removed on
// read once expired, local storage only), behind `Sq.session.get/set/remove`. Nothing in the library
// reads it at load, so it is its own chunk, fetched on the first call (the calls return promises).
import { readItem, removeItem, writeItem } from './storage.ts';

interface Stored { value: unknown; expires?: number }
const PREFIX = 'sq:session:';

export function setSessionData(key: string, value: unknown, ttlMs?: number, now = Date.now()): void {
  const record: Stored = ttlMs === undefined ? { value } : { value, expires: now + ttlMs };
  writeItem('local', PREFIX + key, JSON.stringify(record));
}

export function getSessionData<T = unknown>(key: string, now = Date.now()): T | undefined {
  const text = readItem('local', PREFIX + key);
  if (text === null) return undefined;
  let record: Stored;
  try {
    record = JSON.parse(text) as Stored;
    if (typeof record !== 'object' || record === null || !('value' in record)) throw new TypeError();
  } catch {
    removeItem('local', PREFIX + key); // a tampered entry is dropped, never thrown on
    return undefined;
  }
  if (typeof record.expires === 'number' && record.expires <= now) {
    removeItem('local', PREFIX + key);
    return undefined;
  }
  return record.value as T;
}

export function removeSessionData(key: string): void {
  removeItem('local', PREFIX + key);
}

// The names `Sq.session` calls them by (runtime/index.ts): a name sq.js already spells costs it fewer bytes.
export { getSessionData as get, setSessionData as set, removeSessionData as remove };
