// @ts-check
// Test-only faults for code files: makes the dev server fail the requests for one module path, so a test
// can exercise a lazy chunk whose import() really rejects (offline, a deployment that removed the file),
// then restore the file and see the next call load it. The local API server's switches
// (demo/server/switches.mjs) cover the API's own paths only; source files are the dev server's.
//
//   POST   /__test/module-faults  { path, mode: 'network' | 'missing' } -> 201
//          'network' closes the connection without an answer (what offline looks like to import()),
//          'missing' answers 404 (the file is gone).
//   GET    /__test/module-faults  -> { faults: { [path]: mode }, requests: { [path]: count } }
//          `requests` counts every request for a path ever faulted, failed or not (compare before and after).
//   DELETE /__test/module-faults  -> 204, clears the faults (the counts go on).
//
// `path` is a URL path as the browser requests it (no query string), e.g. '/runtime/money/api.ts'.
//
// The runner's own cacheMiddleware (it wraps this one) gives every file a year's max-age when not watching, so
// a page would take a file an earlier test page loaded from the browser's cache without asking, and no fault
// could reach it. The files a test may fault (FAULTABLE) are served `no-cache` instead: the browser asks
// each time and mostly gets a 304.

const CONTROL = '/__test/module-faults';

/**
 * The files a test may fault (test/lazy-chunks.test.ts): served `no-cache`, so that a page asks for them
 * each time even when an earlier test page loaded them. Every other file keeps the runner's year-long
 * max-age: revalidating every module of every page slowed the whole suite (a lightbox test's wait for
 * its chunk ran out in WebKit).
 */
const FAULTABLE = [
  '/test/fixtures/lazy-probe/', '/runtime/money/api.ts', '/runtime/session-data.ts', '/runtime/consent-choice.ts',
  '/react-core/dialogs/api.ts', '/runtime/data-layer/data-layer.ts', '/runtime/visitor/visitor.ts', '/runtime/utils/api.ts',
];

/**
 * Makes whatever cache-control `res` is given later `value`.
 * @param {import('node:http').ServerResponse} res
 * @param {string} value
 */
function cacheControl(res, value) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, header) {
    return setHeader.call(this, name, name.toLowerCase() === 'cache-control' ? value : header);
  };
  res.setHeader('Cache-Control', value);
}

export function moduleFaults() {
  /** @type {Map<string, 'network' | 'missing'>} */
  const faults = new Map();
  /** @type {Map<string, number>} */
  const requests = new Map();

  /**
   * Koa middleware for @web/test-runner.
   * @param {any} ctx
   * @param {() => Promise<unknown>} next
   */
  return async function middleware(ctx, next) {
    if (ctx.path === CONTROL) {
      if (ctx.method === 'DELETE') {
        faults.clear();
        ctx.status = 204;
      } else if (ctx.method === 'POST') {
        let body = '';
        for await (const chunk of ctx.req) body += chunk;
        const { path, mode } = JSON.parse(body || '{}');
        if (typeof path !== 'string' || !path.startsWith('/') || (mode !== 'network' && mode !== 'missing')) {
          ctx.status = 400;
          ctx.body = { error: "expected { path: '/…', mode: 'network' | 'missing' }" };
          return;
        }
        faults.set(path, mode);
        if (!requests.has(path)) requests.set(path, 0);
        ctx.status = 201;
        ctx.body = { faults: Object.fromEntries(faults) };
      } else {
        ctx.body = { faults: Object.fromEntries(faults), requests: Object.fromEntries(requests) };
      }
      return;
    }
    if (requests.has(ctx.path)) requests.set(ctx.path, (requests.get(ctx.path) ?? 0) + 1);
    const mode = faults.get(ctx.path);
    if (mode === 'network') {
      ctx.respond = false;
      ctx.req.socket.destroy();
      return;
    }
    if (mode === 'missing') {
      cacheControl(ctx.res, 'no-store');
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (FAULTABLE.some((path) => ctx.path.startsWith(path))) cacheControl(ctx.res, 'no-cache');
    await next();
  };
}
