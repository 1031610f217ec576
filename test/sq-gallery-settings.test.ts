// <sq-gallery>'s engine settings (visitor §3 "Gallery attributes"): keyboard and keys, autoplayOptions
// (pauseOnMouseover, timeout / interval, randomize) and pause-on-mouseover, as the visitor meets them:
// what moves, what is announced to assistive technology.
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { gallery, q, qa } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

/** The slide-change events a gallery dispatches from now on, as [index, previous]. */
function changes(el: HTMLElement): number[][] {
  const seen: number[][] = [];
  el.addEventListener('sq-gallery-slide-change', (e) => {
    const { index, previous } = e as Event & { index: number; previous: number };
    seen.push([index, previous]);
  });
  return seen;
}

/** Presses `keys` in turn on the focused stage, moving the fake clock past each move's 1 s lock. */
async function press(clock: FakeClock, ...keys: string[]) {
  for (const key of keys) {
    await sendKeys({ press: key });
    await whenRendered();
    clock.tick(1000);
  }
}

const shortcuts = (el: HTMLElement) => q(el, '.sq-gallery__stage').getAttribute('aria-keyshortcuts');

describe('<sq-gallery> settings (visitor §3 "Gallery attributes")', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { clock = installFakeClock(); logs = captureLogs(); });
  afterEach(async () => { clock.restore(); logs.stop(); await resetMouse(); });

  describe('keyboard (on by default; "false" turns the keys off)', () => {
    it('keyboard="false": ArrowRight and ArrowLeft do not move, Enter still activates, the stage advertises only Enter and Space', async () => {
      const el = await gallery('design="slideshow" keyboard="false"', 3);
      const seen = changes(el);
      q(el, '.sq-gallery__stage').focus();
      await press(clock, 'ArrowRight', 'ArrowLeft', 'Enter');
      await waitUntil(() => seen.length > 0, 'Enter moved the gallery');
      expect(seen).to.deep.equal([[1, 0]], 'only Enter moved it');
      expect(shortcuts(el)).to.equal('Enter Space');
    });

    it('by default the arrows move and are advertised; block data "keyboard": false turns them off, keyboard="true" wins over it', async () => {
      const on = await gallery('design="slideshow"', 3);
      expect(shortcuts(on)).to.equal('ArrowLeft ArrowRight Enter Space');
      const off = await gallery(`design="slideshow" block-json='{"keyboard":false}'`, 3);
      expect(shortcuts(off)).to.equal('Enter Space');
      off.setAttribute('keyboard', 'true');
      await whenRendered();
      const seen = changes(off);
      q(off, '.sq-gallery__stage').focus();
      await press(clock, 'ArrowRight');
      expect(seen).to.deep.equal([[1, 0]]);
      expect(shortcuts(off)).to.equal('ArrowLeft ArrowRight Enter Space');
    });

    it('keyboard="off" logs the malformed value and keeps the keys on; removing keyboard="false" turns them back on', async () => {
      const el = await gallery('design="slideshow" keyboard="off"', 3);
      expect(logs.messages()).to.deep.equal(['Expected one of true, false for <sq-gallery keyboard> but "off" found.']);
      expect(shortcuts(el)).to.equal('ArrowLeft ArrowRight Enter Space');
      el.setAttribute('keyboard', 'false');
      await whenRendered();
      expect(shortcuts(el)).to.equal('Enter Space');
      el.removeAttribute('keyboard');
      await whenRendered();
      expect(shortcuts(el)).to.equal('ArrowLeft ArrowRight Enter Space');
    });

    it('a slider with keyboard="false" ignores the arrows on its thumbnails; a carousel ignores them too', async () => {
      const slider = await gallery('design="slider" keyboard="false"', 4);
      const seen = changes(slider);
      q(slider, '.sq-gallery__thumb').focus();
      await press(clock, 'ArrowRight');
      const carousel = await gallery('design="carousel" keyboard="false"', 9, 700);
      const groups = changes(carousel);
      q(carousel, '.sq-gallery__carousel').tabIndex = 0;
      q(carousel, '.sq-gallery__carousel').focus();
      await press(clock, 'ArrowRight');
      // A thumbnail and the controls still move them: the keys reached them, only their moves are off.
      qa(slider, '.sq-gallery__thumb')[2]!.click();
      q(carousel, '.sq-gallery__next').click();
      expect(seen).to.deep.equal([[2, 0]]);
      expect(groups).to.deep.equal([[3, 0]]);
    });
  });

  describe('keys (block data: key codes for previous and next; 13 and 32 always activate)', () => {
    it('{"previous":[74],"next":[75]}: K goes next and J back, the arrows do nothing, and the stage advertises J K Enter Space', async () => {
      const el = await gallery(`design="slideshow" block-json='{"keys":{"previous":[74],"next":75}}'`, 3);
      const seen = changes(el);
      expect(shortcuts(el)).to.equal('J K Enter Space');
      q(el, '.sq-gallery__stage').focus();
      await press(clock, 'ArrowRight', 'k', 'k', 'ArrowLeft', 'j');
      expect(seen).to.deep.equal([[1, 0], [2, 1], [1, 2]]);
    });

    it('a key code it cannot name (or an activate key) logs the parser message and keeps that default', async () => {
      const el = await gallery(`design="slideshow" block-json='{"keys":{"previous":[13],"next":"right"}}'`, 3);
      expect(logs.messages()).to.deep.equal([
        `Expected key codes for the gallery block data's "keys.previous" but [13] found.`,
        `Expected key codes for the gallery block data's "keys.next" but "right" found.`,
      ]);
      expect(shortcuts(el)).to.equal('ArrowLeft ArrowRight Enter Space');
    });
  });

  describe('autoplayOptions and pause-on-mouseover', () => {
    const hover = (el: HTMLElement) =>
      q(el, '.sq-gallery').dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }));
    const tickTo = async (el: HTMLElement, ms: number, seen: number[][]) => {
      clock.tick(ms);
      await whenRendered();
      return seen.length;
    };

    it('pause-on-mouseover="false": autoplay goes on under a mouse pointer; keyboard focus still pauses it', async () => {
      const el = await gallery('design="slideshow" autoplay pause-on-mouseover="false"', 3);
      const seen = changes(el);
      hover(el);
      expect(await tickTo(el, 5000, seen)).to.equal(1, 'moved under the pointer');
      q(el, '.sq-gallery__stage').focus();
      expect(await tickTo(el, 20000, seen)).to.equal(1, 'paused while focused');
    });

    it('block data autoplayOptions.pauseOnMouseover false does the same; by default the pointer pauses it', async () => {
      const el = await gallery(`design="slideshow" block-json='{"autoplay":true,"autoplayOptions":{"pauseOnMouseover":false}}'`, 3);
      const seen = changes(el);
      hover(el);
      expect(await tickTo(el, 5000, seen)).to.equal(1);
      const paused = await gallery('design="slideshow" autoplay', 3);
      const none = changes(paused);
      hover(paused);
      expect(await tickTo(paused, 20000, none)).to.equal(0);
    });

    it('autoplayOptions.timeout is milliseconds per slide, then .interval; autoplay-duration (seconds) wins over both', async () => {
      const timeout = await gallery(`design="slideshow" block-json='{"autoplay":true,"autoplayOptions":{"timeout":2000,"interval":3000}}'`, 3);
      const seen = changes(timeout);
      expect(await tickTo(timeout, 1999, seen)).to.equal(0);
      expect(await tickTo(timeout, 1, seen)).to.equal(1, 'at 2000 ms');
      const interval = await gallery(`design="slideshow" block-json='{"autoplay":true,"autoplayOptions":{"interval":3000}}'`, 3);
      const byInterval = changes(interval);
      expect(await tickTo(interval, 2999, byInterval)).to.equal(0);
      expect(await tickTo(interval, 1, byInterval)).to.equal(1, 'at 3000 ms');
      const duration = await gallery(`design="slideshow" autoplay-duration="4" block-json='{"autoplay":true,"autoplayOptions":{"timeout":2000}}'`, 3);
      const bySeconds = changes(duration);
      expect(await tickTo(duration, 3999, bySeconds)).to.equal(0);
      expect(await tickTo(duration, 1, bySeconds)).to.equal(1, 'at 4000 ms');
    });

    it('autoplayOptions.randomize picks a random other slide', async () => {
      const random = Math.random;
      Math.random = () => 0.99;
      try {
        const el = await gallery(`design="slideshow" block-json='{"autoplay":true,"autoplayOptions":{"randomize":true}}'`, 5);
        const seen = changes(el);
        await tickTo(el, 5000, seen);
        expect(seen).to.deep.equal([[4, 0]], 'not next (1): the random pick');
      } finally {
        Math.random = random;
      }
    });
  });
  describe('active-alignment (block data or attribute: left, center or right; the strip\'s alignment, §9 default middle)', () => {
    /**
     * How far the active thumbnail's left edge, centre and right edge are from the strip's, after
     * moving to slide 5 of 9. Three thumbnails across 810 px are 270 px each: whole pixels, so
     * the strip's sums of offsetWidths are exact.
     */
    async function placed(attributes: string) {
      const el = await gallery(`${attributes} thumbnails-per-row="3"`, 9, 810);
      // The strip slides in 0.5 s; without the transition the rect is where it comes to rest.
      q(el, '.sq-gallery__strip-track').style.transitionProperty = 'none';
      qa(el, '.sq-gallery__thumb')[4]!.click();
      await waitUntil(() => q(el, '.sq-gallery__thumb--active') === qa(el, '.sq-gallery__thumb')[4], 'slide 5 is active');
      await whenRendered();
      const thumb = q(el, '.sq-gallery__thumb--active').getBoundingClientRect();
      const strip = q(el, '.sq-gallery__strip').getBoundingClientRect();
      return {
        left: thumb.left - strip.left, right: strip.right - thumb.right,
        centre: (thumb.left + thumb.right) / 2 - (strip.left + strip.right) / 2,
      };
    }

    for (const design of ['slider', 'slideshow thumbnails']) {
      const attrs = design === 'slider' ? 'design="slider"' : 'design="slideshow" thumbnails';
      it(`${design}: left puts the active thumbnail at the strip's left edge, center (and the default) in its middle, right at its right edge`, async () => {
        expect((await placed(`${attrs} active-alignment="left"`)).left).to.be.closeTo(0, 0.5);
        expect((await placed(`${attrs} active-alignment="center"`)).centre).to.be.closeTo(0, 0.5);
        expect((await placed(attrs)).centre).to.be.closeTo(0, 0.5);
        expect((await placed(`${attrs} block-json='{"active-alignment":"right"}'`)).right).to.be.closeTo(0, 0.5);
        expect(logs.entries).to.deep.equal([]);
      });
    }

    it("the strip lays out inside the gallery's padding: three thumbnails fill it, the right-aligned one at its right edge", async () => {
      // 810 px less 2 x 15 px of padding leaves 780: three thumbnails of 260 px (the whole 810 put the third 30 px past the edge).
      const edges = await placed('design="slider" padding="15" active-alignment="right"');
      expect(edges.right).to.be.closeTo(0, 0.5);
      const el = document.querySelector<HTMLElement>('sq-gallery[padding="15"]')!;
      expect(qa(el, '.sq-gallery__thumb').map((thumb) => thumb.getBoundingClientRect().width)).to.deep.equal(Array(9).fill(260));
    });
  });
});
