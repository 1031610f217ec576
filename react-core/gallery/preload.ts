// The chunks a gallery's first render needs, asked for all at once. sq.js's autoloader already does
// this (ELEMENT_PRELOADS, written by the build) when it loads the element; a gallery whose element
// module was imported on its own (a bundler user, or a tag defined by hand) would otherwise fetch its
// design's chunk, parse it, and only then ask for the chunks it imports (the slide parts), a second
// round trip queued behind the slides' own images. Links the autoloader added are not repeated.
import { AT_HOME } from '../../runtime/autoloader.ts';
import { ELEMENT_PRELOADS } from '../../runtime/registry.ts';

const TAG = 'sq-gallery';
const asked = new Set<string>();

/** Preloads the chunks of `design`'s view, then the image loader's (no-op outside the build). */
export function preloadGalleryChunks(doc: Document, design: string): void {
  const names = [`${TAG}/${design || 'null'}`, TAG].flatMap((key) => ELEMENT_PRELOADS[key]?.split(',') ?? []);
  // A bundler's copy has no chunks/ folder (AT_HOME): its bundler loads what the design needs.
  if (names.length === 0 || !AT_HOME) return;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')) asked.add(link.href);
  for (const name of names) {
    // This code runs from dist/elements/ or dist/chunks/: either way the chunks are in ../chunks/.
    const href = new URL(`../chunks/${name}.js`, import.meta.url).href;
    if (asked.has(href)) continue;
    asked.add(href);
    doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
  }
}
