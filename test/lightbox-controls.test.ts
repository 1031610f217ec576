import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { openLightbox, type LightboxHandle, type LightboxSlide } from '../react-core/lightbox/open-lightbox.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { centre, closeLightbox, currentImage, lightboxRoot, makeSlides, part, shownImage, statusText } from './support/lightbox.ts';

const WIDTH = 1024;
const HEIGHT = 768;
const click = (x: number, y: number) => sendMouse({ type: 'click', position: [x, y] });
const button = (name: string) => part<HTMLButtonElement>(`.sq-lightbox__${name}`);
const captioned = (): LightboxSlide[] => makeSlides(3, { width: 3000, height: 2000 }).map((slide, i) => {
  const credit = Object.assign(document.createElement('a'), { href: '#credits', textContent: 'Credits' });
  return { ...slide, caption: [document.createTextNode(`Caption ${i + 1} `), credit] };
});

describe('lightbox controls on desktop', () => {
  let handle: LightboxHandle | undefined;
  let clock: FakeClock | undefined;
  before(() => setViewport({ width: WIDTH, height: HEIGHT }));
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await sendMouse({ type: 'move', position: [0, 0] });
    await closeLightbox(handle);
    handle = undefined;
  });

  describe('close, previous and next', () => {
    it('are buttons named Close, Previous and Next', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      for (const [name, label] of [['close', 'Close'], ['nav--previous', 'Previous'], ['nav--next', 'Next']]) {
        const control = button(name!);
        expect(control.localName).to.equal('button');
        expect(control.type).to.equal('button');
        expect(control.getAttribute('aria-label')).to.equal(label);
      }
      expect(lightboxRoot()!.querySelector('.sq-lightbox__caption-toggle'), 'no caption toggle on desktop').to.equal(null);
    });

    it('go next and previous, and the slides loop', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      button('nav--next').click();
      expect(handle.index).to.equal(1);
      button('nav--previous').click();
      button('nav--previous').click();
      expect(handle.index, 'previous from the first is the last').to.equal(2);
      button('nav--next').click();
      expect(handle.index, 'next from the last is the first').to.equal(0);
      expect((await shownImage()).alt).to.equal('Picture 1');
    });

    it('close', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      button('close').click();
      expect(handle.state).to.equal('hidden');
      await handle.closed;
    });

    it('fade in on hover over 500 ms', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      const icon = button('nav--next').querySelector('svg')!;
      expect(getComputedStyle(icon).transitionDuration).to.equal('0.5s');
      expect(getComputedStyle(icon).opacity).to.equal('0.6');
      await sendMouse({ type: 'move', position: centre(button('nav--next')) });
      await waitUntil(() => getComputedStyle(icon).opacity === '1', 'full opacity on hover');
    });

    it('are hidden with a single slide', async () => {
      handle = await openLightbox({ slides: makeSlides(1) });
      expect(button('nav--next').hidden).to.equal(true);
      expect(button('nav--previous').hidden).to.equal(true);
    });
  });

  describe('clicks', () => {
    it('go next on the right half of the screen and previous on the left half', async () => {
      handle = await openLightbox({ slides: makeSlides(3, { width: 3000, height: 2000 }) });
      await click(WIDTH * 0.75, HEIGHT / 2);
      expect(handle.index).to.equal(1);
      await click(WIDTH * 0.25, HEIGHT / 2);
      expect(handle.index).to.equal(0);
    });

    it('close in the outer 2% margin, even on the image', async () => {
      // Padding 0 and a 4:3 picture in a 4:3 window: the image covers the whole screen.
      handle = await openLightbox({ slides: makeSlides(3, { width: 1600, height: 1200 }), padding: 0 });
      // Above the previous button, on the picture. 30 px is past 2% of 1024 (20.48 px): the left half.
      await click(30, HEIGHT / 4);
      expect(handle.index).to.equal(2);
      expect(handle.state).to.equal('open');
      await click(10, HEIGHT / 4);
      expect(handle.state).to.equal('hidden');
    });

    it('close on a non-image area', async () => {
      handle = await openLightbox({ slides: makeSlides(3, { width: 3000, height: 2000 }) });
      await click(WIDTH * 0.75, 50); // in the 100 px padding above the picture
      expect(handle.state).to.equal('hidden');
    });
  });

  describe('keyboard', () => {
    it('goes next and previous with the arrows, throttled to 200 ms', async () => {
      handle = await openLightbox({ slides: makeSlides(4) });
      clock = installFakeClock();
      await sendKeys({ press: 'ArrowRight' });
      expect(handle.index).to.equal(1);
      await sendKeys({ press: 'ArrowRight' });
      clock.tick(199);
      await sendKeys({ press: 'ArrowRight' });
      expect(handle.index, 'presses within 200 ms are dropped').to.equal(1);
      clock.tick(1);
      await sendKeys({ press: 'ArrowRight' });
      expect(handle.index).to.equal(2);
      clock.tick(200);
      await sendKeys({ press: 'ArrowLeft' });
      expect(handle.index).to.equal(1);
    });

    it('closes with Esc', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      await sendKeys({ press: 'Escape' });
      expect(handle.state).to.equal('hidden');
      await handle.closed;
    });

    it('activates controls with Enter and Space', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      button('nav--next').focus();
      await sendKeys({ press: 'Enter' });
      expect(handle.index).to.equal(1);
      await sendKeys({ press: 'Space' });
      expect(handle.index).to.equal(2);
      button('close').focus();
      await sendKeys({ press: 'Space' });
      expect(handle.state).to.equal('hidden');
    });
  });

  describe('focus', () => {
    it('is trapped in the lightbox while open', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      expect(document.activeElement).to.equal(lightboxRoot());
      const order = [];
      for (let i = 0; i < 4; i++) {
        await sendKeys({ press: 'Tab' });
        order.push(document.activeElement?.className.match(/sq-lightbox__(close|nav--\w+)/)?.[1]);
      }
      expect(order).to.deep.equal(['close', 'nav--previous', 'nav--next', 'close']);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(document.activeElement).to.equal(button('nav--next'));
    });

    it('pulls focus that lands outside it back in while it is the topmost modal layer', async () => {
      const outside = await fixture<HTMLButtonElement>(html`<button>Outside</button>`);
      handle = await openLightbox({ slides: makeSlides(3) });
      outside.focus();
      expect(lightboxRoot()!.contains(document.activeElement), 'focus is back in the lightbox').to.equal(true);
    });

    it('returns to the opener on close', async () => {
      const opener = await fixture<HTMLButtonElement>(html`<button>Open</button>`);
      handle = await openLightbox({ slides: makeSlides(3), opener });
      await sendKeys({ press: 'Escape' });
      await handle.closed;
      expect(document.activeElement).to.equal(opener);
    });

    it('returns to the element focused before opening when no opener is named', async () => {
      const before = await fixture<HTMLButtonElement>(html`<button>Before</button>`);
      before.focus();
      handle = await openLightbox({ slides: makeSlides(3) });
      expect(document.activeElement).not.to.equal(before);
      await closeLightbox(handle);
      expect(document.activeElement).to.equal(before);
    });
  });

  it('announces the slide position in a status region', async () => {
    handle = await openLightbox({ slides: makeSlides(12), index: 2 });
    expect(part('.sq-lightbox__status').getAttribute('role')).to.equal('status');
    expect(statusText()).to.equal('3 of 12');
    handle.goTo(3);
    expect(statusText()).to.equal('4 of 12');
  });

  it('reports each slide change to onChange', async () => {
    const seen: number[] = [];
    handle = await openLightbox({ slides: makeSlides(3), onChange: (i) => seen.push(i) });
    button('nav--next').click();
    button('nav--next').click();
    expect(seen).to.deep.equal([1, 2]);
  });

  describe('captions', () => {
    const opacity = () => getComputedStyle(part('.sq-lightbox__caption-text')).opacity;

    it('are copies of the caption nodes', async () => {
      const slides = captioned();
      handle = await openLightbox({ slides });
      const text = part('.sq-lightbox__caption-text');
      expect(text.textContent).to.equal('Caption 1 Credits');
      expect(text.querySelector('a')).not.to.equal(slides[0]!.caption![1]);
      handle.goTo(1);
      expect(text.textContent).to.equal('Caption 2 Credits');
    });

    it('show on hover over the image', async () => {
      handle = await openLightbox({ slides: captioned() });
      await sendMouse({ type: 'move', position: [WIDTH / 2, 40] });
      await waitUntil(() => opacity() === '0', 'hidden while the pointer is off the picture');
      await sendMouse({ type: 'move', position: centre(currentImage()) });
      await waitUntil(() => opacity() === '1', 'shown while the picture is hovered');
    });

    it('show while the keyboard is in use', async () => {
      handle = await openLightbox({ slides: captioned() });
      await sendMouse({ type: 'move', position: [WIDTH / 2, 40] });
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => opacity() === '1', 'shown with keyboard focus in the lightbox');
    });

    it('are accessible, shown or not', async () => {
      handle = await openLightbox({ slides: captioned() });
      await expect(lightboxRoot()).to.be.accessible();
      await sendMouse({ type: 'move', position: centre(currentImage()) });
      await waitUntil(() => opacity() === '1', 'shown while the picture is hovered');
      await expect(lightboxRoot()).to.be.accessible();
    });
  });
});
