// <sq-gallery> with what its slides hold: video slides (autoplay paused while one shows, a video
// stopped when its slide is left), captions over stacked slides (the meta overlay 40% rule) and
// click-through urls (visitor §3 "Slide attributes", §4 "Autoplay", "Video", §9 "Galleries").
import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqVideoElement, SqVideoPauseEvent } from '../elements/sq-video.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { activeIndex, IMAGES, q, qa, settle, slideMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);
define('sq-video', SqVideoElement);

// What the fake provider player (demo/server/routes/fake-video.mjs) acknowledges receiving.
const received: { source: MessageEventSource | null; data: Record<string, unknown> }[] = [];
window.addEventListener('message', (event) => received.push({ source: event.source, data: event.data }));
const commandsTo = (frame: HTMLIFrameElement) => received
  .filter((m) => m.source === frame.contentWindow && m.data && 'sqFakeVideo' in m.data)
  .map((m) => m.data.command);

/** A video slide: the spec's slide attributes around an <sq-video> with the fake YouTube player. */
const videoSlide = (title = 'Coast timelapse') => `<figure data-slide-id="v1" data-slide-url="coast-timelapse">
    <sq-video provider="youtube" overlay>
      <iframe src="/__fake/video-player.html?provider=youtube" title="${title}" width="320" height="180"></iframe>
    </sq-video>
    <figcaption>${title}</figcaption>
  </figure>`;

/** A 600 px wide gallery of an image slide, a video slide and another image slide. */
async function withVideo(attributes: string): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div style="width:600px">
    <sq-gallery ${attributes}>${slideMarkup(0)}${videoSlide()}${slideMarkup(2)}</sq-gallery></div>`);
  await settle();
  await waitUntil(() => wrapper.querySelector('sq-video .sq-video'), 'the video rendered');
  return q(wrapper, 'sq-gallery');
}

const stateOf = (el: Element) => el.querySelector('sq-video .sq-video')?.getAttribute('data-state');

describe('<sq-gallery> media', () => {
  afterEach(() => resetMouse());

  describe('autoplay pauses while a video shows (visitor §4 "Autoplay")', () => {
    let clock: FakeClock;
    beforeEach(() => { clock = installFakeClock(); });
    afterEach(() => clock.restore());

    it('once it reaches the video slide, 20000 ms do not advance; it goes on 5000 ms after the slide is left', async () => {
      const el = await withVideo('design="slideshow" autoplay');
      clock.tick(5000);
      await waitUntil(() => activeIndex(el) === 1, 'autoplay reached the video slide');
      await whenRendered();
      clock.tick(20000);
      await whenRendered();
      expect(activeIndex(el)).to.equal(1);

      q(el, '.sq-gallery__next').click();
      await waitUntil(() => activeIndex(el) === 2);
      clock.tick(4999);
      await whenRendered();
      expect(activeIndex(el)).to.equal(2);
      clock.tick(1);
      await waitUntil(() => activeIndex(el) === 0, 'autoplay goes round at the end');
    });
  });

  describe('leaving a video slide pauses it or shows its overlay (visitor §4 "Video")', () => {
    it('a playing video gets pause, returns to its overlay and dispatches sq-video-pause when the gallery moves on', async () => {
      const el = await withVideo('design="slideshow" current-index="1"');
      const video = q(el, 'sq-video');
      const frame = q<HTMLIFrameElement>(video, 'iframe');
      expect(stateOf(el)).to.equal('overlay');
      q(video, 'button.sq-video__play').click();
      await waitUntil(() => stateOf(el) === 'playing', 'the video plays');
      expect(activeIndex(el)).to.equal(1, 'the play button is not a click on the slide');

      const paused = oneEvent(video, 'sq-video-pause');
      q(el, '.sq-gallery__next').click();
      expect(await paused).to.be.instanceOf(SqVideoPauseEvent);
      await waitUntil(() => activeIndex(el) === 2);
      await waitUntil(() => stateOf(el) === 'overlay', 'the overlay is back');
      expect(video.querySelector('button.sq-video__play') !== null, 'the element exists').to.equal(true);
      // A message to a frame crosses the frame's own event loop: a busy host can take more than the default 1 s.
      await waitUntil(() => commandsTo(frame).at(-1) === 'pause', 'the provider frame was told to pause', { timeout: 5000 });
    });

    it('the video is moved into the slide, never copied', async () => {
      const el = await withVideo('design="slideshow"');
      expect(qa(el, 'sq-video')).to.have.length(1);
      expect(qa(el, 'iframe')).to.have.length(1);
      expect(q(el, 'sq-video').closest('.sq-gallery__slide')!.getAttribute('data-slide-id')).to.equal('v1');
    });
  });

  describe('the meta overlay gets a fixed height of 40% of the container when content exceeds 90% (visitor §9 "Stacked")', () => {
    /** An image slide whose caption is `height` px of text. */
    const captioned = (height: number) => {
      const image = IMAGES[0];
      return `<figure data-slide-id="c">
        <img src="/demo/images/${image.file}" data-src="/demo/images/${image.file}" alt="A harbour at dusk"
          data-image-dimensions="${image.width}x${image.height}">
        <figcaption><strong>Harbour</strong><span style="display:block;height:${height}px">A long story about the harbour.</span></figcaption>
      </figure>`;
    };
    // Class checks as booleans: a failing chai-dom assertion on these React-owned nodes stalls the runner.
    const fixed = (overlay: HTMLElement) => overlay.classList.contains('sq-gallery__overlay--fixed');
    const stacked = async (captionHeight: number) => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:600px">
        <sq-gallery>${captioned(captionHeight)}${slideMarkup(1)}</sq-gallery></div>`);
      await settle();
      const el = q(wrapper, 'sq-gallery');
      return { stage: q(el, '.sq-gallery__stage'), overlay: q(el, '.sq-gallery__slide--active .sq-gallery__overlay') };
    };

    it('a caption taller than the stage (500 px over a 400 px stage) is fixed to 40% of it (160 px) and scrolls', async () => {
      const { stage, overlay } = await stacked(500);
      expect(stage.clientHeight).to.equal(400);
      expect(fixed(overlay)).to.equal(true, 'the overlay is fixed');
      expect(overlay.style.height).to.equal('160px');
      expect(overlay.getBoundingClientRect().height).to.be.closeTo(160, 1, 'the box drawn is 40% of the stage');
      expect(overlay.scrollHeight).to.be.above(overlay.clientHeight);
    });

    it('a short caption is not fixed', async () => {
      const { overlay } = await stacked(20);
      expect(fixed(overlay)).to.equal(false);
      expect(overlay.style.height).to.equal('');
    });
  });

  describe('click-through url (visitor §3 "Slide attributes": data-click-through-url)', () => {
    it('in a grid without lightbox, the slide is a link to its url; the others are not links', async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="grid">
        ${slideMarkup(0)}${slideMarkup(1, 'data-click-through-url="/somewhere"')}${slideMarkup(2)}</sq-gallery></div>`);
      await settle();
      const links = qa(wrapper, 'a');
      expect(links).to.have.length(1);
      expect(links[0]!.getAttribute('href')).to.equal('/somewhere');
      expect(links[0]!.querySelector('img')!.getAttribute('alt')).to.equal('A generated picture, alpine sunrise, number 2');
      expect(qa(wrapper, '.sq-gallery__item')[1]!.contains(links[0]!)).to.equal(true);
    });

    it('in a carousel without lightbox, the slide is a link to its url too; accessible; with the lightbox it opens the lightbox', async () => {
      const markup = `${slideMarkup(0, 'data-click-through-url="/shop/prints"')}${slideMarkup(1)}${slideMarkup(2)}${slideMarkup(3)}`;
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="carousel">${markup}</sq-gallery></div>`);
      await settle();
      const links = qa(wrapper, '.sq-gallery__carousel a');
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/shop/prints']);
      expect(qa(wrapper, '.sq-gallery__item')[0]!.contains(links[0]!)).to.equal(true);
      expect(links[0]!.querySelector('img')!.getAttribute('alt')).to.equal('A generated picture, harbour at dusk, number 1');
      await expect(wrapper).to.be.accessible();
      const boxed = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="carousel" lightbox>${markup}</sq-gallery></div>`);
      await settle();
      expect(qa(boxed, '.sq-gallery__carousel a')).to.have.length(0);
      expect(qa(boxed, 'button.sq-gallery__open')).to.have.length(4);
    });
  });

  describe('accessible (axe) with media', () => {
    it('a slideshow with a video slide, on an image slide and on the video slide', async () => {
      const el = await withVideo('design="slideshow" thumbnails');
      await expect(el).to.be.accessible();
      q(el, '.sq-gallery__next').click();
      await waitUntil(() => activeIndex(el) === 1);
      await expect(el).to.be.accessible();
    });

    it('a list with click-through links', async () => {
      const list = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="list">
        ${[0, 1, 2].map((i) => slideMarkup(i, `data-click-through-url="/work/${i}"`)).join('')}</sq-gallery></div>`);
      await settle();
      expect(qa(list, 'a.sq-gallery__open').map((a) => a.getAttribute('href'))).to.deep.equal(['/work/0', '/work/1', '/work/2']);
      await expect(list).to.be.accessible();
    });
  });
});
