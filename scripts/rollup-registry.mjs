import MagicString from 'magic-string';

// sq.js's element table, and the build's half of "no waterfall" (docs/decisions.md, "One round trip
// to an element's first render"): the element core chunks, and the table from which sq.js preloads
// every chunk an element's first render needs the moment it requests the element's own chunk, so the
// render costs one round trip after sq.js instead of one per level of imports.

/**
 * Modules only elements load, imported (statically) by at least this many of them, go to
 * chunks/element-core.js; every module elements import that lazy runtime code loads too goes to
 * chunks/runtime-shared.js. Low thresholds keep sq.js's table short at the cost of bytes an element
 * loads without using them (docs/decisions.md, "Upgrade strategies and one round trip").
 */
const CORE_MIN_ELEMENTS = 2;

/**
 * Two chunks for what elements import, so the preload table names two chunks where it named a dozen of
 * a few hundred bytes each:
 * - chunks/element-core.js: modules only elements load, imported by at least CORE_MIN_ELEMENTS of them
 *   (the bridge and its helpers, models two elements share);
 * - chunks/runtime-shared.js: runtime and catalogue modules elements import that lazy runtime code (site
 *   modules, dialogs) loads too, without React: such code then loads this one chunk, more than it uses.
 * sq.js's own modules stay in sq.js ('sq'). Returns module id -> chunk name.
 */
export function elementCore({ ids, getModuleInfo, closure, elementModules, entries, taken }) {
  const count = new Map();
  for (const element of elementModules) {
    for (const id of closure([element])) if (id !== element) count.set(id, (count.get(id) ?? 0) + 1);
  }
  const withoutElements = closure(entries, { dynamic: true, barrier: new Set(elementModules) });
  const usesReact = (id) => [...closure([id])].some((dep) => taken.get(dep) === 'react');
  const core = new Map();
  for (const id of ids) {
    if (!count.has(id) || taken.has(id) || getModuleInfo(id).isEntry) continue;
    if (!withoutElements.has(id)) { if (count.get(id) >= CORE_MIN_ELEMENTS) core.set(id, 'element-core'); }
    else if (!usesReact(id)) core.set(id, 'runtime-shared');
  }
  return core;
}

/**
 * Lazy modules an element's first render waits for (its definition's `ready`, or an import its module
 * starts when it runs): the gallery's image loader always, and its design family's view by the value
 * of its `design` attribute ('null': the attribute absent, the default design). Mirrors familyOf in
 * react-core/gallery/design-views.ts; test/dist-preload.test.ts checks that a page's gallery
 * requests nothing beyond what was preloaded.
 */
const GALLERY_DESIGN_VIEWS = {
  null: 'stacked', stacked: 'stacked', slideshow: 'stacked', slider: 'strip', carousel: 'carousel',
  grid: 'grid', autogrid: 'grid', autocolumns: 'grid', autorows: 'grid', list: 'grid',
};
const FIRST_RENDER_LAZY = {
  'sq-gallery': {
    always: ['/runtime/images/image-loader.ts'],
    design: Object.fromEntries(Object.entries(GALLERY_DESIGN_VIEWS).map(([design, view]) => [design, `/react-core/gallery/designs/${view}.tsx`])),
  },
};

const NAME = /^chunks\/([a-z0-9-]+)\.js$/;

/**
 * The chunks each element's first render needs besides its own, from the chunk graph (rollup hoists an
 * element's transitive imports into its chunk, so its static graph is its chunk's import list), as
 * `key:chunk,chunk…` entries: key '' for what every element needs, a tag for what it needs beyond that
 * (a tag needing nothing more is listed bare), `tag/design` for its design's view.
 */
function preloadEntries(chunks, error) {
  const all = Object.values(chunks);
  const byFile = new Map(all.map((c) => [c.fileName, c]));
  const holding = (suffix) => all.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
  // A chunk and everything it imports statically, without sq.js (on the page already).
  const graph = (root) => {
    const seen = new Set([root.fileName]);
    for (const file of seen) for (const next of byFile.get(file).imports) if (next !== 'sq.js') seen.add(next);
    return [...seen];
  };
  const names = (files) => files.map((file) => NAME.exec(file)?.[1] ?? error(`sq.js preload table: ${file} is not in chunks/`)).join(',');
  const common = new Set(['chunks/react.js', 'chunks/element-core.js', 'chunks/runtime-shared.js']);
  const entries = new Map([['', names([...common])]]);
  for (const element of all.filter((c) => c.fileName.startsWith('elements/'))) {
    const tag = element.fileName.slice('elements/'.length, -'.js'.length);
    const lazy = FIRST_RENDER_LAZY[tag];
    const files = new Set(graph(element).filter((f) => f !== element.fileName));
    for (const id of lazy?.always ?? []) for (const f of graph(holding(id))) files.add(f);
    const designs = Object.entries(lazy?.design ?? {}).map(([design, id]) => [design, graph(holding(id))]);
    // A chunk every design's view needs goes with the tag's own entry, named once instead of per design.
    for (const f of designs[0]?.[1] ?? []) if (designs.every(([, graph]) => graph.includes(f))) files.add(f);
    entries.set(tag, names([...files].filter((f) => !common.has(f))));
    for (const [design, graph] of designs) {
      entries.set(`${tag}/${design}`, names(graph.filter((f) => !files.has(f) && !common.has(f))));
    }
  }
  return entries;
}

/**
 * Writes sq.js's element table (runtime/registry.ts) as one string of `tag[:chunk,chunk…]` entries, parsed
 * into ELEMENT_PRELOADS; ELEMENT_LOADERS is made from its keys (declared after it). Rollup needs the
 * literal `import('../elements/<tag>.ts')` of each element to chunk it, but in the output every element's
 * chunk is `elements/<tag>.js` beside sq.js, so a tag is all a loader needs: about 10 gzipped bytes a tag
 * instead of 20, in the one file with a hard byte budget. The `tag/design` and '' entries make loaders no
 * tag can ask for ('/' is not allowed in a tag name). Runs after chunking and before terser; fails the
 * build when a table is not found or an entry names another file than its tag's.
 */
export const compactRegistry = () => ({
  name: 'sq-compact-registry',
  renderChunk(code, chunk, _, { chunks }) {
    if (chunk.fileName !== 'sq.js') return null;
    const entry = String.raw`(['"])(sq-[a-z0-9-]+)\1:\s*\(\)\s*=>\s*import\((['"])\./elements/(sq-[a-z0-9-]+)\.js\3\)`;
    const found = [...code.matchAll(new RegExp(String.raw`\{\s*(?:${entry}\s*,?\s*)+\}`, 'g'))];
    const preloads = [...code.matchAll(/\b(ELEMENT_PRELOADS(?:\$\d+)?) = \{\}/g)];
    if (found.length !== 1 || preloads.length !== 1) {
      this.error(`sq.js: expected one element table and one ELEMENT_PRELOADS = {} (runtime/registry.ts), found ${found.length} and ${preloads.length}`);
    }
    const [match] = found;
    if (preloads[0].index > match.index) this.error('sq.js: ELEMENT_PRELOADS must be declared before the element table (runtime/registry.ts)');
    const tags = [...match[0].matchAll(new RegExp(entry, 'g'))].map((m) => {
      if (m[2] !== m[4]) this.error(`sq.js: <${m[2]}> loads elements/${m[4]}.js; an element's file must be named by its tag`);
      return m[2];
    });
    const table = preloadEntries(chunks, (message) => this.error(message));
    for (const tag of table.keys()) if (!tag.includes('/') && tag && !tags.includes(tag)) this.error(`sq.js: elements/${tag}.js is not in the element table`);
    // Tags first, in the registry's order (what test/dist.test.ts compares), then the other keys.
    const keys = [...tags, ...[...table.keys()].filter((key) => !tags.includes(key))];
    const text = JSON.stringify(keys.map((key) => (table.get(key) ? `${key}:${table.get(key)}` : key)).join(' '));
    const out = new MagicString(code);
    // Every key gets a loader; the '' and `tag/design` keys are never a tag, so no element asks for theirs.
    out.overwrite(match.index, match.index + match[0].length,
      `Object.fromEntries(Object.keys(${preloads[0][1]}).map((tag) => [tag, () => import(\`./elements/\${tag}.js\`)]))`);
    const at = preloads[0].index + preloads[0][0].length - 2;
    out.overwrite(at, at + 2, `Object.fromEntries(${text}.split(' ').map((entry) => entry.split(':')))`);
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  },
});
