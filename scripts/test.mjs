// `npm test`: dependencies, the browsers, type-check, build, then the whole suite in each engine of
// the SQ_BROWSERS list (chromium, firefox, webkit; Chromium alone by default), one after another. One
// summary line per engine, then the Node suites (test/node/, with Chromium), then the closing
// `N passed, M failed` over all of them, which CI reads.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';
import { ensureEngines } from './ensure-engines.mjs';
import { selectedEngines } from './find-engines.mjs';
import { build } from './build.mjs';
import { root, step } from './run.mjs';
import { runEngine } from './wtr-engine.mjs';
import { runNodeTests } from './node-tests.mjs';

ensureDeps();
let picked;
try {
  picked = selectedEngines();
} catch (error) {
  console.error(error.message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const engines = ensureEngines(picked);
step('type-check (tsc --noEmit)', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
build();

const results = `${root}.sq-test-results.json`;
const lines = [];
let passed = 0;
let failed = 0;
let exitStatus = 0;
for (const engine of engines) {
  rmSync(results, { force: true });
  console.log(`\n> tests in ${engine} (web-test-runner)`);
  const started = Date.now();
  const status = await runEngine(engine).catch((error) => {
    console.error(`${engine} could not start: ${error.message}`);
    return 1;
  });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const totals = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : { passed: 0, failed: 1, skipped: 0 };
  // A run that failed without a failed test (a crash, a browser that did not start) still fails.
  const engineFailed = totals.failed + (status !== 0 && totals.failed === 0 ? 1 : 0);
  if (status !== 0 || engineFailed > 0 || totals.passed === 0) exitStatus = 1;
  passed += totals.passed;
  failed += engineFailed;
  lines.push(`${engine}: ${totals.passed} passed, ${engineFailed} failed, ${totals.skipped} skipped (${minutes} min)`);
}
rmSync(results, { force: true });
if (engines.includes('chromium')) {
  console.log('\n> tests in Node (node:test, test/node/)');
  const started = Date.now();
  const node = await runNodeTests();
  if (node.failed > 0 || node.passed === 0) exitStatus = 1;
  passed += node.passed;
  failed += node.failed;
  lines.push(`node: ${node.passed} passed, ${node.failed} failed (${((Date.now() - started) / 60000).toFixed(1)} min)`);
}
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitStatus);
