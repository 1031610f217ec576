import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { reactEsm } from './test/support/react-esm-plugin.mjs';
import { countReporter } from './test/support/count-reporter.mjs';
import { findChrome, CHROME_ARGS } from './scripts/find-chrome.mjs';
import { createApi } from './demo/server/api.mjs';

const executablePath = findChrome();
if (!executablePath) throw new Error('No Chrome or Chromium found: set CHROME_PATH (see README).');
// The same handlers as `npm start`, with an in-memory store so test runs leave no files behind.
const api = createApi({ dataDir: null });

export default {
  files: process.env.SQ_TEST_FILES ?? 'test/**/*.test.{ts,tsx}',
  nodeResolve: true,
  concurrency: 1, // server switches are global to the local API server
  testFramework: { config: { timeout: 10000 } },
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROME_ARGS } })],
  plugins: [
    reactEsm(),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: './tsconfig.json',
      define: { 'process.env.NODE_ENV': '"development"' } }),
  ],
  middleware: [api.koa],
  reporters: [defaultReporter(), countReporter('.sq-test-results.json')],
};
