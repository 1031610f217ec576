// <sq-video>: the play overlay, playing by click, Enter or Space (visitor §4 "Video"), one video at a
// time, and play/pause reaching the provider's frame (visitor §7), checked through the fake player's
// acknowledgements (demo/server/routes/fake-video.mjs).
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqVideoElement, SqVideoPauseEvent, SqVideoPlayEvent } from '../elements/sq-video.ts';
import { onVideoPlay, stopVideosIn } from '../react-core/video/media-bus.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { readLog, resetServer, setSwitch } from './support/api.ts';

define('sq-video', SqVideoElement);

const player = (provider: string) => `/__fake/video-player.html?provider=${provider}`;
const YOUTUBE_PLAY = '{"event":"command","func":"playVideo","args":""}';
const YOUTUBE_PAUSE = '{"event":"command","func":"pauseVideo","args":""}';

// Every message the page receives, with its sender: the fake player's acknowledgements among them.
const received: { source: MessageEventSource | null; data: Record<string, unknown> }[] = [];
window.addEventListener('message', (event) => received.push({ source: event.source, data: event.data }));
const fromFrame = (frame: HTMLIFrameElement) => received.filter((m) => m.source && m.source === frame.contentWindow);
/** What the frame acknowledged receiving, in order, as it received it. */
const acks = (frame: HTMLIFrameElement) => fromFrame(frame).filter((m) => 'sqFakeVideo' in m.data).map((m) => m.data.sqFakeVideo);
const loaded = (frame: HTMLIFrameElement) => waitUntil(() => fromFrame(frame).some((m) => 'sqFakeVideoReady' in m.data), 'the player loaded');
const lastAck = (frame: HTMLIFrameElement) => acks(frame).at(-1);

const frameOf = (el: Element) => el.querySelector('iframe')!;
const playButton = (el: Element) => el.querySelector<HTMLButtonElement>('button.sq-video__play');
const stateOf = (el: Element) => el.querySelector('.sq-video')?.getAttribute('data-state');
/** Whether this engine moves a node with Element.moveBefore(), keeping an iframe's document (WebKit cannot). */
const MOVE_KEEPS_STATE = typeof (Element.prototype as { moveBefore?: unknown }).moveBefore === 'function';
const becomes = (el: Element, state: string) => waitUntil(() => stateOf(el) === state, `the video is ${state}`);

async function mount<T extends Element>(markup: ReturnType<typeof html>): Promise<T> {
  const el = await fixture<T>(markup);
  await whenRendered();
  return el;
}

const youtube = (title = 'Launch film') => html`
  <sq-video provider="youtube" overlay>
    <iframe src=${player('youtube')} title=${title} width="320" height="180"></iframe>
    <img data-sq-video-overlay hidden src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
  </sq-video>`;

async function clickOn(target: Element) {
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('<sq-video>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => {
    logs.stop();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetServer();
  });

  describe('overlay shown, then playing after click, Enter or Space (unless inactive)', () => {
    it('shows the overlay with a play button named after the video, the player hidden behind it', async () => {
      const el = await mount<SqVideoElement>(youtube());
      expect(stateOf(el)).to.equal('overlay');
      expect(playButton(el)!.textContent).to.equal('Play Launch film');
      expect(el.querySelector('.sq-video__frame')!.hasAttribute('inert')).to.equal(true);
      expect(el.querySelectorAll('iframe')).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('plays after a click', async () => {
      const el = await mount<SqVideoElement>(youtube());
      const played = oneEvent(el, 'sq-video-play');
      await clickOn(playButton(el)!);
      expect(await played).to.be.instanceOf(SqVideoPlayEvent);
      await becomes(el, 'playing');
      expect(playButton(el)).to.equal(null);
      expect(el.querySelector('.sq-video__frame')!.hasAttribute('inert')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('plays after Enter, and keyboard focus moves into the player', async () => {
      const el = await mount<SqVideoElement>(youtube());
      playButton(el)!.focus();
      await sendKeys({ press: 'Enter' });
      await becomes(el, 'playing');
      expect(document.activeElement).to.equal(frameOf(el));
    });

    it('plays after Space', async () => {
      const el = await mount<SqVideoElement>(youtube());
      playButton(el)!.focus();
      await sendKeys({ press: 'Space' });
      await becomes(el, 'playing');
    });

    it('ignores click, Enter and Space while inactive, and plays once active again', async () => {
      const el = await mount<SqVideoElement>(youtube());
      el.inactive = true;
      await whenRendered();
      let plays = 0;
      el.addEventListener('sq-video-play', () => { plays += 1; });
      expect(playButton(el)!.getAttribute('aria-disabled')).to.equal('true');
      await clickOn(playButton(el)!);
      playButton(el)!.focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      await whenRendered();
      expect([stateOf(el), plays]).to.deep.equal(['overlay', 0]);
      await expect(el).to.be.accessible();

      el.inactive = false;
      await whenRendered();
      playButton(el)!.focus();
      await sendKeys({ press: 'Enter' });
      await becomes(el, 'playing');
      expect(plays).to.equal(1);
    });

    it('leaves playing when it becomes inactive', async () => {
      const el = await mount<SqVideoElement>(youtube());
      playButton(el)!.click();
      await becomes(el, 'playing');
      const paused = oneEvent(el, 'sq-video-pause');
      el.inactive = true;
      expect(await paused).to.be.instanceOf(SqVideoPauseEvent);
      await becomes(el, 'overlay');
    });

    it('without the overlay attribute, shows the player at once', async () => {
      const el = await mount<SqVideoElement>(html`
        <sq-video provider="youtube"><iframe src=${player('youtube')} title="Trailer"></iframe></sq-video>`);
      expect(stateOf(el)).to.equal('shown');
      expect(playButton(el)).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });

  describe('play and pause sent to the provider frame', () => {
    it("sends YouTube's playVideo then pauseVideo command", async () => {
      const el = await mount<SqVideoElement>(youtube());
      const frame = frameOf(el);
      await loaded(frame);
      playButton(el)!.click();
      await waitUntil(() => lastAck(frame) === YOUTUBE_PLAY, 'the player received play');
      stopVideosIn(el);
      await waitUntil(() => lastAck(frame) === YOUTUBE_PAUSE, 'the player received pause');
      expect(acks(frame)).to.deep.equal([YOUTUBE_PLAY, YOUTUBE_PAUSE]);
    });

    it("sends Vimeo's play and pause methods", async () => {
      const el = await mount<SqVideoElement>(html`
        <sq-video provider="vimeo" overlay><iframe src=${player('vimeo')} title="Vimeo film"></iframe></sq-video>`);
      const frame = frameOf(el);
      await loaded(frame);
      playButton(el)!.click();
      await waitUntil(() => lastAck(frame) === '{"method":"play"}', 'the player received play');
      stopVideosIn(el);
      await waitUntil(() => lastAck(frame) === '{"method":"pause"}', 'the player received pause');
    });

    it('sends { type } to any other provider', async () => {
      const el = await mount<SqVideoElement>(html`
        <sq-video provider="wistia" overlay><iframe src=${player('wistia')} title="Demo"></iframe></sq-video>`);
      const frame = frameOf(el);
      await loaded(frame);
      playButton(el)!.click();
      await waitUntil(() => acks(frame).length === 1, 'the player received a message');
      expect(acks(frame)).to.deep.equal([{ type: 'play' }]);
    });

    it('sends play again once a frame that was still loading has loaded', async () => {
      // Where moving the server's frame into the view reloads it (WebKit), the reload is the load that
      // counts: both requests are held back, else the second one may answer before play is clicked.
      await setSwitch({ route: '/__fake/video-player.html', delayMs: 800, times: MOVE_KEEPS_STATE ? 1 : 2 });
      const el = await mount<SqVideoElement>(youtube());
      const frame = frameOf(el);
      playButton(el)!.click();
      await becomes(el, 'playing');
      expect(fromFrame(frame).some((m) => 'sqFakeVideoReady' in m.data), 'still loading when played').to.equal(false);
      await waitUntil(() => lastAck(frame) === YOUTUBE_PLAY, 'the loaded player received play', { timeout: 5000 });
    });

    it('keeps the server-rendered player: moved into the view, never loaded twice', async () => {
      // Upgraded only once its player has loaded, as on a page whose script comes late.
      const box = await fixture<HTMLElement>(html`<div><sq-video-late provider="youtube" overlay>
        <iframe src=${player('youtube')} title="Late"></iframe></sq-video-late></div>`);
      const el = box.firstElementChild!;
      const frame = frameOf(el);
      await loaded(frame);
      const playerWindow = frame.contentWindow;
      define('sq-video-late', class extends SqVideoElement {});
      await whenRendered();
      expect(stateOf(el)).to.equal('overlay');
      playButton(el)!.click();
      await waitUntil(() => lastAck(frame) === YOUTUBE_PLAY, 'the player received play');
      expect(el.querySelectorAll('iframe')).to.have.length(1);
      // Only an engine with the state-keeping moveBefore() (Chromium, Firefox) can move a frame without
      // reloading it; elsewhere (WebKit) the one player loads again once, and still gets play.
      expect(frame.contentWindow === playerWindow, 'the same player').to.equal(MOVE_KEEPS_STATE);
      expect(await readLog('/__fake/video-player.html')).to.have.length(MOVE_KEEPS_STATE ? 1 : 2);
    });
  });

  describe('one video plays at a time', () => {
    const pair = () => mount<HTMLElement>(html`<div>
      ${youtube('First')}
      <sq-video provider="vimeo" overlay><iframe src=${player('vimeo')} title="Second"></iframe></sq-video>
    </div>`);

    it('returns the first video to its overlay, with pause sent, when a second one plays', async () => {
      const box = await pair();
      const [first, second] = Array.from(box.querySelectorAll('sq-video'));
      await loaded(frameOf(first!));
      await loaded(frameOf(second!));
      playButton(first!)!.click();
      await becomes(first!, 'playing');
      const paused = oneEvent(first!, 'sq-video-pause');
      playButton(second!)!.click();
      await paused;
      await becomes(first!, 'overlay');
      expect(stateOf(second!)).to.equal('playing');
      await waitUntil(() => lastAck(frameOf(first!)) === YOUTUBE_PAUSE, 'the first player received pause');
      await waitUntil(() => lastAck(frameOf(second!)) === '{"method":"play"}', 'the second player received play');
    });

    it('tells onVideoPlay listeners which video started, until they unsubscribe', async () => {
      const box = await pair();
      const [first, second] = Array.from(box.querySelectorAll('sq-video'));
      const heard: Element[] = [];
      const unsubscribe = onVideoPlay((video) => heard.push(video));
      playButton(first!)!.click();
      await becomes(first!, 'playing');
      unsubscribe();
      playButton(second!)!.click();
      await becomes(second!, 'playing');
      expect(heard).to.deep.equal([first]);
    });

    it('stopVideosIn(root) returns the videos inside root to their overlay and pauses those shown without one', async () => {
      const box = await mount<HTMLElement>(html`<div>
        <section>
          ${youtube('Inside')}
          <sq-video provider="vimeo"><iframe src=${player('vimeo')} title="Shown"></iframe></sq-video>
        </section>
        <sq-video provider="wistia"><iframe src=${player('wistia')} title="Outside"></iframe></sq-video>
      </div>`);
      const [inside, shown, outside] = Array.from(box.querySelectorAll('sq-video')).map(frameOf);
      for (const frame of [inside!, shown!, outside!]) await loaded(frame);
      playButton(box.querySelector('sq-video')!)!.click();
      // Playing one video pauses every other one, the outside one included.
      await waitUntil(() => acks(shown!).length === 1 && acks(outside!).length === 1, 'the others received pause');
      stopVideosIn(box.querySelector('section')!);
      await becomes(box.querySelector('sq-video')!, 'overlay');
      await waitUntil(() => acks(inside!).length === 2 && acks(shown!).length === 2, 'the videos inside received pause');
      expect(acks(inside!)).to.deep.equal([YOUTUBE_PLAY, YOUTUBE_PAUSE]);
      expect(acks(shown!)).to.deep.equal(['{"method":"pause"}', '{"method":"pause"}']);
      // Messages to one frame arrive in order: once this probe is acknowledged, no pause is on its way.
      outside!.contentWindow!.postMessage('probe', '*');
      await waitUntil(() => lastAck(outside!) === 'probe', 'the probe was acknowledged');
      expect(acks(outside!)).to.deep.equal([{ type: 'pause' }, 'probe']);
    });
  });

  describe('force-autoplay', () => {
    it('plays at once without waiting for the overlay', async () => {
      const el = await mount<SqVideoElement>(html`
        <sq-video provider="youtube" overlay force-autoplay><iframe src=${player('youtube')} title="Loop"></iframe></sq-video>`);
      await becomes(el, 'playing');
      await waitUntil(() => lastAck(frameOf(el)) === YOUTUBE_PLAY, 'the player received play');
    });

    it('keeps the overlay for visitors who prefer reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await mount<SqVideoElement>(html`
        <sq-video provider="youtube" overlay force-autoplay><iframe src=${player('youtube')} title="Loop"></iframe></sq-video>`);
      await whenRendered();
      expect(stateOf(el)).to.equal('overlay');
    });
  });

  describe('connection', () => {
    it('releases its listeners when removed: other videos no longer stop it, and nothing is logged', async () => {
      const box = await mount<HTMLElement>(html`<div>${youtube('Removed')}${youtube('Kept')}</div>`);
      const [removed, kept] = Array.from(box.querySelectorAll('sq-video'));
      playButton(removed!)!.click();
      await becomes(removed!, 'playing');
      removed!.remove();
      await whenRendered();
      let pauses = 0;
      removed!.addEventListener('sq-video-pause', () => { pauses += 1; });
      playButton(kept!)!.click();
      await becomes(kept!, 'playing');
      stopVideosIn(document.body);
      await becomes(kept!, 'overlay');
      expect(pauses).to.equal(0);
      expect(logs.messages()).to.deep.equal([]);
    });

    it('keeps working after being removed and added again', async () => {
      const box = await mount<HTMLElement>(html`<div>${youtube()}</div>`);
      const el = box.querySelector('sq-video')!;
      el.remove();
      await whenRendered();
      box.append(el);
      await whenRendered();
      expect(stateOf(el)).to.equal('overlay');
      expect(el.querySelectorAll('iframe')).to.have.length(1);
      const frame = frameOf(el);
      await loaded(frame);
      playButton(el)!.click();
      await becomes(el, 'playing');
      await waitUntil(() => lastAck(frame) === YOUTUBE_PLAY, 'the player received play');
      expect(logs.messages()).to.deep.equal([]);
    });
  });
});
