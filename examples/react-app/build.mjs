// Builds the example with esbuild from node_modules: app.jsx, with the library's bundler build (its
// `browser` export condition) and the app's React, into build/app.js (ES modules, code splitting: each
// element's chunk loads when its tag appears) and build/app.css (the library's sq.css, imported by the
// app). `npm run build` runs it, so `npm start` serves the example at /examples/react-app/.
//
//   node examples/react-app/build.mjs [--production]
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds into `outdir` (default build/ beside this file); `production` gives React's production build, minified. */
export function buildExample({ outdir = join(here, 'build'), production = false } = {}) {
  return build({
    entryPoints: [join(here, 'app.jsx')], outdir, bundle: true, format: 'esm', splitting: true,
    jsx: 'automatic', minify: production, sourcemap: !production, logLevel: 'warning',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // A clean build/: chunk names carry hashes, and old ones would pile up.
  rmSync(join(here, 'build'), { recursive: true, force: true });
  await buildExample({ production: process.argv.includes('--production') });
  console.log(`examples/react-app: built into ${join(here, 'build')}`);
}
