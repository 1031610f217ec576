// Chromium's launch options for the test runner, the Node suites, the screenshots and the benchmark:
// CHROME_ARGS, and Chromium's own pages it does not need turned off (QUIET_FEATURES).
//
// Chromium 156 in headless mode is the whole browser: for every new page it builds the omnibox's
// WebUI popup (the "AI mode" composebox, a few hundred modules in a renderer of its own), about 0.35 s
// of CPU per page on a 2-core machine, spent while the page under test runs (measured: 20 page opens
// cost 13-15 s of Chromium CPU with it, 6-7 s without). Chromium honours only the last --disable-features
// switch, and Playwright and chrome-launcher pass one of their own, so the features go into one switch
// with theirs instead of replacing their list (Puppeteer, under the test runner, merges a user's switch
// into its own: test/support/engines/index.mjs passes QUIET_FEATURES alone).
import { chromium } from 'playwright-core';
import { CHROME_ARGS } from './find-chrome.mjs';

export const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];
const SWITCH = '--disable-features=';

/** One --disable-features switch: the features of the given switches, then QUIET_FEATURES. */
export function disabledFeatures(switches) {
  const names = switches.filter((arg) => arg.startsWith(SWITCH)).flatMap((arg) => arg.slice(SWITCH.length).split(','));
  return `${SWITCH}${[...new Set([...names, ...QUIET_FEATURES].filter(Boolean))].join(',')}`;
}

let playwrightDefaults;
/**
 * Options for Playwright's chromium.launch: Playwright's own --disable-features switch, read once per
 * process from a probe launch, is replaced by the merged one.
 */
export async function chromeLaunchOptions(executablePath, args = []) {
  playwrightDefaults ??= (async () => {
    const probe = await chromium.launchServer({ executablePath, args: CHROME_ARGS });
    try {
      return probe.process().spawnargs.filter((arg) => arg.startsWith(SWITCH));
    } finally {
      await probe.close();
    }
  })();
  const own = await playwrightDefaults;
  return { executablePath, args: [...CHROME_ARGS, ...args, disabledFeatures(own)], ignoreDefaultArgs: own };
}
