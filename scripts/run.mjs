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
  // Stopped by a signal (the system ran out of memory, a crash): say so, the run itself cannot.
  if (result.signal || result.error) console.error(`${command} stopped: ${result.signal ?? result.error.message}.`);
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
