// A failed assertion on DOM nodes is reported with its message, not as a timeout of its file
// (test/support/readable-failures.mjs): web-test-runner runs test/fixtures/dom-assertion.fixture.ts, which
// fails on purpose, in Chromium, and the count names the failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './browser-page.mjs';

test('a failed assertion on two elements is reported as it is, within seconds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sq-readable-'));
  const results = join(dir, 'results.json');
  try {
    const run = spawnSync(process.execPath, ['scripts/wtr-engine.mjs', 'chromium'], {
      cwd: root, encoding: 'utf8', timeout: 90000,
      env: { ...process.env, SQ_TEST_FILES: 'test/fixtures/dom-assertion.fixture.ts', SQ_RESULTS_FILE: results, SQ_DONE_FILES: '' },
    });
    assert.notEqual(run.status, 0, 'the fixture fails');
    assert.ok(existsSync(results), 'the run wrote its results within 90 s: its file did not time out');
    const totals = JSON.parse(readFileSync(results, 'utf8'));
    assert.equal(totals.failed, 1);
    assert.equal(totals.erroredFiles, 0, 'the file finished: no timeout');
    assert.match(totals.failures[0], /compares two different elements: expected <p><\/p> to equal <span><\/span>/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
