// `npm run screenshots` (scripts/screenshots.mjs, issue 19), its comparison run for real on two elements
// in Chromium against the demo server the script starts. The committed pictures (docs/screenshots/) are
// not the reference here: another machine's fonts or Chromium draw text a few pixels differently, and
// `npm run screenshots` is the check against them (docs/decisions.md). What is checked here holds on any
// machine: two runs of the script draw the same pictures (deterministic), and a picture that differs by
// more than the threshold fails the script with each element's difference and the threshold printed.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'sq-screenshots-'));
const TAGS = ['sq-cart-link', 'sq-product-price'];
after(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args) => spawnSync(process.execPath, ['scripts/screenshots.mjs', `--dir=${dir}`, ...args, ...TAGS],
  { cwd: root, encoding: 'utf8', timeout: 180_000 });

test('screenshots: the same pictures twice; a picture differing beyond the threshold fails with the numbers', { timeout: 400_000 }, () => {
  const written = run('--update');
  assert.equal(written.status, 0, written.stdout + written.stderr);
  for (const tag of TAGS) {
    const png = PNG.sync.read(readFileSync(join(dir, `${tag}.png`)));
    assert.ok(png.width > 20 && png.height > 20, `${tag}: an element-sized picture (${png.width}x${png.height})`);
  }

  const again = run();
  assert.equal(again.status, 0, again.stdout + again.stderr);
  const shown = (out, tag) => Number(new RegExp(`^${tag}: ([\\d.]+)% of pixels differ`, 'm').exec(out)?.[1] ?? NaN);
  for (const tag of TAGS) assert.ok(shown(again.stdout, tag) <= 1, `${tag} drawn the same: ${again.stdout}`);
  assert.match(again.stdout, /^threshold: 1\.00% of pixels, each differing by more than 0\.1 per channel/m);

  // One picture painted over by half: the script names it, prints its difference and fails.
  const file = join(dir, `${TAGS[0]}.png`);
  const png = PNG.sync.read(readFileSync(file));
  for (let i = 0; i < png.data.length / 2; i += 4) png.data.set([255, 0, 255, 255], i);
  writeFileSync(file, PNG.sync.write(png));
  const changed = run();
  assert.equal(changed.status, 1, changed.stdout + changed.stderr);
  assert.ok(shown(changed.stdout, TAGS[0]) > 40, changed.stdout);
  assert.ok(shown(changed.stdout, TAGS[1]) <= 1, changed.stdout);
  assert.match(changed.stdout, /^threshold: 1\.00% of pixels/m);
  assert.match(changed.stdout, new RegExp(`1 element\\(s\\) render differently from .*: ${TAGS[0]}$`, 'm'));
});
