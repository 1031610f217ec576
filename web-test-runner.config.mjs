import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { reactEsm } from './test/support/react-esm-plugin.mjs';
import { countReporter } from './test/support/count-reporter.mjs';
import { engineLauncher, ENGINE_TIMEOUTS } from './test/support/engines/index.mjs';
import { createApi } from './demo/server/api.mjs';
import { moduleFaults } from './test/support/module-faults.mjs';
import { demoPages } from './test/support/demo-pages.mjs';
import { readableFailures } from './test/support/readable-failures.mjs';

// The same handlers as `npm start`, with an in-memory store so test runs leave no files behind.
const api = createApi({ dataDir: null });

export default {
  // SQ_DONE_FILES: files a run that stopped before its end had finished, one a line; scripts/test.mjs
  // resumes the suite after them.
  files: [process.env.SQ_TEST_FILES ?? 'test/**/*.test.{ts,tsx}',
    ...(process.env.SQ_DONE_FILES ?? '').split('\n').filter(Boolean).map((file) => `!${file}`)],
  nodeResolve: true,
  concurrency: 1, // server switches are global to the local API server
  testFramework: { config: { timeout: 10000 } },
  browsers: [await engineLauncher()], // SQ_ENGINE: chromium (default), firefox or webkit
  ...ENGINE_TIMEOUTS,
  plugins: [
    // A failed assertion on a DOM node is reported as it is, not as a two-minute timeout of its file.
    readableFailures(),
    reactEsm(),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: './tsconfig.json',
      define: { 'process.env.NODE_ENV': '"development"' } }),
  ],
  // moduleFaults: a code file made to fail (test/support/module-faults.mjs); demoPages: the demo pages as
  // `npm start` serves them (their navigation, the product page's cards).
  middleware: [moduleFaults(), api.koa, demoPages()],
  reporters: [defaultReporter(), countReporter(process.env.SQ_RESULTS_FILE ?? '.sq-test-results.json')],
};
