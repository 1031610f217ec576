// An uploaded video (a native <video> in <sq-video>, issue 16 point 3): the play overlay, the
// one-plays-at-a-time rule with embedded videos, and the visitor's own plays and pauses through the
// video's controls, played by the lazily loaded native video loader (react-core/video/native-video.ts).
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqVideoElement, SqVideoPauseEvent, SqVideoPlayEvent } from '../elements/sq-video.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { stopVideosIn } from '../react-core/video/media-bus.ts';
import { VIDEO_MESSAGES } from '../catalog/messages/video.ts';
import { captureLogs } from './support/logs.ts';

define('sq-video', SqVideoElement);

const PLAYER = '/__fake/video-player.html?provider=youtube';
const stateOf = (el: Element) => el.querySelector('.sq-video')?.getAttribute('data-state');
const becomes = (el: Element, state: string) => waitUntil(() => stateOf(el) === state, `the video is ${state}`);
const playButton = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-video__play');
const videoOf = (el: Element) => el.querySelector('video')!;
/** The native video loader has arrived (the view asked for it first) and listens to the video. */
async function loaderReady(el: Element): Promise<void> {
  await waitUntil(() => el.querySelector('.sq-video[data-type="native"]') !== null);
  await import('../react-core/video/native-video.ts');
  await new Promise((resolve) => setTimeout(resolve));
}

/**
 * Gives every <video> inside a source that can play in any engine without a media file: a canvas's
 * stream (muted, so no autoplay policy stands in the way).
 */
function playable(root: Element): void {
  for (const video of root.querySelectorAll('video')) {
    const canvas = document.createElement('canvas');
    canvas.getContext('2d')!.fillRect(0, 0, 1, 1);
    video.muted = true;
    video.srcObject = canvas.captureStream();
  }
}

async function mount<T extends Element>(markup: ReturnType<typeof html>): Promise<T> {
  const el = await fixture<T>(markup);
  playable(el);
  await whenRendered();
  return el;
}

describe('<sq-video> with an uploaded (native) video', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('shows the play overlay over the video, named after it, and logs nothing', async () => {
    const el = await mount<SqVideoElement>(html`<sq-video overlay mode="fit">
      <video controls title="Harbour at dusk" width="640" height="360"></video>
    </sq-video>`);
    expect(stateOf(el)).to.equal('overlay');
    expect(el.querySelector('.sq-video')!.getAttribute('data-type')).to.equal('native');
    expect(playButton(el)!.textContent).to.contain('Harbour at dusk');
    // The server's own <video>, moved into the view, inert behind the overlay.
    expect(el.querySelector('.sq-video__frame video')).to.equal(videoOf(el));
    expect(videoOf(el).closest('[inert]')).to.not.equal(null);
    expect(logs.messages()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('plays when the overlay is pressed: the video itself starts, and sq-video-play is sent', async () => {
    const el = await mount<SqVideoElement>(html`<sq-video overlay><video controls title="Film"></video></sq-video>`);
    const played = oneEvent(el, SqVideoPlayEvent.type);
    playButton(el)!.click();
    await played;
    await becomes(el, 'playing');
    await waitUntil(() => !videoOf(el).paused, 'the native video was told to play');
    expect(videoOf(el).closest('[inert]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('one plays at a time: an embedded video that starts pauses the uploaded one, and the other way round', async () => {
    const root = await mount<HTMLElement>(html`<div>
      <sq-video id="native"><video controls title="Film"></video></sq-video>
      <sq-video id="embed" overlay><iframe src=${PLAYER} title="Coast"></iframe></sq-video>
    </div>`);
    const native = root.querySelector<SqVideoElement>('#native')!;
    const embed = root.querySelector<SqVideoElement>('#embed')!;
    await loaderReady(native);
    // The visitor plays the uploaded video with its own controls: the page hears of it.
    const heard = oneEvent(native, SqVideoPlayEvent.type);
    void videoOf(native).play()?.catch(() => undefined);
    await heard;
    // Then the embedded one: the uploaded video pauses.
    const paused = oneEvent(native, SqVideoPauseEvent.type);
    playButton(embed)!.click();
    await paused;
    expect(videoOf(native).paused).to.equal(true);
    // And the uploaded one again, by its controls: the embedded one goes back to its overlay.
    void videoOf(native).play()?.catch(() => undefined);
    await becomes(embed, 'overlay');
  });

  // Under load the loader can arrive after the visitor has pressed the video's own play: that play is
  // still heard (the other videos stop, a gallery pauses its autoplay).
  it('a play by the video\'s own controls before its loader listened is heard when it arrives', async () => {
    const el = await fixture<SqVideoElement>(html`<sq-video overlay><video controls title="Film"></video></sq-video>`);
    playable(el);
    const heard = oneEvent(el, SqVideoPlayEvent.type);
    void videoOf(el).play()?.catch(() => undefined);
    await heard;
    await becomes(el, 'playing');
    expect(videoOf(el).paused).to.equal(false);
  });

  it('a pause by the video\'s own controls is heard (a gallery resumes its autoplay) and leaves the player as it is', async () => {
    const el = await mount<SqVideoElement>(html`<sq-video overlay><video controls title="Film"></video></sq-video>`);
    await loaderReady(el);
    playButton(el)!.click();
    await becomes(el, 'playing');
    await waitUntil(() => !videoOf(el).paused);
    const paused = oneEvent(el, SqVideoPauseEvent.type);
    videoOf(el).pause();
    await paused;
    expect(stateOf(el)).to.equal('playing');
  });

  it('a gallery leaving a video slide pauses an uploaded video, in an <sq-video> or on its own in the slide', async () => {
    const root = await mount<HTMLElement>(html`<div>
      <sq-video><video controls title="In the element"></video></sq-video>
      <div class="sq-video-wrapper"><video controls title="On its own"></video></div>
    </div>`);
    const [inElement, onItsOwn] = Array.from(root.querySelectorAll('video'));
    await loaderReady(root.querySelector('sq-video')!);
    // Not awaited: a play() promise may stay pending until a frame arrives (WebKit kept one pending past
    // the test's 10 s once); the video is playing (not paused) from the call on, which is what a pause undoes.
    for (const video of [inElement!, onItsOwn!]) video.play()?.catch(() => undefined);
    await waitUntil(() => !inElement!.paused && !onItsOwn!.paused, 'both play');
    stopVideosIn(root);
    await waitUntil(() => inElement!.paused && onItsOwn!.paused, 'both paused');
  });

  it('with a custom featured image: its message (featured images are for embeds), and the video with its own controls', async () => {
    const el = await mount<SqVideoElement>(html`<sq-video overlay custom-featured-image>
      <video controls title="Film"></video><img data-sq-video-overlay hidden src="data:," alt="">
    </sq-video>`);
    expect(logs.messages()).to.deep.equal([VIDEO_MESSAGES.customFeaturedImages]);
    expect(stateOf(el)).to.equal('shown');
    expect(playButton(el)).to.equal(null);
    expect(videoOf(el).checkVisibility()).to.equal(true);
  });
});
