import { expect } from '@open-wc/testing';
import {
  autoColumnsCount, carouselControlsHidden, carouselPageOf, carouselPages, carouselSlidesPerRow,
  metaOverlayHeight, stripAhead, stripOffset,
} from '../react-core/gallery/model/layout.ts';

describe('carousel (visitor §4 "Carousel", §9: 3 per row)', () => {
  describe('slides per row drop to 2 under 480 px if over 1, and to 3 under 724 px if over 2', () => {
    it('keeps the configured count at 724 px', () => {
      expect(carouselSlidesPerRow(5, 724)).to.equal(5);
    });

    it('drops 5 to 3 at 723 px and at 480 px', () => {
      expect(carouselSlidesPerRow(5, 723)).to.equal(3);
      expect(carouselSlidesPerRow(5, 480)).to.equal(3);
    });

    it('drops 5 and 3 to 2 at 479 px', () => {
      expect(carouselSlidesPerRow(5, 479)).to.equal(2);
      expect(carouselSlidesPerRow(3, 479)).to.equal(2);
    });

    it('keeps 2 at 723 px (not over 2) and 1 at 479 px (not over 1)', () => {
      expect(carouselSlidesPerRow(2, 723)).to.equal(2);
      expect(carouselSlidesPerRow(1, 479)).to.equal(1);
    });

    it('uses 3 per row when the configured value is not a positive number', () => {
      expect(carouselSlidesPerRow(NaN, 1000)).to.equal(3);
      expect(carouselSlidesPerRow(0, 1000)).to.equal(3);
    });
  });

  describe('it moves by groups', () => {
    it('10 slides 3 per row make 4 groups; 9 make 3; none make 0', () => {
      expect(carouselPages(10, 3)).to.equal(4);
      expect(carouselPages(9, 3)).to.equal(3);
      expect(carouselPages(0, 3)).to.equal(0);
    });

    it('slide 7 is in group 2 at 3 per row', () => {
      expect(carouselPageOf(7, 3)).to.equal(2);
      expect(carouselPageOf(0, 3)).to.equal(0);
    });
  });

  describe('controls hide when the slides fit in one view', () => {
    it('3 slides at 3 per row hide them; 4 show them', () => {
      expect(carouselControlsHidden(3, 3)).to.equal(true);
      expect(carouselControlsHidden(4, 3)).to.equal(false);
    });
  });
});

describe('autogrid/autocolumns (visitor §9: columnWidth 250, gutter 0, behavior min floor; nothing sets another behavior)', () => {
  it('rounds down: 1000 px of 250 px columns is 4, 999 px is 3', () => {
    expect(autoColumnsCount(1000, 250, 0)).to.equal(4);
    expect(autoColumnsCount(999, 250, 0)).to.equal(3);
  });

  it('counts the gutter between columns: 1000 px, 250 px columns, 20 px gutter is 3', () => {
    expect(autoColumnsCount(1000, 250, 20)).to.equal(3);
    expect(autoColumnsCount(1060, 250, 20)).to.equal(4);
  });

  it('is at least 1: 100 px wide, or no width', () => {
    expect(autoColumnsCount(100, 250, 0)).to.equal(1);
    expect(autoColumnsCount(0, 250, 0)).to.equal(1);
  });
});

describe('strip offset (visitor §9: alignment start/middle/end, margin offset capped at 5)', () => {
  // Ten 100 px thumbnails with a 10 px margin: 1090 px of strip in a 400 px viewport.
  const thumbWidths = Array.from({ length: 10 }, () => 100);
  const offset = (index: number, alignment: 'start' | 'middle' | 'end', margin = 10) =>
    stripOffset({ index, thumbWidths, viewportWidth: 400, alignment, margin });

  it('start puts the active thumbnail at the left, 5 px in (a 10 px margin capped at 5)', () => {
    expect(offset(4, 'start')).to.equal(-(440 - 5));
  });

  it('start with a 3 px margin keeps 3 px', () => {
    const widths = thumbWidths;
    expect(stripOffset({ index: 4, thumbWidths: widths, viewportWidth: 400, alignment: 'start', margin: 3 })).to.equal(-(412 - 3));
  });

  it('middle centres the active thumbnail', () => {
    expect(offset(4, 'middle')).to.equal(-(440 + 50 - 200));
  });

  it('end puts the active thumbnail at the right, 5 px in', () => {
    expect(offset(4, 'end')).to.equal(-(540 + 5 - 400));
  });

  it('is clamped to the strip: 0 at the first thumbnail, the strip width less the viewport at the last', () => {
    expect(offset(0, 'middle')).to.equal(0);
    expect(offset(0, 'end')).to.equal(0);
    expect(offset(9, 'start')).to.equal(-(1090 - 400));
    expect(offset(9, 'middle')).to.equal(-(1090 - 400));
  });

  it('is 0 when the strip is narrower than the viewport, or empty', () => {
    expect(stripOffset({ index: 2, thumbWidths: [100, 100, 100], viewportWidth: 400, alignment: 'end', margin: 10 })).to.equal(0);
    expect(stripOffset({ index: 0, thumbWidths: [], viewportWidth: 400, alignment: 'start', margin: 10 })).to.equal(0);
  });
});

describe('stacked meta overlay (visitor §9: 40% of the container when content exceeds 90%)', () => {
  it('is fixed at 40% (200 of 500 px) when content exceeds 90% (451 px)', () => {
    expect(metaOverlayHeight(451, 500)).to.equal(200);
  });

  it('is null at 90% (450 px) and below', () => {
    expect(metaOverlayHeight(450, 500)).to.equal(null);
    expect(metaOverlayHeight(100, 500)).to.equal(null);
  });

  it('is null for a container without height', () => {
    expect(metaOverlayHeight(100, 0)).to.equal(null);
  });
});

describe('strip preloadCount 1 (visitor §9 "Strip")', () => {
  it('the thumbnails any part of which is in view, and one beyond each edge', () => {
    // 8 thumbnails of 100 px with 10 px gaps in a 300 px strip.
    const widths = Array.from({ length: 8 }, () => 100);
    expect(stripAhead(widths, 10, 0, 300)).to.deep.equal([0, 1, 2, 3]);
    expect(stripAhead(widths, 10, 330, 300)).to.deep.equal([2, 3, 4, 5, 6]);
    expect(stripAhead(widths, 10, 550, 300)).to.deep.equal([4, 5, 6, 7]);
    expect(stripAhead([], 0, 0, 300)).to.deep.equal([]);
  });
});
