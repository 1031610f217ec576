// The suite's count (test/support/count-reporter.mjs): in WebKit, a file whose tests all passed but whose
// page MiniBrowser did not close in time is named, not failed; any other fault of a file, the same timeout
// after a failed test or with no test run, or in another engine, still fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { totalsOf } from '../support/count-reporter.mjs';

const STOP = { message: 'Timed out stopping the browser page' };
const session = (file, tests, errors = []) => ({
  testFile: `${process.cwd()}/test/${file}`,
  passed: errors.length === 0 && tests.every((t) => t.passed),
  errors,
  testResults: { tests: [], suites: [{ name: 'suite', suites: [], tests }] },
});
const ok = (name) => ({ name, passed: true });
const broken = (name) => ({ name, passed: false, error: { message: 'expected 1 to equal 2' } });

/** Counts as the reporter does in `engine`'s run. */
function inEngine(engine, count) {
  const before = process.env.SQ_ENGINE;
  process.env.SQ_ENGINE = engine;
  try {
    return count();
  } finally {
    if (before === undefined) delete process.env.SQ_ENGINE;
    else process.env.SQ_ENGINE = before;
  }
}

test('in WebKit, a page that did not close after its tests passed is named, not counted as a failure', () => inEngine('webkit', () => {
  const totals = totalsOf([session('a.test.ts', [ok('one'), ok('two')], [STOP]), session('b.test.ts', [ok('three')])]);
  assert.equal(totals.passed, 3);
  assert.equal(totals.failed, 0);
  assert.deepEqual(totals.pageStops, ['test/a.test.ts']);
  assert.deepEqual(totals.failures, []);
}));

test('in Chromium or Firefox the same timeout fails the file: the page itself may hang', () => {
  for (const engine of ['chromium', 'firefox']) {
    const totals = inEngine(engine, () => totalsOf([session('a.test.ts', [ok('one')], [STOP])]));
    assert.equal(totals.failed, 1, engine);
    assert.deepEqual(totals.pageStops, [], engine);
  }
});

test('the same timeout after a failed test, or before any test, fails the file', () => inEngine('webkit', () => {
  const afterFailure = totalsOf([session('a.test.ts', [ok('one'), broken('two')], [STOP])]);
  assert.equal(afterFailure.failed, 2);
  assert.deepEqual(afterFailure.pageStops, []);
  const noTests = totalsOf([session('a.test.ts', [], [STOP])]);
  assert.equal(noTests.failed, 1);
  assert.deepEqual(noTests.pageStops, []);
  assert.match(noTests.failures[0], /^test\/a\.test\.ts \(the file\): Timed out stopping the browser page/);
}));

test('a file error beside the timeout fails the file', () => inEngine('webkit', () => {
  const totals = totalsOf([session('a.test.ts', [ok('one')], [STOP, { message: 'Uncaught TypeError: x is undefined' }])]);
  assert.equal(totals.failed, 1);
  assert.deepEqual(totals.pageStops, []);
}));
