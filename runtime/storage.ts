// Browser storage behind one seam. Storage can be missing or throw (private modes, blocked
// cookies); then the library logs the spec's message once and keeps the data in memory instead.
import { STORAGE_MESSAGES } from '../catalog/messages/storage.ts';
import { logWarn } from './log.ts';

export type StorageArea = 'local' | 'session';
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };
let warned = false;

const probed: Partial<Record<StorageArea, Storage | null>> = {};

/** The seam: where each area comes from. Tests replace a source, then call resetStorage(). */
export const storageSources: Record<StorageArea, () => Storage> = {
  local: () => window.localStorage,
  session: () => window.sessionStorage,
};

export function resetStorage(): void {
  delete probed.local;
  delete probed.session;
  memory.local.clear();
  memory.session.clear();
  warned = false;
}

function area(kind: StorageArea): Storage | null {
  if (kind in probed) return probed[kind]!;
  try {
    const store = storageSources[kind]();
    const probe = 'sq:probe';
    store.setItem(probe, probe);
    store.removeItem(probe);
    probed[kind] = store;
  } catch {
    if (!warned) { warned = true; logWarn(STORAGE_MESSAGES.storageUnavailable); }
    probed[kind] = null;
  }
  return probed[kind]!;
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
