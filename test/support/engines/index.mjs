// The browser launcher of one engine, chosen by SQ_ENGINE (scripts/test.mjs sets it for each run).
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS } from '../../../scripts/find-chrome.mjs';
import { disabledFeatures } from '../../../scripts/chrome-launch.mjs';
import { findBrowser } from '../../../scripts/find-engines.mjs';
import { webkitDesktop } from '../../../scripts/webkit-services.mjs';
import { firefoxLauncher } from './firefox.mjs';

// WebKit's launcher is imported only when used, so the other engines run without its package.
export async function engineLauncher(engine = process.env.SQ_ENGINE ?? 'chromium') {
  const path = findBrowser(engine);
  if (!path) throw new Error(`No browser found for ${engine}: see README ("Tests in three engines").`);
  if (engine === 'chromium') {
    // Puppeteer (under @web/test-runner-chrome) merges a --disable-features switch into its own list.
    return chromeLauncher({ launchOptions: { executablePath: path, headless: true, args: [...CHROME_ARGS, disabledFeatures([])] } });
  }
  if (engine === 'firefox') return firefoxLauncher(path);
  const { SQ_WEBDRIVER_PORT: port, SQ_XSETTINGS_PID: pid, SQ_XSETTINGS_FILE: file } = process.env;
  if (!port) throw new Error('WebKit needs WebKitWebDriver running: use `SQ_BROWSERS=webkit npm test`.');
  const { webkitLauncher } = await import('./webkit.mjs');
  return webkitLauncher({ binary: path, port: Number(port), desktop: webkitDesktop({ pid, file }) });
}

/** Start-up time-outs: MiniBrowser and Firefox start slower than Chromium on a busy machine. */
export const ENGINE_TIMEOUTS = { browserStartTimeout: 60000, testsStartTimeout: 60000 };
