// Counts passed and failed tests over every session and writes them where .ci/run and
// scripts/test.mjs read them, so they can print the closing 'N passed, N failed' line.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const t of suite?.tests ?? []) {
    if (t.skipped) totals.skipped += 1;
    else if (t.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const s of suite?.suites ?? []) count(s, totals);
}

export function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, erroredFiles: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.erroredFiles += 1;
      }
      // A file that failed to load counts as one failure: it ran nothing and must not pass silently.
      totals.failed += totals.erroredFiles;
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
