// Scroll-into-view (visitor §9 "Page and blocks": offset 30, scroll duration clamped to 50): smooth through the
// tween (fake clock and hand-stepped frames here), a jump under reduced motion, within the page's range.
import { expect, fixture } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { PAGE_BLOCKS } from '../catalog/constants.ts';
import { frames } from '../runtime/utils/frames.ts';
import { scrollDuration, scrollIntoView, scrollTarget } from '../runtime/utils/scroll-into-view.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

describe('scroll-into-view (visitor §9: offset 30, duration clamped to 50)', () => {
  let clock: FakeClock;
  let queue: (() => void)[];
  let target: HTMLElement;
  let last: HTMLElement;
  const saved = { ...frames };
  const frameAfter = (ms: number) => {
    clock.tick(ms);
    const due = queue;
    queue = [];
    for (const callback of due) callback();
  };
  const top = (el: Element) => Math.round(el.getBoundingClientRect().top);

  beforeEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ reducedMotion: 'no-preference' });
    const page = await fixture<HTMLElement>(`<div>
      <div style="height:1500px"></div><section id="target" style="height:200px">Target</section>
      <div style="height:1500px"></div><p id="last" style="margin:0;height:20px">Last</p></div>`);
    target = page.querySelector('#target')!;
    last = page.querySelector('#last')!;
    window.scrollTo({ top: 0, behavior: 'instant' });
    clock = installFakeClock();
    queue = [];
    frames.request = (callback) => queue.push(callback);
    frames.cancel = () => {};
  });
  afterEach(async () => {
    Object.assign(frames, saved);
    clock.restore();
    document.documentElement.style.scrollBehavior = '';
    window.scrollTo({ top: 0, behavior: 'instant' });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('the duration clamp: a smooth scroll lasts at least 50 ms', () => {
    const CASES: [number | undefined, number][] = [
      [undefined, 300], [NaN, 300], [Infinity, 300], [-10, 50], [0, 50], [49, 50], [50, 50], [51, 51], [1000, 1000],
    ];
    for (const [asked, ms] of CASES) {
      it(`asked ${String(asked)} ms, it lasts ${ms} ms`, () => expect(scrollDuration(asked)).to.equal(ms));
    }
  });

  it('ends with the element 30 px below the top of the viewport, smoothly over 300 ms', async () => {
    expect(PAGE_BLOCKS.scrollIntoViewOffset).to.equal(30);
    const to = scrollTarget(target);
    const t = scrollIntoView(target);
    frameAfter(0);
    expect(window.scrollY).to.equal(0);
    frameAfter(150);
    expect(Math.abs(window.scrollY - to / 2)).to.be.at.most(1);
    frameAfter(149);
    expect(t.state).to.equal('start');
    frameAfter(1);
    expect(t.state).to.equal('end');
    await t.finished;
    expect(top(target)).to.equal(30);
  });

  it('takes another offset, and a duration of 10 ms lasts 50', async () => {
    const t = scrollIntoView(target, { offset: 100, duration: 10 });
    frameAfter(0); frameAfter(25);
    expect(top(target)).to.be.above(100);
    frameAfter(24);
    expect(t.state).to.equal('start');
    frameAfter(1);
    expect(t.state).to.equal('end');
    await t.finished;
    expect(top(target)).to.equal(100);
  });

  it('jumps at once under prefers-reduced-motion, even with CSS scroll-behavior: smooth', async () => {
    document.documentElement.style.scrollBehavior = 'smooth';
    await emulateMedia({ reducedMotion: 'reduce' });
    const t = scrollIntoView(target);
    expect(top(target)).to.equal(30);
    expect(queue).to.have.length(0);
    expect(t.state).to.equal('end');
  });

  it('stops at the end of the page when the element is too near it', async () => {
    const t = scrollIntoView(last);
    frameAfter(0); frameAfter(300);
    await t.finished;
    const root = document.scrollingElement!;
    expect(window.scrollY).to.equal(root.scrollHeight - window.innerHeight);
  });

  it('a second scroll takes over from where the first one is', async () => {
    const first = scrollIntoView(last);
    frameAfter(0); frameAfter(150);
    const midway = window.scrollY;
    const second = scrollIntoView(target);
    await first.finished;
    expect(window.scrollY).to.equal(midway);
    frameAfter(0); frameAfter(300);
    await second.finished;
    expect(top(target)).to.equal(30);
  });

  it('the visitor\'s wheel stops it where it is', async () => {
    const t = scrollIntoView(target);
    frameAfter(0); frameAfter(100);
    const where = window.scrollY;
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    await t.finished;
    frameAfter(300);
    expect(window.scrollY).to.equal(where);
    expect(where).to.be.above(0);
  });

  it("does nothing for what is not an element, and says 'Error: No valid HTMLElement node was supplied!' (visitor §8)", async () => {
    const logs = captureLogs();
    try {
      for (const bad of [null, undefined, '#target', { top: 10 }]) {
        const t = scrollIntoView(bad as unknown as Element);
        await t.finished;
        expect(window.scrollY).to.equal(0);
      }
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal(
        Array.from({ length: 4 }, () => ['error', 'Error: No valid HTMLElement node was supplied!']));
    } finally {
      logs.stop();
    }
  });
});
