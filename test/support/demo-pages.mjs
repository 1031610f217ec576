// The test runner's middleware for the demo pages: /demo/*.html as `npm start` serves them
// (demo/server/static.mjs demoPage: the navigation in place of its placeholder, the product page's cards).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { demoPage } from '../../demo/server/static.mjs';

const DEMO_DIR = fileURLToPath(new URL('../../demo/', import.meta.url));

export function demoPages() {
  return async function demoPagesMiddleware(ctx, next) {
    const match = /^\/demo\/([a-z0-9-]+\.html)$/.exec(ctx.path);
    if (!match || ctx.method !== 'GET') return next();
    let html;
    try {
      html = await readFile(DEMO_DIR + match[1], 'utf8');
    } catch {
      return next();
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = demoPage(html, ctx.path, new URLSearchParams(ctx.querystring));
  };
}
