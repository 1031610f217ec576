import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement, type SqGallerySlideChangeEvent } from '../elements/sq-gallery.ts';
import { readGalleryData } from '../react-core/gallery/read-slides.ts';
import { captureLogs } from './support/logs.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { activeIndex, gallery, q, qa, settle, slideMarkup, slidesMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

/** Columns of a grid design, from its grid-template-columns: repeat(n, …). */
const columns = (grid: HTMLElement) => Number(/repeat\((\d+)/.exec(grid.style.gridTemplateColumns)?.[1]);

describe('<sq-gallery>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  describe('slides from server-rendered children (visitor §3 "Slide attributes")', () => {
    it('reads data-slide-id, data-slide-url, data-click-through-url and the image attributes', async () => {
      const host = await fixture<HTMLElement>(`<div>${slideMarkup(0, 'data-click-through-url="/go"')}</div>`);
      const [slide] = readGalleryData(host).slides;
      expect(slide).to.include({ id: 's0', url: 'harbour-at-dusk-0', clickThroughUrl: '/go', type: 'image', title: 'Harbour at dusk' });
      expect(slide!.image).to.deep.include({ src: '/demo/images/harbour-at-dusk.svg', width: 1500, height: 1000, focal: { x: 0.5, y: 0.4 } });
    });

    it('infers data-type video from a video wrapper', async () => {
      const host = await fixture<HTMLElement>(`<div><figure data-slide-id="v"><div class="sq-video-wrapper"><iframe title="clip"></iframe></div></figure></div>`);
      const [slide] = readGalleryData(host).slides;
      expect(slide!.type).to.equal('video');
      expect(slide!.media?.classList.contains('sq-video-wrapper')).to.equal(true);
    });

    it('drops a click-through url that is not http(s) or relative (javascript: never runs)', async () => {
      const host = await fixture<HTMLElement>(`<div>${slideMarkup(0, 'data-click-through-url="javascript:alert(1)"')}${slideMarkup(1, 'data-click-through-url="/next"')}</div>`);
      const [bad, good] = readGalleryData(host).slides;
      expect(bad!.clickThroughUrl).to.equal('');
      expect(good!.clickThroughUrl).to.equal('/next');
    });

    it('invents no slide ids: an address can only match an id the server gave', async () => {
      const host = await fixture<HTMLElement>('<div><figure><img src="/demo/images/city-lights.svg" alt="x"></figure></div>');
      expect(readGalleryData(host).slides[0]!.id).to.equal('');
    });

    it('keeps a slide with a malformed data-image-dimensions; the image loader logs it once', async () => {
      const host = await fixture<HTMLElement>(`<div><figure><img src="/demo/images/city-lights.svg" alt="x" data-image-dimensions="wide"></figure></div>`);
      expect(readGalleryData(host).slides[0]!.image!.width).to.equal(null);
      const wrapper = await fixture<HTMLElement>(`<div style="width:600px"><sq-gallery design="grid">
        <figure><img src="/demo/images/city-lights.svg" data-src="/demo/images/city-lights.svg" alt="x" data-image-dimensions="wide"></figure>
      </sq-gallery></div>`);
      await settle();
      const message = 'Expected widthxheight for data-image-dimensions but "wide" found.';
      wrapper.scrollIntoView();
      await waitUntil(() => logs.messages().includes(message), 'the loader reported it');
      expect(logs.messages().filter((m) => m === message)).to.have.length(1);
      expect(wrapper.querySelectorAll('.sq-gallery__item')).to.have.length(1);
    });

    it('renders every slide once, without duplicating the server-rendered content', async () => {
      const el = await gallery('design="grid"', 5);
      expect(qa(el, 'img')).to.have.length(5);
      expect(el.querySelector(':scope > figure') === null, 'no such element').to.equal(true);
    });

    it('does not start without slides', async () => {
      const el = await fixture<HTMLElement>('<sq-gallery design="slideshow"></sq-gallery>');
      await whenRendered();
      expect(el.querySelector('.sq-gallery') === null, 'no such element').to.equal(true);
    });
  });

  describe('block data (visitor §3, §8)', () => {
    it("bad JSON logs 'Error decoding gallery block data.' and skips the block, leaving its slides", async () => {
      const el = await gallery(`block-json='{"design": grid'`, 3);
      expect(logs.messages()).to.deep.equal(['Error decoding gallery block data.']);
      expect(el.querySelector('.sq-gallery') === null, 'no such element').to.equal(true);
      expect(qa(el, 'figure img')).to.have.length(3);
      await expect(el).to.be.accessible();
    });

    it("no data logs 'Error evaluating gallery block data.'", async () => {
      await gallery(`block-json=""`, 2);
      expect(logs.messages()).to.deep.equal(['Error evaluating gallery block data.']);
    });

    it('takes the design and settings from the block data; attributes win over it', async () => {
      const el = await gallery(`block-json='{"design":"grid","slidesPerRow":2,"padding":8}'`, 4);
      const grid = q(el, '.sq-gallery__grid');
      expect(columns(grid)).to.equal(2);
      expect(grid.style.gap).to.equal('8px');
      el.setAttribute('slides-per-row', '3');
      await whenRendered();
      expect(columns(q(el, '.sq-gallery__grid'))).to.equal(3);
    });

    it('re-renders when a re-render attribute such as padding changes', async () => {
      const el = await gallery('design="grid"', 4);
      expect(q(el, '.sq-gallery__grid').style.gap).to.equal('20px');
      el.setAttribute('padding', '4');
      await whenRendered();
      expect(q(el, '.sq-gallery__grid').style.gap).to.equal('4px');
    });
  });

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

    it('autocolumns: masonry columns of 250 px with every slide placed once', async () => {
      const el = await gallery('design="autocolumns"', 7, 760);
      expect(qa(el, '.sq-gallery__column')).to.have.length(3);
      expect(qa(el, '.sq-gallery__column img')).to.have.length(7);
      await expect(el).to.be.accessible();
    });

    it('autorows: rows about 250 px high with a 20 px gutter, lightbox on', async () => {
      const el = await gallery('design="autorows"', 6, 900);
      expect(q(el, '.sq-gallery__rows').style.gap).to.equal('20px');
      expect(qa(el, '.sq-gallery__open')).to.have.length(6);
      await expect(el).to.be.accessible();
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

    it('slideshow with thumbnails shares one index with its strip', async () => {
      const el = await gallery('design="slideshow" thumbnails', 4);
      qa(el, '.sq-gallery__thumb')[3]!.click();
      await waitUntil(() => activeIndex(el) === 3);
      await expect(el).to.be.accessible();
    });
  });

  describe('carousel (visitor §4 "Carousel")', () => {
    it('shows 3 per row with a 1% gutter and moves by groups', async () => {
      const el = await gallery('design="carousel"', 7, 900);
      const view = q(el, '.sq-gallery__carousel');
      expect(view.style.getPropertyValue('--sq-per-row')).to.equal('3');
      expect(view.style.getPropertyValue('--sq-gap')).to.equal('1%');
      const shown = () => qa(el, '.sq-gallery__item').filter((li) => li.getAttribute('aria-hidden') !== 'true').length;
      expect(shown()).to.equal(3);
      q<HTMLButtonElement>(el, '.sq-gallery__next').click();
      await waitUntil(() => qa(el, '.sq-gallery__item')[3]!.getAttribute('aria-hidden') === 'false');
      await expect(el).to.be.accessible();
    });

    it('drops to 2 per row under 480 px and to 3 under 724 px', async () => {
      const narrow = await gallery('design="carousel" slides-per-row="4"', 8, 479);
      expect(q(narrow, '.sq-gallery__carousel').style.getPropertyValue('--sq-per-row')).to.equal('2');
      const middle = await gallery('design="carousel" slides-per-row="4"', 8, 723);
      expect(q(middle, '.sq-gallery__carousel').style.getPropertyValue('--sq-per-row')).to.equal('3');
      const wide = await gallery('design="carousel" slides-per-row="4"', 8, 724);
      expect(q(wide, '.sq-gallery__carousel').style.getPropertyValue('--sq-per-row')).to.equal('4');
    });

    it('lays out again 100 ms after a resize (visitor §9 resize debounce)', async () => {
      const clock = installFakeClock();
      try {
        const el = await gallery('design="carousel" slides-per-row="3"', 6, 900);
        const perRow = () => q(el, '.sq-gallery__carousel').style.getPropertyValue('--sq-per-row');
        expect(perRow()).to.equal('3');
        el.parentElement!.style.width = '470px';
        await waitUntil(() => clock.pending() > 0, 'the resize was seen');
        clock.tick(99);
        await whenRendered();
        expect(perRow()).to.equal('3');
        clock.tick(1);
        await waitUntil(() => perRow() === '2', 'laid out for 470 px');
      } finally {
        clock.restore();
      }
    });

    it('hides its controls when every slide fits in one view', async () => {
      const el = await gallery('design="carousel"', 3, 900);
      expect(el.querySelector('.sq-gallery__controls') === null, 'no such element').to.equal(true);
    });
  });

  describe('index rules (visitor §4 "Gallery index")', () => {
    it('normalises current-index: negatives wrap from the end', async () => {
      const el = await gallery('design="slideshow" current-index="-1"', 5);
      expect(activeIndex(el)).to.equal(4);
    });

    it('wraps modulo the slide count', async () => {
      const el = await gallery('design="slideshow" current-index="7"', 5);
      expect(activeIndex(el)).to.equal(2);
    });

    it('without loop: previous at the first slide signals reachedBeginning and both ends get the disabled class', async () => {
      const el = await gallery('design="slideshow"', 2);
      expect(q(el, '.sq-gallery__previous').classList.contains('sq-gallery__control--disabled'), `class ${'sq-gallery__control--disabled'}`).to.equal(true);
      setTimeout(() => q(el, '.sq-gallery__previous').click());
      await oneEvent(el, 'sq-gallery-reached-beginning');
      expect(activeIndex(el)).to.equal(0);
    });

    it('without loop: next at the last slide signals reachedEnd', async () => {
      const el = await gallery('design="slideshow" current-index="1"', 2);
      expect(q(el, '.sq-gallery__next').classList.contains('sq-gallery__control--disabled'), `class ${'sq-gallery__control--disabled'}`).to.equal(true);
      setTimeout(() => q(el, '.sq-gallery__next').click());
      await oneEvent(el, 'sq-gallery-reached-end');
    });

    it('with loop: next at the last slide goes to the first, with a slide-change event', async () => {
      const el = await gallery('design="slideshow" loop current-index="2"', 3);
      expect(q(el, '.sq-gallery__next').classList.contains('sq-gallery__control--disabled'), `not class ${'sq-gallery__control--disabled'}`).to.equal(false);
      setTimeout(() => q(el, '.sq-gallery__next').click());
      const event = (await oneEvent(el, 'sq-gallery-slide-change')) as unknown as SqGallerySlideChangeEvent;
      expect([event.index, event.previous]).to.deep.equal([0, 2]);
    });

    it('refuses a change while the gallery is in motion', async () => {
      const clock = installFakeClock();
      try {
        const el = await gallery('design="slideshow"', 4);
        q(el, '.sq-gallery__next').click();
        await waitUntil(() => activeIndex(el) === 1);
        q(el, '.sq-gallery__next').click();
        await whenRendered();
        expect(activeIndex(el)).to.equal(1);
        clock.tick(1000);
        q(el, '.sq-gallery__next').click();
        await waitUntil(() => activeIndex(el) === 2);
      } finally {
        clock.restore();
      }
    });

    it("names a linked gallery that is not on the page: 'No gallery container found'", async () => {
      await gallery('design="slider" linked-galleries="nowhere"', 2);
      expect(logs.messages()).to.include('No gallery container found');
    });

    it('keeps its slide when loop is switched on', async () => {
      const el = await gallery('design="slideshow" current-index="2"', 4);
      el.setAttribute('loop', '');
      await settle();
      expect(activeIndex(el)).to.equal(2);
    });

    it('keeps linked galleries at the same index (a thumbnail strip linked to a slideshow)', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px">
        <sq-gallery id="main" design="slideshow">${slidesMarkup(4)}</sq-gallery>
        <sq-gallery design="slider" linked-galleries="main">${slidesMarkup(4)}</sq-gallery></div>`);
      await settle();
      const [main, strip] = qa(wrapper, 'sq-gallery');
      qa(strip!, '.sq-gallery__thumb')[2]!.click();
      await waitUntil(() => activeIndex(main!) === 2);
    });
  });

  describe('keyboard (visitor §9: keys 37/39 previous/next, 13/32 activate)', () => {
    it('ArrowRight and ArrowLeft move, announced to screen readers', async () => {
      const clock = installFakeClock();
      try {
        const el = await gallery('design="slideshow"', 3);
        q(el, '.sq-gallery__stage').focus();
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => activeIndex(el) === 1);
        await waitUntil(() => q(el, '[aria-live]').textContent === '2 of 3: Alpine sunrise');
        clock.tick(1000);
        await sendKeys({ press: 'ArrowLeft' });
        await waitUntil(() => activeIndex(el) === 0);
      } finally {
        clock.restore();
      }
    });

    it('Enter on the stage of a stacked gallery goes next (click behavior next)', async () => {
      const el = await gallery('', 3);
      q(el, '.sq-gallery__stage').focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => activeIndex(el) === 1);
    });
  });

  describe('autoplay (visitor §4 "Autoplay")', () => {
    let clock: FakeClock;
    beforeEach(() => { clock = installFakeClock(); });
    afterEach(() => clock.restore());

    it('advances every 5000 ms and goes round at the end', async () => {
      const el = await gallery('design="slideshow" autoplay', 2);
      clock.tick(4999);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
      clock.tick(1);
      await waitUntil(() => activeIndex(el) === 1);
      clock.tick(5000);
      await waitUntil(() => activeIndex(el) === 0);
      await expect(el).to.be.accessible();
    });

    it('takes autoplay-duration in seconds', async () => {
      const el = await gallery('design="slideshow" autoplay autoplay-duration="2"', 3);
      clock.tick(2000);
      await waitUntil(() => activeIndex(el) === 1);
    });

    it('pauses while the mouse is over the gallery', async () => {
      const el = await gallery('design="slideshow" autoplay', 3);
      q(el, '.sq-gallery').dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }));
      clock.tick(10000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
      q(el, '.sq-gallery').dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', bubbles: true, relatedTarget: document.body }));
      clock.tick(5000);
      await waitUntil(() => activeIndex(el) === 1);
    });

    it('has a pause button, and stops for good when pressed', async () => {
      const el = await gallery('design="slideshow" autoplay', 3);
      const pause = q<HTMLButtonElement>(el, '.sq-gallery__pause');
      expect(pause.textContent).to.equal('Pause slideshow');
      pause.click();
      await waitUntil(() => pause.textContent === 'Play slideshow');
      pause.blur();
      clock.tick(20000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
    });
  });
});
