// Enhance in place for <sq-gallery> under the owner's settings (docs/elements/sq-gallery.md; the designs at their
// defaults: test/upgrade-in-place-gallery.test.ts): sq.css lays the server's slides out at the owner's ratio,
// slides per row and caption position, as the view will show them, so nothing moves at the upgrade. The
// settings CSS reads only with a typed attr() (Chromium): test/upgrade-in-place-gallery-typed.test.ts.
import { expect } from '@open-wc/testing';
import { slidesMarkup } from './support/gallery.ts';
import { upgradeFrame } from './support/in-place.ts';
import { stayPainted } from './support/in-place-gallery.ts';

const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

describe("upgrading in place: <sq-gallery> under the owner's settings", function () {
  // Each case loads a whole page from dist/ in a frame (the runtime, React, the gallery's chunks).
  this.timeout(30000);
  describe('the slides stay painted', () => {
    stayPainted([
      // The owner's ratio (aspect-ratio, square-thumbs) as the view crops to it; 'Auto' is each picture's own, from
      // its width and height attributes (docs/elements/sq-gallery.md).
      ['grid-auto', 'design="grid" aspect-ratio="Auto"', '.sq-gallery__grid', 6, { sized: true }],
      ['grid-16-9', 'design="grid" aspect-ratio="16:9"', '.sq-gallery__grid', 6],
      ['grid-square-thumbs', 'design="grid" aspect-ratio="auto" square-thumbs', '.sq-gallery__grid', 6, { sized: true }],
      ['autogrid-auto', 'design="autogrid" aspect-ratio="Auto"', '.sq-gallery__grid--autogrid', 3, { sized: true }],
      ['carousel-auto', 'design="carousel" aspect-ratio="Auto"', '.sq-gallery__carousel', 6, { sized: true }],
      ['carousel-4-3', 'design="carousel" aspect-ratio="4/3"', '.sq-gallery__carousel', 6],
      ['list-1-1', 'design="list" aspect-ratio="1:1"', '.sq-gallery__grid--list', 3],
      ['stacked-16-9', 'aspect-ratio="16:9"', '.sq-gallery__stage', 6],
      ['stacked-1-1-crop', 'aspect-ratio="1:1" auto-crop', '.sq-gallery__stage', 6],
      // square-thumbs is the grid family's and the carousel's: a stacked stage keeps the owner's ratio.
      ['stacked-16-9-square-thumbs', 'aspect-ratio="16:9" square-thumbs', '.sq-gallery__stage', 6],
      // One slide: no controls, and no room kept for them; a carousel whose slides fit one group has none either.
      ['stacked-one', 'loop', '.sq-gallery__stage', 1],
      ['carousel-three', 'design="carousel"', '.sq-gallery__carousel', 3, { width: 800 }],
      ['carousel-4-of-4-800', 'design="carousel" slides-per-row="4"', '.sq-gallery__carousel', 4, { width: 800 }],
      // Under 480 px the three default slides make two groups of two: the controls come back.
      ['carousel-three-narrow', 'design="carousel"', '.sq-gallery__carousel', 3],
      // slides-per-row (1 to 8 in every engine); the carousel's at most 3 under 724 px and 2 under 480 px.
      ['grid-2-per-row', 'design="grid" slides-per-row="2"', '.sq-gallery__grid', 6],
      ['carousel-1-per-row', 'design="carousel" slides-per-row="1"', '.sq-gallery__carousel', 6],
      ['carousel-2-per-row-600', 'design="carousel" slides-per-row="2"', '.sq-gallery__carousel', 6, { width: 600 }],
      ['carousel-5-per-row-600', 'design="carousel" slides-per-row="5"', '.sq-gallery__carousel', 6, { width: 600 }],
      ['carousel-4-per-row-800', 'design="carousel" slides-per-row="4"', '.sq-gallery__carousel', 6, { width: 800 }],
      // The slider's thumbnails across the strip (1 to 8 in every engine).
      ['slider-3-per-row', 'design="slider" thumbnails-per-row="3"', '.sq-gallery__strip', 6],
    ], frames);
  });

  for (const position of ['bottom', 'top', 'top-left', 'bottom-right', 'center']) {
    it(`stacked, meta-position="${position}": the caption is where the view puts it before the upgrade`, async () => {
      const page = await upgradeFrame(`<sq-gallery label="Gallery" meta-position="${position}">${slidesMarkup(3, { sized: true })}</sq-gallery>`);
      frames.push(page.frame);
      const box = (element: Element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return [left, top, width, height].map(Math.round);
      };
      const before = box(page.doc.querySelector('sq-gallery figcaption')!);
      await page.upgrade('sq-gallery', '.sq-gallery__stage');
      const after = box(page.doc.querySelector('.sq-gallery__slide--active .sq-gallery__overlay')!);
      expect(after).to.deep.equal(before);
    });
  }
});
