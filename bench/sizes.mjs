// Gzipped sizes of every dist file against the budgets of DESIGN.md.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const budgetOf = (file) => {
  if (file === 'sq.js') return 5 * KB; // the eager runtime, no React
  if (file === 'elements/sq-gallery.js') return 8 * KB; // issue 3's goal for the gallery, all designs
  if (file.startsWith('elements/')) return 5 * KB; // each element's own code
  return undefined; // React's shared chunk and shared chunks: reported, no budget
};

export function sizes(dist) {
  const rows = readdirSync(dist, { recursive: true })
    .filter((f) => /\.(js|css)$/.test(f))
    .sort()
    .map((file) => {
      const source = readFileSync(`${dist}/${file}`);
      const gz = gzipSync(source, { level: 9 }).length;
      const budget = budgetOf(file);
      return { file, raw: source.length, gz, budget, ok: budget === undefined || gz <= budget };
    });
  return rows;
}

export function printSizes(rows) {
  const kb = (b) => `${(b / KB).toFixed(2)} KB`;
  console.log('\nBundle sizes (gzip -9)');
  console.log(`${'file'.padEnd(34)}${'raw'.padStart(12)}${'gzipped'.padStart(12)}${'budget'.padStart(12)}  verdict`);
  for (const r of rows) {
    const verdict = r.budget === undefined ? '' : r.ok ? 'within' : 'OVER';
    console.log(`${r.file.padEnd(34)}${kb(r.raw).padStart(12)}${kb(r.gz).padStart(12)}${(r.budget ? kb(r.budget) : '-').padStart(12)}  ${verdict}`);
  }
  const sq = readFileSync(new URL('../dist/sq.js', import.meta.url), 'utf8');
  console.log(`sq.js imports React: ${/react-dom|react\.js/.test(sq) ? 'YES (over budget)' : 'no'}`);
}
