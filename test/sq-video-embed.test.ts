// <sq-video>'s server markup and its messages (visitor §5 "Video", §8; reference §3.7, §5): the video
// type from the embed, the mode attribute, 'Invalid video embed.', the custom featured image
// message, Vimeo Basic, and the provider recognised from the embed url.
import { expect, fixture, html } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqVideoElement } from '../elements/sq-video.ts';
import { providerMessage, providerOf } from '../react-core/video/provider-messages.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { VIDEO_MESSAGES } from '../catalog/messages/video.ts';
import { captureLogs } from './support/logs.ts';

define('sq-video', SqVideoElement);

const PLAYER = '/__fake/video-player.html?provider=youtube';
const INVALID = 'Invalid video embed.';
const CUSTOM_FEATURED = 'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';
const VIMEO_BASIC = 'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

const view = (el: Element) => el.querySelector<HTMLElement>('.sq-video')!;
const playButton = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-video__play');

async function mount(markup: ReturnType<typeof html>): Promise<SqVideoElement> {
  const el = await fixture<SqVideoElement>(markup);
  await whenRendered();
  return el;
}

describe('<sq-video> markup and messages', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('the catalogue words the video messages as the spec does', () => {
    expect([VIDEO_MESSAGES.invalidEmbed, VIDEO_MESSAGES.customFeaturedImages, VIDEO_MESSAGES.vimeoBasicUnsupported])
      .to.deep.equal([INVALID, CUSTOM_FEATURED, VIMEO_BASIC]);
  });

  describe('type: iframe, object, invalid', () => {
    it('is iframe for an iframe embed', async () => {
      const el = await mount(html`<sq-video overlay><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
      expect(view(el).dataset.type).to.equal('iframe');
      expect(logs.messages()).to.deep.equal([]);
    });

    it('is object for an object embed, which plays by being shown', async () => {
      const el = await mount(html`<sq-video overlay>
        <object data="/demo/demo.css" type="text/plain" title="Film" width="320" height="180"></object>
      </sq-video>`);
      expect(view(el).dataset.type).to.equal('object');
      playButton(el)!.click();
      await whenRendered();
      expect(view(el).dataset.state).to.equal('playing');
      expect(logs.messages()).to.deep.equal([]);
    });

    it("logs 'Invalid video embed.' for neither iframe nor object, and leaves the server content as it was", async () => {
      const el = await mount(html`<sq-video overlay><p>Watch it <a href="/film">here</a>.</p></sq-video>`);
      expect(logs.messages()).to.deep.equal([INVALID]);
      expect(view(el).dataset.type).to.equal('invalid');
      expect(playButton(el)).to.equal(null);
      expect(el.querySelector('p')!.textContent).to.equal('Watch it here.');
      expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('an uploaded (native) video is not an invalid embed: nothing is logged, and it shows with its own controls', async () => {
      const el = await mount(html`<sq-video><video controls aria-label="Film"></video></sq-video>`);
      expect(logs.messages()).to.deep.equal([]);
      expect(view(el).dataset.type).to.equal('native');
      expect(el.querySelector('video')!.checkVisibility()).to.equal(true);
    });
  });

  describe('custom featured image', () => {
    it('logs its message with a custom featured image on a video that is not an embed', async () => {
      await mount(html`<sq-video overlay custom-featured-image>
        <video controls aria-label="Film"></video><img data-sq-video-overlay hidden src="data:," alt="">
      </sq-video>`);
      expect(logs.messages()).to.include(CUSTOM_FEATURED);
      expect(logs.messages(), "in place of 'Invalid video embed.'").to.not.include(INVALID);
    });

    it("logs only the custom-featured-image message (not 'Invalid video embed.') for an invalid embed with a custom featured image", async () => {
      await mount(html`<sq-video overlay custom-featured-image>
        <p>Embed code went missing</p><img data-sq-video-overlay hidden src="data:," alt="">
      </sq-video>`);
      expect(logs.messages()).to.deep.equal([CUSTOM_FEATURED]);
    });

    it('says nothing with a custom featured image on an embedded video', async () => {
      const el = await mount(html`<sq-video overlay custom-featured-image>
        <iframe src=${PLAYER} title="Film"></iframe><img data-sq-video-overlay hidden src="data:," alt="Poster">
      </sq-video>`);
      expect(logs.messages()).to.deep.equal([]);
      expect(el.querySelector('img.sq-video__poster')!.getAttribute('src')).to.equal('data:,');
      // The page's overlay image stays the page's (live children), unrendered: only the poster shows.
      expect(Array.from(el.querySelectorAll('img')).filter((img) => img.getClientRects().length > 0).length).to.equal(1);
    });
  });

  describe('Vimeo Basic', () => {
    it('logs that Vimeo Basic accounts are unsupported and shows the embed as authored, without overlay', async () => {
      const el = await mount(html`<sq-video provider="vimeo" account-type="basic" overlay>
        <iframe src="/__fake/video-player.html?provider=vimeo" title="Basic film"></iframe>
      </sq-video>`);
      expect(logs.messages()).to.deep.equal([VIMEO_BASIC]);
      expect(playButton(el)).to.equal(null);
      expect(view(el).dataset.state).to.equal('unsupported');
      expect(el.querySelector('iframe')!.checkVisibility()).to.equal(true);
    });

    it('is only about Vimeo', async () => {
      const el = await mount(html`<sq-video provider="youtube" account-type="basic" overlay>
        <iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
      expect(logs.messages()).to.deep.equal([]);
      expect(view(el).dataset.state).to.equal('overlay');
    });
  });

  describe('mode must be none, fit, fill or null', () => {
    it('takes fit and fill', async () => {
      const el = await mount(html`<sq-video mode="fill"><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
      expect(view(el).dataset.mode).to.equal('fill');
      el.mode = 'fit';
      await whenRendered();
      expect(view(el).dataset.mode).to.equal('fit');
    });

    it('logs the parser message for another mode and uses none; null (no attribute) is none', async () => {
      const el = await mount(html`<sq-video mode="stretch"><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
      expect(logs.messages()).to.deep.equal(['Expected one of none, fit, fill for <sq-video mode> but "stretch" found.']);
      expect(view(el).dataset.mode).to.equal('none');
      el.setAttribute('mode', 'fit');
      await whenRendered();
      el.removeAttribute('mode');
      await whenRendered();
      expect([el.mode, view(el).dataset.mode]).to.deep.equal(['none', 'none']);
    });
  });

  describe('the play button', () => {
    it('is named after the embed title, else the overlay image, else "Play video"', async () => {
      const titled = await mount(html`<sq-video overlay><iframe src=${PLAYER} title="Launch"></iframe></sq-video>`);
      const fromImage = await mount(html`<sq-video overlay>
        <iframe src=${PLAYER}></iframe><img data-sq-video-overlay hidden src="data:," alt="Harbour at dawn"></sq-video>`);
      const bare = await mount(html`<sq-video overlay><iframe src=${PLAYER} title=""></iframe></sq-video>`);
      expect([titled, fromImage, bare].map((el) => playButton(el)!.textContent))
        .to.deep.equal(['Play Launch', 'Play Harbour at dawn', 'Play video']);
    });
  });

  describe('provider', () => {
    it('is the provider attribute, else recognised from the embed url', () => {
      expect(providerOf('Vimeo', 'https://www.youtube.com/embed/x')).to.equal('vimeo');
      expect(providerOf('', 'https://www.youtube-nocookie.com/embed/x')).to.equal('youtube');
      expect(providerOf('', 'https://player.vimeo.com/video/1')).to.equal('vimeo');
      expect(providerOf('', 'https://example.com/notyoutube.com')).to.equal('');
      expect(providerOf('', 'https://evilyoutube.com/embed')).to.equal('');
    });

    it("speaks each provider's own message shape", () => {
      expect(providerMessage('youtube', 'pause')).to.equal('{"event":"command","func":"pauseVideo","args":""}');
      expect(providerMessage('vimeo', 'play')).to.equal('{"method":"play"}');
      expect(providerMessage('dailymotion', 'pause')).to.deep.equal({ type: 'pause' });
    });
  });

  describe('the fake provider player (GET /__fake/video-player.html)', () => {
    it('is an HTML page that never runs its provider parameter as markup or script', async () => {
      const response = await fetch(`/__fake/video-player.html?provider=${encodeURIComponent('</script><b>x')}`);
      expect(response.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      const text = await response.text();
      expect(text).to.contain('Fake &#60;/script&#62;&#60;b&#62;x player');
      expect(text).to.contain('const provider = "\\u003c/script>\\u003cb>x";');
    });
  });
});
