// Issue 18, "One React": a React 19 app (test/fixtures/react-app/) that renders an accordion and a
// gallery, bundled by esbuild two ways and loaded in Chromium:
// - bundled: the app imports 'sq-elements', which a bundler resolves to dist/bundler/ (the `browser`
//   condition), whose element chunks import `react` and `react-dom` from the app: one React;
// - CDN: the app alone, and the page loads dist/sq.js by script, which brings React in its own chunk:
//   two Reacts, each working.
// React copies are counted twice: in the scripts the page loaded (definitions of React's internals
// export, which only the `react` package itself writes) and at run time through a stand-in for the
// React DevTools hook, which every react-dom copy registers with when it loads (each with the
// internals of the React it renders with), and which hears every commit with its renderer's id: the
// elements' views must commit on the app's renderer when bundled. Runs against dist/ (`npm test` builds first).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launch, open, root, serve } from './browser-page.mjs';

const out = mkdtempSync(join(tmpdir(), 'sq-one-react-'));
const page = (script, title) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/dist/styles/sq.css"></head><body><div id="app"></div>${script}</body></html>`;
const PAGES = {
  '/bundled.html': page('<script type="module" src="/out/bundled.js"></script>', 'Bundled'),
  // dist/sq.js adds its own sq.css link too; the page's is harmless.
  '/cdn.html': page('<script type="module" src="/dist/sq.js"></script><script type="module" src="/out/cdn.js"></script>', 'CDN'),
};
// A definition, not a read: `exports.__CLIENT_INTERNALS… = …` (esbuild) or `y.__CLIENT_INTERNALS…=C` (rollup).
const REACT_DEFINITION = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;

/** Runs in the page before its scripts: the part of the React DevTools hook that react-dom calls. */
function devtoolsHook() {
  const renderers = [];
  const commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject(internals) { renderers.push(internals); return renderers.length; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, fiberRoot) { commits.push({ id, app: fiberRoot.containerInfo?.id === 'app' }); },
  };
  window.reactCensus = () => ({
    renderers: renderers.map((r) => `${r.rendererPackageName}@${r.version}`),
    // Each renderer carries its React's shared internals: distinct objects are distinct React copies.
    reacts: new Set(renderers.map((r) => r.currentDispatcherRef)).size,
    appRenderers: [...new Set(commits.filter((c) => c.app).map((c) => c.id))],
    libraryRenderers: [...new Set(commits.filter((c) => !c.app).map((c) => c.id))],
  });
}

let server;
let browser;
before(async () => {
  await build({
    entryPoints: ['bundled', 'cdn'].map((name) => join(root, `test/fixtures/react-app/${name}.jsx`)), absWorkingDir: root,
    bundle: true, format: 'esm', splitting: true, jsx: 'automatic', outdir: out, logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  server = await serve({ pages: PAGES, folders: { '/out/': out, '/dist/': join(root, 'dist'), '/demo/images/': join(root, 'demo/images') } });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

async function visit(path) {
  const { tab, context, report, scripts } = await open(browser, `${server.base}${path}`, { init: devtoolsHook });
  await tab.waitForSelector('sq-accordion .sq-accordion__button', { timeout: 20000 });
  await tab.waitForSelector('sq-gallery .sq-gallery__grid', { timeout: 20000 });
  const view = await tab.evaluate(() => ({
    buttons: document.querySelectorAll('sq-accordion .sq-accordion__button').length,
    slides: document.querySelectorAll('sq-gallery .sq-gallery__item').length,
  }));
  const census = await tab.evaluate(() => window.reactCensus());
  const loaded = await scripts();
  await context.close();
  const definitions = loaded.flatMap(({ url, text }) => Array.from(text.matchAll(REACT_DEFINITION), () => new URL(url).pathname));
  return { report, view, census, definitions };
}

test('bundled through the bundler entry: one React, shared by the app and the elements', async (t) => {
  const { report, view, census, definitions } = await visit('/bundled.html');
  t.diagnostic(`React definitions in the scripts: ${definitions.join(', ')}; at run time: ${JSON.stringify(census)}`);
  assert.deepEqual(report.errors, [], 'no uncaught error');
  assert.deepEqual(report.consoleErrors, [], 'no console error');
  assert.deepEqual(view, { buttons: 2, slides: 3 }, 'both elements upgraded and rendered their children');
  assert.equal(definitions.length, 1, `one copy of React in the scripts loaded: ${definitions.join(', ')}`);
  assert.ok(definitions.every((path) => path.startsWith('/out/')), "it is the app's");
  assert.equal(census.renderers.length, 1, `one react-dom: ${census.renderers}`);
  assert.match(census.renderers[0], /^react-dom@19\./);
  assert.equal(census.reacts, 1, 'one React at run time');
  assert.deepEqual(census.appRenderers, [1]);
  assert.deepEqual(census.libraryRenderers, [1], "the elements' views commit on the app's renderer");
});

test('the app with the CDN files (dist/sq.js by script): two Reacts, the CDN files keep their own', async (t) => {
  const { report, view, census, definitions } = await visit('/cdn.html');
  t.diagnostic(`React definitions in the scripts: ${definitions.join(', ')}; at run time: ${JSON.stringify(census)}`);
  assert.deepEqual(report.errors, []);
  assert.deepEqual(report.consoleErrors, []);
  assert.deepEqual(view, { buttons: 2, slides: 3 });
  assert.equal(definitions.length, 2, `two copies of React in the scripts loaded: ${definitions.join(', ')}`);
  assert.ok(definitions.includes('/dist/chunks/react.js'), "dist/'s own React chunk");
  assert.equal(census.renderers.length, 2, 'two react-dom');
  assert.equal(census.reacts, 2, 'two Reacts at run time');
  assert.equal(census.appRenderers.length, 1);
  assert.equal(census.libraryRenderers.length, 1);
  assert.notDeepEqual(census.appRenderers, census.libraryRenderers, 'the elements render with the CDN files\' React');
});
