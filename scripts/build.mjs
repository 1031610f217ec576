// The build: rollup for dist/ (and dist/bundler/), then the declarations, the JSX typings and the element
// manifest, then the example React app (examples/react-app/build/, served by `npm start`).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { step } from './run.mjs';

export function build() {
  // A clean dist/: a chunk that a change renamed must not linger and be counted or served.
  rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
  step('build (rollup)', 'rollup', ['-c', '--silent']);
  step('types and custom-elements.json', 'node', ['scripts/types.mjs']);
  step('example React app (examples/react-app)', 'node', ['examples/react-app/build.mjs']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDeps();
  build();
}
