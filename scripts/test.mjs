// `npm test`: dependencies, a browser, type-check, build, then the whole suite in headless Chromium.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';
import { ensureChrome } from './ensure-chrome.mjs';
import { build } from './build.mjs';
import { root, run, step } from './run.mjs';

ensureDeps();
const chrome = ensureChrome();
step('type-check (tsc --noEmit)', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
build();
const results = `${root}.sq-test-results.json`;
rmSync(results, { force: true });
console.log('\n> tests (web-test-runner, headless Chromium)');
const status = run('wtr', [], { CHROME_PATH: chrome });
const totals = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : { passed: 0, failed: 1 };
const failed = totals.failed + (status !== 0 && totals.failed === 0 ? 1 : 0);
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 || totals.passed === 0 ? 1 : 0);
