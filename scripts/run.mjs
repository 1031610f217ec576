// Runs a command with the project's own binaries on PATH; exits the process if it fails.
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root, stdio: 'inherit',
    env: { ...process.env, ...env, PATH: `${root}node_modules/.bin${delimiter}${process.env.PATH}` },
  });
  return result.status ?? 1;
}

export function step(label, command, args, env) {
  console.log(`\n> ${label}`);
  const status = run(command, args, env);
  if (status !== 0) {
    console.error(`${label} failed.`);
    process.exit(status);
  }
}
