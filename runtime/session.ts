// The first-landing and first-session flags (visitor §4), read once per page view for `Sq.session`.
// The stored session data with expiry is runtime/session-data.ts, loaded on first use.
import { readItem, writeItem } from './storage.ts';

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
