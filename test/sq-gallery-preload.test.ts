import { expect, waitUntil } from '@open-wc/testing';

// A gallery whose element module is imported on its own (no sq.js autoloader, so none of its preload
// links) asks for its design's chunks and the image loader's at once (react-core/gallery/preload.ts):
// no chunk waits for another to be parsed before it is requested. Reads the built files.

// test/fixtures/gallery-own-page.html imports dist/elements/sq-gallery.js and defines <own-gallery>.
const PAGE = '/test/fixtures/gallery-own-page.html';

const slide = (i: number) => `<figure data-slide-id="s${i}"><img loading="lazy" src="/demo/images/city-lights.svg?own=${i}"
  data-src="/demo/images/city-lights.svg?own=${i}" alt="Slide ${i}" data-image-dimensions="1500x1000"></figure>`;

const jsRequested = (frame: HTMLIFrameElement) => new Set(frame.contentWindow!.performance.getEntriesByType('resource')
  .map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/dist/') && p.endsWith('.js')));

describe('<sq-gallery> imported on its own', () => {
  it('preloads its design\'s chunks and the image loader\'s with the design, not one level at a time', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 600px';
    frame.src = PAGE;
    document.body.append(frame);
    await waitUntil(() => (frame.contentWindow as (Window & { galleryDefined?: boolean }) | null)?.galleryDefined, 'element defined', { timeout: 10000 });
    const doc = frame.contentDocument!;
    const before = jsRequested(frame);
    doc.body.insertAdjacentHTML('beforeend', `<own-gallery design="grid">${slide(0)}${slide(1)}</own-gallery>`);
    await waitUntil(() => doc.querySelectorAll('.sq-gallery__item').length === 2, 'the grid rendered', { timeout: 10000 });
    const links = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (l) => new URL(l.href).pathname));
    expect([...links]).to.include.members(['/dist/chunks/grid.js', '/dist/chunks/slide-parts.js', '/dist/chunks/image-loader.js']);
    const after = [...jsRequested(frame)].filter((p) => !before.has(p));
    expect(after.filter((p) => !links.has(p)), 'requested without a preload link').to.deep.equal([]);
    frame.remove();
  });
});
