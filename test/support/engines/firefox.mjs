// Firefox under web-test-runner: @web/test-runner-chrome's own puppeteer-core over WebDriver BiDi,
// with shims for what that protocol lacks (see ../../../../shared/TOOLCHAIN.md, "Firefox").
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';

// Firefox preferences behind the media features the tests emulate; `null` clears the override.
const MEDIA_PREFS = {
  'prefers-reduced-motion': { pref: 'ui.prefersReducedMotion', values: { reduce: 1, 'no-preference': 0 } },
  'prefers-color-scheme': { pref: 'layout.css.prefers-color-scheme.content-override', values: { dark: 0, light: 1 } },
};

// Runs a line of privileged script in the browser's chrome scope (where `Services.prefs` lives).
async function inChrome(browser, expression) {
  const { connection } = browser;
  const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const context = result.contexts[0].context;
  await connection.send('script.evaluate', {
    expression, target: { context }, awaitPromise: false, 'moz:scope': 'chrome',
  });
}

function emulateMediaFeatures(page, browser) {
  return async (features = []) => {
    for (const { name, value } of features) {
      const entry = MEDIA_PREFS[name];
      if (!entry) throw new Error(`Firefox: cannot emulate ${name}.`);
      const code = entry.values[value];
      await inChrome(browser, code === undefined
        ? `Services.prefs.clearUserPref('${entry.pref}')`
        : `Services.prefs.setIntPref('${entry.pref}', ${code})`);
      // The content process learns the new preference a moment later.
      if (value) await page.waitForFunction((q) => matchMedia(q).matches, {}, `(${name}: ${value})`);
    }
  };
}

// Puppeteer's BiDi keyboard knows key values, not the 'Space' code name the tests use.
const keyValue = (key) => (key === 'Space' ? ' ' : key);

function shim(page, browser) {
  page.emulateMediaFeatures = emulateMediaFeatures(page, browser);
  const { keyboard, mouse } = page;
  for (const method of ['press', 'down', 'up']) {
    const original = keyboard[method].bind(keyboard);
    keyboard[method] = (key, options) => original(keyValue(key), options);
  }
  // Over BiDi the pointer stays where it was after a reset; move it so hover state is left.
  const reset = mouse.reset.bind(mouse);
  mouse.reset = async () => {
    await reset();
    await mouse.move(1, 1);
    await mouse.move(0, 0);
  };
  return page;
}

export function firefoxLauncher(executablePath) {
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: { browser: 'firefox', executablePath, headless: true, args: ['--remote-allow-system-access'] },
    createPage: async ({ context, browser }) => shim(await context.newPage(), browser),
  });
}
