// Enhance in place for <sq-gallery> (docs/decisions.md "Enhance in place"; the rule and the other elements:
// test/upgrade-in-place.test.ts): each design's server slides, painted with sq.css in a phone-sized frame
// (412 x 823; some also 800 px wide) before the gallery's code arrives, must not move at the upgrade
// (layout shift score under 0.001), and the first image must be the server's own <img>, requested once.
import { expect } from '@open-wc/testing';
import { slidesMarkup } from './support/gallery.ts';
import { ENGINE } from './support/module-faults.ts';
import { upgradeFrame } from './support/in-place.ts';
import { stayPainted, TYPED_ARITHMETIC, TYPED_ATTR, type Case } from './support/in-place-gallery.ts';

/** A theme's own rule for every gallery picture (bench/pages.mjs has it), and the image reset most themes carry. */
const THEMED = '<style>sq-gallery img { width: 100%; height: auto; aspect-ratio: 3 / 2; display: block; }</style>';
const RESET = '<style>img { max-width: 100%; height: auto; display: block; }</style>';
const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

describe('upgrading in place: <sq-gallery>', function () {
  // Each case loads a whole page from dist/ in a frame (the runtime, React, the gallery's chunks).
  this.timeout(30000);
  describe('<sq-gallery>: the slides stay painted', () => {
    // Few enough slides that the page under the gallery is in view, where a shift would count.
    const designs = [
      ['slider', 'design="slider"', '.sq-gallery__strip', 6],
      // Its pause button is a row under the strip (WCAG 2.2.2), whose room sq.css keeps.
      ['slider-autoplay', 'design="slider" autoplay', '.sq-gallery__strip:has(~ .sq-gallery__controls .sq-gallery__pause)', 6],
      // One slide: no autoplay, no pause row, and none kept before the upgrade.
      ['slider-autoplay-one', 'design="slider" autoplay', '.sq-gallery__strip', 1],
      // Wider, the strip is 10% of the width (78 px here), over its 44 px minimum, rounded as the view rounds it.
      // Not made in Firefox, where the view's strip comes out 1 px lower (77 px) at this width: a known gap,
      // not yet explained (docs/decisions.md, "The slider's strip at 800 px").
      ...(ENGINE === 'firefox' ? [] : [
        ['slider-800', 'design="slider"', '.sq-gallery__strip', 6, { width: 800 }],
        ['slider-autoplay-800', 'design="slider" autoplay', '.sq-gallery__strip:has(~ .sq-gallery__controls .sq-gallery__pause)', 6, { width: 800 }],
      ] as const),
      ['grid', 'design="grid" lightbox', '.sq-gallery__grid', 6],
      ['carousel', 'design="carousel" lightbox', '.sq-gallery__carousel', 6],
      ['stacked', 'meta-position="bottom-left" loop', '.sq-gallery__stage', 6],
      ['slideshow', 'design="slideshow" thumbnails', '.sq-gallery__strip', 6],
      ['list', 'design="list"', '.sq-gallery__grid--list', 3],
      ['autogrid', 'design="autogrid"', '.sq-gallery__grid--autogrid', 3],
      ['autocolumns', 'design="autocolumns"', '.sq-gallery__columns', 3],
      // At 800 px the defaults (column-width 250, gutter 0) make three columns, in every engine.
      ['autogrid-800', 'design="autogrid"', '.sq-gallery__grid--autogrid', 3, { width: 800 }],
      ['autocolumns-800', 'design="autocolumns"', '.sq-gallery__columns', 3, { width: 800 }],
      // Rows of one picture at 412 px: the full-width pictures, one under the other (in Firefox and WebKit too,
      // where a gallery under 770 px stacks its pictures).
      ['autorows', 'design="autorows"', '.sq-gallery__rows', 5, { sized: true }],
      // Two pictures: the first widened to the full width, the last kept at 250 px high, both in view.
      ['autorows-two', 'design="autorows"', '.sq-gallery__rows', 2, { sized: true }],
      // The loading layouts read these attributes with a typed attr(), which only Chromium has: Firefox and
      // WebKit lay the markup out with the defaults (docs/decisions.md "Loading layouts"), so there these
      // cases would measure a documented limit, not a regression, and are not made.
      ...(TYPED_ATTR ? [
        ['list-image-size', 'design="list" list-image-size="40"', '.sq-gallery__grid--list', 3],
        ['autogrid-columns', 'design="autogrid" gutter="6" column-width="120"', '.sq-gallery__grid--autogrid', 3],
        // Three pictures of one ratio in three columns: the masonry's order is the loading grid's row.
        ['autocolumns-columns', 'design="autocolumns" gutter="6" column-width="120"', '.sq-gallery__columns', 3],
        // Justified rows from each picture's width and height attributes (the README's markup; IMAGES mixes
        // 3:2, 2:3, 1:1 and 16:9): rows of two and three at 800, a last row short.
        ['autorows-800', 'design="autorows"', '.sq-gallery__rows', 8, { sized: true, width: 800 }],
        ['autorows-attributes', 'design="autorows" row-height="120" gutter="6"', '.sq-gallery__rows', 8, { sized: true }],
        // The sixth picture, 16:9, is 444 px wide at 250 px: wider than the gallery, the last row is that
        // picture alone, narrowed to the gallery's width.
        ['autorows-wide-last', 'design="autorows"', '.sq-gallery__rows', 6, { sized: true }],
        // The masonry over pictures of mixed ratios, from their width and height attributes (typed arithmetic
        // gives the column's width): three columns at 800 px, and three of 128 px (column-width 120, gutter 6) at 412.
        ['autorows-800-themed', 'design="autorows"', '.sq-gallery__rows', 8, { sized: true, width: 800, head: THEMED }],
        ...(TYPED_ARITHMETIC ? [
          ['autocolumns-mixed-800', 'design="autocolumns"', '.sq-gallery__columns', 8, { sized: true, width: 800 }],
          ['autocolumns-mixed-attributes', 'design="autocolumns" gutter="6" column-width="120"', '.sq-gallery__columns', 8, { sized: true }],
          ['autocolumns-mixed-800-themed', 'design="autocolumns"', '.sq-gallery__columns', 8, { sized: true, width: 800, head: THEMED }],
        ] : []),
      ] as const : []),
      // A theme's own rule for the gallery's pictures reshapes neither the loading layout nor the view:
      // the carousel's square is the owner's setting (its view's ratio rule outweighs this one, as sq.css's does).
      ['carousel-themed', 'design="carousel"', '.sq-gallery__carousel', 6, { head: THEMED }],
      // A theme's figure and caption rules style the view's slides as they style the server's (each is a figure
      // with its figcaption): the captions below the pictures keep their height.
      ['carousel-captions-themed', 'design="carousel"', '.sq-gallery__carousel', 6,
        { head: '<style>figure { margin: 0 0 1em; } figcaption { font-size: 14px; line-height: 1.2; padding: 6px 0; }</style>' }],
      // The slider's thumbnails are squares whatever the theme's pictures are: the picture fills its button.
      ['slider-themed', 'design="slider"', '.sq-gallery__strip', 6, { head: THEMED }],
      // The reset most themes carry: the grid's 3:2 cells and autogrid's squares stay cropped as sq.css crops them
      // (the picture fills its frame), not each picture at its own height.
      ['grid-reset', 'design="grid"', '.sq-gallery__grid', 6, { head: RESET }],
      ['autogrid-reset', 'design="autogrid"', '.sq-gallery__grid--autogrid', 3, { head: RESET }],
      ['autogrid-800-themed', 'design="autogrid"', '.sq-gallery__grid--autogrid', 3, { width: 800, head: THEMED }],
    ] as const;
    it('typed attr() is known where it should be: Chromium has it and typed arithmetic (else the cases above that need them would not run)', () => {
      expect(TYPED_ATTR).to.equal(/Chrome\//.test(navigator.userAgent));
      if (TYPED_ATTR) expect(TYPED_ARITHMETIC).to.equal(true);
    });
    stayPainted(designs as readonly Case[], frames);
  });

  it('a video slide keeps the masonry and the justified rows out of the loading layout (its player has no ratio to read); in Firefox and WebKit so does a gutter', async () => {
    const video = '<figure data-slide-id="v"><div class="sq-video-wrapper"><iframe title="Clip" src="about:blank"></iframe></div></figure>';
    const markup = `<sq-gallery label="A" design="autocolumns">${slidesMarkup(3, { sized: true })}</sq-gallery>`
      + `<sq-gallery label="B" design="autocolumns">${slidesMarkup(3, { sized: true })}${video}</sq-gallery>`
      + `<sq-gallery label="C" design="autorows">${slidesMarkup(3, { sized: true })}</sq-gallery>`
      + `<sq-gallery label="D" design="autorows">${slidesMarkup(3, { sized: true })}${video}</sq-gallery>`
      + `<sq-gallery label="E" design="autorows" gutter="20">${slidesMarkup(3, { sized: true })}</sq-gallery>`;
    const page = await upgradeFrame(markup, '', { width: 800 });
    frames.push(page.frame);
    const style = (label: string) => page.frame.contentWindow!.getComputedStyle(page.doc.querySelector(`sq-gallery[label="${label}"]`)!);
    const dense = (label: string) => style(label).gridAutoFlow.includes('dense');
    const flex = (label: string) => style(label).display === 'flex';
    // The masonry only in Chromium (typed attr() and arithmetic); the rows in every engine, but in Firefox and
    // WebKit (at row-height) only with the default row-height and gutter: CSS there cannot read them, even at 20.
    expect([dense('A'), dense('B'), flex('C'), flex('D'), flex('E')])
      .to.deep.equal([TYPED_ATTR && TYPED_ARITHMETIC, false, true, false, TYPED_ATTR]);
  });

  it('autorows: the server pictures are in the view\'s rows before the upgrade, the last row at its height (every engine)', async () => {
    // 800 px, IMAGES' ratios at 250 px: 375, 375 | 375, 167 | 250, 444 | 375, 375 (gutter 20). Chromium lays the
    // rows out as the view does; Firefox and WebKit (no typed attr()) at 250 px, the view then widening each
    // row but the last.
    const page = await upgradeFrame(`<sq-gallery label="Gallery" design="autorows">${slidesMarkup(8, { sized: true })}</sq-gallery>`, '', { width: 800 });
    frames.push(page.frame);
    const pictures = [...page.doc.querySelectorAll('sq-gallery img')];
    const rows = () => {
      const boxes = pictures.map((img) => img.getBoundingClientRect());
      const tops = [...new Set(boxes.map((box) => Math.round(box.top)))];
      return { boxes, rows: tops.map((top) => boxes.flatMap((box, i) => (Math.round(box.top) === top ? [i] : []))) };
    };
    const before = rows();
    expect(before.rows).to.deep.equal([[0, 1], [2, 3], [4, 5], [6, 7]]);
    for (const box of before.boxes) expect(box.height).to.be.at.least(249.5);
    await page.upgrade('sq-gallery', '.sq-gallery__rows');
    const after = rows();
    expect(after.rows).to.deep.equal(before.rows);
    for (const i of [6, 7]) {
      expect(after.boxes[i]!.height, `picture ${i + 1}, in the last row`).to.be.closeTo(before.boxes[i]!.height, 0.5);
      expect(after.boxes[i]!.width).to.be.closeTo(375, 0.5);
    }
  });

  it('<sq-gallery>: a picture that has not arrived yet already has its box, from its width and height', async () => {
    // Far below the first viewport, so the lazy picture is not fetched while the case looks at it.
    const markup = '<div style="height:4000px"></div><sq-gallery label="Gallery"><figure data-slide-id="a">'
      + '<img loading="lazy" src="/demo/images/harbour-at-dusk.svg?case=unloaded" width="1500" height="1000" '
      + 'data-image-dimensions="1500x1000" alt="Boats in the harbour"></figure></sq-gallery>';
    const page = await upgradeFrame(markup);
    frames.push(page.frame);
    const img = page.doc.querySelector<HTMLImageElement>('sq-gallery img')!;
    expect(img.naturalWidth, 'the picture has not arrived').to.equal(0);
    const box = img.getBoundingClientRect();
    expect(box.width).to.be.above(300);
    expect(box.height).to.be.closeTo((box.width * 1000) / 1500, 1);
  });
});
