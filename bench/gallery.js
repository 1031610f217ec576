// One measurement per page load: ?impl=sq|native&n=500. The same n server-rendered slides (images
// with loading="lazy", as the README's markup has them) go into the page either inside a grid
// <sq-gallery> or as a plain CSS grid relying on the browser's own lazy loading. The clock covers
// inserting the markup until the first paint (where both show every slide: the gallery's server markup
// is laid out as the grid by sq.css), for the gallery also until the paint after its design chunk has
// arrived and its view has committed every cell ("view ready"), and for both the paint with the first
// viewport's pictures in it; the runner counts the image requests.
const params = new URLSearchParams(location.search);
const impl = params.get('impl');
const n = Number(params.get('n') ?? 500);
const files = ['harbour-at-dusk', 'alpine-sunrise', 'misty-pine-forest', 'city-lights', 'desert-dunes', 'northern-lights', 'stormy-sea'];

// Each slide has its own url, so every image the page asks for is one request the runner can count.
const slide = (i) => {
  const src = `/demo/images/${files[i % files.length]}.svg?slide=${i}`;
  const img = `<img src="${src}" loading="lazy" data-src="${src}" data-image-dimensions="1500x1000" alt="Slide ${i + 1}">`;
  return impl === 'sq' ? `<figure data-slide-id="s${i}">${img}</figure>` : `<li>${img}</li>`;
};
const markup = Array.from({ length: n }, (_, i) => slide(i)).join('');

// The gallery's page has sq.css, as every page of the library has (sq.js links it when the template did
// not): it lays out the server markup as the grid until the view commits. No sq.js runs here: the tag
// is defined by hand, with the element's chunk loaded before the clock starts.
const tag = 'sq-gallery';
if (impl === 'sq') {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/dist/styles/sq.css' });
  await new Promise((resolve, reject) => { link.onload = resolve; link.onerror = reject; document.head.append(link); });
  customElements.define(tag, (await import('../dist/elements/sq-gallery.js')).SqGalleryElement);
}

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
}));
await afterPaint();

const start = performance.now(); performance.mark('benchstart');
document.getElementById('stage').innerHTML = impl === 'sq'
  ? `<${tag} design="grid">${markup}</${tag}>`
  : `<ul class="native">${markup}</ul>`;
// The first paint after the markup went in: the plain grid's clock stops here. The gallery's server
// markup is painted in this frame too, laid out by sq.css's loading layout for the grid; where each
// picture of the first viewport is then is compared below with where the view puts it.
const inView = (img) => { const r = img.getBoundingClientRect(); return r.width > 0 && r.bottom > 0 && r.top < innerHeight; };
const place = (img) => { const r = img.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
await afterPaint();
const firstPaint = performance.now() - start;
const serverPlaces = new Map([...document.images].filter(inView).map((img) => [img, place(img)]));
// The gallery's design is a chunk of its own: its clock runs on until the design has rendered every slide.
const shown = () => document.querySelectorAll('.sq-gallery__item').length === n;
// For the gallery, also when its view has committed every cell (the DOM is there; the paint may wait).
let committed = null;
if (impl === 'sq') {
  await new Promise((resolve) => {
    if (shown()) { resolve(); return; }
    const observer = new MutationObserver(() => { if (shown()) { observer.disconnect(); resolve(); } });
    observer.observe(document.getElementById('stage'), { childList: true, subtree: true });
  });
  committed = performance.now() - start;
}
if (impl === 'sq') await afterPaint();
const ms = impl === 'sq' ? performance.now() - start : firstPaint; performance.mark('benchend');
// Did the first paint already show the slides where the view shows them? The same <img> elements (the
// view adopts them), at the same place and size, for every picture of the first viewport.
const kept = impl !== 'sq' ? null : serverPlaces.size > 0
  && [...serverPlaces].every(([img, was]) => img.isConnected && img.closest('.sq-gallery__item') !== null && place(img) === was);
const rendered = impl === 'sq' ? document.querySelectorAll('.sq-gallery__item').length : document.querySelectorAll('.native li').length;

// What the visitor waits for: the first viewport's pictures. The plain grid's first paint shows empty
// boxes, its images arriving after it; the gallery's paint comes when the browser has taken in the images
// arriving meanwhile. So also: the first paint after every image in the viewport has loaded, for both
// (the same <img> elements for the gallery, which adopts them); null if that takes over 10 s.
let pictures = null;
for (const deadline = start + 10000; performance.now() < deadline;) {
  const images = [...document.images].filter(inView);
  if (images.length > 0 && images.every((img) => img.complete)) {
    await afterPaint();
    pictures = performance.now() - start;
    break;
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
window.__bench = { ms, firstPaint, kept, inView: serverPlaces.size, rendered, committed, pictures };
