// @ts-check
// Test switches: force what the API answers, so tests can exercise every failure of section 8 against
// the real server instead of a patched fetch.
//
//   POST   /__sq/switches  { route, status?, body?, html?, delayMs?, malformed?, times?, networkError?, cors? }
//                          (or an array of them) -> 201 { switches: [...] }
//   GET    /__sq/switches  -> { switches: [...] } (the active ones)
//   DELETE /__sq/switches  -> 204, clears every switch (and the unconfigured-form registrations)
//
// `route` matches the request path exactly, or as a prefix when it ends with '*'. It applies to
// everything the API owns except /__sq itself: /api/... (also paths the API does not implement, so a
// test can stand in for a call) and the /__fake scripts. The newest matching switch wins and is used
// up after `times` requests (default: until cleared). Per request, in this order:
//   delayMs       wait first (then the rest applies, or the real route answers);
//   networkError  fail at the network level (an answer no browser accepts, then the socket is
//                 closed; see api.mjs `breakConnection`): fetch rejects with TypeError, XHR errors;
//   malformed     answer `{"broken":` as application/json, with `status` or 200;
//   html          answer this text as text/html (a proxy's error page), with `status` or 200;
//   status/body   answer that status with `body`, or the section-8 error body for the status
//                 (messages.mjs: `defaultBody`); a body alone means status 200;
//   cors          add CORS headers letting the calling origin read the answer (another site, in tests).
import { json } from './http.mjs';
import { defaultBody } from './messages.mjs';
import { isObject } from './body.mjs';

/** The body a `malformed` switch answers with. */
export const MALFORMED_JSON = '{"broken":';

/**
 * @typedef {object} Switch
 * @property {number} id
 * @property {string} route
 * @property {number} [status]
 * @property {unknown} [body]
 * @property {number} [delayMs]
 * @property {boolean} [malformed]
 * @property {string} [html]
 * @property {boolean} [networkError]
 * @property {boolean} [cors] answer with CORS headers that let the calling origin read it (a second origin in tests)
 * @property {number} [times] requests left; absent = until cleared
 */

/**
 * Checks one switch as posted; returns an error text or the switch.
 * @param {unknown} spec
 * @param {number} id
 * @returns {Switch | string}
 */
function validate(spec, id) {
  if (!isObject(spec)) return 'a switch is a JSON object';
  const { route, status, delayMs, times, malformed, networkError, html, cors } = spec;
  if (typeof route !== 'string' || !route.startsWith('/')) return 'route must be a path starting with /';
  if (status !== undefined && !(Number.isInteger(status) && Number(status) >= 100 && Number(status) <= 599)) {
    return 'status must be an HTTP status code';
  }
  if (delayMs !== undefined && !(typeof delayMs === 'number' && delayMs >= 0 && delayMs <= 120_000)) {
    return 'delayMs must be a number of milliseconds, at most 120000';
  }
  if (times !== undefined && !(Number.isInteger(times) && Number(times) > 0)) return 'times must be a positive integer';
  if (html !== undefined && typeof html !== 'string') return 'html must be a string';
  if (status === undefined && !('body' in spec) && html === undefined && delayMs === undefined && malformed !== true && networkError !== true) {
    return 'a switch needs status, body, html, delayMs, malformed or networkError';
  }
  /** @type {Switch} */
  const result = { id, route };
  if (status !== undefined) result.status = Number(status);
  if ('body' in spec) result.body = spec.body;
  if (delayMs !== undefined) result.delayMs = Number(delayMs);
  if (malformed === true) result.malformed = true;
  if (typeof html === 'string') result.html = html;
  if (networkError === true) result.networkError = true;
  if (cors === true) result.cors = true;
  if (times !== undefined) result.times = Number(times);
  return result;
}

export function createSwitches() {
  /** @type {Switch[]} */
  let active = [];
  let nextId = 1;
  return {
    /**
     * @param {unknown} posted one switch or an array of them
     * @returns {{ added: Switch[] } | { error: string }}
     */
    add(posted) {
      const specs = Array.isArray(posted) ? posted : [posted];
      const checked = specs.map((spec) => validate(spec, nextId++));
      const error = checked.find((item) => typeof item === 'string');
      if (typeof error === 'string') return { error };
      const added = /** @type {Switch[]} */ (checked);
      active.push(...added);
      return { added };
    },

    list: () => active.map((item) => ({ ...item })),

    clear() {
      active = [];
    },

    /**
     * The switch deciding this request, counted as used; null when none matches.
     * @param {string} path
     * @returns {Switch | null}
     */
    take(path) {
      const found = active.findLast((item) => item.route.endsWith('*')
        ? path.startsWith(item.route.slice(0, -1)) : path === item.route);
      if (!found) return null;
      if (found.times !== undefined) {
        found.times -= 1;
        if (found.times <= 0) active = active.filter((item) => item !== found);
      }
      return { ...found };
    },
  };
}

/**
 * What a switch makes of a request once its delay is over: a forced answer, 'network-error', or null
 * to let the real route answer (a delay-only switch).
 * @param {Switch} item
 * @param {string} path
 * @returns {import('./http.mjs').Reply | 'network-error' | null}
 */
export function forcedReply(item, path) {
  if (item.networkError) return 'network-error';
  if (item.malformed) return { status: item.status ?? 200, text: MALFORMED_JSON, type: 'application/json; charset=utf-8' };
  if (item.html !== undefined) return { status: item.status ?? 200, text: item.html, type: 'text/html; charset=utf-8' };
  if (item.status === undefined && !('body' in item)) return null;
  const status = item.status ?? 200;
  return json(status, 'body' in item ? item.body : defaultBody(path, status));
}

/** @typedef {ReturnType<typeof createSwitches>} Switches */
