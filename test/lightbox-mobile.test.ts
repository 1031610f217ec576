import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { FLUID_BREAKPOINT_PX } from '../catalog/constants.ts';
import { openLightbox, type LightboxHandle, type LightboxSlide } from '../react-core/lightbox/open-lightbox.ts';
import { closeLightbox, currentHolder, currentImage, lightboxRoot, makeSlides, part } from './support/lightbox.ts';

const WIDTH = FLUID_BREAKPOINT_PX.mobileMax - 57; // 375 px, a phone
const HEIGHT = 668;
const toggle = () => part<HTMLButtonElement>('.sq-lightbox__caption-toggle');
const caption = () => part('.sq-lightbox__caption');
const credits = () => Object.assign(document.createElement('a'), { href: '#credits', textContent: 'Credits' });
const slides = (): LightboxSlide[] => makeSlides(3, { width: 3000, height: 2000 })
  .map((slide, i) => (i === 2 ? slide : { ...slide, caption: [document.createTextNode(`Caption ${i + 1} `), credits()] }));

describe('lightbox on mobile (up to 432 px)', () => {
  let handle: LightboxHandle | undefined;
  before(() => setViewport({ width: WIDTH, height: HEIGHT }));
  after(() => setViewport({ width: 1024, height: 768 }));
  afterEach(async () => {
    await closeLightbox(handle);
    handle = undefined;
  });

  it('uses the mobile layout up to 432 px and the desktop layout from 433 px', async () => {
    await setViewport({ width: FLUID_BREAKPOINT_PX.mobileMax, height: HEIGHT });
    handle = await openLightbox({ slides: slides() });
    expect(lightboxRoot()!.classList.contains('sq-lightbox--mobile')).to.equal(true);
    await closeLightbox(handle);
    await setViewport({ width: FLUID_BREAKPOINT_PX.desktopMin, height: HEIGHT });
    handle = await openLightbox({ slides: slides() });
    expect(lightboxRoot()!.classList.contains('sq-lightbox--desktop')).to.equal(true);
    await closeLightbox(handle);
    await setViewport({ width: WIDTH, height: HEIGHT });
  });

  it('has a caption toggle instead of previous and next', async () => {
    handle = await openLightbox({ slides: slides() });
    expect(lightboxRoot()!.querySelector('.sq-lightbox__nav')).to.equal(null);
    expect(toggle().localName).to.equal('button');
    expect(toggle().getAttribute('aria-label')).to.equal('Caption');
    expect(toggle().getAttribute('aria-controls')).to.equal(caption().id);
  });

  it('shows the caption at the bottom when the toggle is pressed, and hides it again', async () => {
    handle = await openLightbox({ slides: slides() });
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(caption().hidden).to.equal(true);
    toggle().focus();
    await sendKeys({ press: 'Enter' });
    expect(toggle().getAttribute('aria-expanded')).to.equal('true');
    expect(caption().hidden).to.equal(false);
    const box = part('.sq-lightbox__caption-text').getBoundingClientRect();
    expect(Math.round(box.bottom)).to.equal(HEIGHT);
    expect(Math.round(box.width)).to.equal(WIDTH);
    await expect(lightboxRoot()).to.be.accessible();
    await sendKeys({ press: 'Space' });
    expect(caption().hidden).to.equal(true);
  });

  it('hides the toggle on a slide without a caption', async () => {
    handle = await openLightbox({ slides: slides(), index: 2 });
    expect(toggle().hidden).to.equal(true);
    handle.goTo(1);
    await waitUntil(() => handle!.index === 1, 'the slide scrolls into place');
    expect(toggle().hidden).to.equal(false);
  });

  it('uses the whole screen for the picture', async () => {
    handle = await openLightbox({ slides: slides() });
    await waitUntil(() => currentImage()?.complete, 'the image loads');
    expect(Math.round(currentImage().getBoundingClientRect().width)).to.equal(WIDTH);
  });

  it('scrolls to the next slide on a swipe, without a fade', async () => {
    handle = await openLightbox({ slides: slides() });
    // Start once the current picture is in and decoded (PhotoSwipe adds it later in WebKit and Firefox).
    await waitUntil(() => currentImage()?.complete, 'the picture shows', { timeout: 5000 });
    await sendMouse({ type: 'move', position: [WIDTH - 40, HEIGHT / 2] });
    await sendMouse({ type: 'down' });
    // A drag in even steps, as a finger moves: PhotoSwipe reads the swipe's distance and speed from them.
    for (let x = WIDTH - 70; x >= 60; x -= 30) await sendMouse({ type: 'move', position: [x, HEIGHT / 2] });
    await sendMouse({ type: 'up' });
    // Seen past waitUntil's 1 s on a busy machine (Firefox, WebKit): the swipe's pointer events arrive late.
    await waitUntil(() => handle!.index === 1, 'the swipe moves to the next slide', { timeout: 3000 });
    expect(currentHolder().getAnimations()).to.have.length(0);
  });

  it('does not loop: the arrows stop at the first and last slides', async () => {
    handle = await openLightbox({ slides: slides() });
    await sendKeys({ press: 'ArrowLeft' });
    expect(handle.index).to.equal(0);
    handle.goTo(2);
    await waitUntil(() => handle!.index === 2, 'the slide scrolls into place');
    await sendKeys({ press: 'ArrowRight' });
    expect(handle.index).to.equal(2);
  });

  it('keeps focus among the caption toggle and close', async () => {
    handle = await openLightbox({ slides: slides() });
    // In the top bar, left to right: the toggle, then close.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(toggle());
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(part('.sq-lightbox__close'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(toggle());
  });
});
