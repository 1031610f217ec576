// An Escape or a back navigation while the lightbox's code is still loading cancels the opening
// (react-core/lightbox/open-lightbox.ts; visitor §2 "Esc closes"): the lightbox never appears afterwards.
// The key is dispatched in the same task as the request, so it always comes before the code has arrived.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SqLightboxElement } from '../elements/sq-lightbox.ts';
import { openLightbox } from '../react-core/lightbox/open-lightbox.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { closeLightbox, currentImage, IMAGES, lightboxRoot, makeSlides } from './support/lightbox.ts';

define('sq-lightbox', SqLightboxElement);

const escape = () => !document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('Escape or back while the lightbox code loads', () => {
  before(() => setViewport({ width: 1024, height: 768 }));
  afterEach(async () => {
    const root = lightboxRoot();
    if (root) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitUntil(() => lightboxRoot() === null, 'nothing left open');
  });

  it('an Escape before it opens cancels the opening, and the key is used up (the site chrome does not act on it)', async () => {
    const opening = openLightbox({ slides: makeSlides(3) });
    expect(escape(), 'Escape prevented').to.equal(true);
    const handle = await opening;
    expect(handle.state).to.equal('destroyed');
    await handle.closed;
    await whenRendered();
    expect(lightboxRoot(), 'no lightbox').to.equal(null);
    expect(escape(), 'a later Escape is left alone').to.equal(false);
  });

  it('a back navigation (popstate) before it opens cancels it too', async () => {
    const opening = openLightbox({ slides: makeSlides(3) });
    window.dispatchEvent(new PopStateEvent('popstate'));
    const handle = await opening;
    expect(handle.state).to.equal('destroyed');
    expect(lightboxRoot()).to.equal(null);
  });

  it('without either, it opens', async () => {
    const handle = await openLightbox({ slides: makeSlides(3) });
    expect(handle.state).to.equal('open');
    expect(lightboxRoot()).to.not.equal(null);
    await closeLightbox(handle);
  });

  it('<sq-lightbox>: a visitor who clicks an image and presses Escape at once never sees it open; the next image they open does', async () => {
    const el = await fixture<HTMLElement>(html`
      <sq-lightbox>
        <a href=${IMAGES[0]} data-image-dimensions="160x120"><img src=${IMAGES[0]} alt="Orange sky"></a>
        <a href=${IMAGES[1]} data-image-dimensions="160x120"><img src=${IMAGES[1]} alt="Green hills"></a>
      </sq-lightbox>`);
    await whenRendered();
    const [first, second] = [...el.querySelectorAll<HTMLAnchorElement>('a')];
    first!.click();
    escape();
    // Once the cancelled opening has finished, a click on the second image opens it (clicks while an
    // opening is under way are ignored, so this keeps asking until it is).
    await waitUntil(() => {
      if (!lightboxRoot()) second!.click();
      return lightboxRoot() !== null && currentImage()?.alt !== undefined;
    }, 'the second image opens', { timeout: 8000 });
    expect(currentImage()!.alt, 'the cancelled first image never opened').to.equal('Green hills');
  });
});
