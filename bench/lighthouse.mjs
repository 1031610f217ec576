// The realistic page (bench/realistic.html: a 12-slide slideshow on top, three prices, a contact form, a
// cookie banner, a cart link), its twin without the script, the floor (the same HTML whose script tag
// loads an empty module) and React alone (the same HTML whose script imports React after the first paint,
// as sq.js imports its elements, and commits one small component: bench/pages.mjs REACT_FLOOR), under
// Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU), in turns after one unmeasured audit
// of each, median of RUNS runs each, in one Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { disabledFeatures } from '../scripts/chrome-launch.mjs';
import { median } from './median.mjs';

async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const value = (id) => lhr.audits[id].numericValue;
  return {
    lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'),
    score: Math.round(lhr.categories.performance.score * 100),
  };
}

export async function lighthouseRuns({ baseUrl, chromePath, chromeArgs, runs }) {
  // chrome-launcher's own flags, with its --disable-features switch merged with ours (scripts/chrome-launch.mjs).
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const chromeFlags = [...defaults.filter((flag) => !flag.startsWith('--disable-features=')), disabledFeatures(defaults),
    '--headless=new', ...chromeArgs];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, ignoreDefaultFlags: true });
  const pages = {
    sq: `${baseUrl}bench/realistic.html`, static: `${baseUrl}bench/realistic-static.html`, floor: `${baseUrl}bench/realistic-floor.html`,
    react: `${baseUrl}bench/realistic-react.html`,
  };
  const kinds = Object.keys(pages);
  const results = { sq: [], static: [], floor: [], react: [] };
  try {
    // One unmeasured audit of each page first: the first audit in a fresh Chromium scored below the later
    // ones (measured: 80-89 against 92-98 for the same build), and the alternation always gave it to the
    // sq page. Lighthouse clears the cache before every audit, so this warms only the browser itself.
    for (const url of Object.values(pages)) await audit(url, chrome.port);
    for (let i = 0; i < runs; i += 1) {
      // In turns: run i starts with page i (of four; the default three runs never start with React alone).
      for (const kind of [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)]) results[kind].push(await audit(pages[kind], chrome.port));
    }
  } finally {
    await chrome.kill();
  }
  const summary = (kind) => Object.fromEntries(['lcp', 'tbt', 'cls', 'score'].map((k) => [k, median(results[kind].map((r) => r[k]))]));
  return { baseUrl, runs: results, sq: summary('sq'), static: summary('static'), floor: summary('floor'), react: summary('react') };
}

export function printLighthouse({ sq, static: plain, floor, react, runs, baseUrl }) {
  const n = runs.sq.length;
  console.log(`\nRealistic page under Lighthouse's mobile preset, median of ${n} runs each (bench/realistic.html, ${new URL(baseUrl).protocol === 'https:' ? 'HTTPS and HTTP/2' : 'HTTP/1.1'})`);
  console.log(`${''.padEnd(26)}${'LCP'.padStart(10)}${'TBT'.padStart(10)}${'CLS'.padStart(8)}${'score'.padStart(8)}`);
  const row = (label, r) => console.log(`${label.padEnd(26)}${`${r.lcp.toFixed(0)} ms`.padStart(10)}${`${r.tbt.toFixed(0)} ms`.padStart(10)}${r.cls.toFixed(3).padStart(8)}${String(r.score).padStart(8)}`);
  row('without JavaScript', plain);
  row('an empty module script', floor);
  row('React alone', react);
  row('with sq.js', sq);
  console.log(`LCP ratio sq / static      ${(sq.lcp / plain.lcp).toFixed(2)}x (goal 1.10x); TBT goal 50 ms, CLS 0, score 95`);
  // Lighthouse's LCP counts every request that ends before the observed paint, and this page's paint comes
  // after any script's fetch: the floor is what the documented <script type="module"> costs on its own.
  console.log(`  of which the script tag  ${(floor.lcp / plain.lcp).toFixed(2)}x (empty module / static); the library ${(sq.lcp / floor.lcp).toFixed(2)}x (sq / empty module)`);
  // React alone: React in one module, imported after the first paint as sq.js imports its elements, and one
  // small component committed (bench/pages.mjs REACT_FLOOR). No element of the library: the TBT and score
  // goals "with React on the page" are measured against it.
  console.log(`  TBT over the twin: React alone ${(react.tbt - plain.tbt).toFixed(0)} ms; sq.js (React included) ${(sq.tbt - plain.tbt).toFixed(0)} ms, ${(sq.tbt - react.tbt).toFixed(0)} ms more than React alone`);
  const list = (kind, key = 'lcp') => runs[kind].map((r) => r[key].toFixed(0)).join(' ');
  console.log(`  LCP runs (ms): sq ${list('sq')}; empty module ${list('floor')}; React alone ${list('react')}; static ${list('static')}`);
  console.log(`  TBT runs (ms): sq ${list('sq', 'tbt')}; empty module ${list('floor', 'tbt')}; React alone ${list('react', 'tbt')}; static ${list('static', 'tbt')}`);
}
