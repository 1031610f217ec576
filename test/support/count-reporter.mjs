// Counts passed and failed tests over every session and writes them where .ci/run and
// scripts/test.mjs read them, so they can print the closing 'N passed, N failed' line. While the run
// goes, the totals so far are written beside it (`<file>.partial`) after each test file, with the
// files finished so far, so a run that stops before its end still tells whether a test had failed and
// where to resume (scripts/test.mjs). The failed tests are named too
// (file, suite path, test, first line of the error), so the run's closing lines say which failed.
// In WebKit, a file whose tests all passed but whose page MiniBrowser did not close in time
// (web-test-runner's 'Timed out stopping the browser page', a MiniBrowser fault seen once in CI) is not a
// failed test: it is listed under `pageStops`, which the closing lines name, and the run goes on or
// resumes. Elsewhere the same timeout fails the file: there it may be the page itself hanging.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// A test file's path from the repository (web-test-runner runs there), as SQ_DONE_FILES takes it.
const relative = (testFile) => path.relative(process.cwd(), testFile).split(path.sep).join('/');

function count(suite, totals, where) {
  for (const t of suite?.tests ?? []) {
    if (t.skipped) totals.skipped += 1;
    else if (t.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      const why = String(t.error?.message ?? '').split('\n')[0].slice(0, 200);
      totals.failures.push(`${[...where, t.name].join(' › ')}${why ? `: ${why}` : ''}`);
    }
  }
  for (const s of suite?.suites ?? []) count(s, totals, [...where, s.name]);
}

const PAGE_STOP = 'Timed out stopping the browser page';

/** Whether the session's only fault is that its page did not close in time, after its tests (`passed`
 * of them, `failed` failing) all ran and passed. */
const onlyPageStop = (session, passed, failed) => process.env.SQ_ENGINE === 'webkit' && passed > 0 && failed === 0
  && session.errors.every((error) => String(error?.message ?? '') === PAGE_STOP);

export function totalsOf(sessions) {
  const totals = { passed: 0, failed: 0, skipped: 0, erroredFiles: 0, failures: [], pageStops: [] };
  for (const session of sessions) {
    const [passed, failed] = [totals.passed, totals.failed];
    count(session.testResults, totals, [relative(session.testFile)]);
    if (session.passed || (session.errors?.length ?? 0) === 0) continue;
    if (onlyPageStop(session, totals.passed - passed, totals.failed - failed)) totals.pageStops.push(relative(session.testFile));
    else {
      totals.erroredFiles += 1;
      const why = String(session.errors[0]?.message ?? '').split('\n')[0].slice(0, 200);
      totals.failures.push(`${relative(session.testFile)} (the file): ${why}`);
    }
  }
  // A file that failed to load counts as one failure: it ran nothing and must not pass silently.
  totals.failed += totals.erroredFiles;
  return totals;
}

export function countReporter(file) {
  const finished = [];
  return {
    reportTestFileResults({ sessionsForTestFile }) {
      finished.push(...sessionsForTestFile);
      const done = [...new Set(finished.map((session) => relative(session.testFile)))];
      writeFileSync(`${file}.partial`, JSON.stringify({ ...totalsOf(finished), done }));
    },
    onTestRunFinished({ sessions }) {
      writeFileSync(file, JSON.stringify(totalsOf(sessions)));
    },
  };
}
