// The source reads one way, bottom-up (DESIGN.md "Layout"; issue 16's layout notes): no circle of
// value imports anywhere (a module whose import comes back to it runs before its own constants exist),
// and catalog/ is reference data only, importing nothing outside catalog/. Type-only imports are left
// out: they vanish from the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['catalog', 'runtime', 'react-core', 'elements'];

function sources() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(relative(root, path));
    }
  };
  for (const folder of FOLDERS) walk(join(root, folder));
  return files;
}

/** Each source's value imports (static `import … from`, `export … from`; not `import type`), as paths from the root. */
function valueImports(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const deps = [];
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
      const target = relative(root, resolve(root, dirname(file), match[1]));
      if (known.has(target)) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Strongly connected groups of more than one module (Tarjan), or a module importing itself. */
function circles(graph) {
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    order.set(v, next); low.set(v, next); next += 1; stack.push(v); onStack.add(v);
    for (const w of graph.get(v)) {
      if (!order.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) !== order.get(v)) return;
    const group = [];
    let w;
    do { w = stack.pop(); onStack.delete(w); group.push(w); } while (w !== v);
    if (group.length > 1 || graph.get(v).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

test('the sources are read and their imports found', () => {
  const graph = valueImports(sources());
  assert.ok(graph.size > 200, `${graph.size} sources`);
  assert.ok(graph.get('elements/sq-gallery.ts').includes('runtime/bridge/create-element.ts'));
});

test('no circle of value imports', () => {
  assert.deepEqual(circles(valueImports(sources())), []);
});

test('the circle finder finds a circle', () => {
  const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
  assert.deepEqual(circles(graph), [['a', 'b', 'c']]);
});

test('catalog/ imports only catalog/', () => {
  const graph = valueImports(sources());
  const outside = [...graph].filter(([file]) => file.startsWith('catalog/'))
    .flatMap(([file, deps]) => deps.filter((dep) => !dep.startsWith('catalog/')).map((dep) => `${file} -> ${dep}`));
  assert.deepEqual(outside, []);
});
