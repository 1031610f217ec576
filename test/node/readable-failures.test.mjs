// A failed assertion on DOM nodes or windows is reported with its message, not as a timeout of its file
// (test/support/readable-failures.mjs): web-test-runner runs test/fixtures/dom-assertion.fixture.ts, which
// fails on purpose, in Chromium, and the count names the failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './browser-page.mjs';

/** Runs web-test-runner in Chromium on `file`; resolves to its exit status, or null when it was still
 * running after `ms` (then it is stopped with its browser: the whole process group). */
function runFile(file, results, ms) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/wtr-engine.mjs', 'chromium'], {
      cwd: root, stdio: 'ignore', detached: true,
      env: { ...process.env, SQ_TEST_FILES: file, SQ_RESULTS_FILE: results, SQ_DONE_FILES: '' },
    });
    const timer = setTimeout(() => { process.kill(-child.pid, 'SIGKILL'); resolve(null); }, ms);
    child.on('exit', (status) => { clearTimeout(timer); resolve(status); });
  });
}

test('a failed assertion on two elements, one of an iframe too, or on two windows, is reported as it is, within seconds', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sq-readable-'));
  const results = join(dir, 'results.json');
  try {
    const status = await runFile('test/fixtures/dom-assertion.fixture.ts', results, 90000);
    assert.notEqual(status, null, 'the run ended within 90 s: its file did not time out');
    assert.notEqual(status, 0, 'the fixture fails');
    assert.ok(existsSync(results), 'the run wrote its results within 90 s: its file did not time out');
    const totals = JSON.parse(readFileSync(results, 'utf8'));
    assert.equal(totals.failed, 3);
    assert.equal(totals.erroredFiles, 0, 'the file finished: no timeout');
    assert.match(totals.failures[0], /compares two different elements: expected <p><\/p> to equal <span><\/span>/);
    assert.match(totals.failures[1], /compares an element of an iframe with one of the page: expected <em><\/em> to equal <em><\/em>/);
    // Mocha's diff cannot write a window out (a cyclic value): without the guard its reporter threw.
    assert.match(totals.failures[2], /compares an iframe's window with the page's: expected /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
