// @ts-check
// Static files for the standalone demo server: the repository root, read-only. Demo pages get the site's
// navigation (demo/nav.mjs) in place of their placeholder. `/` is the demo's home page, a directory serves
// its index.html (redirecting to the slash form first so relative links work), dot-files and anything
// resolving outside the root are 404, as is every method but GET/HEAD.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { demoNav, NAV_PLACEHOLDER } from '../nav.mjs';
import { PRODUCT_CARDS_PLACEHOLDER, productCards } from './product-cards.mjs';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** @param {string} file */
export const contentTypeOf = (file) =>
  /** @type {Record<string, string>} */ (CONTENT_TYPES)[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** @param {string} path */
async function statOrNull(path) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ root: string, home: string }} options `home`: the file served for `/`, relative to root
 */
export async function serveStatic(req, res, { root, home }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed');
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return plain(res, 400, 'Bad request');
  }
  if (path.includes('\0') || path.split('/').some((part) => part.startsWith('.'))) return plain(res, 404, 'Not found');
  const base = resolve(root);
  let file = path === '/' ? join(base, home) : resolve(base, `.${path}`);
  if (file !== base && !file.startsWith(base + sep)) return plain(res, 404, 'Not found');

  let info = await statOrNull(file);
  if (info?.isDirectory()) {
    if (!path.endsWith('/')) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    file = join(file, 'index.html');
    info = await statOrNull(file);
  }
  if (!info?.isFile()) return plain(res, 404, 'Not found');
  if (file.startsWith(join(base, 'demo') + sep) && file.endsWith('.html')) return servePage(req, res, file, path === '/' ? '/' : url.pathname, url.searchParams);

  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
    'Last-Modified': info.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/**
 * A demo page's HTML as served: the navigation for `pathname` and, on the product page, the cards for
 * the currency `query` asks. The test runner's server serves demo pages through it too
 * (web-test-runner.config.mjs), so the tests see the page `npm start` serves.
 * @param {string} html @param {string} pathname @param {URLSearchParams} query
 */
export function demoPage(html, pathname, query) {
  return html.replace(NAV_PLACEHOLDER, demoNav(pathname))
    .replace(PRODUCT_CARDS_PLACEHOLDER, () => productCards(query.get('currency')));
}

/**
 * A demo page, with the site's navigation (demo/nav.mjs) in place of its placeholder, and the product
 * page's cards (product-cards.mjs) in place of theirs.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {string} pathname
 * @param {URLSearchParams} query
 */
async function servePage(req, res, file, pathname, query) {
  const body = Buffer.from(demoPage(await readFile(file, 'utf8'), pathname, query));
  res.writeHead(200, { 'Content-Type': contentTypeOf(file), 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
