// React 19 ships CommonJS only. The dev server cannot turn react-dom/client into an ES module with
// named exports, so this plugin pre-bundles each React entry once with esbuild and serves it from a
// virtual path. Export names are read here, at config load, not inside a request handler.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const ENTRIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const PREFIX = '/__react-esm/';
const fileName = (id) => `${id.replace(/\//g, '__')}.js`;

export function reactEsm() {
  const exportsOf = Object.fromEntries(ENTRIES.map((id) => [id, Object.keys(require(id))]));
  let bundles;
  async function bundle() {
    // One esbuild run with code splitting keeps a single React instance shared by all entries.
    const result = await build({
      entryPoints: Object.fromEntries(ENTRIES.map((id) => [fileName(id).slice(0, -3), `virtual:${id}`])),
      bundle: true, splitting: true, format: 'esm', write: false, outdir: '/out',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [{
        name: 'virtual-entries',
        setup(b) {
          b.onResolve({ filter: /^virtual:/ }, (a) => ({ path: a.path.slice(8), namespace: 'virtual' }));
          b.onLoad({ filter: /.*/, namespace: 'virtual' }, (a) => ({
            contents: `import * as m from ${JSON.stringify(require.resolve(a.path))};\n` +
              `const c = m.default ?? m;\n` +
              exportsOf[a.path].map((n) => `export const ${n} = c[${JSON.stringify(n)}];`).join('\n') +
              `\nexport default c;`,
            resolveDir: process.cwd(),
          }));
        },
      }],
    });
    return new Map(result.outputFiles.map((f) => [PREFIX + f.path.slice('/out/'.length), f.text]));
  }
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      if (ENTRIES.includes(source)) return PREFIX + fileName(source);
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      bundles ??= bundle();
      const body = (await bundles).get(context.path);
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}
