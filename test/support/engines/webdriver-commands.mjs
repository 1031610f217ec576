// The @web/test-runner-commands a WebDriver-driven browser lacks, written with WebDriver itself:
// set-viewport through the window size, send-keys down/up/press/type through key actions, and
// emulate-media through the engine's system setting (`desktop`: scripts/webkit-services.mjs).

// WebDriver's code points for the key names the tests use (WebDriver spec, "Keyboard actions").
const KEYS = {
  Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D', Tab: '\uE004', Enter: '\uE007',
  Escape: '\uE00C', Backspace: '\uE003', Delete: '\uE017', Space: ' ', Home: '\uE011', End: '\uE010',
  PageUp: '\uE00E', PageDown: '\uE00F', ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};
const key = (name) => KEYS[name] ?? name;

const keyActions = (actions) => [{ type: 'key', id: 'keyboard', actions }];

function keysFor(payload) {
  if (typeof payload.down === 'string') return [{ type: 'keyDown', value: key(payload.down) }];
  if (typeof payload.up === 'string') return [{ type: 'keyUp', value: key(payload.up) }];
  if (typeof payload.press === 'string') {
    // 'Shift+Tab': hold the modifiers, press the last key, release in reverse order.
    const names = payload.press.split('+').map(key);
    return [...names.map((value) => ({ type: 'keyDown', value })),
      ...names.reverse().map((value) => ({ type: 'keyUp', value }))];
  }
  if (typeof payload.type === 'string') {
    return [...payload.type].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
  }
  throw new Error('send-keys needs one of down, up, press or type.');
}

// Resizing leaves the window unfocused (document.hasFocus() false, no :focus-visible): focus it again.
async function resizeWindow(driver, desktop, width, height) {
  await driver.setWindowRect(null, null, width, height);
  desktop.focusWindow();
}

// The window's outer size that gives the asked viewport: the browser's frame differs per machine.
async function setViewport(driver, desktop, { width, height }) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [innerW, innerH] = await driver.execute('return [window.innerWidth, window.innerHeight]');
    if (innerW === width && innerH === height) return;
    const rect = await driver.getWindowRect();
    await resizeWindow(driver, desktop, rect.width + width - innerW, rect.height + height - innerH);
  }
  const [w, h] = await driver.execute('return [window.innerWidth, window.innerHeight]');
  if (w !== width || h !== height) throw new Error(`set-viewport: asked ${width}x${height}, got ${w}x${h}.`);
}

export function webdriverCommands({ desktop }) {
  return {
    name: 'webdriver-commands',
    async executeCommand({ command, payload, session }) {
      if (session.browser.type !== 'webdriver') return undefined;
      const { driver } = session.browser;
      if (command === 'set-viewport') {
        await setViewport(driver, desktop, payload);
        return true;
      }
      if (command === 'send-keys') {
        await driver.performActions(keyActions(keysFor(payload)));
        return true;
      }
      if (command === 'emulate-media') {
        if (payload.media || payload.colorScheme) throw new Error('WebKit: only reducedMotion can be emulated here.');
        if (payload.reducedMotion) {
          await desktop.setReducedMotion(payload.reducedMotion === 'reduce');
          const query = `(prefers-reduced-motion: ${payload.reducedMotion})`;
          const started = Date.now();
          while (!(await driver.execute('return matchMedia(arguments[0]).matches', query))) {
            if (Date.now() - started > 5000) throw new Error(`WebKit: ${query} did not apply.`);
            await new Promise((r) => setTimeout(r, 25));
          }
          // WebKitGTK's matchMedia() reads the new setting at once, but style sheets and 'change'
          // listeners see it only when media queries are evaluated again: a viewport change does that.
          const rect = await driver.getWindowRect();
          await driver.setWindowRect(null, null, rect.width, rect.height + 1);
          await resizeWindow(driver, desktop, rect.width, rect.height);
          await driver.executeAsync('const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(done));');
        }
        return true;
      }
      return undefined;
    },
  };
}
