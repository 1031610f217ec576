// Enhance in place for <sq-gallery> under the owner's settings that sq.css reads with a typed attr(), which only
// Chromium has (docs/elements/sq-gallery.md): numbers, the strip's size and margin, and padding. Elsewhere the
// loading layout keeps the defaults until the view comes (documented), so these cases are made in Chromium only.
import { expect } from '@open-wc/testing';
import { stayPainted, TYPED_ATTR } from './support/in-place-gallery.ts';

const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

describe("upgrading in place: <sq-gallery> under the owner's settings read with a typed attr()", function () {
  // Each case loads a whole page from dist/ in a frame (the runtime, React, the gallery's chunks).
  this.timeout(30000);
  it('typed attr() is known where it should be: Chromium has it (else the cases below would not be made)', () => {
    expect(TYPED_ATTR).to.equal(/Chrome\//.test(navigator.userAgent));
  });
  if (!TYPED_ATTR) return;
  describe('the slides stay painted', () => {
    stayPainted([
      ['slider-v-size', 'design="slider" v-size="20"', '.sq-gallery__strip', 6],
      ['slider-strip-height', 'design="slider" thumbnail-strip-height="60" v-size="20"', '.sq-gallery__strip', 6],
      ['slider-margin-per-row', 'design="slider" thumbnail-strip-margin="8" thumbnails-per-row="4"', '.sq-gallery__strip', 6],
      ['slideshow-v-size', 'design="slideshow" thumbnails v-size="20"', '.sq-gallery__strip', 6],
      ['slideshow-strip-height', 'design="slideshow" thumbnails thumbnail-strip-height="70"', '.sq-gallery__strip', 6],
      // padding around every design but the grid's, inside which the view lays out.
      ['stacked-padding', 'padding="20"', '.sq-gallery__stage', 6],
      ['slideshow-padding', 'design="slideshow" thumbnails padding="20"', '.sq-gallery__strip', 6],
      ['slider-padding', 'design="slider" autoplay padding="10"', '.sq-gallery__strip:has(~ .sq-gallery__controls .sq-gallery__pause)', 6],
      // Right under a heading without a margin, where the gallery's own margin would not merge with the heading's.
      ['slider-padding-no-margin-above', 'design="slider" padding="10"', '.sq-gallery__strip', 6, { head: '<style>h1 { margin: 0; }</style>' }],
      ['carousel-padding', 'design="carousel" padding="12"', '.sq-gallery__carousel', 6],
      ['list-padding', 'design="list" padding="16"', '.sq-gallery__grid--list', 3],
      ['autogrid-padding-800', 'design="autogrid" padding="40"', '.sq-gallery__grid--autogrid', 3, { width: 800 }],
      ['autocolumns-padding-800', 'design="autocolumns" padding="20"', '.sq-gallery__columns', 8, { sized: true, width: 800 }],
      ['autorows-padding', 'design="autorows" padding="10"', '.sq-gallery__rows', 5, { sized: true }],
      ['grid-number', 'design="grid" aspect-ratio="1.25"', '.sq-gallery__grid', 6],
      ['grid-padding', 'design="grid" padding="8" slides-per-row="10"', '.sq-gallery__grid', 6],
      ['carousel-gutter', 'design="carousel" gutter="12"', '.sq-gallery__carousel', 6],
    ], frames);
  });
});
