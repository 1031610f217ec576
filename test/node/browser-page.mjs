// Helpers for the Node tests that load a page in headless Chromium (playwright-core, the Chromium that
// scripts/find-chrome.mjs finds): a local static server and a page that records what went wrong.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChrome } from '../../scripts/find-chrome.mjs';
import { chromeLaunchOptions } from '../../scripts/chrome-launch.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.json': 'application/json' };

/**
 * Serves `pages` (path -> HTML), then each of `folders` (URL prefix -> folder on disk) by prefix.
 * Resolves to { base, close }.
 */
export async function serve({ pages = {}, folders = {} }) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const prefix = Object.keys(folders).filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    try {
      const body = pages[path] ?? (prefix !== undefined && !path.includes('..') ? readFileSync(join(folders[prefix], path.slice(prefix.length))) : null);
      if (body === null) throw new Error('not found');
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? (path in pages ? 'text/html' : 'application/octet-stream') });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

export const launch = async () => chromium.launch(await chromeLaunchOptions(findChrome()));

/**
 * Opens `url` in a fresh context of `browser`, after `init` (a function run in the page before any of
 * its scripts). Returns the tab, its context and what it reported: uncaught errors, console errors and
 * warnings, requests that failed or got 400+, and the text of every script it loaded (`scripts()`).
 */
export async function open(browser, url, { init } = {}) {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init);
  const tab = await context.newPage();
  const report = { errors: [], consoleErrors: [], warnings: [], missing: [] };
  const bodies = [];
  tab.on('pageerror', (error) => report.errors.push(String(error)));
  tab.on('console', (message) => {
    if (message.type() === 'error') report.consoleErrors.push(message.text());
    if (message.type() === 'warning') report.warnings.push(message.text());
  });
  tab.on('requestfailed', (request) => report.missing.push(request.url()));
  tab.on('response', (response) => {
    if (response.status() >= 400) report.missing.push(response.url());
    else if (/javascript/.test(response.headers()['content-type'] ?? '')) bodies.push(response.text().then((text) => ({ url: response.url(), text }), () => ({ url: response.url(), text: '' })));
  });
  await tab.goto(url);
  return { tab, context, report, scripts: () => Promise.all(bodies) };
}
