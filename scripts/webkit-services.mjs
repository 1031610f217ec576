// What WebKitGTK needs around a test run: a private Xvfb display, an XSETTINGS daemon (GTK's
// "enable animations" setting is WebKitGTK's prefers-reduced-motion, and xsettingsd changes it live),
// and WebKitWebDriver on a free port. Started before the run, stopped after it. xdotool gives the
// browser window keyboard focus back after a resize.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () => new Promise((resolve, reject) => {
  const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

// Xvfb picks a free display itself and writes its number on the given descriptor.
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}).`)));
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ xvfb, display: `:${out.trim()}` });
    });
  });
}

async function waitForDriver(port) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}.`);
}

const settingsLine = (animations) => `Gtk/EnableAnimations ${animations ? 1 : 0}\n`;

export async function startWebKitServices() {
  const { xvfb, display } = await startXvfb();
  const children = [xvfb];
  const dir = mkdtempSync(join(tmpdir(), 'sq-webkit-'));
  const stop = () => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const settingsFile = join(dir, 'xsettingsd.conf');
    writeFileSync(settingsFile, settingsLine(true));
    // MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk by a user style sheet for
    // GTK, the narrow viewports the tests ask for (400 px) fit. Web content is not styled by it.
    mkdirSync(join(dir, 'gtk-3.0'));
    writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'),
      '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n');
    const env = { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: dir };
    const xsettingsd = spawn('xsettingsd', ['-c', settingsFile], { env, stdio: 'ignore' });
    children.push(xsettingsd);
    const port = await freePort();
    // The driver's and the browser's own output, kept for a run that stops without its result.
    const logFile = join(dir, 'webkit.log');
    const log = openSync(logFile, 'a');
    children.push(spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: ['ignore', log, log] }));
    await waitForDriver(port);
    return {
      env: { DISPLAY: display, SQ_WEBDRIVER_PORT: String(port), SQ_XSETTINGS_PID: String(xsettingsd.pid), SQ_XSETTINGS_FILE: settingsFile },
      stop,
      /** The last lines the driver and the browser printed, and what of the helpers has exited. */
      report: () => [
        ...children.filter((child) => child.exitCode !== null || child.signalCode)
          .map((child) => `${child.spawnfile} exited (${child.signalCode ?? child.exitCode}).`),
        ...readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-30),
      ].join('\n'),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * What the test runner's process does to the browser's desktop: reduced motion (rewrite the settings
 * file, tell xsettingsd to reread it) and keyboard focus for the browser window, which X gives to no
 * window after a resize when there is no window manager (the page then has no :focus-visible).
 */
export function webkitDesktop({ pid, file }) {
  return {
    async setReducedMotion(reduce) {
      writeFileSync(file, settingsLine(!reduce));
      process.kill(Number(pid), 'SIGHUP');
    },
    focusWindow() {
      const found = spawnSync('xdotool', ['search', '--class', 'MiniBrowser'], { encoding: 'utf8' });
      // Some of MiniBrowser's windows are not focusable (X BadMatch); its top-level one is.
      for (const id of (found.stdout ?? '').split('\n').filter(Boolean)) spawnSync('xdotool', ['windowfocus', id], { stdio: 'ignore' });
    },
  };
}
