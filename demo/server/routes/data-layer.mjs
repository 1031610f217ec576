// @ts-check
// GET, POST, PUT and DELETE /api/demo/data-layer: a stand-in for the legacy data layer's calls
// (visitor §7 "Legacy data layer", §8 "Data layer"), for the demo and the tests of
// runtime/data-layer/. Crumb-protected like the real calls (crumb.mjs): a missing or stale crumb gets
// 401 { crumbFail: true, crumb } and the new crumb cookie. With the crumb:
//   ?answer=raw                 -> 200 text/plain '<METHOD> ok'
//   ?answer=loginRequired       -> 200 { loginRequired: true }
//   ?answer=authorizationFail   -> 200 { authorizationFail: true }
//   otherwise                   -> 200 { method, query (without the crumb), body } (an echo)
// Error statuses, malformed JSON and network faults come from the switches (switches.mjs).
import { json } from '../http.mjs';

export const DATA_LAYER_DEMO_PATH = '/api/demo/data-layer';
const FLAGS = ['loginRequired', 'authorizationFail'];

/** @type {import('./index.mjs').Route['answer']} */
function answer({ req, query, body, entry }) {
  const method = req.method ?? 'GET';
  const { crumb, ...rest } = query;
  entry.outcome = { crumbSent: crumb !== undefined };
  if (query.answer === 'raw') return { status: 200, text: `${method} ok`, type: 'text/plain; charset=utf-8' };
  if (typeof query.answer === 'string' && FLAGS.includes(query.answer)) return json(200, { [query.answer]: true });
  return json(200, { method, query: rest, body });
}

/** @returns {import('./index.mjs').Route[]} */
export function dataLayerRoutes() {
  return /** @type {const} */ (['GET', 'POST', 'PUT', 'DELETE']).map((method) => ({
    method, path: DATA_LAYER_DEMO_PATH, kind: /** @type {const} */ ('data-layer'), crumb: true, answer,
  }));
}
