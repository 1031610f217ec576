// Gzipped sizes of every dist file against the budgets of DESIGN.md. An element's budget covers its
// own chunk and chunks/<element>-shared.js (code it shares with its own lazy chunks, which
// rollup.config.mjs splits off so the element chunk keeps its exports): both load before it renders.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const budgetOf = (file) => {
  if (file === 'sq.js') return 5 * KB; // the eager runtime, no React
  if (file === 'elements/sq-gallery.js') return 8 * KB; // issue 3's goal for the gallery, all designs
  if (file.startsWith('elements/')) return 5 * KB; // each element's own code
  return undefined; // React's shared chunk and shared chunks: reported, no budget
};
const gzipped = (source) => gzipSync(source, { level: 9 }).length;

/** The element's shared chunk beside elements/<tag>.js, or null. */
const sharedChunkOf = (dist, file) => {
  const match = /^elements\/(sq-[a-z0-9-]+)\.js$/.exec(file);
  const shared = match && `chunks/${match[1]}-shared.js`;
  return shared && existsSync(`${dist}/${shared}`) ? shared : null;
};

export function sizes(dist) {
  const rows = readdirSync(dist, { recursive: true })
    // dist/bundler/ (React left to the app) is for bundlers, which size and split it themselves.
    .filter((f) => /\.(js|css)$/.test(f) && !f.startsWith('bundler/'))
    .sort()
    .map((file) => {
      const source = readFileSync(`${dist}/${file}`);
      const gz = gzipped(source);
      const budget = budgetOf(file);
      const shared = sharedChunkOf(dist, file);
      // What the element loads before its first render: its chunk and its shared chunk, each gzipped.
      const total = shared ? gz + gzipped(readFileSync(`${dist}/${shared}`)) : gz;
      return { file, raw: source.length, gz, shared, total, budget, ok: budget === undefined || total <= budget };
    });
  return rows;
}

/** The chunks a file imports statically, transitively (what loads before its code runs), as dist paths. */
function staticClosure(dist, file) {
  const seen = new Set([file]);
  for (const current of seen) {
    const source = readFileSync(`${dist}/${current}`, 'utf8');
    for (const [, spec] of source.matchAll(/(?:^|[;}])\s*(?:import|export)\s*(?:[^;("']*?from\s*)?"(\.{1,2}\/[^"]+)"/g)) {
      seen.add(new URL(spec, `file:///${current}`).pathname.slice(1));
    }
  }
  return [...seen];
}

/**
 * What each element loads before its first render, without React and sq.js (already on the page): its
 * chunk and every chunk it imports statically, shared ones included (the bridge, the catalog parts).
 * Issue 8's goal for the cart: at most 6 KB.
 */
export function firstRenderSizes(dist, rows) {
  const gz = new Map(rows.map((r) => [r.file, r.gz]));
  return rows.filter((r) => r.file.startsWith('elements/')).map((r) => {
    const files = staticClosure(dist, r.file).filter((f) => f !== 'sq.js' && f !== 'chunks/react.js');
    return { file: r.file, files, total: files.reduce((sum, f) => sum + (gz.get(f) ?? 0), 0) };
  });
}

const CART_GOAL = 6 * KB;

const COMMERCE = /^elements\/sq-(cart|add-to-cart|product-price|donate-button|gift-card-button)\.js$/;

export function printFirstRender(dist, rows) {
  const kb = (b) => `${(b / KB).toFixed(2)} KB`;
  const gz = new Map(rows.map((r) => [r.file, r.gz]));
  const all = firstRenderSizes(dist, rows);
  console.log('\nFirst render of each element without React and sq.js (its chunk and all it imports statically)');
  for (const r of all) console.log(`${r.file.padEnd(34)}${kb(r.total).padStart(12)}  (${r.files.length} files)`);
  // The cart's own code: what it loads that no element outside commerce loads (the bridge, transport and
  // catalog chunks every element shares are left out). Issue 8's goal: at most 6 KB.
  const elsewhere = new Set(all.filter((r) => !COMMERCE.test(r.file)).flatMap((r) => r.files));
  const cart = all.find((r) => r.file === 'elements/sq-cart.js');
  if (!cart) return;
  const own = cart.files.filter((f) => !elsewhere.has(f));
  const total = own.reduce((sum, f) => sum + (gz.get(f) ?? 0), 0);
  console.log(`cart code (sq-cart and what only commerce loads): ${kb(total)}, goal ${kb(CART_GOAL)}: ${total <= CART_GOAL ? 'within' : 'OVER'}`);
  console.log(`  ${own.map((f) => `${f} ${kb(gz.get(f) ?? 0)}`).join(', ')}`);
}

export function printSizes(rows) {
  const kb = (b) => `${(b / KB).toFixed(2)} KB`;
  console.log('\nBundle sizes (gzip -9)');
  console.log(`${'file'.padEnd(34)}${'raw'.padStart(12)}${'gzipped'.padStart(12)}${'budget'.padStart(12)}  verdict`);
  for (const r of rows) {
    const verdict = r.budget === undefined ? '' : r.ok ? 'within' : 'OVER';
    const withShared = r.shared ? ` (with ${r.shared}: ${kb(r.total)})` : '';
    console.log(`${r.file.padEnd(34)}${kb(r.raw).padStart(12)}${kb(r.gz).padStart(12)}${(r.budget ? kb(r.budget) : '-').padStart(12)}  ${verdict}${withShared}`);
  }
  const sq = readFileSync(new URL('../dist/sq.js', import.meta.url), 'utf8');
  console.log(`sq.js imports React: ${/react-dom|react\.js/.test(sq) ? 'YES (over budget)' : 'no'}`);
  // What a page loads before any element or idle work: sq.js and whatever it imports statically.
  const eager = [...sq.matchAll(/(?:^|[;}])\s*(?:import|export)[^;(]*?from\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
  const eagerBytes = ['sq.js', ...new Set(eager)].reduce((sum, file) => sum + (rows.find((r) => r.file === file)?.gz ?? 0), 0);
  console.log(`sq.js static imports: ${eager.length ? [...new Set(eager)].join(', ') : 'none'}; eager total ${kb(eagerBytes)} (budget 5.00 KB)`);
}
