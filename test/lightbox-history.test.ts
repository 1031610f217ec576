import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { initialSlideFromLocation } from '../runtime/address-item.ts';
import { openLightbox, type LightboxHandle } from '../react-core/lightbox/open-lightbox.ts';
import { isInBackendEditor, itemIdUrl } from '../react-core/lightbox/location.ts';
import { closeLightbox, lightboxRoot, makeSlides, part } from './support/lightbox.ts';

const at = (address: string) => new URL(address, 'https://site.test');

describe('lightbox and the address', () => {
  describe('the itemId address (itemIdUrl)', () => {
    it("is the collection's url with a trailing slash and #itemId", () => {
      expect(itemIdUrl('a b', '/portfolio', 'http://x.test/here').href).to.equal('http://x.test/portfolio/#itemId=a%20b');
      expect(itemIdUrl('a', 'http://x.test/portfolio/?p=2', 'http://x.test/').href).to.equal('http://x.test/portfolio/#itemId=a');
    });

    it('keeps a page that is a file as it is (no slash after /gallery.html)', () => {
      expect(itemIdUrl('a', undefined, 'http://x.test/demo/gallery.html').href).to.equal('http://x.test/demo/gallery.html#itemId=a');
    });
  });

  describe('the initial slide (initialSlideFromLocation)', () => {
    const slides = makeSlides(3); // ids slide-1…3, urls /gallery/picture-1…3

    it('comes from an itemId hash value matching data-slide-id', () => {
      expect(initialSlideFromLocation(slides, at('/gallery#itemId=slide-2'))).to.equal(1);
    });

    it('reads itemId from a query inside the hash too', () => {
      expect(initialSlideFromLocation(slides, at('/gallery#?itemId=slide-3'))).to.equal(2);
      expect(initialSlideFromLocation(slides, at('/gallery/#/?view=x&itemId=slide-1'))).to.equal(0);
    });

    it('matches data-slide-url, whole or by its last segment', () => {
      expect(initialSlideFromLocation(slides, at(`/gallery#itemId=${encodeURIComponent('/gallery/picture-2')}`))).to.equal(1);
      expect(initialSlideFromLocation(slides, at('/gallery#itemId=picture-3'))).to.equal(2);
    });

    it('comes from the last path segment without an itemId', () => {
      expect(initialSlideFromLocation(slides, at('/gallery/picture-3'))).to.equal(2);
      expect(initialSlideFromLocation(slides, at('/gallery/slide-1/'))).to.equal(0);
    });

    it('is null when nothing matches', () => {
      expect(initialSlideFromLocation(slides, at('/gallery'))).to.equal(null);
      expect(initialSlideFromLocation(slides, at('/gallery#itemId=nope'))).to.equal(null);
      expect(initialSlideFromLocation(slides, at('/'))).to.equal(null);
      expect(initialSlideFromLocation(slides), 'the test page names no slide').to.equal(null);
    });
  });

  describe('history hash', () => {
    let handle: LightboxHandle | undefined;
    let original: string;
    before(() => setViewport({ width: 1024, height: 768 }));
    beforeEach(() => { original = location.href; });
    afterEach(async () => {
      await closeLightbox(handle);
      handle = undefined;
      await waitUntil(() => location.href === original, 'the original address is back');
    });

    it('writes the current slide id as itemId under the collection url with a trailing slash', async () => {
      // Chromium caps history.length at 50 over a long test run, so the entry is told by its state.
      const before = history.state as unknown;
      handle = await openLightbox({ slides: makeSlides(3), index: 1, historyHash: true, collectionUrl: '/gallery' });
      expect(location.pathname).to.equal('/gallery/');
      expect(location.hash).to.equal('#itemId=slide-2');
      const pushed = history.state as Record<string, unknown> | null;
      expect(pushed !== before && typeof pushed?.sqLightbox === 'number', 'one entry is pushed on open').to.equal(true);
      handle.goTo(2);
      expect(location.hash).to.equal('#itemId=slide-3');
      expect((history.state as Record<string, unknown>).sqLightbox, 'changes replace it').to.equal(pushed!.sqLightbox);
    });

    it('takes a full collection url, and writes the slide url when the slide has no id', async () => {
      const slides = makeSlides(2).map((slide) => ({ ...slide, id: '' }));
      handle = await openLightbox({ slides, historyHash: true, collectionUrl: `${location.origin}/gallery/` });
      expect(location.pathname).to.equal('/gallery/');
      expect(location.hash).to.equal(`#itemId=${encodeURIComponent('/gallery/picture-1')}`);
    });

    it('uses the current path when no collection url is given', async () => {
      const path = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
      handle = await openLightbox({ slides: makeSlides(2), historyHash: true });
      expect(location.pathname).to.equal(path);
      expect(location.hash).to.equal('#itemId=slide-1');
    });

    it('restores the original url when the lightbox closes', async () => {
      handle = await openLightbox({ slides: makeSlides(2), historyHash: true, collectionUrl: '/gallery' });
      part<HTMLButtonElement>('.sq-lightbox__close').click();
      await handle.closed;
      await waitUntil(() => location.href === original, 'the original address is back');
    });

    it('closes on the back button', async () => {
      handle = await openLightbox({ slides: makeSlides(2), historyHash: true, collectionUrl: '/gallery' });
      history.back();
      await handle.closed;
      expect(lightboxRoot()).to.equal(null);
      expect(location.href).to.equal(original);
    });

    it('leaves the address alone without history hash', async () => {
      const before = history.state as unknown;
      handle = await openLightbox({ slides: makeSlides(2), collectionUrl: '/gallery' });
      handle.goTo(1);
      expect(location.href).to.equal(original);
      expect(history.state === before, 'no entry pushed').to.equal(true);
    });

    it('opens without writing the address when the collection url is on another origin', async () => {
      handle = await openLightbox({ slides: makeSlides(2), historyHash: true, collectionUrl: 'https://elsewhere.test/gallery' });
      expect(handle.state).to.equal('open');
      expect(location.href).to.equal(original);
    });

    describe('in the backend editor', () => {
      let frame: HTMLIFrameElement | undefined;
      afterEach(() => {
        frame?.remove();
        frame = undefined;
        history.replaceState(history.state, '', original);
      });

      it('is detected from a page under /config, or framed by one', () => {
        frame = document.body.appendChild(document.createElement('iframe'));
        expect(isInBackendEditor(frame.contentWindow!), 'framed by an ordinary page').to.equal(false);
        history.replaceState(history.state, '', '/config/pages?frameUrl=%2Fgallery');
        expect(isInBackendEditor(frame.contentWindow!), 'framed by /config/pages').to.equal(true);
        expect(isInBackendEditor(window), 'at /config/pages itself').to.equal(true);
        history.replaceState(history.state, '', '/configurator');
        expect(isInBackendEditor(window), '/configurator is not the config area').to.equal(false);
      });

      it('does not write the address', async () => {
        history.replaceState(history.state, '', '/config/pages');
        const editorUrl = location.href;
        handle = await openLightbox({ slides: makeSlides(2), historyHash: true, collectionUrl: '/gallery' });
        handle.goTo(1);
        expect(location.href).to.equal(editorUrl);
        await closeLightbox(handle);
        handle = undefined;
      });
    });
  });
});
