// dist/sq.js is the runtime entry; each element is a lazy chunk in dist/elements/; React and r2wc
// are one shared chunk loaded with the first element; code elements share goes to chunks/element-core.js
// and chunks/runtime-shared.js; code an element shares with its own lazy chunks goes to
// chunks/<element>-shared.js (scripts/rollup-chunks.mjs); sq.js's element table and preload table are
// written by scripts/rollup-registry.mjs. dist/bundler/ is the same build with React left to the app.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readStylesheet } from './scripts/css-source.mjs';
import { chunkName, elementExports, elementShared } from './scripts/rollup-chunks.mjs';
import { compactRegistry } from './scripts/rollup-registry.mjs';
import { manifestText } from './scripts/rollup-manifest-text.mjs';
import { styleText } from './scripts/rollup-style-text.mjs';

/**
 * sq.css as shipped: without its comments (the reasons are for its readers; a page that links it in its
 * head waits for every byte before its first paint), white space collapsed, and none around braces and
 * semicolons (the last declaration of a block keeps its own). Spaces elsewhere stay (calc() needs them
 * around + and -; a space before ':' is a descendant). test/styles.test.ts compares the two, rule by rule.
 */
export const minifyCss = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
  .replace(/\s*([{};])\s*/g, '$1').trim() + '\n';

/** Ships the shared stylesheet beside sq.js, at the same relative path as in the source, its parts inlined. */
const stylesheet = () => ({
  name: 'sq-stylesheet',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'styles/sq.css', source: minifyCss(readStylesheet('runtime/styles/sq.css')) });
  },
});

/** React as the app's: what the bundler build leaves to the app's bundler (peer dependencies). */
const REACT = /^(react|react-dom)(\/.*)?$/;

/**
 * One build of the library from runtime/index.ts.
 * - The CDN build (dist/): sq.js, self-contained, React and r2wc in chunks/react.js.
 * - The bundler build (dist/bundler/): the same modules and chunks with `react` and `react-dom` left as
 *   imports (chunks/react.js holds only r2wc there), so an app's bundler gives the elements the app's
 *   own React (package.json's `browser` and `module` export conditions; docs/decisions.md, "One React").
 *   Its entry is index.js, not sq.js: AT_HOME is false there (no sq.css link, no preloads: the app's
 *   bundler knows its chunks) and its element table keeps one literal import() per element, which
 *   every bundler follows. Minified like dist/ (half the package bytes, ~2 s of build), no source maps.
 */
function library({ dir, entry, external, sourcemap, extra = [] }) {
  // Computed once per build (manualChunks runs per module, after the module graph is complete).
  let manualChunkOf = null;
  return {
    input: { [entry]: 'runtime/index.ts' },
    external,
    // Element chunks import the runtime's shared modules from the entry itself, not from a split-off copy.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir, format: 'es', sourcemap,
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
      styleText(),
      compactRegistry(),
      terser({ compress: { passes: 2 }, format: { comments: false } }),
      ...extra,
      elementExports(),
      { name: 'sq-manual-chunks-reset', buildStart() { manualChunkOf = null; } },
    ],
  };
}

export default [
  library({ dir: 'dist', entry: 'sq', sourcemap: true, extra: [stylesheet()] }),
  library({ dir: 'dist/bundler', entry: 'index', external: (id) => REACT.test(id), sourcemap: false }),
];
