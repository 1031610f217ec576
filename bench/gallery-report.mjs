// `npm run bench`'s grid gallery table: the 500-slide gallery against the plain lazy grid (bench/gallery.js),
// medians and each run's figures.
import { median } from './median.mjs';

export function printGallery(gallery, { n, runs }) {
  const g = (impl, key) => median(gallery[impl].map((r) => r[key]));
  const kept = gallery.sq.filter((r) => r.kept).length;
  console.log(`\nGrid gallery of ${n} slides, viewport 1280x800, median of ${runs} runs`);
  console.log(`${''.padEnd(30)}${'first paint'.padStart(14)}${'view ready'.padStart(14)}${'images requested'.padStart(20)}${'by the loader'.padStart(16)}`);
  console.log(`${'plain grid, loading=lazy'.padEnd(30)}${`${g('native', 'firstPaint').toFixed(1)} ms`.padStart(14)}${'-'.padStart(14)}${String(g('native', 'images')).padStart(20)}${'-'.padStart(16)}`);
  console.log(`${'<sq-gallery design="grid">'.padEnd(30)}${`${g('sq', 'firstPaint').toFixed(1)} ms`.padStart(14)}${`${g('sq', 'ms').toFixed(1)} ms`.padStart(14)}${String(g('sq', 'images')).padStart(20)}${String(g('sq', 'sized')).padStart(16)}`);
  // The first paint shows the server's slides laid out as the grid (sq.css); the view then adopts the same
  // <img> elements in the same places. Checked in every run for the first viewport's pictures.
  console.log(`ratio sq / plain, first paint  ${(g('sq', 'firstPaint') / g('native', 'firstPaint')).toFixed(2).padStart(7)}x  (first viewport's pictures painted where the view keeps them: ${kept} of ${gallery.sq.length} runs)`);
  console.log(`ratio sq / plain, view ready   ${(g('sq', 'ms') / g('native', 'firstPaint')).toFixed(2).padStart(7)}x  (the design rendered: lightbox and keyboard live)`);
  // The plain grid's first paint comes either before its first pictures arrive or after the main thread
  // has taken them all in (Chromium builds a document for each SVG picture there), which the gallery's
  // view paint waits for too: the runs show which (docs/decisions.md, "The grid's view-ready ratio").
  const each = (impl, key) => gallery[impl].map((r) => r[key].toFixed(0)).join(' ');
  console.log(`  runs (ms): plain first paint ${each('native', 'firstPaint')}; gallery view ready ${each('sq', 'ms')}; committed ${each('sq', 'committed')}`);
  // Where the view's time goes: it commits, then the frame that paints it waits behind the slides' images
  // arriving meanwhile (each SVG document is parsed on the main thread).
  console.log(`pictures of the first viewport painted: plain ${g('native', 'pictures').toFixed(1)} ms, gallery ${g('sq', 'pictures').toFixed(1)} ms, ratio ${(g('sq', 'pictures') / g('native', 'pictures')).toFixed(2)}x`);
  console.log(`gallery view committed at   ${`${g('sq', 'committed').toFixed(1)} ms`.padStart(9)}; painted ${(g('sq', 'ms') - g('sq', 'committed')).toFixed(1)} ms after`);
}
