// The suites that run in Node rather than in a page (test/node/*.test.mjs, node:test): what needs a
// browser's own view from outside, such as the cookie jar over https. They drive Chromium through
// playwright-core, so they run when Chromium is among the engines. Resolves to { passed, failed }.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { root } from './run.mjs';

export function runNodeTests() {
  const files = readdirSync(`${root}test/node`).filter((name) => name.endsWith('.test.mjs')).map((name) => `test/node/${name}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', ...files], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => { out += chunk; process.stdout.write(chunk); });
    child.on('close', (status) => {
      const count = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)$`, 'm').exec(out)?.[1] ?? 0);
      const passed = count('pass');
      const failed = count('fail') + count('cancelled') + (status !== 0 && count('fail') === 0 ? 1 : 0);
      resolve({ passed, failed });
    });
  });
}
