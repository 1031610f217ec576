// Finds a Chrome or Chromium for the tests; as root on Debian/Ubuntu it installs Debian's chromium,
// otherwise it says plainly how to get one.
import { execSync } from 'node:child_process';
import { findChrome } from './find-chrome.mjs';

const canApt = () => {
  try {
    return process.getuid?.() === 0 && Boolean(execSync('command -v apt-get', { shell: '/bin/sh' }).toString().trim());
  } catch {
    return false;
  }
};

export function ensureChrome() {
  let path = findChrome();
  if (!path && canApt()) {
    console.log('No Chrome or Chromium found: installing Debian\'s chromium (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/sh' });
    path = findChrome();
  }
  if (!path) {
    console.error([
      'No Chrome or Chromium was found, and it cannot be installed from here.',
      'Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome),',
      'or point CHROME_PATH at its executable: `CHROME_PATH=/path/to/chrome npm test`.',
    ].join('\n'));
    process.exit(1);
  }
  return path;
}
