// Makes sure each engine's browser (and for WebKit its driver, display and settings daemon) is here:
// as root on Debian/Ubuntu it installs Debian's packages, otherwise it says exactly what to install.
import { execSync } from 'node:child_process';
import { ensureChrome } from './ensure-chrome.mjs';
import { findFirefox, findMiniBrowser } from './find-engines.mjs';

const has = (command) => {
  try {
    return Boolean(execSync(`command -v ${command}`, { shell: '/bin/sh' }).toString().trim());
  } catch {
    return false;
  }
};
const canApt = () => process.getuid?.() === 0 && has('apt-get');

function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(', ')} (apt-get)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit', shell: '/bin/sh' });
}

const NEEDS = {
  firefox: () => [!findFirefox() && 'firefox-esr'],
  webkit: () => [
    !has('WebKitWebDriver') && 'webkit2gtk-driver', !findMiniBrowser() && 'webkit2gtk-driver',
    !has('Xvfb') && 'xvfb', !has('xsettingsd') && 'xsettingsd', !has('xdotool') && 'xdotool',
  ],
};

const HOW = {
  firefox: 'Firefox: install it (Debian/Ubuntu: `sudo apt-get install firefox-esr`; elsewhere from mozilla.org) or set FIREFOX_PATH to its executable.',
  webkit: 'WebKit: on Debian/Ubuntu `sudo apt-get install webkit2gtk-driver xvfb xsettingsd xdotool` (MiniBrowser, WebKitWebDriver, a virtual display, GTK settings, window focus); MINIBROWSER_PATH overrides where MiniBrowser is looked for. Other systems: run `SQ_BROWSERS=chromium,firefox npm test`.',
};

/** Returns the engines that are ready; exits with a message naming what to install when one is not. */
export function ensureEngines(engines) {
  for (const engine of engines) {
    if (engine === 'chromium') {
      ensureChrome();
      continue;
    }
    let missing = [...new Set(NEEDS[engine]().filter(Boolean))];
    if (missing.length && canApt()) {
      aptInstall(missing);
      missing = [...new Set(NEEDS[engine]().filter(Boolean))];
    }
    if (missing.length) {
      console.error(`Missing for ${engine}: ${missing.join(', ')}.\n${HOW[engine]}`);
      process.exit(1);
    }
  }
  return engines;
}
