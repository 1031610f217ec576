// <sq-video> modes fit and fill (visitor §3 "Video element", §9: default video height ratio 56.3%,
// fit-mode video resize debounce 1000 ms).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqVideoElement } from '../elements/sq-video.ts';
import { stageIn } from '../react-core/video/fit.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

define('sq-video', SqVideoElement);

const PLAYER = '/__fake/video-player.html?provider=youtube';
const stage = (el: Element) => el.querySelector<HTMLElement>('.sq-video__stage')!;
const rect = (node: Element) => {
  const { width, height } = node.getBoundingClientRect();
  return [Number(width.toFixed(1)), Number(height.toFixed(1))]; // layout rounds to 1/64 px
};

async function inBox(width: number, height: number | null, markup: ReturnType<typeof html>) {
  const box = await fixture<HTMLElement>(html`<div style="width: ${width}px; ${height === null ? '' : `height: ${height}px;`}">${markup}</div>`);
  await whenRendered();
  return { box, el: box.querySelector('sq-video')! };
}

describe('<sq-video> fit and fill', () => {
  let clock: FakeClock;
  beforeEach(() => { clock = installFakeClock(); });
  afterEach(() => clock.restore());

  it('fit keeps the aspect ratio of the iframe width and height inside the container', async () => {
    const { el } = await inBox(400, 400, html`<sq-video mode="fit" overlay>
      <iframe src=${PLAYER} title="Film" width="640" height="360"></iframe></sq-video>`);
    expect(rect(stage(el))).to.deep.equal([400, 225]);
    expect(stage(el).style.top).to.equal('87.5px');
    expect(rect(el.querySelector('iframe')!)).to.deep.equal([400, 225]);
    expect(rect(el.querySelector('.sq-video__play')!)).to.deep.equal([400, 225]);
    await expect(el).to.be.accessible();
  });

  it('fit uses the default video height ratio of 56.3% without width and height', async () => {
    const { el } = await inBox(400, 400, html`<sq-video mode="fit"><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
    expect(rect(stage(el))).to.deep.equal([400, 225.2]);
  });

  it('fit letterboxes a tall container sideways', async () => {
    const { el } = await inBox(800, 225, html`<sq-video mode="fit"><iframe src=${PLAYER} title="Film" width="16" height="9"></iframe></sq-video>`);
    expect(rect(stage(el))).to.deep.equal([400, 225]);
    expect(stage(el).style.left).to.equal('200px');
  });

  it('fill covers the container, cropping the player', async () => {
    const { el } = await inBox(400, 400, html`<sq-video mode="fill"><iframe src=${PLAYER} title="Film" width="640" height="360"></iframe></sq-video>`);
    expect(rect(stage(el))).to.deep.equal([711.1, 400]);
    expect(rect(el)).to.deep.equal([400, 400]);
  });

  it('a container without a height takes the player height', async () => {
    const { el } = await inBox(400, null, html`<sq-video mode="fit"><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
    expect(rect(el)).to.deep.equal([400, 225.2]);
  });

  it('is measured again 1000 ms after the container last resized, not before', async () => {
    const { box, el } = await inBox(400, 400, html`<sq-video mode="fit"><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
    box.style.width = '800px';
    await waitUntil(() => clock.pending() > 0, 'the resize was seen');
    clock.tick(999);
    expect(rect(stage(el))).to.deep.equal([400, 225.2]);
    box.style.width = '900px'; // a second resize restarts the wait
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    clock.tick(999);
    expect(rect(stage(el))).to.deep.equal([400, 225.2]);
    clock.tick(1);
    expect(rect(stage(el))).to.deep.equal([710.5, 400]);
  });

  it('none leaves the embed as authored', async () => {
    const { el } = await inBox(800, 400, html`<sq-video><iframe src=${PLAYER} title="Film" width="320" height="180"></iframe></sq-video>`);
    expect(stage(el).getAttribute('style')).to.equal(null);
    const iframe = el.querySelector('iframe')!;
    expect([iframe.clientWidth, iframe.clientHeight]).to.deep.equal([320, 180]);
  });

  it('stops watching the container once removed', async () => {
    const { box, el } = await inBox(400, 400, html`<sq-video mode="fit"><iframe src=${PLAYER} title="Film"></iframe></sq-video>`);
    box.style.width = '600px';
    await waitUntil(() => clock.pending() > 0, 'the resize was seen');
    el.remove();
    await whenRendered();
    expect(clock.pending()).to.equal(0);
    clock.tick(1000);
  });

  it('stageIn: fit takes the smaller scale, fill the larger', () => {
    expect(stageIn('fit', 1000, 100, 0.5)).to.deep.equal({ width: 200, height: 100, left: 400, top: 0, boxHeight: null });
    expect(stageIn('fill', 1000, 100, 0.5)).to.deep.equal({ width: 1000, height: 500, left: 0, top: -200, boxHeight: null });
    expect(stageIn('fit', 300, 0, 0.563).boxHeight).to.be.closeTo(168.9, 1e-9);
  });
});
