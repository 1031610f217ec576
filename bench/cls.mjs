// Layout shift of each element family's upgrade: one page per family (bench/pages.mjs) at 412x823 (the galleries also at 1280x800), the
// element in the first viewport; a PerformanceObserver sums the layout-shift entries (without recent
// input) from the page's start until the element is defined and its view has settled. A family whose view
// shifts by itself (the audio's native player) is also measured as its view's markup without the library.
import { CLS_FAMILIES, clsBaselinePage } from './pages.mjs';

const SETTLE_MS = 1000;

/** A page in a context of its own whose layout shifts (without recent input) add up in window.__shift from its start. */
async function pageCountingShifts(browser, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page };
}

/** The family's page at one viewport: whether its element was defined within 10 s, and the shift summed. */
async function familyShift(browser, url, tag, options) {
  const { context, page } = await pageCountingShifts(browser, options);
  await page.goto(url);
  const defined = await page.evaluate((t) => Promise.race([
    customElements.whenDefined(t).then(() => true), new Promise((r) => setTimeout(() => r(false), 10000)),
  ]), tag);
  await page.waitForTimeout(SETTLE_MS);
  const cls = await page.evaluate(() => window.__shift);
  await context.close();
  return { defined, cls };
}

// The galleries also at a desktop's width, where their designs make several columns or rows (at 412 px
// autocolumns is one column).
const WIDE = { viewport: { width: 1280, height: 800 } };

export async function clsTable(browser, baseUrl) {
  const rows = [];
  const options = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 };
  for (const [i, family] of CLS_FAMILIES.entries()) {
    const tag = family.split(' ')[0];
    const url = `${baseUrl}bench/cls/${i}.html`;
    const row = { family, ...(await familyShift(browser, url, tag, options)), baseline: null, wide: null };
    if (tag === 'sq-gallery') row.wide = await familyShift(browser, url, tag, WIDE);
    if (clsBaselinePage(family)) {
      // The view's markup on a page without the library, settled as long: what the browser shifts by itself.
      const base = await pageCountingShifts(browser, options);
      await base.page.goto(`${baseUrl}bench/cls/base-${i}.html`);
      await base.page.waitForTimeout(SETTLE_MS);
      row.baseline = await base.page.evaluate(() => window.__shift);
      await base.context.close();
    }
    rows.push(row);
  }
  return rows;
}

export function printCls(rows) {
  console.log('\nLayout shift of the upgrade, one element family per page, 412x823 (galleries also 1280x800; goal 0)');
  const shift = (r) => (r.defined ? r.cls.toFixed(4).padStart(10) : '  not defined in 10 s'.padStart(10));
  const width = Math.max(26, ...rows.map((r) => r.family.length + 1));
  for (const r of rows) {
    const baseline = r.baseline === null ? '' : `  (the view's markup, no library: ${r.baseline.toFixed(4)})`;
    const wide = r.wide === null ? '' : `  at 1280 px ${shift(r.wide).trim()}`;
    console.log(`${r.family.padEnd(width)}${shift(r)}${wide}${baseline}`);
  }
}

// The demo site as a theme developer first meets it (demo/nav.mjs, from the demo server itself): every
// page at a phone's and a desktop's size, the layout-shift entries (without recent input) summed from
// the page's start over DEMO_SETTLE_MS. What moves there is what a visitor of such a page sees move: the
// library's upgrades, and also the demo pages' own scripts (the products page writes its cards).
const DEMO_SETTLE_MS = 3000;
const VIEWPORTS = [{ width: 412, height: 823 }, { width: 1280, height: 800 }];

export async function demoClsTable(browser, demoUrl) {
  const { DEMO_PAGES } = await import('../demo/nav.mjs');
  const paths = DEMO_PAGES.map(([href]) => (href === '/' ? '/demo/index.html' : href)).filter((href) => href.startsWith('/demo/'));
  const rows = [];
  for (const path of paths) {
    const row = { path, cls: [] };
    for (const viewport of VIEWPORTS) {
      const { context, page } = await pageCountingShifts(browser, { viewport });
      await page.goto(new URL(path, demoUrl).href);
      await page.waitForTimeout(DEMO_SETTLE_MS);
      row.cls.push(await page.evaluate(() => window.__shift));
      await context.close();
    }
    rows.push(row);
  }
  return rows;
}

export function printDemoCls(rows) {
  console.log(`\nLayout shift of each demo page over ${DEMO_SETTLE_MS / 1000} s from its start (the page's own scripts included)`);
  console.log(`${''.padEnd(36)}${VIEWPORTS.map((v) => `${v.width}x${v.height}`.padStart(12)).join('')}`);
  for (const r of rows) console.log(`${r.path.padEnd(36)}${r.cls.map((c) => c.toFixed(4).padStart(12)).join('')}`);
  const moving = rows.filter((r) => r.cls.some((c) => c >= 0.001)).length;
  console.log(`pages with a shift of 0.001 or more: ${moving} of ${rows.length}`);
}
