// Layout shift of each element family's upgrade: one page per family (bench/pages.mjs) at 412x823, the
// element in the first viewport; a PerformanceObserver sums the layout-shift entries (without recent
// input) from the page's start until the element is defined and its view has settled.
import { CLS_FAMILIES } from './pages.mjs';

const SETTLE_MS = 1000;

export async function clsTable(browser, baseUrl) {
  const rows = [];
  for (const [i, family] of CLS_FAMILIES.entries()) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}bench/cls/${i}.html`);
    const tag = family.split(' ')[0];
    const defined = await page.evaluate((t) => Promise.race([
      customElements.whenDefined(t).then(() => true), new Promise((r) => setTimeout(() => r(false), 10000)),
    ]), tag);
    await page.waitForTimeout(SETTLE_MS);
    rows.push({ family, defined, cls: await page.evaluate(() => window.__shift) });
    await context.close();
  }
  return rows;
}

export function printCls(rows) {
  console.log('\nLayout shift of the upgrade, one element family per page, 412x823 (goal 0)');
  for (const r of rows) console.log(`${r.family.padEnd(26)}${r.defined ? r.cls.toFixed(4).padStart(10) : '  not defined in 10 s'.padStart(10)}`);
}
