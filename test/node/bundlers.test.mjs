// Issue 18, "Bundled use": a site that bundles the library into its own script instead of loading
// dist/sq.js. esbuild bundles test/fixtures/bundled-app/app.js (`import 'sq-elements'`) as ES modules
// with code splitting and as one classic IIFE script; each is served on a page of its own with an
// accordion, in Chromium. Either way the page gets no uncaught error, no request for a file that does
// not exist (a bundled copy adds no sq.css link and no preloads of its own), and an upgraded element;
// the library's stylesheet, which a bundle cannot carry, is the page's to link (README).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { findChrome } from '../../scripts/find-chrome.mjs';
import { chromeLaunchOptions } from '../../scripts/chrome-launch.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = mkdtempSync(join(tmpdir(), 'sq-bundled-'));
const ACCORDION = '<sq-accordion><div data-sq-item><h3>Shipping</h3><p>Within a week.</p></div></sq-accordion>';
const page = (script, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bundled</title>${head}</head>
<body>${ACCORDION}${script}</body></html>`;
const PAGES = {
  '/esm.html': page('<script type="module" src="/esm/app.js"></script>'),
  '/iife.html': page('<script src="/iife/app.js"></script>'),
  // The page links the package's stylesheet itself, as the README asks of bundler users.
  '/esm-linked.html': page('<script type="module" src="/esm/app.js"></script>', '<link rel="stylesheet" href="/sq.css">'),
};
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

let server;
let base;
let browser;
before(async () => {
  for (const format of ['esm', 'iife']) {
    await build({
      entryPoints: [join(root, 'test/fixtures/bundled-app/app.js')], absWorkingDir: root, bundle: true, format,
      splitting: format === 'esm', outdir: join(out, format), logLevel: 'silent',
    });
  }
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const body = PAGES[path] ?? (path === '/sq.css' ? readFileSync(join(root, 'dist/styles/sq.css'), 'utf8') : null);
    try {
      const text = body ?? readFileSync(join(out, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(text);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch(await chromeLaunchOptions(findChrome()));
});
after(async () => {
  await browser?.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

async function visit(path) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors = [];
  const missing = [];
  const warnings = [];
  tab.on('pageerror', (error) => errors.push(String(error)));
  tab.on('response', (response) => { if (response.status() >= 400) missing.push(response.url()); });
  tab.on('requestfailed', (request) => missing.push(request.url()));
  tab.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  await tab.goto(`${base}${path}`);
  await tab.waitForSelector('sq-accordion .sq-accordion__button', { timeout: 20000 });
  const styled = await tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sq-space-2').trim() !== '');
  await context.close();
  return { errors, missing, warnings, styled };
}

for (const [format, path] of [['ES modules with code splitting', '/esm.html'], ['one IIFE script', '/iife.html']]) {
  test(`bundled as ${format}: the element upgrades, nothing throws, nothing 404s`, async () => {
    const { errors, missing, warnings, styled } = await visit(path);
    assert.deepEqual(errors, [], 'no uncaught error');
    assert.deepEqual(missing, [], 'no request for a file the bundle does not have (no sq.css link, no preloads)');
    assert.equal(styled, false, 'no sq.css on this page: the bundle adds none');
    assert.deepEqual(warnings.filter((w) => w.startsWith('Sq:')), [], 'nothing to warn about');
  });
}

test('bundled, with sq.css linked by the page as the README asks: styled, and no warning', async () => {
  const { errors, missing, warnings, styled } = await visit('/esm-linked.html');
  assert.deepEqual(errors, []);
  assert.deepEqual(missing, []);
  assert.equal(styled, true);
  assert.deepEqual(warnings.filter((w) => w.startsWith('Sq:')), []);
});
