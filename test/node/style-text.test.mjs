// The views' style constants as the build rewrites them (scripts/style-text.mjs): the text between
// substitutions minified, each `${…}` kept as written, in every source file that has one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLE_CONSTANT, minifyTemplateBody, templateEnd } from '../../scripts/style-text.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sources = ['runtime', 'react-core', 'elements'].flatMap((dir) => readdirSync(join(root, dir), { recursive: true })
  .filter((name) => /\.tsx?$/.test(name)).map((name) => join(root, dir, name)));
const SUBSTITUTION = /\$\{[^}]*\}/g;

test('a substitution stays as written, its braces included; the text around it loses comments and spaces', () => {
  const body = '\n/* why */\n.a {\n  margin: ${f({ x: 1 })}px 0;\n  content: "\\\\2212";\n}\n.b { width: ${W}px; }\n';
  assert.equal(minifyTemplateBody(body), '.a{margin: ${f({ x: 1 })}px 0;content: "\\\\2212";}.b{width: ${W}px;}');
  const code = `const A_STYLES = \`${body}\`; const B = 1;`;
  const start = code.indexOf('`') + 1;
  assert.equal(code.slice(start, templateEnd(code, start)), body);
});

test('every style constant in the sources ends, and keeps its substitutions in order', () => {
  let constants = 0;
  for (const file of sources) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STYLE_CONSTANT)) {
      const start = match.index + match[0].length;
      const end = templateEnd(code, start);
      assert.ok(end > start, `${file}: ${match[0]}`);
      const body = code.slice(start, end);
      const small = minifyTemplateBody(body);
      assert.deepEqual(small.match(SUBSTITUTION) ?? [], body.match(SUBSTITUTION) ?? [], file);
      assert.doesNotMatch(small, /\/\*|\n/, file);
      constants++;
    }
  }
  // Every constant named for styles, a bare STYLES too (runtime/site/page-labels.ts).
  const named = sources.reduce((sum, file) => sum + (readFileSync(file, 'utf8').match(/\bconst\s+\w*STYLES\w*\s*=\s*`/g) ?? []).length, 0);
  assert.equal(constants, named);
  assert.ok(constants >= 38, `${constants} style constants found`);
});
