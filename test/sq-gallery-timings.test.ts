// <sq-gallery> motion as the visitor sees it: each move's animation is its motion lock (stacked speed
// 1 s, the clamped swipe snap, new-swipe's 0.28 s, the carousel's and strip's 0.5 s), a drag moves the
// track with the pointer, and the strip keeps the owner's margin (visitor §9 "Galleries").
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { activeIndex, gallery, q, qa } from './support/gallery.ts';
import { linkSqCss } from './support/sq-css.ts';

define('sq-gallery', SqGalleryElement);

const duration = (el: Element) => getComputedStyle(el).transitionDuration;

/** A mouse pointer event at `x` px from the stage's left edge. */
function pointer(stage: Element, type: 'pointerdown' | 'pointermove' | 'pointerup', x: number) {
  const box = stage.getBoundingClientRect();
  stage.dispatchEvent(new PointerEvent(type, {
    bubbles: true, composed: true, pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0,
    clientX: box.left + x, clientY: box.top + 100,
  }));
}

/** A drag along `xs` (from the stage's left edge) with `msBetween` on the fake clock between points. */
async function drag(stage: Element, clock: FakeClock, xs: number[], msBetween: number) {
  pointer(stage, 'pointerdown', xs[0]!);
  for (const x of xs.slice(1)) {
    clock.tick(msBetween);
    pointer(stage, 'pointermove', x);
  }
  pointer(stage, 'pointerup', xs[xs.length - 1]!);
  await whenRendered();
}

/** Presses next; resolves once rendered. */
async function next(el: Element) {
  q(el, '.sq-gallery__next').click();
  await whenRendered();
}

describe('<sq-gallery> motion timings on screen (visitor §9 "Galleries")', () => {
  // sq.css as a real page links it: its motion tokens (600 ms) are what the gallery used to animate by.
  let tokens: HTMLLinkElement;
  before(async () => {
    tokens = await linkSqCss();
  });
  after(() => tokens.remove());
  let clock: FakeClock;
  beforeEach(() => { clock = installFakeClock(); });
  afterEach(async () => {
    clock.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  describe('a button move animates for stacked speed 1 (1 s), as long as it locks the gallery', () => {
    it('the scroll track takes 1s; a second press at 999 ms is refused, at 1000 ms it moves', async () => {
      const el = await gallery('design="slideshow" transition="scroll"', 4, 600);
      await next(el);
      expect(activeIndex(el)).to.equal(1);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('1s');
      clock.tick(999);
      await next(el);
      expect(activeIndex(el)).to.equal(1, 'still locked at 999 ms');
      clock.tick(1);
      await next(el);
      expect(activeIndex(el)).to.equal(2, 'free at 1000 ms');
    });

    it('the fade transition shows each slide over 1s too', async () => {
      const el = await gallery('design="slideshow"', 4, 600);
      await next(el);
      expect(duration(q(el, '.sq-gallery__slide--active'))).to.equal('1s');
    });
  });

  describe('the track follows the pointer during a drag (no easing behind it)', () => {
    it('an 80 px leftward drag puts the track 80 px left of the stage at once, with transition-duration 0s', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      const stage = q(el, '.sq-gallery__stage');
      const track = q(el, '.sq-gallery__track');
      pointer(stage, 'pointerdown', 400);
      pointer(stage, 'pointermove', 390);
      pointer(stage, 'pointermove', 320);
      // A pointermove renders at continuous priority, after the event.
      await waitUntil(() => /80px/.test(track.style.transform), 'the drag rendered');
      expect(duration(track)).to.equal('0s');
      expect(track.getBoundingClientRect().left - stage.getBoundingClientRect().left).to.be.closeTo(-80, 0.5);
      pointer(stage, 'pointermove', 250);
      await waitUntil(() => /150px/.test(track.style.transform), 'the drag rendered');
      expect(track.getBoundingClientRect().left - stage.getBoundingClientRect().left).to.be.closeTo(-150, 0.5);
      pointer(stage, 'pointerup', 250);
    });
  });

  describe('the swipe snap is clamped 0.2–0.4 s under 767 px, 0.3–0.5 s otherwise, and locks as long', () => {
    // 320 px of 600 over 2000 ms: past half the width, 280 px left at 0.16 px/ms is far over the bounds.
    const slow = [500, 480, 180];
    // 80 px in 40 ms (2 px/ms): 520 px left is 260 ms, inside the narrow bounds, under the wide ones.
    const fast = [500, 480, 420];

    it('at 800 px wide a slow drag snaps over 0.5s and locks for 500 ms; a fast one over 0.3s', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), clock, slow, 1000);
      expect(activeIndex(el)).to.equal(1);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0.5s');
      clock.tick(499);
      await next(el);
      expect(activeIndex(el)).to.equal(1, 'still locked at 499 ms');
      clock.tick(1);
      await drag(q(el, '.sq-gallery__stage'), clock, fast, 20);
      expect(activeIndex(el)).to.equal(2, 'free at 500 ms');
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0.3s');
    });

    it('at 766 px wide (under 767) the slow drag snaps over 0.4s, the fast one over 0.26s unclamped', async () => {
      await setViewport({ width: 766, height: 600 });
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), clock, slow, 1000);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0.4s');
      clock.tick(400);
      await drag(q(el, '.sq-gallery__stage'), clock, fast, 20);
      expect(activeIndex(el)).to.equal(2);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0.26s');
    });

    it('at 767 px wide (not under 767) the slow drag snaps over 0.5s', async () => {
      await setViewport({ width: 767, height: 600 });
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), clock, slow, 1000);
      expect(activeIndex(el)).to.equal(1);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0.5s');
    });

    it('a slow short drag that stays snaps back over the clamped time (0.5s), without moving', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      const stage = q(el, '.sq-gallery__stage');
      await drag(stage, clock, [400, 380, 300], 500);
      expect(activeIndex(el)).to.equal(0);
      const track = q(el, '.sq-gallery__track');
      expect(duration(track)).to.equal('0.5s');
    });
  });

  describe('new-swipe slides over the swipe design\'s 0.28 s and locks as long', () => {
    it('a 280 px drag of 600 px goes next over 0.28s; the next press is refused at 279 ms, taken at 280 ms', async () => {
      const el = await gallery('design="slideshow" transition="new-swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), clock, [500, 480, 220], 400);
      expect(activeIndex(el)).to.equal(1);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0.28s');
      clock.tick(279);
      await next(el);
      expect(activeIndex(el)).to.equal(1, 'still locked at 279 ms');
      clock.tick(1);
      await next(el);
      expect(activeIndex(el)).to.equal(2, 'free at 280 ms');
    });
  });

  describe('the carousel moves a group over 0.5 s and locks as long (a second press never starts mid-move)', () => {
    it('the track takes 0.5s; a press at 499 ms is refused, at 500 ms it moves', async () => {
      const el = await gallery('design="carousel"', 9, 700);
      const track = q(el, '.sq-gallery__carousel-track');
      const shown = () => qa(el, '.sq-gallery__item').flatMap((li, i) => (li.getAttribute('aria-hidden') === 'false' ? [i] : []));
      await next(el);
      expect(shown()).to.deep.equal([3, 4, 5]);
      expect(duration(track)).to.equal('0.5s');
      clock.tick(499);
      await next(el);
      expect(shown()).to.deep.equal([3, 4, 5], 'still locked at 499 ms');
      clock.tick(1);
      await next(el);
      expect(shown()).to.deep.equal([6, 7, 8], 'free at 500 ms');
    });
  });

  describe('under prefers-reduced-motion nothing animates and nothing locks (as before)', () => {
    it('the scroll track and the carousel track take 0s, and a second press moves at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await gallery('design="slideshow" transition="scroll"', 4, 600);
      await next(el);
      expect(duration(q(el, '.sq-gallery__track'))).to.equal('0s');
      await next(el);
      expect(activeIndex(el)).to.equal(2);
      const carousel = await gallery('design="carousel"', 9, 700);
      await next(carousel);
      expect(duration(q(carousel, '.sq-gallery__carousel-track'))).to.equal('0s');
    });
  });

  describe('the thumbnail strip keeps the owner\'s margin between thumbnails (only the edge offset is capped at 5)', () => {
    it('thumbnail-strip-margin="12" renders a 12 px gap between thumbnails', async () => {
      const el = await gallery('design="slider" thumbnail-strip-margin="12"', 5, 600);
      const [first, second] = qa(el, '.sq-gallery__thumb-item');
      expect(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right).to.be.closeTo(12, 0.5);
    });
  });
});
