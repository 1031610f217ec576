// When <sq-gallery> reads its own width. Reading it as the view commits forces a layout of the whole page
// inside that task (the realistic page's longest library task, issue 14), so only a view shaped by its width
// reads it there: the carousel's slides per row, the auto designs' columns and rows, a strip's height. The
// others lay out by CSS alone and learn their width from the resize observer after the browser's own layout.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { define } from '../runtime/define.ts';
import { loadDesign, familyOf } from '../react-core/gallery/design-views.ts';
import { settle, slidesMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
let reads = 0;

/**
 * Mounts a gallery and counts the reads of its view's width: those made by the time the view's insertion
 * is observed (a microtask of the task that committed it, before any frame: read in the commit), and all.
 */
async function widthReads(attributes: string, design: string) {
  await loadDesign(familyOf(design)); // the commit then follows the element's connection, in its task
  reads = 0;
  let inCommit: number | null = null;
  const wrapper = await fixture<HTMLDivElement>('<div style="width:640px"></div>');
  const seen = new MutationObserver(() => {
    if (inCommit === null && wrapper.querySelector('.sq-gallery')) inCommit = reads;
  });
  seen.observe(wrapper, { childList: true, subtree: true });
  wrapper.innerHTML = `<sq-gallery ${attributes}>${slidesMarkup(4)}</sq-gallery>`;
  await settle();
  seen.disconnect();
  expect(inCommit, 'the view was inserted').to.not.equal(null);
  return { inCommit: inCommit!, later: () => reads, el: wrapper.querySelector('sq-gallery')! };
}

describe('<sq-gallery> reads its width before paint only where its view is shaped by it', () => {
  before(() => {
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        if (this.classList.contains('sq-gallery')) reads += 1;
        return descriptor.get!.call(this) as number;
      },
    });
  });
  after(() => Object.defineProperty(Element.prototype, 'clientWidth', descriptor));

  for (const [attributes, design] of [['', 'stacked'], ['design="slideshow"', 'slideshow'], ['design="grid"', 'grid'], ['design="list"', 'list']]) {
    it(`${design}: not in its commit; from the resize observer after the first layout`, async () => {
      const { inCommit, later } = await widthReads(attributes!, design!);
      expect(inCommit).to.equal(0);
      await waitUntil(() => later() > 0, 'the width read after layout', { timeout: 3000 });
    });
  }

  for (const [attributes, design] of [
    ['design="carousel"', 'carousel'], ['design="slider"', 'slider'], ['design="autocolumns"', 'autocolumns'],
    ['design="slideshow" thumbnails', 'slideshow'],
  ]) {
    it(`${attributes}: in its commit, so its first paint is laid out by it`, async () => {
      const { inCommit, el } = await widthReads(attributes!, design!);
      expect(inCommit).to.be.greaterThan(0);
      if (attributes!.includes('thumbnails')) {
        // vSize 10: the strip is a tenth of the gallery's 640 px.
        expect(el.querySelector<HTMLElement>('.sq-gallery__strip')!.style.height).to.equal('64px');
      }
    });
  }
});
