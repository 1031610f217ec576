import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';
import { openLightbox, type LightboxHandle } from '../react-core/lightbox/open-lightbox.ts';
import { closeLightbox, currentHolder, currentImage, lightboxRoot, makeSlides, part, photoswipeRequested, shownImage } from './support/lightbox.ts';

describe('lightbox: open, hidden, destroyed', () => {
  let handle: LightboxHandle | undefined;
  before(() => setViewport({ width: 1024, height: 768 }));
  afterEach(async () => {
    await closeLightbox(handle);
    handle = undefined;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  // Runs first: nothing in this file has opened a lightbox yet.
  it('loads PhotoSwipe only when a lightbox opens', async () => {
    expect(photoswipeRequested(), 'not before the first open').to.equal(false);
    handle = await openLightbox({ slides: makeSlides(2) });
    expect(photoswipeRequested(), 'requested by the first open').to.equal(true);
  });

  it('is a modal dialog named by its title, "Gallery" by default', async () => {
    handle = await openLightbox({ slides: makeSlides(2) });
    const root = lightboxRoot()!;
    expect(root.getAttribute('role')).to.equal('dialog');
    expect(root.getAttribute('aria-modal')).to.equal('true');
    expect(root.getAttribute('aria-label')).to.equal('Gallery');
    await closeLightbox(handle);
    handle = await openLightbox({ slides: makeSlides(2), title: 'Harbour at dusk' });
    expect(lightboxRoot()!.getAttribute('aria-label')).to.equal('Harbour at dusk');
  });

  it('goes open → hidden → destroyed, and resolves closed once destroyed', async () => {
    let closing = 0;
    handle = await openLightbox({ slides: makeSlides(2), onClose: () => { closing += 1; } });
    expect(handle.state).to.equal('open');
    handle.close();
    expect(handle.state).to.equal('hidden');
    expect(closing).to.equal(1);
    expect(lightboxRoot(), 'still fading out').to.exist;
    await handle.closed;
    expect(handle.state).to.equal('destroyed');
    expect(lightboxRoot()).to.equal(null);
  });

  it('opens at currentSetIndex, 0 by default, normalised like a gallery index', async () => {
    handle = await openLightbox({ slides: makeSlides(3) });
    expect(handle.index).to.equal(0);
    await closeLightbox(handle);
    handle = await openLightbox({ slides: makeSlides(3), index: 4 });
    expect(handle.index, '4 of 3 slides wraps to 1').to.equal(1);
    await closeLightbox(handle);
    handle = await openLightbox({ slides: makeSlides(3), index: -1 });
    expect(handle.index, '-1 wraps to the last').to.equal(2);
    expect((await shownImage()).alt).to.equal('Picture 3');
  });

  it('opens nothing without slides', async () => {
    const empty = await openLightbox({ slides: [] });
    expect(empty.state).to.equal('destroyed');
    expect(lightboxRoot()).to.equal(null);
    await empty.closed;
  });

  describe('settings (visitor §3, §9)', () => {
    it('has overlay opacity 0.95 and stacks from the modal base z-index 30000', async () => {
      handle = await openLightbox({ slides: makeSlides(2) });
      expect(getComputedStyle(part('.pswp__bg')).opacity).to.equal('0.95');
      expect(getComputedStyle(lightboxRoot()!).zIndex).to.equal(String(MODAL_BASE_Z_INDEX));
    });

    it('animates opening and closing over speed 0.6 s by default, or the speed given', async () => {
      handle = await openLightbox({ slides: makeSlides(2) });
      expect(lightboxRoot()!.style.getPropertyValue('--pswp-transition-duration')).to.equal('600ms');
      await closeLightbox(handle);
      handle = await openLightbox({ slides: makeSlides(2), speed: 0.2 });
      expect(lightboxRoot()!.style.getPropertyValue('--pswp-transition-duration')).to.equal('200ms');
    });

    it('keeps padding 100 px around the image on desktop', async () => {
      handle = await openLightbox({ slides: makeSlides(1, { width: 3000, height: 2000 }) });
      await waitUntil(() => currentImage()?.complete, 'the image loads');
      const box = currentImage().getBoundingClientRect();
      // 1024 x 768 less 100 px each side: 824 x 568, so a 3:2 picture is 824 px wide.
      expect(Math.round(box.left)).to.equal(100);
      expect(Math.round(box.width)).to.equal(824);
    });

    it('shows the dark theme by default and the light theme when asked', async () => {
      handle = await openLightbox({ slides: makeSlides(2) });
      expect(lightboxRoot()!.classList.contains('sq-lightbox--dark')).to.equal(true);
      expect(getComputedStyle(part('.pswp__bg')).backgroundColor).to.equal('rgb(0, 0, 0)');
      await closeLightbox(handle);
      handle = await openLightbox({ slides: makeSlides(2), theme: 'light' });
      expect(lightboxRoot()!.classList.contains('sq-lightbox--light')).to.equal(true);
      expect(getComputedStyle(part('.pswp__bg')).backgroundColor).to.equal('rgb(255, 255, 255)');
    });

    it('falls back to the dark theme for an unknown theme', async () => {
      handle = await openLightbox({ slides: makeSlides(2), theme: 'sepia' as 'dark' });
      expect(lightboxRoot()!.classList.contains('sq-lightbox--dark')).to.equal(true);
    });
  });

  describe('motion', () => {
    it('fades the new slide in over 0.3 s on desktop', async () => {
      handle = await openLightbox({ slides: makeSlides(3) });
      handle.goTo(1);
      const holder = currentHolder();
      const [fade] = holder.getAnimations();
      expect(fade, 'a fade animation runs on the new slide').to.exist;
      expect(fade!.effect!.getTiming().duration).to.equal(300);
    });

    it('neither fades nor animates opening with prefers-reduced-motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      handle = await openLightbox({ slides: makeSlides(3) });
      expect(lightboxRoot()!.style.getPropertyValue('--pswp-transition-duration')).to.equal('0ms');
      handle.goTo(1);
      expect(currentHolder().getAnimations()).to.have.length(0);
    });
  });

  it('shows a non-image slide (a video) as copies of its nodes, which clicks do not close', async () => {
    const player = Object.assign(document.createElement('button'), { textContent: 'Play video' });
    const slides = makeSlides(3);
    slides[1] = { ...slides[1]!, content: [player] };
    handle = await openLightbox({ slides, index: 1 });
    const shown = lightboxRoot()!.querySelector<HTMLButtonElement>('.sq-lightbox__content button')!;
    expect(shown.textContent).to.equal('Play video');
    expect(shown).not.to.equal(player);
    expect(player.isConnected, 'the original stays where it was').to.equal(false);
    shown.click();
    expect(handle.state).to.equal('open');
    await expect(lightboxRoot()).to.be.accessible();
    handle.goTo(0);
    expect(shown.closest('[inert]'), 'a slide left behind cannot be reached').to.exist;
    await expect(lightboxRoot()).to.be.accessible();
  });

  it('is accessible while open, in both themes', async () => {
    handle = await openLightbox({ slides: makeSlides(3) });
    await expect(lightboxRoot()).to.be.accessible();
    await closeLightbox(handle);
    handle = await openLightbox({ slides: makeSlides(3), theme: 'light' });
    await expect(lightboxRoot()).to.be.accessible();
  });
});
