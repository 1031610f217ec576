// The build: rollup for dist/, then the declarations, the JSX typings and the element manifest.
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { step } from './run.mjs';

export function build() {
  step('build (rollup)', 'rollup', ['-c', '--silent']);
  step('types and custom-elements.json', 'node', ['scripts/types.mjs']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDeps();
  build();
}
