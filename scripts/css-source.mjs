// runtime/styles/sq.css as one text: each `@import url("./part.css");` replaced by that file, read from
// beside the file that names it. The build ships this (rollup.config.mjs) and the manifest reads its
// tokens from it; test/support/sq-css.ts does the same in the browser, and test/styles.test.ts checks
// that the shipped file and the browser's reading have the same rules.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const CSS_IMPORT = /@import\s+url\("([^"]+)"\)\s*;/g;

export function readStylesheet(file) {
  return readFileSync(file, 'utf8').replace(CSS_IMPORT, (_, part) => readStylesheet(join(dirname(file), part)));
}
