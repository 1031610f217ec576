// `npm run bench`: bundle sizes against the budgets, then the time from defining the tag to the
// first paint for 1000 <sq-cart-link> against 1000 plain custom elements with the same output,
// median of RUNS page loads each, alternating, in one Chromium session, and the heap each keeps per
// element (on loads of their own); a 500-slide grid gallery against a plain lazy grid; the layout shift
// of each element family's upgrade and of each demo page (bench/cls.mjs); and the realistic page against
// its no-script twin, the same HTML with an empty module and with React alone, under Lighthouse
// (bench/lighthouse.mjs, BENCH_LH_RUNS runs).
import { chromium } from 'playwright-core';
import { ensureChrome } from '../scripts/ensure-chrome.mjs';
import { ensureDeps } from '../scripts/ensure-deps.mjs';
import { median } from './median.mjs';
import { printFirstRender, printSizes, sizes } from './sizes.mjs';

ensureDeps();
const { build } = await import('../scripts/build.mjs');
if (!process.argv.includes('--no-build')) build();
const rows = sizes(new URL('../dist', import.meta.url).pathname);
printSizes(rows);
printFirstRender(new URL('../dist', import.meta.url).pathname, rows);
const { printRoundTrips } = await import('./round-trips.mjs');
printRoundTrips(new URL('../dist', import.meta.url).pathname);

// The baseline's stylesheet is a copy of the view's (bench/vanilla-cart-link.js): refuse to compare
// against a copy that no longer matches the sources.
{
  const { readFileSync } = await import('node:fs');
  const source = (file, name) => new RegExp(`export const ${name} = \`([^\`]*)\``).exec(readFileSync(new URL(file, import.meta.url), 'utf8'))?.[1];
  const copy = readFileSync(new URL('./vanilla-cart-link.js', import.meta.url), 'utf8');
  for (const [file, name] of [['../runtime/bridge/styles.ts', 'BASE_STYLES'], ['../react-core/cart-link.tsx', 'CART_LINK_STYLES']]) {
    const text = source(file, name);
    if (!text || !copy.includes(`export const ${name} = \`${text}\``)) throw new Error(`bench/vanilla-cart-link.js: ${name} differs from ${file}`);
  }
}
const N = Number(process.env.BENCH_N ?? 1000);
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const { startServer } = await import('../demo/server/index.mjs');
const { CHROME_ARGS } = await import('../scripts/find-chrome.mjs');
const { chromeLaunchOptions } = await import('../scripts/chrome-launch.mjs');
const { server, url } = await startServer({ port: 0, dataDir: null });
const browser = await chromium.launch(await chromeLaunchOptions(ensureChrome()));

async function once(impl) {
  const page = await browser.newPage();
  await page.goto(`${url}bench/upgrade.html?impl=${impl}&n=${N}`);
  const result = await page.waitForFunction(() => window.__bench, null, { timeout: 60000 }).then((h) => h.jsonValue());
  await page.close();
  if (result.rendered !== N) throw new Error(`${impl}: rendered ${result.rendered} of ${N}`);
  return result.ms;
}

// Heap per element: the V8 heap (CDP Runtime.getHeapUsage, after HeapProfiler.collectGarbage) read
// after the element code is imported and the markup is in the page, just before the tag is defined,
// and again after the first paint, divided by N. It covers what the upgrade keeps alive: the
// elements' JS state and wrappers, React's fibers and the bridge's bookkeeping, plus one-time costs
// (the shared root, styles) spread over the N elements. The React chunks loaded before are not in it.
// The DOM nodes themselves live in Blink's C++ heap (Oilpan), reported beside it where CDP gives it
// (embedderHeapUsedSize). Same method for both impls, on loads of their own.
async function heapOnce(impl) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  const used = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return { js: usage.usedSize, dom: usage.embedderHeapUsedSize ?? NaN };
  };
  await page.goto(`${url}bench/upgrade.html?impl=${impl}&n=${N}&heap`);
  await page.waitForFunction(() => window.__armed, null, { timeout: 60000 });
  const before = await used();
  await page.evaluate(() => window.__go());
  const result = await page.waitForFunction(() => window.__bench, null, { timeout: 60000 }).then((h) => h.jsonValue());
  const after = await used();
  await page.close();
  if (result.rendered !== N) throw new Error(`${impl} (heap): rendered ${result.rendered} of ${N}`);
  return { js: (after.js - before.js) / N, dom: (after.dom - before.dom) / N };
}

const times = { sq: [], vanilla: [] };
await once('sq'); await once('vanilla'); // warm the caches once, unmeasured
for (let i = 0; i < RUNS; i += 1) {
  for (const impl of i % 2 ? ['vanilla', 'sq'] : ['sq', 'vanilla']) times[impl].push(await once(impl));
}
const heap = { sq: [], vanilla: [] };
for (let i = 0; i < RUNS; i += 1) {
  for (const impl of i % 2 ? ['vanilla', 'sq'] : ['sq', 'vanilla']) heap[impl].push(await heapOnce(impl));
}

// A 500-slide grid gallery against the same images in a plain CSS grid with the browser's own lazy
// loading: time from inserting the markup to the first paint (the gallery's server markup laid out as
// the grid by sq.css), for the gallery also to the paint of its committed view, and images requested
// before scrolling.
const G = Number(process.env.BENCH_GALLERY_N ?? 500);
async function galleryOnce(impl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requested = new Set();
  page.on('request', (request) => { if (request.url().includes('/demo/images/')) requested.add(request.url()); });
  await page.goto(`${url}bench/gallery.html?impl=${impl}&n=${G}`);
  const result = await page.waitForFunction(() => window.__bench, null, { timeout: 60000 }).then((h) => h.jsonValue());
  await page.waitForLoadState('networkidle');
  await context.close();
  if (result.rendered !== G) throw new Error(`gallery ${impl}: rendered ${result.rendered} of ${G}`);
  // The loader's requests carry ?format=<size>w; the rest are the server markup's own lazy images,
  // fetched by the browser while the gallery's code arrives (as they would be with JavaScript off).
  const sized = [...requested].filter((u) => /[?&]format=\d+w/.test(u)).length;
  if (result.pictures === null) throw new Error(`gallery ${impl}: the first viewport's pictures did not load within 10 s`);
  return { ms: result.ms, firstPaint: result.firstPaint, kept: result.kept, committed: result.committed, pictures: result.pictures, images: requested.size, sized };
}
const gallery = { sq: [], native: [] };
await galleryOnce('sq'); await galleryOnce('native');
for (let i = 0; i < RUNS; i += 1) {
  for (const impl of i % 2 ? ['native', 'sq'] : ['sq', 'native']) gallery[impl].push(await galleryOnce(impl));
}
const { startPageServer } = await import('./serve.mjs');
const pages = await startPageServer(url);
// sq.js's start-up task on the realistic page (bench/pages.mjs startUpPage), one load at a time.
const startUp = [];
for (let i = 0; i < RUNS; i += 1) {
  const page = await browser.newPage();
  await page.goto(`${pages.url}bench/start-up.html`);
  startUp.push(await page.waitForFunction(() => window.__startUp, null, { timeout: 60000 }).then((h) => h.jsonValue()));
  await page.close();
}
// The React-alone page of the Lighthouse part (bench/pages.mjs REACT_FLOOR) must have rendered with React,
// or its row would measure a page without it.
{
  const page = await browser.newPage();
  await page.goto(`${pages.url}bench/realistic-react.html`);
  await page.waitForFunction(() => window.__reactFloor === 'React alone', null, { timeout: 30000 });
  await page.close();
}
const { clsTable, printCls, demoClsTable, printDemoCls } = await import('./cls.mjs');
const cls = await clsTable(browser, pages.url);
const demoCls = await demoClsTable(browser, url);
await browser.close();
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const { lighthouseRuns, printLighthouse } = await import('./lighthouse.mjs');
// BENCH_LH_HTTP2=1: the Lighthouse part over HTTPS and HTTP/2 (a self-signed certificate; bench/serve.mjs),
// as a published site's host serves it, instead of the local HTTP/1.1.
const { startSecurePageServer } = await import('./serve.mjs');
const lhPages = process.env.BENCH_LH_HTTP2 === '1' ? await startSecurePageServer(url) : pages;
if (!lhPages) throw new Error('BENCH_LH_HTTP2=1 needs openssl to make its certificate');
const lh = LH_RUNS > 0 ? await lighthouseRuns({
  baseUrl: lhPages.url, chromePath: ensureChrome(), runs: LH_RUNS,
  chromeArgs: lhPages === pages ? CHROME_ARGS : [...CHROME_ARGS, '--ignore-certificate-errors'],
}) : null;
if (lhPages !== pages) lhPages.server.close();
pages.server.close();
server.close();

const sq = median(times.sq);
const vanilla = median(times.vanilla);
const fmt = (xs) => xs.map((x) => x.toFixed(1)).join(' ');
console.log(`\nsq.js's evaluation on the realistic page (its start-up task), median of ${RUNS} loads`);
console.log(`  ${median(startUp.map((r) => r.ms)).toFixed(1)} ms   runs: ${fmt(startUp.map((r) => r.ms))}; storage calls during it: ${Math.max(...startUp.map((r) => r.calls))} (goal 0)`);
console.log(`\nUpgrade to first paint, ${N} elements, median of ${RUNS} runs (ms)`);
console.log(`vanilla custom element  ${vanilla.toFixed(1).padStart(8)}   runs: ${fmt(times.vanilla)}`);
console.log(`<sq-cart-link>          ${sq.toFixed(1).padStart(8)}   runs: ${fmt(times.sq)}`);
console.log(`ratio sq / vanilla      ${(sq / vanilla).toFixed(2).padStart(8)}x  (budget 2.00x, goal 1.50x)`);
const kb = (x) => (x / 1024).toFixed(2);
const heapRow = (impl) => {
  const js = heap[impl].map((r) => r.js);
  const dom = median(heap[impl].map((r) => r.dom));
  return `${kb(median(js)).padStart(8)}${kb(dom).padStart(10)}   JS runs: ${js.map(kb).join(' ')}`;
};
console.log(`\nHeap kept per element after the upgrade, median of ${RUNS} runs (KB; goal 4.00 KB JS heap)`);
console.log(`${''.padEnd(24)}${'JS heap'.padStart(8)}${'DOM heap'.padStart(10)}`);
console.log(`vanilla custom element  ${heapRow('vanilla')}`);
console.log(`<sq-cart-link>          ${heapRow('sq')}`);

const { printGallery } = await import('./gallery-report.mjs');
printGallery(gallery, { n: G, runs: RUNS });
const galleryChunk = rows.find((r) => r.file === 'elements/sq-gallery.js');
if (galleryChunk) console.log(`gallery chunk (without PhotoSwipe) ${(galleryChunk.gz / 1024).toFixed(2)} KB gzipped (goal 8.00 KB)`);
printCls(cls);
printDemoCls(demoCls);
if (lh) printLighthouse(lh);
const over = rows.filter((r) => !r.ok).length;
process.exit(over > 0 ? 1 : 0);
