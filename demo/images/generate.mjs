// @ts-check
// Writes the generated demo photographs, the video poster and index.json next to this file.
// Deterministic: each picture is seeded from its file name, so a rerun rewrites identical bytes.
// Run with `node demo/images/generate.mjs`; it has no dependencies beyond Node.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScene, hashSeed, toSvg } from './draw.mjs';
import { PHOTOS, POSTER } from './scenes.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
// A soft budget so the demo stays light; the generator warns rather than fails when a scene grows past it.
const MAX_BYTES = 6 * 1024;

/** @param {import('./scenes.mjs').Photo} photo */
function render(photo) {
  const scene = createScene(photo.width, photo.height, hashSeed(photo.file));
  photo.draw(scene);
  const svg = toSvg(scene);
  writeFileSync(join(HERE, photo.file), svg);
  const bytes = Buffer.byteLength(svg);
  const flag = bytes > MAX_BYTES ? '  (over the 6 KB budget)' : '';
  console.log(`${photo.file.padEnd(28)} ${`${photo.width}x${photo.height}`.padEnd(10)} ${String(bytes).padStart(5)} B${flag}`);
}

for (const photo of [...PHOTOS, POSTER]) render(photo);

// The gallery list: only the photographs; the poster is referenced by name from the video demo.
const index = PHOTOS.map(({ file, width, height, title, alt }) => ({ file, width, height, title, alt }));
writeFileSync(join(HERE, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`index.json: ${index.length} photographs`);
