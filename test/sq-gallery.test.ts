import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { readGalleryData } from '../react-core/gallery/read-slides.ts';
import { captureLogs } from './support/logs.ts';
import { columns, gallery, q, qa, settle, slideMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

describe('<sq-gallery>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  describe('slides from server-rendered children (visitor §3 "Slide attributes")', () => {
    it('reads data-slide-id, data-slide-url, data-click-through-url and the image attributes', async () => {
      const host = await fixture<HTMLElement>(`<div>${slideMarkup(0, 'data-click-through-url="/go"')}</div>`);
      const [slide] = readGalleryData(host).slides;
      expect(slide).to.include({ id: 's0', url: 'harbour-at-dusk-0', clickThroughUrl: '/go', type: 'image', title: 'Harbour at dusk' });
      expect(slide!.image).to.deep.include({ src: '/demo/images/harbour-at-dusk.svg', width: 1500, height: 1000, focal: { x: 0.5, y: 0.4 } });
    });

    it('infers data-type video from a video wrapper', async () => {
      const host = await fixture<HTMLElement>(`<div><figure data-slide-id="v"><div class="sq-video-wrapper"><iframe title="clip"></iframe></div></figure></div>`);
      const [slide] = readGalleryData(host).slides;
      expect(slide!.type).to.equal('video');
      expect(slide!.media?.classList.contains('sq-video-wrapper')).to.equal(true);
    });

    it('drops a click-through url that is not http(s) or relative (javascript: never runs)', async () => {
      const host = await fixture<HTMLElement>(`<div>${slideMarkup(0, 'data-click-through-url="javascript:alert(1)"')}${slideMarkup(1, 'data-click-through-url="/next"')}</div>`);
      const [bad, good] = readGalleryData(host).slides;
      expect(bad!.clickThroughUrl).to.equal('');
      expect(good!.clickThroughUrl).to.equal('/next');
    });

    it('invents no slide ids: an address can only match an id the server gave', async () => {
      const host = await fixture<HTMLElement>('<div><figure><img src="/demo/images/city-lights.svg" alt="x"></figure></div>');
      expect(readGalleryData(host).slides[0]!.id).to.equal('');
    });

    it('keeps a slide with a malformed data-image-dimensions; the image loader logs it once', async () => {
      const host = await fixture<HTMLElement>(`<div><figure><img src="/demo/images/city-lights.svg" alt="x" data-image-dimensions="wide"></figure></div>`);
      expect(readGalleryData(host).slides[0]!.image!.width).to.equal(null);
      const wrapper = await fixture<HTMLElement>(`<div style="width:600px"><sq-gallery design="grid">
        <figure><img src="/demo/images/city-lights.svg" data-src="/demo/images/city-lights.svg" alt="x" data-image-dimensions="wide"></figure>
      </sq-gallery></div>`);
      await settle();
      const message = 'Expected widthxheight for data-image-dimensions but "wide" found.';
      wrapper.scrollIntoView();
      await waitUntil(() => logs.messages().includes(message), 'the loader reported it');
      expect(logs.messages().filter((m) => m === message)).to.have.length(1);
      expect(wrapper.querySelectorAll('.sq-gallery__item')).to.have.length(1);
    });

    it('renders every slide once, without duplicating the server-rendered content', async () => {
      const el = await gallery('design="grid"', 5);
      expect(qa(el, 'img')).to.have.length(5);
      // The server's figures stay where they were (live children), none of them rendered.
      expect(qa(el, ':scope > figure').filter((figure) => figure.getClientRects().length > 0)).to.have.length(0);
    });

    it('does not start without slides', async () => {
      const el = await fixture<HTMLElement>('<sq-gallery design="slideshow"></sq-gallery>');
      await whenRendered();
      expect(el.querySelector('.sq-gallery') === null, 'no such element').to.equal(true);
    });
  });

  describe('block data (visitor §3, §8)', () => {
    it("bad JSON logs 'Error decoding gallery block data.' and skips the block, leaving its slides", async () => {
      const el = await gallery(`block-json='{"design": grid'`, 3);
      expect(logs.messages()).to.deep.equal(['Error decoding gallery block data.']);
      expect(el.querySelector('.sq-gallery') === null, 'no such element').to.equal(true);
      expect(qa(el, 'figure img').filter((img) => img.getClientRects().length > 0)).to.have.length(3);
      await expect(el).to.be.accessible();
    });

    it("no data logs 'Error evaluating gallery block data.'", async () => {
      await gallery(`block-json=""`, 2);
      expect(logs.messages()).to.deep.equal(['Error evaluating gallery block data.']);
    });

    it('takes the design and settings from the block data; attributes win over it', async () => {
      const el = await gallery(`block-json='{"design":"grid","slidesPerRow":2,"padding":8}'`, 4);
      const grid = q(el, '.sq-gallery__grid');
      expect(columns(grid)).to.equal(2);
      expect(grid.style.gap).to.equal('8px');
      el.setAttribute('slides-per-row', '3');
      await whenRendered();
      expect(columns(q(el, '.sq-gallery__grid'))).to.equal(3);
    });

    it('re-renders when a re-render attribute such as padding changes', async () => {
      const el = await gallery('design="grid"', 4);
      expect(q(el, '.sq-gallery__grid').style.gap).to.equal('20px');
      el.setAttribute('padding', '4');
      await whenRendered();
      expect(q(el, '.sq-gallery__grid').style.gap).to.equal('4px');
    });
  });

});
