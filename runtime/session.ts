// The first-landing and first-session flags (visitor §4), read once per page view for `Sq.session`.
// The stored session data with expiry is runtime/session-data.ts, loaded on first use.
import { readItem, writeItem, type StorageArea } from './storage.ts';

const SESSION_ID = 'sq:session-id';
const FIRST_SESSION_ID = 'sq:first-session-id';

export interface SessionFlags { firstLanding: boolean; firstSession: boolean }

/** The stored value, or `fresh`, stored now, when there is none. */
function stored(kind: StorageArea, key: string, fresh: string): string {
  const value = readItem(kind, key);
  if (value === null) writeItem(kind, key, fresh);
  return value ?? fresh;
}

/**
 * First landing: the first page view of this browser session, the one that finds no session id in
 * session storage and stores one. First session: every page view of the visitor's first session in
 * this browser (the first session id, kept in local storage). Called once per page view, by sessionFlags().
 */
export function readSessionFlags(): SessionFlags {
  const fresh = String(Math.random()); // an opaque id: only compared with what the storage holds
  const sessionId = stored('session', SESSION_ID, fresh);
  return { firstLanding: sessionId === fresh, firstSession: stored('local', FIRST_SESSION_ID, sessionId) === sessionId };
}

let flags: SessionFlags | undefined;
/** This page view's flags, read at the first call: the page's first read, else the idle moment after load, or the page hidden or left (runtime/index.ts). */
export const sessionFlags = (): SessionFlags => (flags ??= readSessionFlags());
