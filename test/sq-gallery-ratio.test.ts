// <sq-gallery>'s image aspect ratio (visitor §3 "Gallery block data": imageAspectRatio 'Auto' or a ratio;
// docs/elements/sq-gallery.md `aspect-ratio`, `square-thumbs`): what the visitor sees, each slide's picture
// measured. The server's markup laid out the same way before the upgrade: test/upgrade-in-place-gallery-settings.test.ts.
import { expect } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { captureLogs } from './support/logs.ts';
import { gallery, IMAGES, q, qa } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

/** Each slide's picture, width over height, as shown (two decimals). */
const shown = (el: HTMLElement, selector: string) => qa(el, selector).map((node) => {
  const box = node.getBoundingClientRect();
  return Math.round((box.width / box.height) * 100) / 100;
});
const own = (count: number) => IMAGES.slice(0, count).map(({ width, height }) => Math.round((width / height) * 100) / 100);
const every = (count: number, ratio: number) => Array.from({ length: count }, () => ratio);
// grid, autogrid and list: each cell's frame; carousel: each slide's picture; stacked: the stage.
const CELLS = '.sq-gallery__grid .sq-gallery__frame';
const CAROUSEL = '.sq-gallery__carousel .sq-gallery__img';

describe('<sq-gallery> aspect ratio', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  const cases: [string, string, string, number[]][] = [
    ['grid, by default 3:2', 'design="grid"', CELLS, every(6, 1.5)],
    ["grid, 'Auto': each picture's own", 'design="grid" aspect-ratio="Auto"', CELLS, own(6)],
    ['grid, 16:9', 'design="grid" aspect-ratio="16:9"', CELLS, every(6, 1.78)],
    ["grid, square-thumbs over 'Auto'", 'design="grid" aspect-ratio="auto" square-thumbs', CELLS, every(6, 1)],
    ['autogrid, by default square', 'design="autogrid"', CELLS, every(6, 1)],
    ["autogrid, 'Auto'", 'design="autogrid" aspect-ratio="Auto"', CELLS, own(6)],
    ['autogrid, a number (1.25)', 'design="autogrid" aspect-ratio="1.25"', CELLS, every(6, 1.25)],
    ['carousel, by default square', 'design="carousel"', CAROUSEL, every(6, 1)],
    ["carousel, 'Auto'", 'design="carousel" aspect-ratio="Auto"', CAROUSEL, own(6)],
    ['carousel, 4/3', 'design="carousel" aspect-ratio="4/3"', CAROUSEL, every(6, 1.33)],
    ['list, by default its own', 'design="list"', CELLS, own(6)],
    ['list, 1:1', 'design="list" aspect-ratio="1:1"', CELLS, every(6, 1)],
    // From the fourth slide, a portrait (2:3), which the stage's own 3:2 before the view's ratio is not.
    ['stacked, by default the picture\'s own', 'current-index="3"', '.sq-gallery__stage', [0.67]],
    ['stacked, 16:9', 'aspect-ratio="16:9"', '.sq-gallery__stage', [1.78]],
  ];
  for (const [name, attributes, selector, expected] of cases) {
    it(`${name}`, async () => {
      const el = await gallery(`label="Gallery" ${attributes}`, 6);
      expect(shown(el, selector)).to.deep.equal(expected);
      expect(logs.messages()).to.deep.equal([]);
    });
  }

  it("the block data's imageAspectRatio ('Auto' or a ratio); the attribute wins over it", async () => {
    const auto = await gallery(`label="A" block-json='{"design":"grid","imageAspectRatio":"Auto"}'`, 6);
    expect(shown(auto, CELLS)).to.deep.equal(own(6));
    const both = await gallery(`label="B" aspect-ratio="1:1" block-json='{"design":"grid","imageAspectRatio":"Auto"}'`, 6);
    expect(shown(both, CELLS)).to.deep.equal(every(6, 1));
    await expect(auto).to.be.accessible();
  });

  it("an unreadable ratio logs the parser's message and keeps the design's default", async () => {
    const el = await gallery('label="Gallery" design="grid" aspect-ratio="wide"', 4);
    expect(logs.messages()).to.include(`Expected 'Auto' or a ratio for the gallery aspect ratio but "wide" found.`);
    expect(shown(el, CELLS)).to.deep.equal(every(4, 1.5));
  });

  it("'Auto' in a carousel: the slides keep their captions and controls, and it stays accessible", async () => {
    const el = await gallery('label="Gallery" design="carousel" aspect-ratio="Auto" lightbox', 6);
    expect(qa(el, '.sq-gallery__carousel figcaption')).to.have.length(6);
    expect(q(el, '.sq-gallery__next')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});
