// `npm test`: dependencies, the browsers, type-check, build, then the whole suite in each engine of
// the SQ_BROWSERS list (chromium, firefox, webkit; Chromium alone by default), one after another. One
// summary line per engine, then the Node suites (test/node/, with Chromium), then the closing
// `N passed, M failed` over all of them, which CI reads.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { sep } from 'node:path';
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
const failures = [];
let passed = 0;
let failed = 0;
let exitStatus = 0;
/** One run of the engine's suite, after the files in `done`: its exit status and its totals (none when
 * it stopped before its end; then `partial` has the totals so far and the files it finished). */
async function runSuite(engine, done) {
  rmSync(results, { force: true });
  rmSync(`${results}.partial`, { force: true });
  const status = await runEngine(engine, [], { SQ_DONE_FILES: done.join('\n') }).catch((error) => {
    console.error(`${engine} could not start: ${error.message}`);
    return 1;
  });
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  return { status, totals: read(results), partial: read(`${results}.partial`) };
}

const RESUMES = 3;
// The whole suite's files (web-test-runner.config.mjs's default pattern), to know when a stopped run
// had none left; unknown when SQ_TEST_FILES picks them.
const suiteFiles = process.env.SQ_TEST_FILES ? null : readdirSync(`${root}test`, { recursive: true })
  .map((file) => `test/${file.split(sep).join('/')}`).filter((file) => /\.test\.tsx?$/.test(file));
const add = (a, b) => ({
  passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped,
  failures: [...(a.failures ?? []), ...(b.failures ?? [])],
  pageStops: [...(a.pageStops ?? []), ...(b.pageStops ?? [])],
});

for (const engine of engines) {
  console.log(`\n> tests in ${engine} (web-test-runner)`);
  const started = Date.now();
  const done = [];
  let sum = { passed: 0, failed: 0, skipped: 0, failures: [], pageStops: [] };
  let { status, totals, partial } = await runSuite(engine, done);
  // The runner itself stopped before the end (a browser or its driver went away) with no test failed
  // by then: the suite resumes at the file it was in, the files it had finished counted once, and says
  // so (up to RESUMES times). A failed test is never run again: the totals up to the stop count, with
  // the stop as one more failure.
  let resumed = 0;
  while (!totals && !(partial?.failed > 0) && resumed < RESUMES) {
    resumed += 1;
    if (partial) sum = add(sum, partial);
    done.push(...(partial?.done ?? []));
    console.error(`\n${engine}: web-test-runner stopped before the end of the suite (exit ${status}), after `
      + `${sum.passed} passed and none failed in ${done.length} files; resuming after them.`);
    // Stopped after its last file: nothing is left to run.
    if (suiteFiles && suiteFiles.every((file) => done.includes(file))) {
      ({ status, totals } = { status: 0, totals: { passed: 0, failed: 0, skipped: 0 } });
      break;
    }
    ({ status, totals, partial } = await runSuite(engine, done));
  }
  const stopped = !totals;
  // The last run's own page stops, which alone may explain its exit status (not an earlier run's).
  const lastStops = totals?.pageStops?.length ?? 0;
  totals = add(sum, totals ?? partial ?? { passed: 0, failed: 0, skipped: 0 });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  // A run that failed without a failed test (a crash, a browser that did not start) still fails, unless
  // all it had was pages that did not close after their tests passed (count-reporter.mjs, named in the
  // summary); a run that stopped before its end counts as one failure more than the tests it had failed.
  const explained = status !== 0 && totals.failed === 0 && lastStops > 0;
  const unexplained = status !== 0 && !explained;
  const engineFailed = totals.failed + ((unexplained && totals.failed === 0) || stopped ? 1 : 0);
  if (unexplained || engineFailed > 0 || totals.passed === 0) exitStatus = 1;
  passed += totals.passed;
  failed += engineFailed;
  failures.push(...totals.failures.map((failure) => `${engine}: ${failure}`));
  const again = resumed > 0 ? `, resumed ${resumed === 1 ? 'once' : `${resumed} times`} after a stop` : '';
  const pages = totals.pageStops.length;
  const stops = pages > 0
    ? `; ${pages === 1 ? 'a page' : `${pages} pages`} not closed in time after passing: ${totals.pageStops.join(', ')}` : '';
  lines.push(`${engine}: ${totals.passed} passed, ${engineFailed} failed, ${totals.skipped} skipped (${minutes} min${again}${stops})`);
}
rmSync(results, { force: true });
rmSync(`${results}.partial`, { force: true });
if (engines.includes('chromium')) {
  console.log('\n> tests in Node (node:test, test/node/)');
  const started = Date.now();
  const node = await runNodeTests();
  if (node.failed > 0 || node.passed === 0) exitStatus = 1;
  passed += node.passed;
  failed += node.failed;
  lines.push(`node: ${node.passed} passed, ${node.failed} failed (${((Date.now() - started) / 60000).toFixed(1)} min)`);
}
// The failed tests are named last, beside the totals, where a cut CI log still shows them.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitStatus);
