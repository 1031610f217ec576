// <sq-gallery> motion and input in a real page: autoplay under reduced motion and keyboard focus,
// touch swipes, the swipe transition's drag, the carousel's group moves, current-index and linked
// galleries (visitor §4 "Gallery index", "Autoplay", "Carousel"; §9 "Galleries").
import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement, type SqGallerySlideChangeEvent } from '../elements/sq-gallery.ts';
import { captureLogs } from './support/logs.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { activeIndex, gallery, q, qa, settle, slidesMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

/** A touch pointer event as a finger gives it (pointerType touch), at clientX `x`. */
function touch(target: Element, type: 'pointerdown' | 'pointerup', x: number, y = 150) {
  target.dispatchEvent(new PointerEvent(type, {
    bubbles: true, composed: true, pointerId: 11, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y,
  }));
}

/** A horizontal touch swipe of `dx` px (negative: leftward) taking `ms` on the fake clock. */
function swipe(target: Element, clock: FakeClock, dx: number, ms = 100) {
  touch(target, 'pointerdown', 300);
  clock.tick(ms);
  touch(target, 'pointerup', 300 + dx);
}

/** The slide a slider shows: its thumbnail marked aria-current. */
const thumbIndex = (el: Element) => qa(el, '.sq-gallery__thumb').findIndex((t) => t.getAttribute('aria-current') === 'true');
const imageLoaded = (within: Element) => waitUntil(() => {
  const img = within.querySelector<HTMLImageElement>('.sq-gallery__slide--active img');
  return img !== null && img.complete && img.naturalWidth > 0;
}, 'the slide image loaded');
const shownItems = (el: Element) =>
  qa(el, '.sq-gallery__item').flatMap((li, i) => (li.getAttribute('aria-hidden') === 'false' ? [i] : []));

describe('<sq-gallery> motion and input', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { clock = installFakeClock(); logs = captureLogs(); });
  afterEach(async () => {
    logs.stop();
    clock.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    // A mouse left over a later gallery would pause its autoplay (hover).
    await resetMouse();
  });

  describe('autoplay is stopped by prefers-reduced-motion (visitor §2, §4 "Autoplay")', () => {
    it('with prefers-reduced-motion: reduce there is no pause button and no advance after 10000 ms', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await gallery('design="slideshow" autoplay', 3);
      expect(el.querySelector('.sq-gallery__pause') === null, 'no such element').to.equal(true);
      clock.tick(100); // the resize debounce (100 ms) is the only timer
      expect(clock.pending()).to.equal(0, 'no autoplay timer is waiting');
      clock.tick(10000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
    });

    it('with no preference the same gallery autoplays (the emulation is what stops it)', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const el = await gallery('design="slideshow" autoplay', 3);
      expect(el.querySelector('.sq-gallery__pause') !== null, 'the element exists').to.equal(true);
      clock.tick(5000);
      await waitUntil(() => activeIndex(el) === 1);
    });
  });

  describe('autoplay pauses while keyboard focus is inside the gallery', () => {
    it('does not advance after 10000 ms while focused, and resumes 5000 ms after focus leaves', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:600px">
        <sq-gallery design="slideshow" autoplay>${slidesMarkup(3)}</sq-gallery><button id="outside">Outside</button></div>`);
      await settle();
      const el = q(wrapper, 'sq-gallery');
      q(el, '.sq-gallery__stage').focus();
      clock.tick(10000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);

      // Moving focus between the gallery's own controls keeps it paused.
      q(el, '.sq-gallery__next').focus();
      clock.tick(10000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);

      q(wrapper, '#outside').focus();
      clock.tick(4999);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
      clock.tick(1);
      await waitUntil(() => activeIndex(el) === 1);
    });
  });

  describe('touch swipe in a stacked gallery (visitor §9: 50 px within 250 ms)', () => {
    it('a 60 px leftward swipe goes next, a 60 px rightward swipe goes previous', async () => {
      const el = await gallery('', 4, 600);
      const stage = q(el, '.sq-gallery__stage');
      swipe(stage, clock, -60);
      await waitUntil(() => activeIndex(el) === 1);
      clock.tick(1000); // the stacked transition (speed 1 s) ends
      swipe(q(el, '.sq-gallery__slide--active img'), clock, 60);
      await waitUntil(() => activeIndex(el) === 0);
    });

    it('a 40 px swipe does nothing', async () => {
      const el = await gallery('', 4, 600);
      swipe(q(el, '.sq-gallery__stage'), clock, -40);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
    });

    it('a 60 px swipe taking 251 ms does nothing', async () => {
      const el = await gallery('', 4, 600);
      swipe(q(el, '.sq-gallery__stage'), clock, -60, 251);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
    });
  });

  describe('swipe transition drag (visitor §9: axis over 10 px, half the width or velocity over 1)', () => {
    // A real mouse (sendMouse) on a loaded image, as a visitor drags it: the browser may start its
    // own image drag, and it sends a click after the drag ends.
    async function drag(stage: HTMLElement, path: [number, number][], msBetween = 0) {
      await imageLoaded(stage);
      stage.scrollIntoView({ block: 'center' });
      const box = stage.getBoundingClientRect();
      const at = ([x, y]: [number, number]) => [Math.round(box.left + x), Math.round(box.top + y)] as [number, number];
      await sendMouse({ type: 'move', position: at(path[0]!) });
      await sendMouse({ type: 'down' });
      for (const point of path.slice(1)) {
        clock.tick(msBetween);
        await sendMouse({ type: 'move', position: at(point) });
      }
      await sendMouse({ type: 'up' });
      await whenRendered();
    }

    it('dragging beyond half the width (300 of 600 px) goes next', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), [[500, 150], [480, 150], [300, 150], [180, 150]]);
      await waitUntil(() => activeIndex(el) === 1, 'a 320 px drag went next');
      clock.tick(1000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(1, 'one drag, one slide');
    });

    it('the slide follows an x drag once it passes 10 px; a vertical drag does not move it', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      const stage = q(el, '.sq-gallery__stage');
      const track = q(el, '.sq-gallery__track');
      await imageLoaded(stage);
      stage.scrollIntoView({ block: 'center' });
      const box = stage.getBoundingClientRect();
      const moveTo = (x: number, y: number) => sendMouse({ type: 'move', position: [Math.round(box.left + x), Math.round(box.top + y)] });
      await moveTo(400, 150);
      await sendMouse({ type: 'down' });
      await moveTo(390, 150);
      await whenRendered();
      expect(track.style.transform).not.to.match(/10px/, '10 px does not set the axis');
      await moveTo(320, 150);
      await waitUntil(() => /-\s?80px/.test(track.style.transform), 'the track follows the 80 px drag');
      await sendMouse({ type: 'up' });

      await moveTo(300, 100);
      await sendMouse({ type: 'down' });
      await moveTo(305, 130);
      await moveTo(280, 300);
      await whenRendered();
      expect(track.style.transform).not.to.match(/20px/, 'a y drag leaves the slide in place');
      await sendMouse({ type: 'up' });
    });

    it('new-swipe advances past width / 2.25 (a slow 280 px drag of 600 px), where swipe needs half', async () => {
      const path: [number, number][] = [[500, 150], [480, 150], [350, 150], [220, 150]];
      const plain = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(plain, '.sq-gallery__stage'), path, 400);
      clock.tick(1000);
      await whenRendered();
      expect(activeIndex(plain)).to.equal(0, 'swipe: 280 px is under half of 600');
      const design = await gallery('design="slideshow" transition="new-swipe"', 4, 600);
      await drag(q(design, '.sq-gallery__stage'), path, 400);
      await waitUntil(() => activeIndex(design) === 1, 'new-swipe: 280 px is past 600 / 2.25 = 267');
    });

    it('a short slow drag (100 px over 1000 ms) stays', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), [[400, 150], [380, 150], [340, 150], [300, 150]], 333);
      clock.tick(1000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(0);
    });

    it('a short fast drag (80 px in 40 ms, velocity 2) goes next', async () => {
      const el = await gallery('design="slideshow" transition="swipe"', 4, 600);
      await drag(q(el, '.sq-gallery__stage'), [[400, 150], [370, 150], [320, 150]], 20);
      await waitUntil(() => activeIndex(el) === 1);
    });
  });

  describe('carousel touch swipe (visitor §4 "Carousel": it moves by groups)', () => {
    it('a leftward swipe shows the next group of 3, a rightward swipe the previous one; accessible after moving', async () => {
      const el = await gallery('design="carousel" lightbox', 7, 700);
      expect(shownItems(el)).to.deep.equal([0, 1, 2]);
      swipe(qa(el, '.sq-gallery__item')[1]!, clock, -60);
      await waitUntil(() => shownItems(el).join() === '3,4,5');
      await expect(el).to.be.accessible();
      clock.tick(500); // the group move (strip speed 0.5 s) ends
      swipe(q(el, '.sq-gallery__carousel'), clock, -60);
      await waitUntil(() => shownItems(el).join() === '6');
      await expect(el).to.be.accessible();
      clock.tick(500);
      swipe(q(el, '.sq-gallery__carousel'), clock, 60);
      await waitUntil(() => shownItems(el).join() === '3,4,5');
    });
  });

  describe('current-index (visitor §4 "Gallery index")', () => {
    it('set later, it moves the gallery with a slide-change event', async () => {
      const el = await gallery('design="slideshow"', 5);
      setTimeout(() => el.setAttribute('current-index', '3'));
      const event = (await oneEvent(el, 'sq-gallery-slide-change')) as unknown as SqGallerySlideChangeEvent;
      expect([event.index, event.previous]).to.deep.equal([3, 0]);
      await waitUntil(() => activeIndex(el) === 3);
      (el as SqGalleryElement).currentIndex = -1;
      await waitUntil(() => activeIndex(el) === 4, 'a negative index wraps from the end');
    });

    it('current-index="abc" logs the parser message and stays at 0', async () => {
      const el = await gallery('design="slideshow" current-index="abc"', 5);
      expect(logs.messages()).to.deep.equal(['Expected a number for <sq-gallery current-index> but "abc" found.']);
      expect(activeIndex(el)).to.equal(0);
    });

    it('set later to a non-number, it goes to the first slide (non-numbers become 0); removed, it stays', async () => {
      const el = await gallery('design="slideshow" current-index="3"', 5);
      expect(activeIndex(el)).to.equal(3);
      setTimeout(() => el.setAttribute('current-index', 'abc'));
      const event = (await oneEvent(el, 'sq-gallery-slide-change')) as unknown as SqGallerySlideChangeEvent;
      expect([event.index, event.previous]).to.deep.equal([0, 3]);
      await waitUntil(() => activeIndex(el) === 0, 'the first slide shows');
      expect(logs.messages()).to.deep.equal(['Expected a number for <sq-gallery current-index> but "abc" found.']);
      el.setAttribute('current-index', '2');
      await waitUntil(() => activeIndex(el) === 2);
      el.removeAttribute('current-index');
      await whenRendered();
      expect(activeIndex(el), 'removing the attribute moves nothing').to.equal(2);
    });
  });

  describe('linked galleries keep indexes in sync (visitor §4 "Gallery index")', () => {
    it('galleries of 5 and 3 slides follow each other modulo their own count', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:600px">
        <sq-gallery id="linked-five" design="slideshow">${slidesMarkup(5)}</sq-gallery>
        <sq-gallery design="slider" linked-galleries="linked-five">${slidesMarkup(3)}</sq-gallery></div>`);
      await settle();
      const [five, three] = qa(wrapper, 'sq-gallery');
      five!.setAttribute('current-index', '4');
      await waitUntil(() => activeIndex(five!) === 4);
      await waitUntil(() => thumbIndex(three!) === 1, '4 modulo 3 is 1');
      qa(three!, '.sq-gallery__thumb')[2]!.click();
      await waitUntil(() => activeIndex(five!) === 2);
      expect(thumbIndex(three!)).to.equal(2);
    });

    it('a gallery linked later follows the one already on the page', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:600px">
        <sq-gallery id="linked-first" design="slideshow" current-index="4">${slidesMarkup(5)}</sq-gallery></div>`);
      await settle();
      const first = q(wrapper, 'sq-gallery');
      // A second fixture joins the page while the first stays on it.
      const later = q(await fixture<HTMLElement>(`<div style="width:600px">
        <sq-gallery design="slider" linked-galleries="linked-first">${slidesMarkup(3)}</sq-gallery></div>`), 'sq-gallery');
      await settle();
      await waitUntil(() => thumbIndex(later) === 1, 'the newcomer takes 4 modulo 3');
      expect(activeIndex(first)).to.equal(4, 'the gallery already on the page keeps its slide');
    });
  });

  describe('every timer is released on disconnect; a move keeps the state (DESIGN "Elements")', () => {
    it('removing an autoplaying gallery leaves no pending timer after a render', async () => {
      const el = await gallery('design="slideshow" autoplay', 3);
      clock.tick(100); // past the resize debounce: the autoplay timer is left
      expect(clock.pending()).to.equal(1);
      el.parentElement!.remove();
      await whenRendered();
      expect(clock.pending()).to.equal(0);
    });

    it('moving a gallery to another parent keeps its current slide and a single autoplay', async () => {
      const wrapper = await fixture<HTMLElement>(`<div><div style="width:600px">
        <sq-gallery design="slideshow" autoplay>${slidesMarkup(4)}</sq-gallery></div><div id="elsewhere" style="width:500px"></div></div>`);
      await settle();
      const el = q(wrapper, 'sq-gallery');
      clock.tick(10000);
      await waitUntil(() => activeIndex(el) === 2);
      q(wrapper, '#elsewhere').append(el);
      await whenRendered();
      expect(activeIndex(el)).to.equal(2);
      expect(qa(el, '.sq-gallery__slide')).to.have.length(4);
      // A second autoplay left running by the move would advance twice, to slide 0.
      clock.tick(5000);
      await waitUntil(() => activeIndex(el) !== 2);
      await whenRendered();
      expect(activeIndex(el)).to.equal(3);
    });
  });
});
