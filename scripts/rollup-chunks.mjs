// How rollup.config.mjs chunks the library: which module goes to which manual chunk, where a chunk's
// file goes, and the check that an element's chunk exports exactly its module's exports.
import { elementCore } from './rollup-registry.mjs';

// Only third-party code here: the React chunk also takes in their dependencies, and the library's own
// shared modules (log, catalog) must stay in sq.js, which the element chunks import them from.
export const REACT_CHUNK = /node_modules\/(react|react-dom|scheduler|@r2wc)\//;
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
export function elementShared({ getModuleInfo, getModuleIds }) {
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
export const chunkName = (chunk) =>
  chunk.moduleIds.some((id) => id.endsWith(`/elements/${chunk.name}.ts`)) ? 'elements/[name].js' : 'chunks/[name].js';

/**
 * Fails the build when an element's chunk does not export exactly its module's exports, by name (what
 * bundler users import, and what test/dist.test.ts checks): the mangled-namespace case above.
 */
export const elementExports = () => ({
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
          + 'it holds a module shared with a chunk loaded after it (see elementShared in scripts/rollup-chunks.mjs).');
      }
    }
  },
});
