// <sq-gallery>'s designs (visitor §2 "Gallery designs", §9 "Galleries"): what each design renders and
// how it lays the slides out (the slides, the block data and the attributes: test/sq-gallery.test.ts).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { captureLogs } from './support/logs.ts';
import { activeIndex, columns, gallery, q, qa, settle, slideMarkup, slidesMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

describe('<sq-gallery>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  describe('designs (visitor §2 "Gallery designs", §9 "Galleries")', () => {
    it('stacked is the default', async () => {
      const el = await gallery('', 3);
      expect(q(el, '.sq-gallery').classList.contains('sq-gallery--stacked'), `class ${'sq-gallery--stacked'}`).to.equal(true);
      expect(q(el, '.sq-gallery__stage').classList.contains('sq-gallery__stage--fade'), `class ${'sq-gallery__stage--fade'}`).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it("an unknown design logs 'These are not the gallery designs you are looking for…' and uses stacked", async () => {
      const el = await gallery('design="mosaic"', 2);
      expect(logs.messages()).to.include('These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)');
      expect(q(el, '.sq-gallery').classList.contains('sq-gallery--stacked'), `class ${'sq-gallery--stacked'}`).to.equal(true);
    });

    it("an unknown transition logs 'Could not find transition named …' and fades", async () => {
      const el = await gallery('design="slideshow" transition="wipe"', 2);
      expect(logs.messages()).to.include('Could not find transition named wipe');
      expect(q(el, '.sq-gallery__stage').classList.contains('sq-gallery__stage--fade'), `class ${'sq-gallery__stage--fade'}`).to.equal(true);
    });

    for (const transition of ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']) {
      it(`slideshow with the ${transition} transition is accessible`, async () => {
        const el = await gallery(`design="slideshow" transition="${transition}"`, 3);
        expect(q(el, '.sq-gallery__stage').classList.contains(`sq-gallery__stage--${transition}`), `class ${`sq-gallery__stage--${transition}`}`).to.equal(true);
        await expect(el).to.be.accessible();
      });
    }

    it('grid: 4 per row with padding 20', async () => {
      const el = await gallery('design="grid"', 8);
      const grid = q(el, '.sq-gallery__grid');
      expect(columns(grid)).to.equal(4);
      expect(grid.style.gap).to.equal('20px');
      await expect(el).to.be.accessible();
    });

    it('autogrid: columns of 250 px, rounded down (behavior min)', async () => {
      const el = await gallery('design="autogrid"', 6, 760);
      expect(columns(q(el, '.sq-gallery__grid'))).to.equal(3);
      await expect(el).to.be.accessible();
    });

    it('autogrid: column-width="300px" is read as 300 (visitor §5: strings parsed as integers), without a warning', async () => {
      const el = await gallery('design="autogrid" column-width="300px"', 6, 800);
      expect(columns(q(el, '.sq-gallery__grid'))).to.equal(2, '800 / 300, rounded down (250 would give 3)');
      expect(logs.messages()).to.deep.equal([]);
    });

    it('autocolumns: masonry columns of 250 px with every slide placed once', async () => {
      const el = await gallery('design="autocolumns"', 7, 760);
      expect(qa(el, '.sq-gallery__column')).to.have.length(3);
      expect(qa(el, '.sq-gallery__column img')).to.have.length(7);
      await expect(el).to.be.accessible();
    });

    it('autocolumns: each picture goes under the column that ends highest (the leftmost of equals), at its own ratio', async () => {
      // 800 px, three columns of 266.67 px, gutter 0; IMAGES' ratios 3:2, 3:2, 3:2, 2:3, 1:1, 16:9, 3:2, 3:2 give
      // heights of 178, 178, 178, 400, 267, 150, 178, 178 px (rounded, as the view counts them): the 2:3 picture
      // goes under the first column (three ties), the square under the second, the 16:9 and the next under
      // the third, the last under the second (445 px against 506 and 578). Each sits right under the one
      // above (these pictures have no width and height attributes, so they keep their own heights).
      const el = await gallery('design="autocolumns"', 8, 800);
      const number = (img: HTMLImageElement) => Number(/number (\d+)$/.exec(img.alt)![1]);
      const columnsSeen = qa(el, '.sq-gallery__column').map((column) => [...column.querySelectorAll('img')].map(number));
      expect(columnsSeen).to.deep.equal([[1, 4], [2, 5, 8], [3, 6, 7]]);
      const ratios = [1.5, 1.5, 1.5, 2 / 3, 1, 16 / 9, 1.5, 1.5];
      const top = q(el, '.sq-gallery__columns').getBoundingClientRect().top;
      for (const column of qa(el, '.sq-gallery__column')) {
        let y = 0;
        for (const img of column.querySelectorAll('img')) {
          const box = img.getBoundingClientRect();
          const ratio = ratios[number(img) - 1]!;
          expect(box.width).to.be.closeTo(800 / 3, 0.5);
          expect(box.height).to.be.closeTo(box.width / ratio, 0.5);
          expect(box.top - top, `picture ${number(img)}'s place`).to.be.closeTo(y, 0.5);
          y += box.width / ratio;
        }
      }
    });

    it('autogrid and autocolumns count their columns inside the gallery\'s padding', async () => {
      // 800 px less 2 x 40 px of padding leaves 720: two columns of 250 px fit (the whole 800 would make three).
      const grid = await gallery('design="autogrid" padding="40"', 6, 800);
      expect(columns(q(grid, '.sq-gallery__grid'))).to.equal(2);
      const masonry = await gallery('design="autocolumns" padding="40"', 6, 800);
      const shown = qa(masonry, '.sq-gallery__column');
      expect(shown).to.have.length(2);
      for (const column of shown) {
        const boxes = [...column.querySelectorAll('img')].map((img) => img.getBoundingClientRect());
        for (const box of boxes) expect(box.width).to.be.closeTo(360, 0.5);
        boxes.slice(1).forEach((box, i) => expect(box.top, 'right under the picture above').to.be.closeTo(boxes[i]!.bottom, 0.5));
      }
    });

    it("a picture's width and height attributes give the view its ratio where data-image-dimensions is missing", async () => {
      // The browser and sq.css lay the server's pictures out by these attributes until they arrive, so the view
      // keeps that box. data-image-dimensions, the picture's own size (which the browser follows once it has
      // arrived), comes first; a percentage is no size (the browser's reading of the attributes).
      const markup = (i: number, size: string) => slideMarkup(i).replace(/data-image-dimensions="[^"]*"/, size);
      const masonry = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="autocolumns">
        ${markup(0, 'width="1000" height="1500"')}${markup(1, 'width="1200" height="1200" data-image-dimensions="1500x1000"')}${markup(2, 'width="100%" height="50"')}
        </sq-gallery></div>`);
      const stacked = await fixture<HTMLElement>(`<div style="width:600px"><sq-gallery>
        ${markup(0, 'width="1000" height="1250"')}${markup(1, 'width="1000" height="1250"')}</sq-gallery></div>`);
      await settle();
      const heights = qa(masonry, '.sq-gallery__column img').map((img) => img.getBoundingClientRect().height);
      // Three columns of 266.67 px: 2:3 from the attributes alone, the 3:2 of data-image-dimensions over the
      // attributes' 1:1, and a square where nothing gives a ratio.
      expect(heights.map((h) => Math.round(h))).to.deep.equal([400, 178, 267]);
      const stage = q(stacked, '.sq-gallery__stage').getBoundingClientRect();
      expect(stage.height, 'the 4:5 first picture, not the default 3:2').to.be.closeTo(750, 0.5);
    });

    it("autocolumns: the view rounds to whole pixels only a gallery sq.css laid out in whole pixels", async () => {
      // Three columns of 266.67 px: a 3:2 picture is 177.78 px high. Where sq.css's loading layout spanned the
      // pictures in 1 px rows (Chromium, every picture with plain width and height), the view gives each slide
      // that rounded height (0.22 px under each). A gallery that layout leaves out (here one picture's width
      // is a percentage, or one is not a figure) keeps the pictures' own heights: each right under the one above.
      const sized = (i: number) => slideMarkup(i, '', { sized: true });
      const percentage = sized(2).replace('width="1500"', 'width="100%"');
      const gaps = async (markup: string) => {
        const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="autocolumns">${markup}</sq-gallery></div>`);
        await settle();
        return qa(wrapper, '.sq-gallery__column').flatMap((column) => {
          const boxes = [...column.querySelectorAll('img')].map((img) => img.getBoundingClientRect());
          return boxes.slice(1).map((box, i) => box.top - boxes[i]!.bottom);
        });
      };
      const threeByTwo = [0, 1, 2, 6, 7];
      for (const gap of await gaps(`${sized(0)}${sized(1)}${percentage}${sized(6)}${sized(7)}`)) expect(gap).to.be.closeTo(0, 0.05);
      for (const gap of await gaps(`${threeByTwo.map(sized).join('')}<div>${sized(3)}</div>`)) expect(gap).to.be.closeTo(0, 0.05);
      const whole = await gaps(threeByTwo.map(sized).join(''));
      expect(whole).to.have.length(2);
      const spans = CSS.supports('width', 'calc(attr(x type(<number>), 0) * 1px)');
      for (const gap of whole) expect(gap).to.be.closeTo(spans ? 178 - 1000 / 1500 * 800 / 3 : 0, 0.05);
    });

    it('autocolumns: a gallery that mounts hidden shows its pictures without overlap as soon as it is shown', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px;display:none"><sq-gallery design="autocolumns" gutter="10">
        ${slidesMarkup(6)}</sq-gallery></div>`);
      await settle();
      wrapper.style.display = 'block';
      // The next frame, before the width's 100 ms debounce has told the view about it.
      await new Promise(requestAnimationFrame);
      for (const column of qa(wrapper, '.sq-gallery__column')) {
        const boxes = [...column.querySelectorAll('img')].map((img) => img.getBoundingClientRect());
        boxes.slice(1).forEach((box, i) => expect(box.top, 'below the picture above').to.be.at.least(boxes[i]!.bottom - 0.5));
      }
    });

    it('autorows: a 20 px gutter and the lightbox on by default (rows of 250 px or more)', async () => {
      const el = await gallery('design="autorows"', 6, 900);
      expect(q(el, '.sq-gallery__rows').style.gap).to.equal('20px');
      expect(qa(el, '.sq-gallery__open')).to.have.length(6);
      await expect(el).to.be.accessible();
    });

    it('autorows: justified rows fill the width at rowHeight or more, in order; the last row keeps rowHeight', async () => {
      // 800 px, IMAGES' ratios 3:2, 3:2, 3:2, 2:3, 1:1, 16:9, 3:2, 3:2 at 250 px: 375, 375 | 375, 167 | 250, 444 |
      // 375, 375. A row takes pictures while they fit with the 20 px gutters, then widens them all alike.
      const el = await gallery('design="autorows"', 8, 800);
      const list = q(el, '.sq-gallery__rows').getBoundingClientRect();
      const items = qa(el, '.sq-gallery__rows .sq-gallery__item').map((item) => item.getBoundingClientRect());
      const rows: DOMRect[][] = [];
      for (const box of items) {
        const row = rows.find((r) => Math.abs(r[0]!.top - box.top) < 1);
        if (row) row.push(box); else rows.push([box]);
      }
      expect(rows.map((row) => row.length)).to.deep.equal([2, 2, 2, 2]);
      const ratios = [1.5, 1.5, 1.5, 2 / 3, 1, 16 / 9, 1.5, 1.5];
      items.forEach((box, i) => expect(box.width / box.height, `picture ${i + 1}'s ratio`).to.be.closeTo(ratios[i]!, 0.02));
      rows.forEach((row, r) => {
        const last = r === rows.length - 1;
        expect(row[0]!.left, `row ${r + 1} starts at the left`).to.be.closeTo(list.left, 0.5);
        row.slice(1).forEach((box, i) => expect(box.left - row[i]!.right, `gutter in row ${r + 1}`).to.be.closeTo(20, 0.5));
        for (const box of row) expect(box.height, `row ${r + 1}'s height`).to.be.closeTo(row[0]!.height, 0.5);
        if (last) {
          expect(row[0]!.height).to.be.closeTo(250, 0.5);
        } else {
          expect(row.at(-1)!.right, `row ${r + 1} ends at the right`).to.be.closeTo(list.right, 0.5);
          expect(row[0]!.height).to.be.at.least(250);
          expect(rows[r + 1]![0]!.top - row[0]!.bottom, 'gutter between rows').to.be.closeTo(20, 0.5);
        }
      });
      // The 2:3 picture ends a row 2.17 ratios wide: (800 - 20) / 2.17 = 360 px high.
      expect(rows[1]![0]!.height).to.be.closeTo(780 / (1.5 + 2 / 3), 0.5);
      await expect(el).to.be.accessible();
    });

    it('autorows: a picture wider than the gallery at rowHeight has a row of its own, at the gallery\'s width', async () => {
      const el = await gallery('design="autorows" row-height="300"', 3, 400);
      const list = q(el, '.sq-gallery__rows').getBoundingClientRect();
      const boxes = qa(el, '.sq-gallery__rows .sq-gallery__item').map((item) => item.getBoundingClientRect());
      for (const box of boxes) {
        expect(box.left).to.be.closeTo(list.left, 0.5);
        expect(box.width).to.be.closeTo(400, 0.5);
        expect(box.height).to.be.closeTo(400 / 1.5, 0.5);
      }
      expect(boxes[1]!.top - boxes[0]!.bottom).to.be.closeTo(20, 0.5);
    });

    it('list: one slide per row with its caption beside the image', async () => {
      const el = await gallery('design="list" list-image-size="40"', 3);
      expect(q(el, '.sq-gallery__grid--list .sq-gallery__item').style.gridTemplateColumns).to.equal('40% 1fr');
      expect(qa(el, '.sq-gallery__list-meta')).to.have.length(3);
      await expect(el).to.be.accessible();
    });

    it('slider: a thumbnail strip whose buttons select a slide', async () => {
      const el = await gallery('design="slider"', 5);
      const thumbs = qa(el, '.sq-gallery__thumb');
      expect(thumbs).to.have.length(5);
      thumbs[2]!.click();
      await waitUntil(() => thumbs[2]!.getAttribute('aria-current') === 'true');
      await expect(el).to.be.accessible();
    });

    it('slider: speed 0.5 s, vSize 10 (% of the width), the owner\'s 12 px margin (only the edge offset is capped at 5), video thumbnails 16:9', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="slider" thumbnail-strip-margin="12">
        ${slideMarkup(0)}<figure data-slide-id="v"><div class="sq-video-wrapper"><iframe title="Clip" src="about:blank"></iframe></div>
        <img src="/demo/images/video-poster.svg" alt="Clip poster"></figure></sq-gallery></div>`);
      await settle();
      const track = q(wrapper, '.sq-gallery__strip-track');
      expect(track.style.transitionDuration).to.equal('500ms');
      expect(track.style.gap).to.equal('12px');
      expect(q(wrapper, '.sq-gallery__strip').style.height).to.equal('80px');
      // 16:9, however many digits the engine writes (Chromium 1.77778, WebKit 1.777778).
      const [w, h] = q(wrapper, '.sq-gallery__thumb--video').style.aspectRatio.split('/').map(Number);
      expect(w! / h!).to.be.closeTo(16 / 9, 1e-4);
    });

    it('auto-crop (attribute or block data) crops the stacked slide to fill the stage; without it the picture fits', async () => {
      const fit = (el: Element) => getComputedStyle(q(el, '.sq-gallery__slide--active img')).objectFit;
      expect(fit(await gallery('design="slideshow"', 2))).to.equal('contain');
      expect(fit(await gallery('design="slideshow" auto-crop', 2))).to.equal('cover');
      expect(fit(await gallery(`design="slideshow" block-json='{"auto-crop":true}'`, 2))).to.equal('cover');
    });

    it('ken-burns zooms the shown slide by 1.075', async () => {
      const el = await gallery('design="slideshow" transition="ken-burns"', 2);
      expect(q(el, '.sq-gallery__stage').style.getPropertyValue('--sq-ken-burns')).to.equal('1.075');
    });

    it('slideshow with thumbnails shares one index with its strip', async () => {
      const el = await gallery('design="slideshow" thumbnails', 4);
      qa(el, '.sq-gallery__thumb')[3]!.click();
      await waitUntil(() => activeIndex(el) === 3);
      await expect(el).to.be.accessible();
    });

    it('several slideshows with thumbnails on one page are axe-clean together: unlabelled ones are numbered, strips are groups', async () => {
      const wrapper = await fixture<HTMLDivElement>(`<div style="width:800px">
        <sq-gallery design="slideshow" thumbnails>${slidesMarkup(3)}</sq-gallery>
        <sq-gallery design="slideshow" thumbnails label="Hills">${slidesMarkup(3)}</sq-gallery>
        <sq-gallery design="slideshow" thumbnails>${slidesMarkup(3)}</sq-gallery></div>`);
      await settle();
      expect(qa(wrapper, '.sq-gallery').map((g) => g.getAttribute('aria-label'))).to.deep.equal(['Gallery 1', 'Hills', 'Gallery 2']);
      expect(qa(wrapper, '.sq-gallery__strip[role="group"][aria-label]').length).to.equal(3);
      await expect(wrapper).to.be.accessible();
    });

    it("a page's only unlabelled gallery is named 'Gallery'", async () => {
      const el = await gallery('design="slideshow"', 2);
      expect(q(el, '.sq-gallery').getAttribute('aria-label')).to.equal('Gallery');
    });
  });

});
