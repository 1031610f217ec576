// Counts passed and failed tests over every session and writes them where .ci/run and
// scripts/test.mjs read them, so they can print the closing 'N passed, N failed' line. While the run
// goes, the totals so far are written beside it (`<file>.partial`) after each test file, so a run
// that stops before its end still tells whether a test had failed.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const t of suite?.tests ?? []) {
    if (t.skipped) totals.skipped += 1;
    else if (t.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const s of suite?.suites ?? []) count(s, totals);
}

function totalsOf(sessions) {
  const totals = { passed: 0, failed: 0, skipped: 0, erroredFiles: 0 };
  for (const session of sessions) {
    count(session.testResults, totals);
    if (!session.passed && (session.errors?.length ?? 0) > 0) totals.erroredFiles += 1;
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
      writeFileSync(`${file}.partial`, JSON.stringify(totalsOf(finished)));
    },
    onTestRunFinished({ sessions }) {
      writeFileSync(file, JSON.stringify(totalsOf(sessions)));
    },
  };
}
