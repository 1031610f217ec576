// dist/sq.js is the runtime entry; each element is a lazy chunk in dist/elements/; React and r2wc
// are one shared chunk loaded with the first element; code shared by elements (the bridge) gets
// its own chunk as soon as two elements use it; code an element shares with its own lazy chunks
// goes to chunks/<element>-shared.js (see elementShared below).
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { compactRegistry, elementCore } from './scripts/rollup-registry.mjs';

// Only third-party code here: the React chunk also takes in their dependencies, and the library's own
// shared modules (log, catalog) must stay in sq.js, which the element chunks import them from.
const REACT_CHUNK = /node_modules\/(react|react-dom|scheduler|@r2wc)\//;
const ELEMENT_MODULE = /\/elements\/(sq-[a-z0-9-]+)\.ts$/;

/**
 * Modules an element shares with its own lazy chunks (and with nothing loaded without the element).
 * Left to rollup they would sit in the element's chunk, which would then export them to the lazy
 * chunks; a dynamically imported chunk with exports beyond its module's gets them as one mangled
 * namespace object instead, and `import { SqFormElement } from '…/elements/sq-form.js'` breaks.
 * Here they go to chunks/<element>-shared.js, imported by the element chunk and its lazy chunks, so the
 * element chunk exports exactly its module's exports. bench/sizes.mjs counts that chunk with the element.
 *
 * Only the modules named here go to these chunks (onlyExplicitManualChunks: a shared chunk must not
 * take in the runtime modules it imports from sq.js), so the React chunk is given its whole static
 * closure here, as rollup would have pulled it in.
 */
function elementShared({ getModuleInfo, getModuleIds }) {
  const ids = [...getModuleIds()];
  const closure = (roots, { dynamic = false, barrier = new Set() } = {}) => {
    const seen = new Set(roots.filter((id) => !barrier.has(id)));
    for (const id of seen) {
      const info = getModuleInfo(id);
      for (const next of [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])]) {
        if (!barrier.has(next)) seen.add(next);
      }
    }
    return seen;
  };
  const chunkOf = new Map();
  for (const id of closure(ids.filter((id) => REACT_CHUNK.test(id)))) chunkOf.set(id, 'react');
  const entries = ids.filter((id) => getModuleInfo(id).isEntry);
  for (const element of ids.filter((id) => ELEMENT_MODULE.test(id))) {
    const own = closure([element]);
    const lazyRoots = [...closure([element], { dynamic: true })].flatMap((id) => getModuleInfo(id).dynamicallyImportedIds);
    const lazy = closure(lazyRoots.filter((id) => id !== element), { dynamic: true });
    // Everything a page can load without this element: the runtime, its lazy code, the other elements.
    const elsewhere = closure(entries, { dynamic: true, barrier: new Set([element]) });
    const name = `${ELEMENT_MODULE.exec(element)[1]}-shared`;
    for (const id of own) if (lazy.has(id) && !elsewhere.has(id) && !chunkOf.has(id)) chunkOf.set(id, name);
  }
  // sq.js's own modules are named too, to keep them in sq.js: a module the core chunk imports from sq.js
  // would otherwise be split into a chunk that sq.js imports statically.
  for (const id of closure(entries)) chunkOf.set(id, 'sq');
  const elementModules = ids.filter((id) => ELEMENT_MODULE.test(id));
  for (const [id, name] of elementCore({ ids, getModuleInfo, closure, elementModules, entries, taken: chunkOf })) chunkOf.set(id, name);
  return chunkOf;
}

// An element's chunk is the one holding elements/<name>.ts.
const chunkName = (chunk) =>
  chunk.moduleIds.some((id) => id.endsWith(`/elements/${chunk.name}.ts`)) ? 'elements/[name].js' : 'chunks/[name].js';

/**
 * Fails the build when an element's chunk does not export exactly its module's exports, by name (what
 * bundler users import, and what test/dist.test.ts checks): the mangled-namespace case above.
 */
const elementExports = () => ({
  name: 'sq-element-exports',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('elements/')) continue;
      const source = `/${chunk.fileName.replace(/\.js$/, '.ts')}`;
      const id = [...this.getModuleIds()].find((moduleId) => moduleId.endsWith(source));
      const expected = [...(this.getModuleInfo(id)?.exports ?? [])].sort().join(', ');
      const actual = [...chunk.exports].sort().join(', ');
      if (chunk.facadeModuleId !== id || expected !== actual) {
        this.error(`${chunk.fileName} exports ${actual} instead of ${expected} (elements${source}): `
          + 'it holds a module shared with a chunk loaded after it (see elementShared in rollup.config.mjs).');
      }
    }
  },
});

/** Ships the shared stylesheet beside sq.js, at the same relative path as in the source. */
const stylesheet = () => ({
  name: 'sq-stylesheet',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'styles/sq.css', source: readFileSync('runtime/styles/sq.css', 'utf8') });
  },
});

// Computed once per build (manualChunks runs per module, after the module graph is complete).
let manualChunkOf = null;

export default {
  input: { sq: 'runtime/index.ts' },
  // Element chunks import the runtime's shared modules from sq.js itself, not from a split-off copy.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist', format: 'es', sourcemap: true,
    entryFileNames: '[name].js', chunkFileNames: chunkName,
    manualChunks(id, api) {
      manualChunkOf ??= elementShared(api);
      return manualChunkOf.get(id);
    },
    onlyExplicitManualChunks: true,
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json', include: ['catalog/**', 'runtime/**', 'react-core/**', 'elements/**'],
      compilerOptions: { noEmit: false, rewriteRelativeImportExtensions: true, types: [] },
    }),
    compactRegistry(),
    terser({ format: { comments: false } }),
    stylesheet(),
    elementExports(),
    { name: 'sq-manual-chunks-reset', buildStart() { manualChunkOf = null; } },
  ],
};
