// Layout shift of each element family's upgrade: one page per family (bench/pages.mjs) at 412x823 (the galleries also at 1280x800), the
// element in the first viewport; a PerformanceObserver sums the layout-shift entries (without recent
// input) from the page's start until the element is defined and its view has settled. A family whose view
// shifts by itself (the audio's native player) is also measured as its view's markup without the library.
import { CLS_FAMILIES, clsBaselinePage } from './pages.mjs';

const SETTLE_MS = 1000;

/**
 * A page in a context of its own whose layout shifts (without recent input) add up in window.__shift from
 * its start. Chromium's layout-shift entries leave out a node that has moved to another parent (it counts
 * as new there): a server picture the view adopts into its own markup is one. So the pictures are also
 * followed frame by frame, and their own moves in the layout scored as CLS scores a frame's (the viewport's
 * share they cover, before or after, times the longest move of a starting point over the viewport's larger
 * side) add up in window.__pictureShift.
 */
async function pageCountingShifts(browser, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shift = 0;
    window.__pictureShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = new Map();
    // The area of a picture painted in view: inside the viewport and every box that clips it, and not
    // transparent or invisible (a slideshow's other slides wait beside the first, clipped, and then under
    // it, transparent).
    const visible = (img) => {
      if (!img.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 0;
      const r = img.getBoundingClientRect();
      let [top, left, bottom, right] = [Math.max(r.top, 0), Math.max(r.left, 0), Math.min(r.bottom, innerHeight), Math.min(r.right, innerWidth)];
      for (let el = img.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = el.getBoundingClientRect();
        [top, left, bottom, right] = [Math.max(top, box.top), Math.max(left, box.left), Math.min(bottom, box.bottom), Math.min(right, box.right)];
      }
      return Math.max(0, bottom - top) * Math.max(0, right - left);
    };
    const sample = () => {
      let area = 0;
      let distance = 0;
      for (const img of document.images) {
        // Its place in the layout (offsets, without transforms: a slide that a transform moves, as an
        // autoplaying carousel does, is an animation, which CLS does not count either).
        let [top, left] = [0, 0];
        for (let el = img; el; el = el.offsetParent) [top, left] = [top + el.offsetTop, left + el.offsetLeft];
        const now = { top, left, area: visible(img) };
        const was = seen.get(img);
        seen.set(img, now);
        if (!was || was.area === 0 || now.area === 0) continue;
        const moved = Math.max(Math.abs(now.top - was.top), Math.abs(now.left - was.left));
        if (moved < 1) continue;
        area += Math.max(was.area, now.area);
        distance = Math.max(distance, moved);
      }
      window.__pictureShift += Math.min(1, area / (innerWidth * innerHeight)) * (distance / Math.max(innerWidth, innerHeight));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
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
  const { cls, pictures } = await page.evaluate(() => ({ cls: window.__shift, pictures: window.__pictureShift }));
  await context.close();
  return { defined, cls, pictures };
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
  console.log("(pictures: the pictures' own moves frame by frame, which Chromium's entries miss for an adopted one; shown where not 0)");
  const shift = (r) => (r.defined ? `${r.cls.toFixed(4).padStart(10)}${r.pictures >= 0.00005 ? ` pictures ${r.pictures.toFixed(4)}` : ''}`
    : '  not defined in 10 s'.padStart(10));
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
    const row = { path, cls: [], pictures: [] };
    for (const viewport of VIEWPORTS) {
      const { context, page } = await pageCountingShifts(browser, { viewport });
      await page.goto(new URL(path, demoUrl).href);
      await page.waitForTimeout(DEMO_SETTLE_MS);
      const { cls, pictures } = await page.evaluate(() => ({ cls: window.__shift, pictures: window.__pictureShift }));
      row.cls.push(cls);
      row.pictures.push(pictures);
      await context.close();
    }
    rows.push(row);
  }
  return rows;
}

export function printDemoCls(rows) {
  console.log(`\nLayout shift of each demo page over ${DEMO_SETTLE_MS / 1000} s from its start (the page's own scripts included)`);
  console.log(`${''.padEnd(36)}${VIEWPORTS.map((v) => `${v.width}x${v.height}`.padStart(12)).join('')}`);
  for (const r of rows) {
    const pictures = r.pictures.some((p) => p >= 0.00005) ? `   pictures ${r.pictures.map((p) => p.toFixed(4)).join(' ')}` : '';
    console.log(`${r.path.padEnd(36)}${r.cls.map((c) => c.toFixed(4).padStart(12)).join('')}${pictures}`);
  }
  const moving = rows.filter((r) => [...r.cls, ...r.pictures].some((c) => c >= 0.001)).length;
  console.log(`pages with a shift of 0.001 or more (either measure): ${moving} of ${rows.length}`);
}
