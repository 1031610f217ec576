// Finds the browsers of the three engines for the tests: an environment variable first
// (CHROME_PATH, FIREFOX_PATH, MINIBROWSER_PATH), then the usual install places. Undefined when none.
import { existsSync, readdirSync } from 'node:fs';
import { findChrome } from './find-chrome.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

const FIREFOX = [
  '/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr', '/usr/lib/firefox/firefox',
  '/snap/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox',
  'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
];

// MiniBrowser ships inside WebKitGTK's library folder, named after the multiarch triplet.
function miniBrowserCandidates() {
  const lib = '/usr/lib';
  const triplets = existsSync(lib) ? readdirSync(lib).filter((d) => d.endsWith('-linux-gnu')) : [];
  return [...triplets.map((t) => `${lib}/${t}/webkit2gtk-4.1/MiniBrowser`), `${lib}/webkit2gtk-4.1/MiniBrowser`];
}

const fromEnv = (name) => (process.env[name] && existsSync(process.env[name]) ? process.env[name] : undefined);

export function findFirefox() {
  return fromEnv('FIREFOX_PATH') ?? FIREFOX.find((p) => existsSync(p));
}

export function findMiniBrowser() {
  return fromEnv('MINIBROWSER_PATH') ?? miniBrowserCandidates().find((p) => existsSync(p));
}

export function findBrowser(engine) {
  return { chromium: findChrome, firefox: findFirefox, webkit: findMiniBrowser }[engine]();
}

/** What `npm test` runs without SQ_BROWSERS: every engine (README, "Tests in three engines"). */
export const DEFAULT_ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engines `npm test` runs: SQ_BROWSERS (a comma list) or DEFAULT_ENGINES. */
export function selectedEngines(value = process.env.SQ_BROWSERS) {
  if (!value) return DEFAULT_ENGINES;
  const picked = value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = picked.filter((e) => !ENGINES.includes(e));
  if (unknown.length) throw new Error(`SQ_BROWSERS: unknown engine ${unknown.join(', ')} (choose from ${ENGINES.join(', ')}).`);
  return ENGINES.filter((e) => picked.includes(e));
}
