// @ts-check
// What the API received. In memory: a ring of the last `limit` requests per route (the log that tests
// read through /__sq/log and the inspector shows). On disk, when `dataDir` is a folder: one JSON line
// per answered request in `<dataDir>/<kind>.jsonl`, read back on start so the inspector survives a
// restart. `dataDir: null` keeps everything in memory (the test runner).
import { appendFile, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeMatches } from './http.mjs';

/**
 * @typedef {'form-keys' | 'form-submissions' | 'errors' | 'events' | 'beacons' | 'widgets' | 'auth'
 *   | 'data-layer' | 'commerce' | 'scripts' | 'csp' | 'unknown'} Kind
 * @typedef {object} Entry
 * @property {number} seq order of arrival
 * @property {number} time ms since the epoch
 * @property {Kind} kind
 * @property {string} route the route it was filed under ('/api/census/RecordQuickView/*')
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string | string[]>} query
 * @property {Record<string, string>} headers content-type, cookie, x-csrf-token, origin, referer
 * @property {unknown} body parsed body (null when absent or unparsable)
 * @property {string} [bodyError] 'invalid-json' or 'too-large'
 * @property {string} [raw] the raw body, kept when it did not parse
 * @property {number} [status] the status answered; 0 for a forced network error
 * @property {object} [forced] the switch that decided the answer
 * @property {unknown} [outcome] what the route made of it (a submission id, the form fields…)
 */

/** Kinds in the order the inspector shows them. */
export const KINDS = /** @type {const} */ (['form-submissions', 'events', 'errors', 'beacons', 'widgets',
  'auth', 'data-layer', 'commerce', 'form-keys', 'scripts', 'csp', 'unknown']);

/**
 * @param {{ dataDir: string | null, limit?: number }} options
 */
export function createStore({ dataDir, limit = 500 }) {
  /** @type {Map<string, Entry[]>} */
  const rings = new Map();
  /** @type {Map<string, Promise<void>>} one write chain per file keeps lines in order */
  const writes = new Map();
  let seq = 0;
  /** @type {Set<(entry: Entry) => void>} listeners told of every answered request (the live inspector) */
  const listeners = new Set();

  /** @param {Entry} entry */
  function remember(entry) {
    const ring = rings.get(entry.route) ?? [];
    ring.push(entry);
    if (ring.length > limit) ring.splice(0, ring.length - limit);
    rings.set(entry.route, ring);
  }

  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.jsonl'))) {
      for (const line of readFileSync(join(dataDir, file), 'utf8').split('\n')) {
        try {
          const entry = /** @type {Entry} */ (JSON.parse(line));
          seq = Math.max(seq, entry.seq);
          remember(entry);
        } catch { /* a torn last line after a crash: skip it */ }
      }
    }
    for (const ring of rings.values()) ring.sort((a, b) => a.seq - b.seq);
  }

  return {
    /**
     * Files an incoming request (before it is answered, so a slow one shows up at once).
     * @param {Omit<Entry, 'seq'>} fields
     * @returns {Entry}
     */
    add(fields) {
      const entry = /** @type {Entry} */ ({ seq: ++seq, ...fields });
      remember(entry);
      return entry;
    },

    /**
     * Appends an answered request to its kind's JSON-lines file (no-op in memory mode).
     * @param {Entry} entry
     * @returns {Promise<void>}
     */
    persist(entry) {
      for (const listener of listeners) listener(entry);
      if (!dataDir) return Promise.resolve();
      const file = join(dataDir, `${entry.kind}.jsonl`);
      const line = `${JSON.stringify(entry)}\n`;
      const done = (writes.get(file) ?? Promise.resolve()).then(() => new Promise((resolve) => {
        appendFile(file, line, (error) => {
          if (error) console.error(`[api] could not write ${file}: ${error.message}`);
          resolve(undefined);
        });
      }));
      writes.set(file, done);
      return done;
    },

    /**
     * Recorded requests, oldest first.
     * @param {{ route?: string, since?: number, kind?: string }} [filter]
     * @returns {Entry[]}
     */
    list({ route, since, kind } = {}) {
      const all = [...rings.values()].flat().filter((entry) =>
        (route === undefined || routeMatches(route, entry.path))
        && (since === undefined || entry.time >= since)
        && (kind === undefined || entry.kind === kind));
      return all.sort((a, b) => a.seq - b.seq);
    },

    /**
     * Calls `listener` with every request once it is answered; returns the unsubscribe function.
     * @param {(entry: Entry) => void} listener
     */
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },

    /** Forgets the memory log; the files on disk stay. */
    clear() {
      rings.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */
