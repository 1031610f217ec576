// dist/sq.js is the runtime entry; each element is a lazy chunk in dist/elements/; React and r2wc
// are one shared chunk loaded with the first element; code shared by elements (the bridge) gets
// its own chunk as soon as two elements use it.
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

// Only third-party code here: a manual chunk also takes in its dependencies, and the library's own
// shared modules (log, catalog) must stay in sq.js, which the element chunks import them from.
const REACT_CHUNK = /node_modules\/(react|react-dom|scheduler|@r2wc)\//;

// An element's chunk is the one holding elements/<name>.ts (its facade may be unset when the chunk
// also carries code it shares with chunks loaded after it, such as the lightbox).
const chunkName = (chunk) =>
  chunk.moduleIds.some((id) => id.endsWith(`/elements/${chunk.name}.ts`)) ? 'elements/[name].js' : 'chunks/[name].js';

/** Ships the shared stylesheet beside sq.js, at the same relative path as in the source. */
const stylesheet = () => ({
  name: 'sq-stylesheet',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'styles/sq.css', source: readFileSync('runtime/styles/sq.css', 'utf8') });
  },
});

export default {
  input: { sq: 'runtime/index.ts' },
  // Element chunks import the runtime's shared modules from sq.js itself, not from a split-off copy.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist', format: 'es', sourcemap: true,
    entryFileNames: '[name].js', chunkFileNames: chunkName,
    manualChunks: (id) => (REACT_CHUNK.test(id) ? 'react' : undefined),
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json', include: ['catalog/**', 'runtime/**', 'react-core/**', 'elements/**'],
      compilerOptions: { noEmit: false, rewriteRelativeImportExtensions: true, types: [] },
    }),
    terser({ format: { comments: false } }),
    stylesheet(),
  ],
};
