// Stored session data (reference §3.7: a value and an optional expires timestamp; §4: removed on
// read once expired, local storage only) and the first-landing / first-session flags (visitor §4).
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

const LANDED = 'sq:landed';
const SESSION_ID = 'sq:session-id';
const FIRST_SESSION_ID = 'sq:first-session-id';

export interface SessionFlags { firstLanding: boolean; firstSession: boolean }

/**
 * First landing: the first page view of this browser session. First session: every page view of the
 * visitor's first session in this browser. Call once per page view.
 */
export function readSessionFlags(): SessionFlags {
  const firstLanding = readItem('session', LANDED) === null;
  if (firstLanding) writeItem('session', LANDED, '1');
  let sessionId = readItem('session', SESSION_ID);
  if (sessionId === null) {
    sessionId = Math.random().toString(36).slice(2);
    writeItem('session', SESSION_ID, sessionId);
  }
  let firstId = readItem('local', FIRST_SESSION_ID);
  if (firstId === null) {
    firstId = sessionId;
    writeItem('local', FIRST_SESSION_ID, firstId);
  }
  return { firstLanding, firstSession: firstId === sessionId };
}
