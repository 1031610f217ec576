// dist/sq.js is the runtime entry; each element is a lazy chunk in dist/elements/; React and r2wc
// are one shared chunk loaded with the first element; code elements share goes to chunks/element-core.js
// and chunks/runtime-shared.js; code an element shares with its own lazy chunks goes to
// chunks/<element>-shared.js (scripts/rollup-chunks.mjs); sq.js's element table and preload table are
// written by scripts/rollup-registry.mjs.
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { chunkName, elementExports, elementShared } from './scripts/rollup-chunks.mjs';
import { compactRegistry } from './scripts/rollup-registry.mjs';
import { manifestText } from './scripts/rollup-manifest-text.mjs';

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
    manifestText(),
    compactRegistry(),
    terser({ compress: { passes: 2 }, format: { comments: false } }),
    stylesheet(),
    elementExports(),
    { name: 'sq-manual-chunks-reset', buildStart() { manualChunkOf = null; } },
  ],
};
