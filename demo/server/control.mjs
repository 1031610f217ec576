// @ts-check
// The /__sq endpoints that tests and theme developers use to drive and read the API. They are not
// logged and no switch applies to them.
//
//   POST   /__sq/switches            add switches (switches.mjs)         -> 201 { switches }
//   GET    /__sq/switches            the active switches                 -> 200 { switches }
//   DELETE /__sq/switches            clear switches and form registrations -> 204
//   GET    /__sq/log?route=&since=&kind=
//          recorded requests, oldest first, as a JSON array of { seq, time, kind, route, method, path,
//          query, headers (content-type, cookie, x-csrf-token, origin, referer), body, bodyError?,
//          raw?, status, forced?, outcome? }. `route` matches like a switch (exact, or prefix with
//          '*'); `since` keeps requests received at or after that time (ms since the epoch).
//   DELETE /__sq/log                 forget the memory log (files in the data folder stay) -> 204
//   POST   /__sq/unconfigured-forms  { formId }: SaveFormSubmission answers 404 for that form
//                                    -> 201 { unconfigured: [...] }
//   GET    /__sq/inspector[?refresh=N]  the HTML inspector (inspector.mjs)
//   GET    /__sq/inspector.js       its live view (inspector-client.js)
//   GET    /__sq/stream             answered requests as server-sent events (inspector-stream.mjs, routed by api.mjs)
import { readFileSync } from 'node:fs';
import { isObject } from './body.mjs';
import { json, noContent } from './http.mjs';
import { INSPECTOR_CSP, renderInspector } from './inspector.mjs';

const INSPECTOR_CLIENT = readFileSync(new URL('./inspector-client.js', import.meta.url), 'utf8');

/**
 * @typedef {object} ControlState
 * @property {import('./store.mjs').Store} store
 * @property {import('./switches.mjs').Switches} switches
 * @property {import('./routes/forms.mjs').FormState} forms
 */

/**
 * @param {string} method
 * @param {string} path
 * @param {Record<string, string | string[]>} query
 * @param {unknown} body
 * @param {ControlState} state
 * @returns {import('./http.mjs').Reply}
 */
export function control(method, path, query, body, { store, switches, forms }) {
  const action = `${method} ${path.replace(/\/$/, '')}`;
  switch (action) {
    case 'POST /__sq/switches': {
      const result = switches.add(body);
      return 'error' in result ? json(400, { error: result.error }) : json(201, { switches: result.added });
    }
    case 'GET /__sq/switches':
      return json(200, { switches: switches.list() });
    case 'DELETE /__sq/switches':
      switches.clear();
      forms.reset();
      return noContent();
    case 'GET /__sq/log': {
      const since = Number(query.since);
      return json(200, store.list({
        route: typeof query.route === 'string' ? query.route : undefined,
        since: query.since !== undefined && Number.isFinite(since) ? since : undefined,
        kind: typeof query.kind === 'string' ? query.kind : undefined,
      }));
    }
    case 'DELETE /__sq/log':
      store.clear();
      return noContent();
    case 'POST /__sq/unconfigured-forms': {
      if (!isObject(body) || typeof body.formId !== 'string' || body.formId === '') {
        return json(400, { error: 'formId must be a non-empty string' });
      }
      forms.unconfigured.add(body.formId);
      return json(201, { unconfigured: [...forms.unconfigured] });
    }
    case 'GET /__sq/inspector':
      return {
        status: 200,
        text: renderInspector(store, { refresh: Number(query.refresh) || undefined }),
        type: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': INSPECTOR_CSP },
      };
    case 'GET /__sq/inspector.js':
      return { status: 200, text: INSPECTOR_CLIENT, type: 'text/javascript; charset=utf-8' };
    default:
      return json(404, { error: 'Not found' });
  }
}
