// Cookies on https pages are Secure (issue 17). Node's test runner drives Chromium (playwright-core) against
// the demo server twice: over https (the self-signed pair @web/dev-server-core ships, accepted by this
// browser context only) and over http. The library writes the consent cookie (Sq.consent.accept()) and the
// visitor cookies (tracking); the browser's own cookie jar says whether each is Secure.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../demo/server/index.mjs';
import { findChrome } from '../../scripts/find-chrome.mjs';
import { chromeLaunchOptions } from '../../scripts/chrome-launch.mjs';

const require = createRequire(import.meta.url);
// The package's main file is dist/index.js; its certificate pair sits at the package root.
const devServerCore = join(dirname(require.resolve('@web/dev-server-core')), '..');
const tls = {
  key: readFileSync(join(devServerCore, '.self-signed-dev-server-ssl.key')),
  cert: readFileSync(join(devServerCore, '.self-signed-dev-server-ssl.cert')),
};
const WRITTEN = ['ss_cookieAllowed', 'ss_cvr', 'ss_cvt'];

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => { browser = await chromium.launch(await chromeLaunchOptions(findChrome())); });
after(async () => { await browser?.close(); });

/** The cookies the library wrote on the demo shop page served over `scheme`. */
async function cookiesOver(secure) {
  const { server, url } = await startServer({ port: 0, dataDir: null, ...(secure ? { tls } : {}) });
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${url}demo/widgets.html`);
    await page.evaluate(() => window.Sq.consent.accept());
    // The visitor cookies come with the page view, after load and an idle moment.
    await page.waitForFunction(() => document.cookie.includes('ss_cvr='), undefined, { timeout: 20000 });
    return (await context.cookies()).filter((cookie) => WRITTEN.includes(cookie.name));
  } finally {
    await context.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

test('on an https page every cookie the library writes is Secure, and SameSite=Lax', async () => {
  const cookies = await cookiesOver(true);
  assert.deepEqual(cookies.map((c) => c.name).sort(), [...WRITTEN].sort());
  for (const cookie of cookies) {
    assert.equal(cookie.secure, true, `${cookie.name} is Secure`);
    assert.equal(cookie.sameSite, 'Lax', `${cookie.name} is SameSite=Lax`);
  }
});

test('on an http page the same cookies are written without Secure (the browser would refuse them)', async () => {
  const cookies = await cookiesOver(false);
  assert.deepEqual(cookies.map((c) => c.name).sort(), [...WRITTEN].sort());
  for (const cookie of cookies) assert.equal(cookie.secure, false, `${cookie.name} is not Secure`);
});
