import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement, type SqGallerySlideChangeEvent } from '../elements/sq-gallery.ts';
import { captureLogs } from './support/logs.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { activeIndex, gallery, q, qa, settle, slidesMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

describe('<sq-gallery> navigation', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());
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

    it('ArrowRight and ArrowLeft move a whole group; without loop, past the last group signals reachedEnd', async () => {
      const clock = installFakeClock();
      try {
        const el = await gallery('design="carousel"', 6, 900);
        const view = q(el, '.sq-gallery__carousel');
        const press = (key: string) => view.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        const shown = (i: number) => qa(el, '.sq-gallery__item')[i]!.getAttribute('aria-hidden') === 'false';
        press('ArrowRight');
        await waitUntil(() => shown(3) && !shown(0), 'the second group');
        clock.tick(500); // the group move's 0.5 s motion lock
        setTimeout(() => press('ArrowRight'));
        await oneEvent(el, 'sq-gallery-reached-end');
        press('ArrowLeft');
        await waitUntil(() => shown(0) && !shown(3), 'back to the first group');
      } finally {
        clock.restore();
      }
    });

    it('autoplay turns a whole group at a time', async () => {
      const clock = installFakeClock();
      try {
        const el = await gallery('design="carousel" autoplay', 6, 900);
        const shown = (i: number) => qa(el, '.sq-gallery__item')[i]!.getAttribute('aria-hidden') === 'false';
        clock.tick(5000);
        await waitUntil(() => shown(3) && !shown(2), 'one tick, one group (3 slides)');
        clock.tick(5000);
        await waitUntil(() => shown(0), 'round to the first group');
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

    it('pauses while a video inside the gallery plays (sq-video-play / sq-video-pause)', async () => {
      const el = await gallery('design="slideshow" autoplay', 3);
      const slide = q(el, '.sq-gallery__slide--active');
      slide.dispatchEvent(new Event('sq-video-play', { bubbles: true }));
      clock.tick(20000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
      slide.dispatchEvent(new Event('sq-video-pause', { bubbles: true }));
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

    // The slider's strip moves on its own too: it has the same pause button, in a row under the strip (WCAG 2.2.2).
    it('a slider has the pause button too, and stops for good when pressed; accessible', async () => {
      const el = await gallery('design="slider" autoplay', 3); // 3: 20 s of autoplay would not land on slide 1 again
      const current = () => qa(el, '.sq-gallery__thumb').findIndex((thumb) => thumb.getAttribute('aria-current') === 'true');
      clock.tick(5000);
      await waitUntil(() => current() === 1, 'autoplay moves the strip');
      const pause = q<HTMLButtonElement>(el, '.sq-gallery__pause');
      expect(pause.textContent).to.equal('Pause slideshow');
      expect(pause.getBoundingClientRect().top, 'under the strip').to.be.at.least(q(el, '.sq-gallery__strip').getBoundingClientRect().bottom);
      pause.click();
      await waitUntil(() => pause.textContent === 'Play slideshow');
      await expect(el).to.be.accessible();
      pause.blur();
      clock.tick(20000);
      await whenRendered();
      expect(current()).to.equal(1);
    });
  });
});
