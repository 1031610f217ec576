import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { IMAGE_MESSAGES } from '../catalog/messages/images.ts';
import { IMAGE_CLASSES, imageLoadQueue, lazyLoadImages, type LazyImages } from '../runtime/images/image-loader.ts';
import { captureLogs } from './support/logs.ts';

const SOURCE = '/demo/images/alpine-sunrise.svg';
const DPR_1 = { dprMin: 1, dprMax: 1 };
const idle = () => imageLoadQueue.active === 0 && imageLoadQueue.waiting === 0;
const loaded = (img: Element) => img.classList.contains(IMAGE_CLASSES.loaded);

/** Images stacked down the page, each placed `below` px under the viewport's bottom edge (0 = in view). */
async function column(...below: number[]) {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  const images = below.map((distance) => {
    const spacer = root.appendChild(document.createElement('div'));
    const img = root.appendChild(document.createElement('img'));
    Object.assign(img, { alt: 'Alpine sunrise' });
    img.setAttribute('data-src', SOURCE);
    img.style.cssText = 'display: block; width: 200px; height: 50px';
    const top = distance === 0 ? 0 : window.innerHeight + distance;
    spacer.style.height = `${Math.max(0, top - spacer.getBoundingClientRect().top)}px`;
    return img;
  });
  return { root, images };
}

describe('lazyLoadImages (visitor §4 "Image loading", §9 lazy-load margin 200 px)', () => {
  let logs: ReturnType<typeof captureLogs>;
  let lazy: LazyImages[] = [];
  const start = (root: Element, overrides = {}) => { const handle = lazyLoadImages(root, { ...DPR_1, ...overrides }); lazy.push(handle); return handle; };

  before(() => setViewport({ width: 800, height: 600 }));
  beforeEach(async () => { logs = captureLogs(); await waitUntil(idle, 'earlier loads finish'); });
  afterEach(async () => {
    lazy.forEach((handle) => handle.dispose());
    lazy = [];
    logs.stop();
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  describe('lazy loading starts within 200 px of the viewport', () => {
    it('loads an image 150 px below the viewport, not ones 250 and 1000 px below until scrolled to', async () => {
      const { root, images: [near, beyond, far] } = await column(150, 250, 1000);
      expect(far!.getBoundingClientRect().top - window.innerHeight).to.be.closeTo(1000, 1);
      start(root);
      await waitUntil(() => loaded(near!), 'the image 150 px below loads');
      expect(near!.getAttribute('src')).to.equal(`${SOURCE}?format=300w`);
      expect(beyond!.hasAttribute('src')).to.equal(false);
      expect(far!.hasAttribute('src')).to.equal(false);
      window.scrollTo(0, 1000);
      await waitUntil(() => loaded(far!), 'the far image loads once scrolled within 200 px');
      expect(loaded(beyond!)).to.equal(true);
    });

    it('loads every image at once without an IntersectionObserver', async () => {
      const saved = window.IntersectionObserver;
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      try {
        const { root, images } = await column(0, 1000, 3000);
        start(root);
        expect(images.every((img) => img.classList.contains(IMAGE_CLASSES.loading))).to.equal(true);
        await waitUntil(() => images.every(loaded));
      } finally {
        window.IntersectionObserver = saved;
      }
    });

    it('leaves a server-rendered src in place until the image comes near', async () => {
      const { root, images: [near, far] } = await column(0, 1000);
      far!.setAttribute('src', SOURCE);
      start(root);
      await waitUntil(() => loaded(near!));
      expect(far!.getAttribute('src')).to.equal(SOURCE);
      expect(far!.className).to.equal('');
      await far!.decode();
      expect(far!.naturalWidth).to.be.greaterThan(0);
    });
  });

  describe('refresh()', () => {
    it('picks up images added to the root later', async () => {
      const { root, images: [first] } = await column(0);
      const handle = start(root);
      await waitUntil(() => loaded(first!));
      const added = root.appendChild(first!.cloneNode() as HTMLImageElement);
      added.removeAttribute('src');
      added.className = '';
      handle.refresh();
      await waitUntil(() => loaded(added), 'the added image loads');
    });

    it('re-checks sizes: a wider image gets a larger size', async () => {
      const { root, images: [img] } = await column(0);
      const handle = start(root);
      await waitUntil(() => loaded(img!));
      img!.style.width = '600px';
      handle.refresh();
      await waitUntil(() => img!.getAttribute('src') === `${SOURCE}?format=750w` && loaded(img!));
    });
  });

  describe('dispose()', () => {
    it('releases the observer: a disposed root’s image does not load when scrolled to', async () => {
      const disposed = await column(1000);
      const control = await column(1000);
      start(disposed.root).dispose();
      start(control.root);
      window.scrollTo(0, 1000);
      await waitUntil(() => loaded(control.images[0]!), 'the control image loads');
      expect(disposed.images[0]!.hasAttribute('src')).to.equal(false);
    });

    it('drops the loads still waiting in the queue', async () => {
      await setViewport({ width: 400, height: 600 }); // mobile: one load at a time
      const { root, images } = await column(0, 0, 0);
      let disposed = false;
      const stop = imageLoadQueue.subscribe(({ active, waiting }) => {
        // Disposed the moment the first load runs and the other two wait behind it.
        if (active === 1 && waiting === 2 && !disposed) { handle.dispose(); disposed = true; }
      });
      const handle = start(root);
      await waitUntil(() => loaded(images[0]!), 'the first image loads');
      await waitUntil(idle);
      stop();
      expect(disposed).to.equal(true);
      expect(images.map((img) => img.hasAttribute('src'))).to.deep.equal([true, false, false]);
    });
  });

  describe('image load throttle: 16 concurrent on desktop, 1 on mobile', () => {
    async function peakFor(count: number): Promise<number> {
      const root = await fixture<HTMLElement>(html`<div style="display: flex; flex-wrap: wrap"></div>`);
      for (let i = 0; i < count; i += 1) {
        const img = root.appendChild(document.createElement('img'));
        img.alt = `Alpine sunrise ${i + 1}`;
        img.setAttribute('data-src', SOURCE);
        img.style.cssText = 'width: 16px; height: 16px';
      }
      let peak = 0;
      const stop = imageLoadQueue.subscribe(({ active }) => { peak = Math.max(peak, active); });
      try {
        start(root);
        await waitUntil(() => [...root.children].every(loaded), 'every image loads');
      } finally {
        stop();
      }
      return peak;
    }

    it('runs at most 16 loads at once on desktop (20 images in view)', async () => {
      expect(await peakFor(20)).to.equal(16);
    });

    it('runs 1 load at a time on mobile (5 images in view at 400 px wide)', async () => {
      await setViewport({ width: 400, height: 600 });
      expect(await peakFor(5)).to.equal(1);
    });
  });

  describe('messages', () => {
    it('logs "No root node" without a root', () => {
      const handle = lazyLoadImages(null as unknown as Element);
      handle.refresh();
      handle.dispose();
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['error', IMAGE_MESSAGES.noRootNode]]);
      expect(IMAGE_MESSAGES.noRootNode).to.equal('No root node');
    });

    it('warns "No images" for a root without img[data-src], and still picks them up on refresh', async () => {
      const root = await fixture<HTMLElement>(html`<div><img alt="Static" src=${SOURCE} style="width: 30px; height: 20px"></div>`);
      const handle = start(root);
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['warn', 'No images']]);
      const img = root.appendChild(document.createElement('img'));
      img.alt = 'Alpine sunrise';
      img.setAttribute('data-src', SOURCE);
      handle.refresh();
      await waitUntil(() => loaded(img));
    });
  });
});
