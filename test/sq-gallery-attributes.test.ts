// <sq-gallery> attributes that no other suite sets (docs/elements/sq-gallery.md attribute table; visitor §3
// "Gallery attributes", §9 "Lightbox and UI"): lightbox-theme (and the block data's lightboxTheme), and
// randomize as an attribute, beside the block data's autoplayOptions.randomize (test/sq-gallery-settings.test.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';
import { gallery, qa } from './support/gallery.ts';
import { lightboxRoot } from './support/lightbox.ts';

define('sq-gallery', SqGalleryElement);

/** Opening imports PhotoSwipe and runs a 0.6 s animation: more than waitUntil's default second. */
const SLOW = { timeout: 5000 };
/** Open, with its opening animation over: PhotoSwipe has moved focus into it. */
const settled = () => (lightboxRoot()?.classList.contains('pswp--open') ?? false) && lightboxRoot()!.contains(document.activeElement);
const background = () => getComputedStyle(lightboxRoot()!.querySelector('.pswp__bg')!).backgroundColor;

describe('<sq-gallery> attributes', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => {
    logs.stop();
    if (!lightboxRoot()) return;
    await waitUntil(settled, 'the lightbox did not finish opening', SLOW);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !lightboxRoot(), 'the lightbox did not close', SLOW);
  });

  /** Opens the second slide of a grid gallery with `attributes` and waits until the lightbox is open. */
  async function openWith(attributes: string): Promise<HTMLElement> {
    const el = await gallery(`design="grid" lightbox ${attributes}`, 3);
    qa(el, '.sq-gallery__open')[1]!.click();
    await waitUntil(settled, 'the lightbox did not open', SLOW);
    return lightboxRoot()!;
  }

  describe('lightbox-theme (block data lightboxTheme; dark by default)', () => {
    it('lightbox-theme="light" opens a light lightbox: white behind the picture', async () => {
      const root = await openWith('lightbox-theme="light"');
      expect(root.classList.contains('sq-lightbox--light')).to.equal(true);
      expect(root.classList.contains('sq-lightbox--dark')).to.equal(false);
      expect(background()).to.equal('rgb(255, 255, 255)');
      await expect(root).to.be.accessible();
      expect(logs.messages()).to.deep.equal([]);
    });

    it('the block data\'s {"lightboxTheme":"light"} does the same', async () => {
      const root = await openWith(`block-json='{"lightboxTheme":"light"}'`);
      expect(root.classList.contains('sq-lightbox--light')).to.equal(true);
      expect(background()).to.equal('rgb(255, 255, 255)');
    });

    it('lightbox-theme="blue" logs the parser message and stays dark', async () => {
      const root = await openWith('lightbox-theme="blue"');
      const message = PARSER_MESSAGES.expected('one of dark, light for the gallery lightbox theme', '"blue"');
      expect(logs.messages().filter((m) => m === message), 'logged once').to.have.length(1);
      expect(root.classList.contains('sq-lightbox--dark')).to.equal(true);
      expect(background()).to.equal('rgb(0, 0, 0)');
    });
  });

  it('randomize (attribute) makes autoplay pick a random other slide', async () => {
    const clock = installFakeClock();
    const random = Math.random;
    Math.random = () => 0.99;
    try {
      const el = await gallery('design="slideshow" autoplay randomize', 5);
      const seen: number[][] = [];
      el.addEventListener('sq-gallery-slide-change', (e) => {
        const { index, previous } = e as Event & { index: number; previous: number };
        seen.push([index, previous]);
      });
      clock.tick(5000);
      await whenRendered();
      expect(seen).to.deep.equal([[4, 0]], 'not next (1): the random pick');
    } finally {
      Math.random = random;
      clock.restore();
    }
  });
});
