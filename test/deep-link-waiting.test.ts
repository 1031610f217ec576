// A visitor's deep link to a picture (visitor §2 "Gallery lightbox": an itemId hash value, or the last
// path segment, naming a slide) reaching a gallery or <sq-lightbox> that waits for its moment (the
// lightbox's default is an idle moment after the load event; a gallery below the first screens waits to
// come near): it upgrades at once and opens the picture, without waiting for the load event or idleness.
// An address naming nothing of it leaves it waiting. The tags are not defined when this file starts.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { startAutoloader } from '../runtime/autoloader.ts';
import { createWaiter } from '../runtime/upgrade-later.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { holdIdle } from './support/held-idle.ts';
import { IMAGES, lightboxRoot, statusText } from './support/lightbox.ts';

const SLOW = { timeout: 5000 };
// Below the first viewport and the one after it: a `visible` element there waits to come near.
const FAR = 'margin-top: 6000px';
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const lightboxMarkup = (attributes = '') => `<div><sq-lightbox ${attributes}>
    <a href="${IMAGES[0]}" data-image-dimensions="160x120" data-slide-id="evening"><img src="${IMAGES[0]}" alt="Orange sky"></a>
    <a href="${IMAGES[1]}" data-image-dimensions="160x120" data-slide-url="/photos/green-hills"><img src="${IMAGES[1]}" alt="Green hills"></a>
    <img src="${IMAGES[2]}" data-src="${IMAGES[2]}" data-slide-id="lake" alt="Blue lake">
  </sq-lightbox></div>`;

const galleryMarkup = `<div style="${FAR}"><sq-gallery design="grid" lightbox>
    <figure data-slide-id="dawn"><img src="${IMAGES[0]}" data-src="${IMAGES[0]}" width="160" height="120" alt="Dawn"></figure>
    <figure data-slide-id="noon" data-slide-url="/photos/noon"><img src="${IMAGES[1]}" data-src="${IMAGES[1]}" width="160" height="120" alt="Noon"></figure>
  </sq-gallery></div>`;

describe('a deep link reaching a waiting element', () => {
  const start = location.href;
  let release = () => {};
  beforeEach(() => { ({ release } = holdIdle()); });
  afterEach(() => {
    release();
    if (location.href !== start) history.replaceState(null, '', start);
  });
  const at = (address: string) => history.replaceState(null, '', address);
  const hash = (value: string) => `${location.pathname}${location.search}#${value}`;

  describe('the waiting room', () => {
    /** Puts `el` in a fresh waiting room with `strategy`; the tags it asked for so far. */
    function waitIn(el: Element, strategy: 'idle' | 'visible') {
      const asked: string[] = [];
      const waiter = createWaiter((tag) => asked.push(tag), document);
      waiter.wait(el, strategy);
      return { asked, stop: () => waiter.stop() };
    }

    // An itemId hash value naming a link, an itemId inside a hash query naming an image, and the last path
    // segment matching the url of a gallery's slide far below: each asks for the tag at once.
    const named = [
      { label: '#itemId=evening', address: () => hash('itemId=evening'), markup: () => lightboxMarkup(), strategy: 'idle', tag: 'sq-lightbox' },
      { label: '#?itemId=lake', address: () => hash('?itemId=lake'), markup: () => lightboxMarkup(), strategy: 'idle', tag: 'sq-lightbox' },
      { label: '/photos/noon', address: () => '/photos/noon', markup: () => galleryMarkup, strategy: 'visible', tag: 'sq-gallery' },
    ] as const;
    for (const { label, address, markup, strategy, tag } of named) {
      it(`${tag} waiting (${strategy}) at an address naming an item in it asks at once: ${label}`, async () => {
        at(address());
        const el = (await fixture(markup())).firstElementChild!;
        const { asked, stop } = waitIn(el, strategy);
        expect(asked).to.deep.equal([tag]);
        stop();
      });
    }

    it('an address naming nothing in it leaves it waiting', async () => {
      at(hash('itemId=nowhere'));
      const lightbox = (await fixture(lightboxMarkup())).firstElementChild!;
      const gallery = (await fixture(galleryMarkup)).firstElementChild!;
      const one = waitIn(lightbox, 'idle');
      const two = waitIn(gallery, 'visible');
      await frames();
      expect([...one.asked, ...two.asked], 'nothing asked before its moment').to.deep.equal([]);
      one.stop();
      two.stop();
    });

    it('another element holding the named id is not woken by it', async () => {
      at(hash('itemId=evening'));
      const el = await fixture(`<sq-accordion><h3 data-slide-id="evening">Evening</h3><p>Text</p></sq-accordion>`);
      const { asked, stop } = waitIn(el, 'idle');
      await frames();
      expect(asked).to.deep.equal([]);
      stop();
    });
  });

  describe('with the real elements', () => {
    before(() => setViewport({ width: 1024, height: 768 }));
    // The lightbox opens without its animation: the accessibility check reads its settled colours.
    beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
    afterEach(async () => {
      if (lightboxRoot()) {
        await sendKeys({ press: 'Escape' });
        await waitUntil(() => lightboxRoot() === null, 'the lightbox is gone', SLOW);
      }
      await emulateMedia({ reducedMotion: 'no-preference' });
    });

    it('<sq-lightbox> (idle by default) named by the address upgrades without the idle moment and opens the picture', async () => {
      at(hash('itemId=lake'));
      const loads: string[] = [];
      const el = (await fixture(lightboxMarkup())).firstElementChild as HTMLElement;
      const loader = startAutoloader({ 'sq-lightbox': () => { loads.push('sq-lightbox'); return import('../elements/sq-lightbox.ts'); } });
      try {
        await waitUntil(() => el.matches(':defined'), 'upgraded without the idle moment', SLOW);
        await waitUntil(() => lightboxRoot() !== null && statusText() === '3 of 3', 'the named picture is open', SLOW);
        expect(loads).to.deep.equal(['sq-lightbox']);
        await waitUntil(() => document.activeElement === lightboxRoot(), 'focus in the lightbox', SLOW);
        await expect(lightboxRoot()!).to.be.accessible();
      } finally {
        loader.stop();
      }
    });

    it('a grid gallery far below, named by the address, upgrades before it comes near and opens the slide', async () => {
      at(hash('itemId=noon'));
      const el = (await fixture(galleryMarkup)).firstElementChild as HTMLElement;
      const loader = startAutoloader({ 'sq-gallery': () => import('../elements/sq-gallery.ts') });
      try {
        await waitUntil(() => el.matches(':defined'), 'upgraded while far below, without the idle moment', SLOW);
        await whenRendered();
        await waitUntil(() => lightboxRoot() !== null && statusText() === '2 of 2', 'the named slide is open', SLOW);
        expect(window.scrollY, 'the page was not scrolled to it').to.equal(0);
        await expect(el).to.be.accessible();
      } finally {
        loader.stop();
      }
    });
  });
});
