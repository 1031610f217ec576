// Installs the dependencies when they are missing or older than package-lock.json, so `npm start`
// and `npm test` work on a fresh clone with nothing else run first. Node built-ins only.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;

export function ensureDeps() {
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  const command = existsSync(lock) ? 'npm ci' : 'npm install';
  console.log(`Installing dependencies (${command})…`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
