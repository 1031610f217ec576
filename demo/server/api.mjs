// @ts-check
// The local API server: every call of docs/spec/visitor-behaviour.md section 7 with the status codes
// and error bodies of section 8, the crumb (crumb.mjs), a request log and store (store.mjs), test
// switches (switches.mjs), the /__sq control endpoints (control.mjs) and fake external scripts.
// One handler serves both `npm start` (index.mjs) and the test runner (web-test-runner.config.mjs,
// through `koa`).
//
// It owns /api/*, /__sq/* and /__fake/*: an unknown path there answers 404 { error: 'Not found' } and
// a known path with the wrong method 405. Anything else is left alone (handle resolves false), except
// that a page GET without a crumb cookie gets one set on the response on its way through.
import { setTimeout as sleep } from 'node:timers/promises';
import { fieldsOf, parseBody, parseCookies, parseJson, readBody } from './body.mjs';
import { control } from './control.mjs';
import { CRUMB_COOKIE, checkCrumb, crumbCookie, isPageRequest, newCrumb } from './crumb.mjs';
import { cspFor } from './csp.mjs';
import { appendCookie, json, send } from './http.mjs';
import { createRoutes, findRoute } from './routes/index.mjs';
import { createFormState } from './routes/forms.mjs';
import { createStore } from './store.mjs';
import { createSwitches, forcedReply } from './switches.mjs';
import { streamEntries } from './inspector-stream.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

// The API's paths, and the platform's commerce redirect and checkout pages (routes/cart.mjs, checkout.mjs).
const OWNED = /^\/(api|__sq|__fake|commerce|checkout)(\/|$)/;
const LOGGED_HEADERS = ['content-type', 'cookie', 'x-csrf-token', 'origin', 'referer'];

/**
 * @param {IncomingMessage} req
 * @returns {Record<string, string>}
 */
function loggedHeaders(req) {
  return Object.fromEntries(LOGGED_HEADERS.filter((name) => req.headers[name] !== undefined)
    .map((name) => [name, String(req.headers[name])]));
}

/**
 * Fails the request at the network level. Resetting the socket is not enough: Chrome silently
 * resends a request whose reused keep-alive connection was reset, so the retry would succeed and the
 * client never see the failure. Chromium and Firefox refuse a response with two different
 * Content-Length headers as a network error (fetch rejects with TypeError, no retry); WebKit's libsoup
 * reads past them but refuses a status code that is not a number. The answer has both faults.
 * @param {import('node:net').Socket} socket
 */
function breakConnection(socket) {
  socket.end('HTTP/1.1 abc Broken\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n', () => socket.destroy());
}

/**
 * @param {{ dataDir: string | null }} options `dataDir`: folder for the JSON-lines files, or null to
 *   keep everything in memory.
 */
export function createApi({ dataDir }) {
  const store = createStore({ dataDir });
  const switches = createSwitches();
  const forms = createFormState();
  const routes = createRoutes({ forms });

  /**
   * Answers a request the API owns and resolves true; otherwise resolves false without writing a
   * response (a page GET may get a crumb Set-Cookie header).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const cookies = parseCookies(req.headers.cookie);
    if (!OWNED.test(path)) {
      if (isPageRequest(req, path) && !cookies[CRUMB_COOKIE]) appendCookie(res, crumbCookie(newCrumb()));
      const csp = isPageRequest(req, path) ? cspFor(url.searchParams) : undefined;
      if (csp) res.setHeader('Content-Security-Policy', csp);
      return false;
    }
    const method = req.method ?? 'GET';
    const query = fieldsOf(url.searchParams);
    const { body, raw, bodyError } = parseBody(await readBody(req), req.headers['content-type']);
    if (path === '/__sq/stream' && method === 'GET') {
      streamEntries(req, res, store);
      return true;
    }
    if (path.startsWith('/__sq')) {
      // Control calls are JSON whatever the content type says (curl -d sends form-urlencoded).
      const posted = parseJson(raw);
      send(res, control(method, path, query, posted.ok ? posted.value : body, { store, switches, forms }));
      return true;
    }

    const { route, param, allowed } = findRoute(routes, path, method);
    const entry = store.add({
      time: Date.now(), kind: route?.kind ?? 'unknown', route: route?.path ?? '(unknown)', method, path, query,
      headers: loggedHeaders(req), body, ...(bodyError ? { bodyError, raw } : {}),
    });

    const forced = switches.take(path);
    /** @type {import('./http.mjs').Reply | null} */
    let reply = null;
    if (forced) {
      entry.forced = forced;
      if (forced.delayMs) await sleep(forced.delayMs);
      const decided = forcedReply(forced, path);
      if (decided === 'network-error') {
        entry.status = 0;
        breakConnection(req.socket);
        await store.persist(entry);
        return true;
      }
      reply = decided;
    }
    if (!reply) {
      if (bodyError === 'too-large') reply = json(413, { error: 'Request body too large' });
      else if (!route && allowed.length > 0) reply = { ...json(405, { error: 'Method not allowed' }), headers: { Allow: allowed.join(', ') } };
      else if (!route) reply = json(404, { error: 'Not found' });
      else if (route.crumb) reply = checkCrumb({ req, query, body, cookies });
      if (!reply && route) {
        try {
          reply = await route.answer({ req, path, query, body, bodyError, cookies, param, entry });
        } catch (error) {
          console.error(`[api] ${method} ${path} failed:`, error);
          reply = json(500, { error: 'Internal server error. Please try again later.' });
        }
      }
    }
    const answer = reply ?? json(404, { error: 'Not found' });
    // A `cors` switch plays another site that lets the page read its answer (crumb-scope tests).
    if (forced?.cors) answer.headers = { ...answer.headers, 'Access-Control-Allow-Origin': String(req.headers.origin ?? '*'), 'Access-Control-Allow-Credentials': 'true' };
    send(res, answer);
    entry.status = answer.status;
    await store.persist(entry);
    return true;
  }

  /**
   * Koa middleware for @web/dev-server and @web/test-runner.
   * @param {{ req: IncomingMessage, res: ServerResponse, respond?: boolean }} ctx
   * @param {() => Promise<unknown>} next
   */
  async function koa(ctx, next) {
    if (await handle(ctx.req, ctx.res)) {
      ctx.respond = false;
      return;
    }
    await next();
  }

  return { handle, koa, store };
}
