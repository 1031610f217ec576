// `npm run screenshots [-- --update] [-- tag …]`: a small picture of every element, as its workbench
// (demo/workbench.html?tag=…) shows it, taken by headless Chromium (playwright-core, the browser of
// scripts/find-chrome.mjs) against the demo server this script starts itself, and compared with the
// committed picture in docs/screenshots/<tag>.png. A picture differs when more than THRESHOLD of its
// pixels differ by more than the per-channel TOLERANCE (pixelmatch); then the script prints each
// element's difference and the threshold and exits 1. `--update` writes the pictures instead;
// `--dir=<folder>` uses another folder than docs/screenshots/ (the Node test's scratch folder).
//
// Deterministic by construction: a fixed 375 px stage, device scale 1, en-US in UTC, a fixed clock
// (Date.now only; timers run), prefers-reduced-motion plus the library's own ?nomotion=true, animations
// and the caret disabled for the capture, the page's network idle and every image decoded first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { findChrome } from './find-chrome.mjs';
import { chromeLaunchOptions } from './chrome-launch.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = resolve(ROOT, 'docs/screenshots');
/** A pixel differs when a channel differs by more than this fraction (pixelmatch's threshold, 0-1). */
export const TOLERANCE = 0.1;
/** A picture differs when more than this fraction of its pixels differ. */
export const THRESHOLD = 0.01;
/** The fixed "now" of every picture (relative times, dates). */
export const FIXED_NOW = new Date('2026-01-15T12:00:00Z');
const STAGE_WIDTH = 375;
const MAX = { width: STAGE_WIDTH, height: 360 };

/** Every tag of dist/custom-elements.json, in its order. */
export function manifestTags() {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'dist/custom-elements.json'), 'utf8'));
  return manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => d.tagName);
}

/** The fraction of pixels of `actual` that differ from `expected` (1 when the sizes differ). */
export function difference(expected, actual) {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { fraction: 1, note: `size ${a.width}x${a.height} -> ${b.width}x${b.height}` };
  const differing = pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: TOLERANCE });
  return { fraction: differing / (a.width * a.height), note: '' };
}

/** In a page or frame: the element's images loaded or failed (10 s at most), fonts ready, two frames painted. */
async function settle(target, tag) {
  await target.evaluate(async (name) => {
    const images = [...(document.querySelector(name)?.querySelectorAll('img') ?? [])];
    const loaded = Promise.all(images.map((img) => (img.complete ? img.decode().catch(() => {}) : new Promise((done) => {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }))));
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 10000))]);
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, tag);
}

/**
 * The first `tag` element's box in its viewport, or (a host laid out as contents, an overlay) the union
 * of its visible parts; null when nothing shows. `broken`: an image of it failed to load.
 */
function boxOf(target, tag) {
  return target.evaluate((name) => {
    const el = document.querySelector(name);
    if (!el) return null;
    const broken = [...el.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth === 0);
    const parts = [el, ...el.querySelectorAll('*'), ...document.querySelectorAll('dialog[open], :popover-open')]
      .map((node) => node.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    if (!parts.length) return null;
    return { broken, left: Math.min(...parts.map((r) => r.left)), top: Math.min(...parts.map((r) => r.top)),
      right: Math.max(...parts.map((r) => r.right)), bottom: Math.max(...parts.map((r) => r.bottom)) };
  }, tag);
}

/** The clip around `box` (8 px of margin), within `limit` (the viewport or the frame's box) and MAX. */
function clipAround(box, limit, offset = { x: 0, y: 0 }) {
  const left = Math.max(0, Math.floor(box.left) - 8);
  const top = Math.max(0, Math.floor(box.top) - 8);
  return {
    x: offset.x + left, y: offset.y + top,
    width: Math.min(MAX.width - left, limit.width - left, Math.ceil(box.right) + 8 - left),
    height: Math.min(MAX.height, limit.height - top, Math.ceil(box.bottom) + 8 - top),
  };
}

const SHOT = { animations: 'disabled', caret: 'hide', scale: 'css' };

/** The element as its workbench starts it; null when its example shows nothing or a broken image. */
async function fromWorkbench(page, base, tag) {
  await page.goto(`${base}demo/workbench.html?tag=${tag}`);
  await page.waitForSelector('#workbench[data-ready]', { timeout: 30000 });
  await page.click(`[data-width="${STAGE_WIDTH}"]`);
  // The library's own reduced motion: the stage reloads with ?nomotion=true.
  await page.click('#wb-nomotion');
  await page.waitForFunction(() => {
    const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('wb-frame'));
    return frame.contentWindow?.location.search.includes('nomotion=true') && frame.contentDocument?.readyState === 'complete'
      && frame.contentDocument.getElementById('stage')?.firstElementChild;
  }, null, { timeout: 30000 });
  const frame = page.frames().find((f) => f.url().includes('nomotion=true'));
  if (!frame) throw new Error(`${tag}: no stage frame`);
  await frame.waitForFunction((name) => customElements.get(name) || document.querySelector(`${name}[data-sq-failed]`), tag, { timeout: 30000 });
  // The stage fetches nothing new for 300 ms (the workbench's own event stream never lets the page be idle).
  await frame.evaluate(async () => {
    for (let count = -1, rounds = 0; rounds < 20; rounds += 1) {
      const now = performance.getEntriesByType('resource').length;
      if (now === count) return;
      count = now;
      await new Promise((done) => setTimeout(done, 300));
    }
  });
  await settle(frame, tag);
  await page.waitForTimeout(500); // layout observers (element width, scaled text) settle
  let box = await boxOf(frame, tag);
  if (!box && await frame.evaluate((name) => document.querySelector(name)?.hasAttribute('open') === false, tag)) {
    // An element that shows only when open (a dialog), and whose manifest says so, is pictured open.
    const attributes = await page.evaluate(async (name) => {
      const manifest = await (await fetch('/dist/custom-elements.json')).json();
      return manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === name)?.attributes?.map((a) => a.name) ?? [];
    }, tag);
    if (attributes.includes('open')) {
      await frame.evaluate((name) => document.querySelector(name)?.setAttribute('open', ''), tag);
      await frame.waitForFunction(() => document.querySelector('dialog[open], :popover-open'), null, { timeout: 10000 }).catch(() => {});
      await settle(frame, tag);
      await page.waitForTimeout(500);
      box = await boxOf(frame, tag);
    }
  }
  if (!box || box.broken) return null;
  const frameBox = await page.locator('#wb-frame').boundingBox();
  if (!frameBox) throw new Error(`${tag}: the stage frame has no box`);
  return page.screenshot({ ...SHOT, clip: clipAround(box, frameBox, frameBox) });
}

/** The element as the first demo page holding it shows it, at the stage's width. */
async function fromDemoPage(page, base, tag) {
  const { DEMO_PAGES } = await import('../demo/nav.mjs');
  for (const [href] of DEMO_PAGES) {
    const path = href === '/' ? '/demo/index.html' : href;
    if (!path.startsWith('/demo/') || !readFileSync(resolve(ROOT, path.slice(1)), 'utf8').includes(`<${tag}`)) continue;
    await page.goto(`${base}${path.slice(1)}?nomotion=true`);
    await page.waitForFunction((name) => customElements.get(name) || document.querySelector(`${name}[data-sq-failed]`), tag, { timeout: 30000 });
    await page.evaluate((name) => document.querySelector(name)?.scrollIntoView({ block: 'start' }), tag);
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    await settle(page, tag);
    await page.waitForTimeout(500);
    const box = await boxOf(page, tag);
    if (box) return page.screenshot({ ...SHOT, clip: clipAround(box, page.viewportSize()) });
  }
  return null;
}

/** One element's picture, as PNG bytes: from its workbench, else from a demo page, else its empty stage. */
async function capture(pages, base, tag) {
  return (await fromWorkbench(pages.bench, base, tag)) ?? (await fromDemoPage(pages.demo, base, tag))
    ?? pages.bench.locator('#wb-frame').screenshot({ ...SHOT });
}

/**
 * Takes the pictures of `tags` (every element by default) and compares or writes them.
 * @returns {Promise<Array<{ tag: string, fraction: number | null, note: string, written: boolean }>>}
 */
export async function screenshots({ tags = manifestTags(), update = false, dir = SCREENSHOT_DIR, log = () => {} } = {}) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../demo/server/index.mjs');
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chrome or Chromium found: set CHROME_PATH (Debian: apt-get install chromium).');
  const { server, url } = await startServer({ port: 0, dataDir: null, host: '127.0.0.1' });
  const base = url.replace('localhost', '127.0.0.1');
  const browser = await chromium.launch(await chromeLaunchOptions(executablePath, ['--font-render-hinting=none', '--hide-scrollbars']));
  const results = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 1200 }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC',
      reducedMotion: 'reduce', colorScheme: 'light',
    });
    await context.clock.setFixedTime(FIXED_NOW);
    const pages = { bench: await context.newPage(), demo: await context.newPage() };
    await pages.demo.setViewportSize({ width: STAGE_WIDTH, height: 800 });
    mkdirSync(dir, { recursive: true });
    for (const tag of tags) {
      await fetch(`${base}__sq/switches`, { method: 'DELETE' });
      const picture = await capture(pages, base, tag);
      const file = resolve(dir, `${tag}.png`);
      if (update || !existsSync(file)) {
        writeFileSync(file, picture);
        results.push({ tag, fraction: null, note: update ? 'written' : 'new picture written', written: true });
      } else {
        const { fraction, note } = difference(readFileSync(file), picture);
        results.push({ tag, fraction, note, written: false });
      }
      const last = results.at(-1);
      log(`${tag}: ${last.fraction === null ? last.note : `${(last.fraction * 100).toFixed(3)}% of pixels differ${last.note ? ` (${last.note})` : ''}`}`);
    }
    await context.close();
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const dirArg = args.find((arg) => arg.startsWith('--dir='));
  const dir = dirArg ? resolve(dirArg.slice('--dir='.length)) : SCREENSHOT_DIR;
  if (!existsSync(resolve(ROOT, 'dist/custom-elements.json'))) {
    const { build } = await import('./build.mjs');
    build();
  }
  const results = await screenshots({ tags: named.length ? named : undefined, update, dir, log: (line) => console.log(line) });
  const failed = results.filter((r) => r.fraction !== null && r.fraction > THRESHOLD);
  console.log(`\nthreshold: ${(THRESHOLD * 100).toFixed(2)}% of pixels, each differing by more than ${TOLERANCE} per channel (pixelmatch)`);
  if (failed.length) {
    console.log(`${failed.length} element(s) render differently from ${dir}: ${failed.map((r) => r.tag).join(', ')}`);
    console.log('If the change is intended, run `npm run screenshots -- --update` and commit the pictures.');
    process.exit(1);
  }
  console.log(`${results.length} picture(s) ${update ? 'written' : 'match'}.`);
  process.exit(0); // the browser's pipe can hold the event loop open for minutes after it closed
}
