// The pages of the page benchmarks, served by bench/serve.mjs: the realistic page (bench/realistic.html)
// with sq.js, its no-script twin, with an empty module and with React alone, and one page per element
// family for the layout-shift table.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const IMAGES = ['harbour-at-dusk', 'alpine-sunrise', 'misty-pine-forest', 'city-lights', 'desert-dunes', 'northern-lights',
  'stormy-sea', 'coastal-cliffs', 'redwood-dawn', 'spring-hills', 'moonrise-over-the-lake', 'harbour-at-dusk'];
const SCRIPT = '<script type="module" src="/dist/sq.js"></script>';

/**
 * n server-rendered slides as the README writes them (with the picture's width and height); the first
 * image is not lazy (it is the page's largest paint).
 */
const slides = (n) => Array.from({ length: n }, (_, i) => {
  const src = `/demo/images/${IMAGES[i % IMAGES.length]}.svg?slide=${i}`;
  return `<figure data-slide-id="s${i}"><img ${i ? 'loading="lazy" ' : ''}src="${src}" data-src="${src}" `
    + `width="1500" height="1000" data-image-dimensions="1500x1000" alt="Slide ${i + 1}"></figure>`;
}).join('\n    ');

/**
 * n slides of the demo's pictures at their own sizes, in the README's markup, the ratios taken in turn
 * (3:2, 2:3, 1:1…) so that the first viewport already mixes them.
 */
const byRatio = new Map();
for (const image of JSON.parse(readFileSync(new URL('../demo/images/index.json', import.meta.url), 'utf8'))) {
  const ratio = image.width / image.height;
  byRatio.set(ratio, [...(byRatio.get(ratio) ?? []), image]);
}
const DEMO_IMAGES = [...byRatio.values()].flatMap((group, g, groups) => group.map((image, i) => ({ image, order: i * groups.length + g })))
  .sort((a, b) => a.order - b.order).map(({ image }) => image);
const mixedSlides = (n) => Array.from({ length: n }, (_, i) => {
  const { file, width, height, alt } = DEMO_IMAGES[i % DEMO_IMAGES.length];
  const src = `/demo/images/${file}?slide=${i}`;
  return `<figure data-slide-id="m${i}"><img loading="lazy" src="${src}" data-src="${src}" width="${width}" height="${height}" `
    + `data-image-dimensions="${width}x${height}" alt="${alt}"></figure>`;
}).join('\n    ');

const template = readFileSync(new URL('./realistic.html', import.meta.url), 'utf8')
  .replace('<!--slideshow-->', `<sq-gallery design="slideshow" aria-label="Prints">\n    ${slides(12)}\n  </sq-gallery>`);

/**
 * The realistic page; `script: false` is its twin without JavaScript, and `script: 'empty'` the same
 * HTML with the documented script tag loading an empty module (bench/serve.mjs): what any external
 * script costs the page under Lighthouse, before the library does anything (the floor of its ratio).
 */
export const realisticPage = ({ script }) => template.replace('<!--sq.js-->',
  script === 'empty' ? SCRIPT.replace('/dist/sq.js', '/bench/empty.js')
    : script === 'react' ? SCRIPT.replace('/dist/sq.js', '/bench/react-later.js') : script ? SCRIPT : '');

/**
 * React alone: React and ReactDOM 19 from node_modules, production, bundled and minified by esbuild into
 * one module (as the build ships React in one chunk, chunks/react.js, which also holds @r2wc/core and
 * the JSX runtime), rendering one small component with a state hook into a detached root and committing
 * it synchronously, as the bridge's first commit does (react-core/portal-root.tsx). Served as
 * /bench/react-floor.js and imported by /bench/react-later.js after the page's first paint, as sq.js's
 * first scan waits for it (runtime/autoloader.ts, painted()); it sets `window.__reactFloor` to the text
 * it rendered. What rendering with React costs a page before any element of the library: the floor of
 * the TBT and score goals "with React on the page" (issue 14).
 */
export const REACT_FLOOR = buildSync({
  stdin: {
    contents: `import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
function Floor() { const [text] = useState('React alone'); return createElement('p', null, text); }
const container = document.createElement('div');
flushSync(() => createRoot(container).render(createElement(Floor)));
window.__reactFloor = container.textContent;
`,
    resolveDir: fileURLToPath(new URL('..', import.meta.url)),
  },
  bundle: true, format: 'esm', minify: true, write: false, define: { 'process.env.NODE_ENV': '"production"' },
}).outputFiles[0].text;

/**
 * The realistic page with sq.js imported by a module that first imports bench/mark.js (which notes the
 * time) and notes it again on the line after: sq.js's evaluation, its start-up task on a page, measured
 * alone. A script before it counts the storage calls made meanwhile (the first ones wait on the browser's
 * other processes; sq.js leaves them to the page's first read of the session flags, or its idle time).
 * Sets window.__startUp = { ms, calls }.
 */
export const startUpPage = () => template.replace('<!--sq.js-->', `<script>
  window.__calls = 0;
  for (const name of ['getItem', 'setItem', 'removeItem']) {
    const real = Storage.prototype[name];
    Storage.prototype[name] = function (...args) { if (window.__t0 !== undefined) window.__calls += 1; return real.apply(this, args); };
  }
</script>
<script type="module">
  import '/bench/mark.js';
  import '/dist/sq.js';
  window.__startUp = { ms: performance.now() - window.__t0, calls: window.__calls };
  window.__t0 = undefined;
</script>`);

const LOREM = '<p>Text before the element, as a page has it: a heading, a paragraph, a line or two of copy.</p>';
const FAMILIES = {
  'sq-gallery (slideshow)': `<sq-gallery design="slideshow">${slides(6)}</sq-gallery>`,
  'sq-gallery (grid)': `<sq-gallery design="grid">${slides(8)}</sq-gallery>`,
  'sq-gallery (autogrid)': `<sq-gallery design="autogrid">${slides(8)}</sq-gallery>`,
  'sq-gallery (autocolumns)': `<sq-gallery design="autocolumns">${slides(8)}</sq-gallery>`,
  'sq-gallery (autorows)': `<sq-gallery design="autorows">${slides(8)}</sq-gallery>`,
  'sq-gallery (autocolumns, mixed ratios)': `<sq-gallery design="autocolumns">${mixedSlides(12)}</sq-gallery>`,
  'sq-gallery (autorows, mixed ratios)': `<sq-gallery design="autorows">${mixedSlides(12)}</sq-gallery>`,
  'sq-gallery (list)': `<sq-gallery design="list">${slides(4)}</sq-gallery>`,
  'sq-gallery (carousel)': `<sq-gallery design="carousel">${slides(6)}</sq-gallery>`,
  'sq-gallery (slider)': `<sq-gallery design="slider">${slides(6)}</sq-gallery>`,
  'sq-gallery (stacked)': `<sq-gallery>${slides(6)}</sq-gallery>`,
  'sq-form': readFileSync(new URL('./realistic.html', import.meta.url), 'utf8').match(/<sq-form[\s\S]*?<\/sq-form>/)[0],
  'sq-cart-link': '<sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">2</span></a></sq-cart-link>',
  'sq-product-price': '<p>Print <sq-product-price product=\'{"productType":"PHYSICAL","variants":[{"id":"m","price":4500,"salePrice":3900,"onSale":true,"unlimited":true}]}\'><span>$39.00</span></sq-product-price></p>',
  'sq-cookie-banner': '<sq-cookie-banner></sq-cookie-banner>',
  'sq-accordion': '<sq-accordion><div data-sq-item><h3>Shipping</h3><p>Within a week.</p></div><div data-sq-item><h3>Returns</h3><p>Thirty days.</p></div></sq-accordion>',
  'sq-menu': '<sq-menu label="Menu"><section data-sq-item><h3>Lunch</h3><p>Soup — 6</p></section><section data-sq-item><h3>Dinner</h3><p>Grilled fish — 19</p></section></sq-menu>',
  'sq-video': '<sq-video url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch the video</a></sq-video>',
  // As their docs write them (docs/elements/, docs/checkout-and-reviews.md).
  'sq-spinner': '<p>Comments <sq-spinner label="Loading comments"></sq-spinner> come next.</p>',
  'sq-follow-button': '<p><sq-follow-button username="demoshop" script-src=""><a href="https://x.com/demoshop">Follow @demoshop</a></sq-follow-button> and more.</p>',
  'sq-audio': '<sq-audio src="/demo/media/a440.wav" track-title="A440, one second"><a href="/demo/media/a440.wav">A440, one second</a></sq-audio>',
  'sq-marquee': '<sq-marquee><span>Free shipping over $50</span> <a href="/shop">New mugs in the shop</a> <span>Handmade in Lisbon</span></sq-marquee>',
  'sq-pricing-toggle': '<sq-pricing-toggle><div data-sq-option="monthly" data-sq-label="Monthly"><p>$10 a month</p><p><a href="/join?plan=monthly">Join</a></p></div>'
    + '<div data-sq-option="annual" data-sq-label="Annual"><p>$100 a year</p><p><a href="/join?plan=annual">Join</a></p></div></sq-pricing-toggle>',
  'sq-donate-button': '<sq-donate-button donate-page-id="donate-page-1"><p>Thank you for your support.</p></sq-donate-button>',
  'sq-scaled-text': '<div style="font-size: 48px"><sq-scaled-text>The biggest ceramics sale of the year</sq-scaled-text></div>',
  'sq-image-block (circle)': '<sq-image-block shape="circle"><figure><img src="/demo/images/harbour-at-dusk.svg" width="1500" height="1000" alt="Boats at dusk">'
    + '<figcaption>Harbour at dusk</figcaption></figure></sq-image-block>',
  'sq-lightbox': '<sq-lightbox><figure><a href="/demo/images/harbour-at-dusk.svg" data-image-dimensions="1500x1000"><img src="/demo/images/harbour-at-dusk.svg" '
    + 'width="1500" height="1000" style="width:100%;height:auto" alt="Boats at dusk"></a><figcaption>Harbour at dusk</figcaption></figure></sq-lightbox>',
  'sq-tooltip': '<p>Prices include <sq-tooltip text="Goods and services tax, 10%.">GST</sq-tooltip> and shipping.</p>',
  'sq-search-preview': '<sq-search-preview><form action="/search" method="get"><label for="q">Search the shop</label> '
    + '<input id="q" type="search" name="q"> <button type="submit">Search</button></form></sq-search-preview>',
  // The server's list of share links, laid out by sq.css and adopted by the view (docs/members-share-search.md):
  // every network the element knows, as the tests' SHARE_LIST (test/support/in-place.ts).
  'sq-share-buttons': '<sq-share-buttons url="https://example.com/post" title="A post"><ul>'
    + '<li><a data-network="facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fpost" target="_blank" rel="noopener noreferrer">Facebook</a></li>'
    + '<li><a data-network="x" href="https://x.com/intent/post?url=https%3A%2F%2Fexample.com%2Fpost&amp;text=A+post" target="_blank" rel="noopener noreferrer">X</a></li>'
    + '<li><a data-network="linkedin" href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fpost" target="_blank" rel="noopener noreferrer">LinkedIn</a></li>'
    + '<li><a data-network="pinterest" href="https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fpost&amp;description=A+post" target="_blank" rel="noopener noreferrer">Pinterest</a></li>'
    + '<li><a data-network="email" href="mailto:?subject=A%20post&amp;body=https%3A%2F%2Fexample.com%2Fpost">Email</a></li>'
    + '<li><button type="button" data-network="copy">Copy link</button></li></ul></sq-share-buttons>',
  // Without a server list the view renders the buttons, whose room sq.css keeps (two rows at 412 px; same doc).
  'sq-share-buttons (no server list)': '<sq-share-buttons></sq-share-buttons>',
  // Its words change ("May 1, 2024" becomes "about N days ago"): its line reflows (docs/elements/sq-relative-time.md).
  'sq-relative-time': '<p>Posted <sq-relative-time datetime="2024-05-01T12:00:00Z">May 1, 2024</sq-relative-time> by the studio, in a sentence long enough to wrap.</p>',
};
export const CLS_FAMILIES = Object.keys(FAMILIES);

/**
 * What a family's view shifts by itself, without the library: the view's markup written statically on a
 * page without sq.js. Chromium's own <audio controls> moves its timeline once after its first frames
 * (0.0041 at 412 px, whatever its preload), a shift of the browser's player, not of the upgrade.
 */
const BASELINES = {
  'sq-audio': '<figure style="margin:0"><figcaption style="margin:0 0 8px">A440, one second</figcaption>'
    + '<audio controls preload="metadata" src="/demo/media/a440.wav" style="display:block;width:100%;height:54px"></audio></figure>',
};
/** The family's baseline page, or null. */
export const clsBaselinePage = (family) => (BASELINES[family] ? clsPage(family, BASELINES[family]) : null);

/** A 412x823 page: the element in the first viewport between text, so a shift of what follows counts. */
export const clsPage = (family, markup = null) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${family}</title>
<link rel="stylesheet" href="/dist/styles/sq.css" data-sq-styles>
<style>body { margin: 0 16px; font: 16px/1.5 system-ui, sans-serif; } sq-gallery img { width: 100%; height: auto; aspect-ratio: 3 / 2; display: block; }</style>
</head><body>
<script type="application/json" id="sq-context">{ "website": { "id": "" }, "cookieSettings": { "isCookieBannerEnabled": true } }</script>
${markup === null ? SCRIPT : ''}
${LOREM}
${markup ?? FAMILIES[family]}
${LOREM.repeat(6)}
</body></html>`;
