// Issue 18, "a package that tools understand": the CDN files in dist/ are self-contained (React,
// PhotoSwipe, DOMPurify, currency.js and r2wc are bundled into their chunks): every import there is
// relative, and package.json's `dependencies` is empty. The bundler build (dist/bundler/) imports
// React's modules by name and nothing else, from the app: `react` and `react-dom` are peers ("One
// React"); the types need React's, an optional peer. Runs against dist/ (`npm test` builds first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
const files = (dir, ext) => readdirSync(`${root}/${dir}`, { recursive: true }).filter((f) => f.endsWith(ext)).map((f) => `${dir}/${f}`);
/** The module names a file imports by name (not a relative path): static, dynamic and re-exports. */
const bareImports = (file) => Array.from(readFileSync(`${root}/${file}`, 'utf8')
  .matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?)["']/g), (m) => m[1]);

const BUNDLER = 'dist/bundler/';

test('the CDN files import no package by name, so no runtime dependency is needed', () => {
  const named = files('dist', '.js').filter((file) => !file.startsWith(BUNDLER))
    .flatMap((file) => bareImports(file).map((name) => `${file}: ${name}`));
  assert.deepEqual(named, []);
  assert.deepEqual(Object.keys(pkg.dependencies ?? {}), [], 'dependencies: only what dist/ imports by name');
});

test("the bundler build imports only React's modules by name, from peers the app provides", () => {
  const bundler = files('dist', '.js').filter((file) => file.startsWith(BUNDLER));
  assert.ok(bundler.some((file) => file === `${BUNDLER}index.js`) && bundler.length > 40, 'the bundler build is there');
  const names = new Set(bundler.flatMap(bareImports));
  assert.deepEqual([...names].sort(), ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
  for (const peer of ['react', 'react-dom']) {
    assert.equal(pkg.peerDependencies?.[peer], '^19.0.0', `${peer} ^19 is a peer`);
    assert.notEqual(pkg.peerDependenciesMeta?.[peer]?.optional, true, `${peer}: not optional, a bundler always needs it`);
  }
  // Bundlers resolve the package to the bundler build; Node, require() and anything else to the CDN files.
  for (const [subpath, cdn, bundled] of [['.', './dist/sq.js', './dist/bundler/index.js'],
    ['./elements/*', './dist/elements/*.js', './dist/bundler/elements/*.js']]) {
    const conditions = pkg.exports[subpath];
    assert.deepEqual(Object.keys(conditions), ['types', 'browser', 'module', 'import', 'default'], `${subpath}: condition order`);
    assert.equal(conditions.browser, bundled);
    assert.equal(conditions.module, bundled);
    assert.equal(conditions.import, cdn);
    assert.equal(conditions.default, cdn);
  }
});

/** The declaration files a consumer's compiler reads: the package's type entries and what they import, transitively. */
function reachableTypes() {
  const base = `${root}/dist/types`;
  const entries = ['index.d.ts', 'jsx.d.ts', ...readdirSync(`${base}/elements`).filter((f) => f.endsWith('.d.ts')).map((f) => `elements/${f}`)];
  const seen = new Set(entries.map((entry) => resolve(base, entry)));
  for (const file of seen) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["'](\.[^"']*)["']/g)) {
      const target = resolve(dirname(file), spec).replace(/\.(tsx?|js)$/, '');
      const found = [`${target}.d.ts`, `${target}/index.d.ts`].find((candidate) => existsSync(candidate));
      if (found) seen.add(found);
    }
  }
  return [...seen].map((file) => file.slice(root.length + 1));
}

test("the types a consumer's compiler reads import only React's, declared as an optional peer", () => {
  const files = reachableTypes();
  assert.ok(files.length > 28, `the entries and what they import (${files.length} files)`);
  const names = new Set(files.flatMap(bareImports).map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0])));
  assert.deepEqual([...names].sort(), ['react']);
  assert.ok(pkg.peerDependencies?.['@types/react'], '@types/react is a peer');
  assert.equal(pkg.peerDependenciesMeta?.['@types/react']?.optional, true, 'and optional: a plain-HTML or JavaScript user needs no types');
});
