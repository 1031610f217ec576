// <sq-lightbox padding> and <sq-lightbox speed> (docs/elements/sq-lightbox.md "Attributes" and "Looks": padding
// 100, opening speed 0.6 s; visitor §9 "Lightbox and UI"): the space the picture keeps from the screen's edges
// on desktop, and the duration of the controls' fade, as CSS gives it (no wall-clock timing).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqLightboxElement } from '../elements/sq-lightbox.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { IMAGES, lightboxRoot, part, shownImage } from './support/lightbox.ts';

define('sq-lightbox', SqLightboxElement);

const isOpen = () => document.activeElement !== null && document.activeElement === lightboxRoot();

/** Opens an <sq-lightbox> with `attributes` on a picture that, at 1600 x 1200, is larger than the screen. */
async function open(attributes: string): Promise<void> {
  const el = await fixture<HTMLElement>(`<sq-lightbox ${attributes}>
    <a href="${IMAGES[0]}" data-image-dimensions="1600x1200"><img src="${IMAGES[0]}" alt="Orange sky"></a></sq-lightbox>`);
  await whenRendered();
  el.querySelector('a')!.click();
  // The first open loads the lightbox's code: a wait bound for a loaded machine, not a timing assertion.
  await waitUntil(isOpen, 'the lightbox opens', { timeout: 8000 });
}

describe('<sq-lightbox> padding and speed', () => {
  before(() => setViewport({ width: 1024, height: 768 }));
  afterEach(async () => {
    if (!lightboxRoot()) return;
    await waitUntil(isOpen, 'the lightbox has opened', { timeout: 8000 });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => lightboxRoot() === null, 'the lightbox is gone', { timeout: 3000 });
  });

  // 1600 x 1200 fits 1024 x 768 less the padding on each side by its height: 768 - 2 × padding.
  for (const [attributes, padding] of [['', 100], ['padding="0"', 0], ['padding="50"', 50]] as const) {
    it(`${attributes || 'by default'}: the picture keeps ${padding} px from the top and bottom of the screen`, async () => {
      await open(attributes);
      const box = (await shownImage()).getBoundingClientRect();
      expect(box.height, 'height').to.be.closeTo(innerHeight - 2 * padding, 1);
      expect(box.top, 'top').to.be.closeTo(padding, 1);
      expect(box.width / box.height, 'its own shape').to.be.closeTo(4 / 3, 0.01);
      await expect(lightboxRoot()).to.be.accessible();
    });
  }

  for (const [attributes, seconds] of [['', '0.6s'], ['speed="0.2"', '0.2s']] as const) {
    it(`${attributes || 'by default'}: the controls fade in and out over ${seconds}`, async () => {
      await open(attributes);
      expect(getComputedStyle(part('.pswp__top-bar')).transitionDuration).to.equal(seconds);
    });
  }
});
