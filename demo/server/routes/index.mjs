// @ts-check
// The API's route table: every call of docs/spec/visitor-behaviour.md section 7, by domain, and the
// fake external scripts. Each domain module exports a function returning its routes.
import { formRoutes } from './forms.mjs';
import { eventRoutes } from './events.mjs';
import { censusRoutes } from './census.mjs';
import { performanceRoutes } from './performance.mjs';
import { widgetRoutes } from './widgets.mjs';
import { authRoutes } from './auth.mjs';
import { fakeScriptRoutes } from './fake-scripts.mjs';
import { fakeVideoRoutes } from './fake-video.mjs';
import { dataLayerRoutes } from './data-layer.mjs';
import { recordingRoutes } from './recording.mjs';
import { memberRoutes } from './members.mjs';
import { searchRoutes } from './search.mjs';
import { cartRoutes } from './cart.mjs';
import { checkoutRoutes } from './checkout.mjs';
import { reviewRoutes } from './reviews.mjs';
import { cspRoutes } from './csp.mjs';

/**
 * @typedef {object} RouteContext
 * @property {import('node:http').IncomingMessage} req
 * @property {string} path
 * @property {Record<string, string | string[]>} query
 * @property {unknown} body parsed body; null when absent or unparsable
 * @property {string} [bodyError]
 * @property {Record<string, string>} cookies
 * @property {string} param the path's last segment for a route ending in '/*'
 * @property {import('../store.mjs').Entry} entry the log entry; a route sets `entry.outcome`
 *
 * @typedef {object} Route
 * @property {'GET' | 'POST' | 'PUT' | 'DELETE'} method
 * @property {string} path exact, or ending in '/*' for one trailing path segment
 * @property {import('../store.mjs').Kind} kind where the log and the data folder file it
 * @property {boolean} [crumb] refused with crumbFail unless the crumb comes back (crumb.mjs)
 * @property {(ctx: RouteContext) => import('../http.mjs').Reply | Promise<import('../http.mjs').Reply>} answer
 */

/**
 * @param {{ forms: import('./forms.mjs').FormState }} state
 * @returns {Route[]}
 */
export function createRoutes({ forms }) {
  return [
    ...formRoutes(forms), ...eventRoutes(), ...censusRoutes(), ...performanceRoutes(),
    ...widgetRoutes(), ...authRoutes(), ...fakeScriptRoutes(), ...fakeVideoRoutes(), ...recordingRoutes(), ...dataLayerRoutes(),
    ...memberRoutes(), ...searchRoutes(), ...cartRoutes(), ...checkoutRoutes(), ...reviewRoutes(), ...cspRoutes(),
  ];
}

/**
 * The route for a path, with its trailing parameter, and the methods the path allows.
 * @param {Route[]} routes
 * @param {string} path
 * @param {string} method
 * @returns {{ route: Route | undefined, param: string, allowed: string[] }}
 */
export function findRoute(routes, path, method) {
  /** @type {Route[]} */
  const atPath = [];
  let param = '';
  for (const route of routes) {
    if (route.path === path) atPath.push(route);
    else if (route.path.endsWith('/*')) {
      const prefix = route.path.slice(0, -1);
      const rest = path.slice(prefix.length);
      if (path.startsWith(prefix) && rest !== '' && !rest.includes('/')) {
        atPath.push(route);
        param = decodeSegment(rest);
      }
    }
  }
  const wanted = method === 'HEAD' ? 'GET' : method;
  return { route: atPath.find((route) => route.method === wanted), param, allowed: atPath.map((r) => r.method) };
}

/** @param {string} segment */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
