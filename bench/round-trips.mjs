// Round trips after sq.js before each element's first render, from dist/: one when every chunk of its
// static graph is in sq.js's preload table (requested with the element's own chunk), else one more per
// level of imports the browser must parse before it can ask for the rest.
import { readFileSync } from 'node:fs';

const IMPORTS = /(?:^|[;}])\s*(?:import|export)\s*(?:[^;("']*?from\s*)?"(\.{1,2}\/[^"]+)"/g;

export function roundTrips(dist) {
  const sq = readFileSync(`${dist}/sq.js`, 'utf8');
  const table = /"([^"]+)"\.split\(" "\)\.map\(\w+=>\w+\.split\(":"\)\)/.exec(sq);
  if (!table) return null;
  const entries = new Map(table[1].split(' ').map((entry) => entry.split(':')));
  const preloaded = (key) => (entries.get(key) ?? '').split(',').filter(Boolean).map((name) => `chunks/${name}.js`);
  const importsOf = (file) => [...readFileSync(`${dist}/${file}`, 'utf8').matchAll(IMPORTS)]
    .map((m) => new URL(m[1], `file:///${file}`).pathname.slice(1)).filter((f) => f !== 'sq.js');
  return [...entries.keys()].filter((key) => key && !key.includes('/')).map((tag) => {
    const have = new Set([`elements/${tag}.js`, ...preloaded(''), ...preloaded(tag)]);
    // Breadth-first from the element chunk: a chunk not preloaded is found a level after its importer.
    let depth = 1;
    let level = [`elements/${tag}.js`];
    const seen = new Set(level);
    while (level.length) {
      const next = level.flatMap(importsOf).filter((f) => !seen.has(f));
      next.forEach((f) => seen.add(f));
      if (next.some((f) => !have.has(f))) depth += 1;
      level = next;
    }
    return { tag, rounds: depth };
  });
}

export function printRoundTrips(dist) {
  const rows = roundTrips(dist);
  if (!rows) { console.log('\nRound trips: no preload table found in sq.js'); return; }
  const worst = Math.max(...rows.map((r) => r.rounds));
  const more = rows.filter((r) => r.rounds > 1).map((r) => `${r.tag} ${r.rounds}`);
  console.log(`\nRound trips after sq.js before an element's first render (each element chunk's static graph; the gallery's design view and image loader: test/dist-preload.test.ts): at most ${worst}${more.length ? ` (${more.join(', ')})` : ' for all ' + rows.length + ' elements'}`);
}
