// What <sq-gallery> asks the network for before the visitor scrolls or moves it: lazyLoad (visitor §3,
// on by default; lazy-load="false" loads every image at once) and the thumbnail strip's preloadCount 1
// (§9 "Strip": the thumbnails in view and one beyond each edge now, the rest as the strip nears them).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { IMAGES, q, qa, settle } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

let run = 0;

/**
 * `count` slides whose image urls carry a token of their own, so each request can be told apart. Each
 * image is 900 px high until the gallery lays it out, so the page before the upgrade puts the later
 * ones far below the viewport too (past any engine's own lazy-loading distance).
 */
function markup(count: number, token: string, src = true): string {
  return Array.from({ length: count }, (_, i) => {
    const image = IMAGES[i % IMAGES.length]!;
    const url = `/demo/images/${image.file}?t=${token}-${i}`;
    return `<figure data-slide-id="s${i}"><img loading="lazy" ${src ? `src="${url}"` : ''} data-src="${url}" alt="Picture ${i + 1}"
      width="600" height="900" data-image-dimensions="${image.width}x${image.height}"></figure>`;
  }).join('');
}

async function galleryOf(attributes: string, count: number, src = true) {
  const token = `r${++run}${Date.now()}`;
  const wrapper = await fixture<HTMLDivElement>(
    `<div style="width:600px"><sq-gallery ${attributes}>${markup(count, token, src)}</sq-gallery></div>`,
  );
  await settle();
  const el = wrapper.querySelector('sq-gallery')!;
  /** The slides whose image has been fetched (a finished request, whatever its size). */
  const requested = () => {
    const found = new Set<number>();
    for (const entry of performance.getEntriesByType('resource')) {
      const match = new RegExp(`t=${token}-(\\d+)`).exec(entry.name);
      if (match) found.add(Number(match[1]));
    }
    return [...found].sort((a, b) => a - b);
  };
  return { el, requested };
}

const all = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('<sq-gallery> image loading', () => {
  before(() => performance.setResourceTimingBufferSize(5000));
  beforeEach(() => window.scrollTo(0, 0));

  describe('lazyLoad (on by default; lazy-load="false" loads every image at once)', () => {
    // One slide per row, 600 px wide at 3:2: 400 px each, the last of 14 about 5200 px down the page.
    const column = 'design="grid" slides-per-row="1" padding="0"';

    it('by default a long grid fetches the images near the viewport, not the last ones', async () => {
      const { requested } = await galleryOf(column, 14);
      await waitUntil(() => requested().includes(0), 'the first image fetched', { timeout: 5000 });
      expect(requested()).to.not.include.members([11, 12, 13]);
    });

    it('lazy-load="false": every image of the grid is fetched before the visitor scrolls', async () => {
      const { requested } = await galleryOf(`${column} lazy-load="false"`, 14);
      await waitUntil(() => requested().length === 14, 'all fetched', { timeout: 5000 });
      expect(requested()).to.deep.equal(all(14));
    });

    it('block data "lazyLoad": false does the same for a slideshow, whose far slides otherwise wait', async () => {
      const lazy = await galleryOf('design="slideshow"', 14);
      await waitUntil(() => lazy.requested().includes(1), 'the next slide fetched', { timeout: 5000 });
      expect(lazy.requested()).to.not.include.members([6, 7, 8]);
      const eager = await galleryOf(`design="slideshow" block-json='{"lazyLoad":false}'`, 14);
      await waitUntil(() => eager.requested().length === 14, 'all fetched', { timeout: 5000 });
    });
  });

  describe('the thumbnail strip preloads 1 beyond each edge (§9 "Strip": preloadCount 1)', () => {
    // 600 px wide, 3 thumbnails across: 0-2 in view, 3 just past the right edge.
    const thumbs = (el: Element) => qa(el, '.sq-gallery__thumb img') as HTMLImageElement[];
    const withSrc = (el: Element) => thumbs(el).flatMap((img, i) => (img.hasAttribute('src') ? [i] : []));

    it('a slideshow\'s strip fetches thumbnails 0-3 before it moves, not 4-7; moving on brings the next ones', async () => {
      const { el } = await galleryOf('design="slideshow" thumbnails thumbnails-per-row="3"', 8);
      await waitUntil(() => [0, 1, 2, 3].every((i) => withSrc(el).includes(i)), 'the thumbnails in view and one beyond', { timeout: 5000 });
      expect(withSrc(el)).to.deep.equal([0, 1, 2, 3]);
      el.setAttribute('current-index', '5');
      await whenRendered();
      await waitUntil(() => [4, 5, 6, 7].every((i) => withSrc(el).includes(i)), 'the thumbnails around slide 6', { timeout: 5000 });
      // The strip moved left to keep the active thumbnail in its view.
      const strip = q(el, '.sq-gallery__strip').getBoundingClientRect();
      await waitUntil(() => {
        const active = q(el, '.sq-gallery__thumb--active').getBoundingClientRect();
        return active.left >= strip.left - 0.5 && active.right <= strip.right + 0.5;
      }, 'the active thumbnail in view');
    });

    it('a slider turns the browser\'s lazy loading off for thumbnails 0-3 only (its own server images)', async () => {
      const { el, requested } = await galleryOf('design="slider" thumbnails-per-row="3"', 8);
      await waitUntil(() => [0, 1, 2, 3].every((i) => requested().includes(i)), 'fetched', { timeout: 5000 });
      expect(thumbs(el).map((img) => img.loading)).to.deep.equal(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    });
  });
});
