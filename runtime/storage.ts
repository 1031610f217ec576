// Browser storage behind one seam. Storage can be missing or throw (private modes, blocked
// cookies); then the library logs the spec's message once and keeps the data in memory instead.
import { EVENT_MESSAGES } from '../catalog/messages/events.ts';
import { logWarn } from './log.ts';

export type StorageArea = 'local' | 'session';
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };
let warned = false;

function area(kind: StorageArea): Storage | null {
  try {
    const store = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__sq_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    if (!warned) { warned = true; logWarn(EVENT_MESSAGES.storageUnavailable); }
    return null;
  }
}

export function readItem(kind: StorageArea, key: string): string | null {
  const store = area(kind);
  return store ? store.getItem(key) : (memory[kind].get(key) ?? null);
}

export function writeItem(kind: StorageArea, key: string, value: string): void {
  const store = area(kind);
  try {
    if (store) { store.setItem(key, value); return; }
  } catch {
    // Quota exceeded: fall through to memory so the page keeps working.
  }
  memory[kind].set(key, value);
}

export function removeItem(kind: StorageArea, key: string): void {
  area(kind)?.removeItem(key);
  memory[kind].delete(key);
}
