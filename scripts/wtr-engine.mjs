// Runs web-test-runner in one engine (SQ_ENGINE), starting and stopping WebKit's helpers around it.
// `node scripts/wtr-engine.mjs webkit` runs the suite (or SQ_TEST_FILES) in WebKit alone.
import { run } from './run.mjs';
import { startWebKitServices } from './webkit-services.mjs';

export async function runEngine(engine, args = [], env = {}) {
  const services = engine === 'webkit' ? await startWebKitServices() : undefined;
  try {
    const status = run('wtr', args, { ...env, SQ_ENGINE: engine, ...services?.env });
    if (status !== 0 && services) console.error(`\nWebKit's helpers after the run:\n${services.report()}\n`);
    return status;
  } finally {
    services?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runEngine(process.argv[2] ?? 'chromium', process.argv.slice(3));
}
