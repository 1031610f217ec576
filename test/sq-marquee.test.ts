// <sq-marquee> (visitor §3 "Marquee props": waveFrequency, waveIntensity, animationDirection left or right,
// animationSpeed, pausedOnHover; §9 "Marquee rerender debounce 1000 ms, minimum region width 50"): the loop,
// its aria-hidden copies, the wave, pausing (hover, focus, the WCAG 2.2.2 button), still under reduced motion.
// Time is the fake clock and frames are stepped by hand through the frame seam.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { MARQUEE_DEFAULTS, MARQUEE_LABELS } from '../catalog/motion.ts';
import { advance, SqMarqueeElement, waveOffset } from '../elements/sq-marquee.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { frames } from '../runtime/utils/frames.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-marquee', SqMarqueeElement);

function installFakeFrames() {
  const saved = { ...frames };
  const queue = new Map<number, () => void>();
  let nextId = 1;
  frames.request = (callback) => { queue.set(nextId, callback); return nextId++; };
  frames.cancel = (id) => { if (id !== undefined) queue.delete(id); };
  return {
    pending: () => queue.size,
    flush() { const due = [...queue.values()]; queue.clear(); for (const callback of due) callback(); },
    restore() { Object.assign(frames, saved); },
  };
}
const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

const state = (el: Element) => el.querySelector<HTMLElement>('.sq-marquee')?.dataset.state;
const track = (el: Element) => el.querySelector<HTMLElement>('.sq-marquee__track')!;
const copies = (el: Element) => [...el.querySelectorAll<HTMLElement>('.sq-marquee__copy')];
const pauseButton = (el: Element) => el.querySelector<HTMLButtonElement>('.sq-marquee__pause');
const shiftX = (node: HTMLElement) => new DOMMatrix(getComputedStyle(node).transform).m41;
const shiftY = (node: HTMLElement) => new DOMMatrix(getComputedStyle(node).transform).m42;
const copyWidth = (el: Element) => copies(el)[0]!.getBoundingClientRect().width;

describe('<sq-marquee>', () => {
  let clock: FakeClock;
  let fakeFrames: ReturnType<typeof installFakeFrames>;
  let logs: ReturnType<typeof captureLogs>;
  const frameAfter = (ms: number) => { clock.tick(ms); fakeFrames.flush(); };
  async function marquee(attributes = '', width = 300) {
    const el = await fixture<HTMLElement>(html`<div style="width: ${width}px"></div>`);
    el.innerHTML = `<sq-marquee ${attributes}><span id="first">Alpha</span> <a href="#x">Beta</a> Gamma</sq-marquee>`;
    await whenRendered();
    return el.firstElementChild as HTMLElement;
  }

  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    clock = installFakeClock();
    fakeFrames = installFakeFrames();
    logs = captureLogs();
  });
  afterEach(async () => {
    fakeFrames.restore();
    clock.restore();
    logs.stop();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('moves the original items in, followed by aria-hidden, inert copies without ids that fill the region', async () => {
    const el = await marquee();
    expect(state(el)).to.equal('running');
    const [original, ...rest] = copies(el);
    expect(original!.querySelector('#first') !== null).to.equal(true);
    expect(original!.getAttribute('aria-hidden')).to.equal(null);
    expect([...original!.querySelectorAll('.sq-marquee__item')].map((i) => i.textContent!.trim())).to.deep.equal(['Alpha', 'Beta', 'Gamma']);
    expect(rest.length).to.equal(Math.ceil(300 / copyWidth(el)));
    for (const copy of rest) {
      expect(copy.getAttribute('aria-hidden')).to.equal('true');
      expect(copy.inert).to.equal(true);
      expect(copy.textContent).to.equal(original!.textContent);
    }
    expect(el.querySelectorAll('#first').length).to.equal(1);
    expect(logs.messages()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('moves left at animation-speed px per second (default 50), looping within one copy', async () => {
    const el = await marquee();
    frameAfter(1000);
    expect(shiftX(track(el))).to.be.closeTo(-50, 0.01);
    el.setAttribute('animation-speed', '120');
    await whenRendered();
    frameAfter(500);
    expect(shiftX(track(el))).to.be.closeTo(-110, 0.01);
    const width = copyWidth(el);
    frameAfter(Math.ceil(width / 120) * 1000);
    expect(-shiftX(track(el))).to.be.lessThan(width);
    expect(shiftX(track(el))).to.be.closeTo(-advance(110, Math.ceil(width / 120) * 1000, 120, 'left', width), 0.01);
  });

  it('moves right when animation-direction="right"', async () => {
    const el = await marquee('animation-direction="right" animation-speed="40"');
    frameAfter(1000);
    expect(shiftX(track(el))).to.be.closeTo(-(copyWidth(el) - 40), 0.01);
  });

  it('logs the parser message for an unknown direction and moves left', async () => {
    const el = await marquee('animation-direction="up"');
    expect(logs.messages()).to.deep.equal(['Expected one of left, right for <sq-marquee animation-direction> but "up" found.']);
    frameAfter(1000);
    expect(shiftX(track(el))).to.be.closeTo(-50, 0.01);
  });

  it('puts each item on a sine wave: wave-intensity px high, wave-frequency periods across the region', async () => {
    const el = await marquee('wave-frequency="1" wave-intensity="10"');
    frameAfter(500);
    const item = el.querySelectorAll<HTMLElement>('.sq-marquee__item')[1]!;
    const centre = item.offsetLeft + item.offsetWidth / 2;
    expect(shiftY(item)).to.be.closeTo(waveOffset(centre - 25, 300, 1, 10), 0.01);
    expect(Math.abs(shiftY(item))).to.be.greaterThan(0);
    expect(waveOffset(75, 300, 1, 10)).to.be.closeTo(10, 1e-9);
    expect(waveOffset(75, 300, 0, 10)).to.equal(0);
  });

  it('pauses from its visible button (WCAG 2.2.2), keyboard operable, and plays again', async () => {
    const el = await marquee();
    const button = pauseButton(el)!;
    expect(button.textContent).to.equal(MARQUEE_LABELS.pause);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await whenRendered();
    await waitUntil(() => state(el) === 'paused');
    expect(button.textContent).to.equal(MARQUEE_LABELS.play);
    const before = shiftX(track(el));
    frameAfter(1000);
    expect(shiftX(track(el))).to.equal(before);
    expect(fakeFrames.pending()).to.equal(0);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => state(el) === 'running');
    frameAfter(1000);
    expect(shiftX(track(el))).to.be.closeTo(before - 50, 0.01);
  });

  it('pauses while focus is inside the moving content', async () => {
    const el = await marquee();
    el.querySelector('a')!.focus();
    await waitUntil(() => state(el) === 'paused');
    pauseButton(el)!.focus();
    await waitUntil(() => state(el) === 'running');
  });

  describe('paused-on-hover', () => {
    afterEach(() => resetMouse());
    const hover = async (el: Element) => {
      const box = el.querySelector('.sq-marquee__region')!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + box.height / 2)] });
    };

    it('pauses while the pointer is over it, and moves again when it leaves', async () => {
      const el = await marquee('paused-on-hover');
      await hover(el);
      await waitUntil(() => state(el) === 'paused');
      await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
      await waitUntil(() => state(el) === 'running');
    });

    it('keeps moving under the pointer without the attribute', async () => {
      const el = await marquee();
      await hover(el);
      await settle();
      expect(state(el)).to.equal('running');
    });
  });

  it('stands still in a region narrower than 50 px: no copies, no button', async () => {
    const el = await marquee('', 49);
    expect(state(el)).to.equal('still');
    expect(copies(el).length).to.equal(1);
    expect(pauseButton(el)).to.equal(null);
    expect(fakeFrames.pending()).to.equal(0);
    const wide = await marquee('', 50);
    expect(state(wide)).to.equal('running');
  });

  it(`renders at most ${MARQUEE_DEFAULTS.maxCopies} copies after the original, however short the content and wide the region`, async () => {
    const box = await fixture<HTMLElement>(html`<div style="width: 3000px"></div>`);
    box.innerHTML = '<sq-marquee><span style="font-size: 8px">i</span></sq-marquee>';
    await whenRendered();
    const el = box.firstElementChild as HTMLElement;
    expect(state(el)).to.equal('running');
    expect(Math.ceil(3000 / copyWidth(el)), 'the region would take more copies than the cap').to.be.greaterThan(MARQUEE_DEFAULTS.maxCopies);
    expect(copies(el).length).to.equal(1 + MARQUEE_DEFAULTS.maxCopies);
  });

  it('measures again 1000 ms after the region resizes', async () => {
    const el = await marquee();
    const before = copies(el).length;
    el.parentElement!.style.width = '900px';
    await settle();
    clock.tick(999);
    await settle();
    expect(copies(el).length).to.equal(before);
    clock.tick(1);
    await waitUntil(() => copies(el).length === 1 + Math.ceil(900 / copyWidth(el)));
    el.parentElement!.style.width = '40px';
    await settle();
    clock.tick(1000);
    await waitUntil(() => state(el) === 'still');
  });

  it('measures the content again 1000 ms after it changes size (a font or image loading later)', async () => {
    const el = await marquee();
    const before = copyWidth(el);
    expect(copies(el).length).to.equal(1 + Math.ceil(300 / before));
    el.style.fontSize = '48px';
    await settle();
    const wider = copyWidth(el);
    expect(wider).to.be.greaterThan(300);
    clock.tick(999);
    await settle();
    expect(copies(el).length, 'not before the debounce').to.equal(1 + Math.ceil(300 / before));
    clock.tick(1);
    await waitUntil(() => copies(el).length === 2, 'one copy fills the region now');
    // The loop wraps at the new width.
    frameAfter(Math.ceil((wider + 10) / 50) * 1000);
    expect(shiftX(track(el))).to.be.closeTo(-advance(0, Math.ceil((wider + 10) / 50) * 1000, 50, 'left', wider), 0.5);
  });

  it('stands still under reduced motion, following the preference as it changes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await marquee('wave-frequency="1" wave-intensity="10"');
    expect(state(el)).to.equal('still');
    expect(copies(el).length).to.equal(1);
    expect(pauseButton(el)).to.equal(null);
    expect(fakeFrames.pending()).to.equal(0);
    expect(track(el).style.transform).to.equal('');
    await expect(el).to.be.accessible();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitUntil(() => state(el) === 'running');
    frameAfter(1000);
    expect(shiftX(track(el))).to.be.closeTo(-50, 0.01);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => state(el) === 'still');
    expect(track(el).style.transform).to.equal('');
    expect([...el.querySelectorAll<HTMLElement>('.sq-marquee__item')].every((i) => i.style.transform === '')).to.equal(true);
  });
});
