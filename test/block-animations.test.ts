// Scroll-triggered block animations (visitor §4 "Block animation": the loaded state when at least half
// visible, or taller than the viewport and intersecting, after any loading image finishes; §9 "Animation
// thresholds 0, 0.1, 0.25, 0.5, 1", "Animation default 0.3 s, scale-hide 0.94"), none under reduced motion,
// nothing hidden before the module starts, nothing in view hidden at start, images waited for at most 3 s.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { UI } from '../catalog/constants.ts';
import { BLOCK_ANIMATION_IMAGE_WAIT_MS, BLOCK_ANIMATIONS } from '../catalog/motion.ts';
import { inView, startBlockAnimations } from '../runtime/animations/block-animations.ts';
import { normaliseContext } from '../runtime/context.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

const context = normaliseContext({ website: { id: 'block-animations' } });
const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const stateOf = (el: Element) => el.getAttribute('data-animation-state');
const opacity = (el: Element) => getComputedStyle(el).opacity;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** Makes every <img> inside `el` report that it is still loading. */
function stillLoading(el: Element): HTMLImageElement[] {
  return [...el.querySelectorAll('img')].map((image) => {
    Object.defineProperty(image, 'complete', { configurable: true, get: () => false });
    return image;
  });
}
/** Every value the state attribute of `el` takes from now on (read it after the changes happened). */
function stateHistory(el: Element): () => Promise<(string | null)[]> {
  const values: (string | null)[] = [];
  const watcher = new MutationObserver((records) => { for (const r of records) values.push((r.target as Element).getAttribute(r.attributeName!)); });
  watcher.observe(el, { attributes: true, attributeFilter: ['data-animation-state'] });
  return async () => { await nextTask(); watcher.disconnect(); return values; };
}

/** Resolves once intersection observers have reported on `el` for the current layout. */
function observed(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const probe = new IntersectionObserver(() => { probe.disconnect(); setTimeout(resolve); });
    probe.observe(el);
  });
}

describe('block animations', () => {
  let page: HTMLElement;
  let stop: (() => void) | undefined;
  let logs: ReturnType<typeof captureLogs>;
  let clock: FakeClock | undefined;
  /** A block of `height` px whose top is `top` px down the page. */
  const block = (top: number, height = 200, animation = 'fade-in', inner = '') => {
    const el = document.createElement('div');
    el.dataset.animation = animation;
    el.style.cssText = `position: absolute; top: ${top}px; left: 0; width: 300px; height: ${height}px`;
    el.innerHTML = inner;
    page.append(el);
    return el;
  };
  const start = () => { stop = startBlockAnimations(context, document); return stop; };

  before(() => setViewport({ width: 800, height: 600 }));
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    page = document.createElement('div');
    page.style.cssText = 'position: relative; height: 5000px';
    document.body.append(page);
    window.scrollTo(0, 0);
    logs = captureLogs();
  });
  afterEach(async () => {
    stop?.();
    stop = undefined;
    clock?.restore();
    clock = undefined;
    page.remove();
    window.scrollTo(0, 0);
    logs.stop();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('the loaded rule', () => {
    const entry = (intersectionRatio: number, height: number, isIntersecting = intersectionRatio > 0) =>
      ({ intersectionRatio, isIntersecting, boundingClientRect: { height } as DOMRectReadOnly });
    it('needs at least half of the block visible', () => {
      expect(inView(entry(0.49, 200), 600)).to.equal(false);
      expect(inView(entry(0.5, 200), 600)).to.equal(true);
    });
    it('or a block taller than the viewport that intersects', () => {
      expect(inView(entry(0.1, 601), 600)).to.equal(true);
      expect(inView(entry(0.1, 600), 600)).to.equal(false);
      expect(inView(entry(0, 1200, false), 600)).to.equal(false);
    });
  });

  it('hides nothing before it starts (the no-JavaScript page shows every block)', () => {
    const el = block(2000);
    expect(stateOf(el)).to.equal(null);
    expect(opacity(el)).to.equal('1');
  });

  it('observes with the thresholds 0, 0.1, 0.25, 0.5 and 1', () => {
    const Original = window.IntersectionObserver;
    const seen: unknown[] = [];
    window.IntersectionObserver = class extends Original {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        seen.push(options?.threshold);
      }
    };
    try {
      block(0);
      start();
    } finally {
      window.IntersectionObserver = Original;
    }
    expect(seen).to.deep.equal([[0, 0.1, 0.25, 0.5, 1]]);
  });

  it('loads a block in view and keeps one below the fold hidden until half of it is scrolled into view', async () => {
    const shown = block(0);
    const below = block(1000);
    start();
    expect(stateOf(below)).to.equal('pending');
    expect(opacity(below)).to.equal('0');
    await waitUntil(() => stateOf(shown) === 'loaded');
    window.scrollTo(0, 1000 - innerHeight + 80); // 80 of 200 px visible: 40%
    await observed(below);
    expect(stateOf(below)).to.equal('pending');
    const faded: string[] = [];
    below.addEventListener('transitionrun', (event) => faded.push(event.propertyName));
    window.scrollTo(0, 1000 - innerHeight + 110); // 55%
    await waitUntil(() => stateOf(below) === 'loaded');
    expect(getComputedStyle(below).transitionDuration).to.equal('0.3s, 0.3s');
    await waitUntil(() => faded.includes('opacity'), 'the opacity transition runs');
    await waitUntil(() => opacity(below) === '1');
  });

  it('never hides a block already in view when it starts (no blink)', async () => {
    const shown = block(0);
    const half = block(innerHeight - 120 - page.getBoundingClientRect().top); // 120 of 200 px visible: 60%
    const histories = [shown, half].map(stateHistory);
    start();
    expect([stateOf(shown), stateOf(half)]).to.deep.equal(['loaded', 'loaded']);
    expect(await Promise.all(histories.map((history) => history()))).to.deep.equal([['loaded'], ['loaded']]);
  });

  // WCAG 2.4.7: a keyboard visitor tabbing to a link in a block only a third scrolled into view (a tall
  // block's top) must see where focus is.
  it('shows a hidden block at once when focus moves into it', async () => {
    const shown = block(0);
    const below = block(1000, 500, 'slide-up', '<a href="#later">Read more</a>');
    start();
    await waitUntil(() => stateOf(shown) === 'loaded');
    window.scrollTo(0, 1000 - innerHeight + 150); // 150 of 500 px visible: 30%
    await observed(below);
    expect(stateOf(below), 'not half in view: still hidden').to.equal('pending');
    below.querySelector('a')!.focus();
    expect(stateOf(below), 'shown with the focus').to.equal('loaded');
  });

  it('loads a block taller than the viewport as soon as it intersects, short of half', async () => {
    const tall = block(1000, 1500);
    start();
    window.scrollTo(0, 1000 - innerHeight + 300); // 300 of 1500 px visible: 20%
    await waitUntil(() => stateOf(tall) === 'loaded');
  });

  it('waits for an image still loading inside the block (load or error)', async () => {
    clock = installFakeClock();
    const el = block(0, 200, 'fade-in', '<img alt="">');
    const other = block(250, 200, 'fade-in', '<img alt="">');
    const [img, otherImg] = [el, other].map((b) => stillLoading(b)[0]);
    start();
    await observed(el);
    expect(stateOf(el)).to.equal('pending');
    expect(stateOf(other)).to.equal('pending');
    img!.dispatchEvent(new Event('load'));
    await waitUntil(() => stateOf(el) === 'loaded');
    expect(stateOf(other)).to.equal('pending');
    otherImg!.dispatchEvent(new Event('error'));
    await waitUntil(() => stateOf(other) === 'loaded');
  });

  it('does not wait for an image that is not rendered (a lazy one in a hidden part never loads)', async () => {
    const el = block(0, 200, 'fade-in', '<div hidden><img alt="" loading="lazy" src="/never-requested.png"></div>');
    const below = block(1000, 200, 'fade-in', '<img alt="" loading="lazy" style="display: none">');
    stillLoading(el);
    stillLoading(below);
    start();
    expect(stateOf(el)).to.equal('loaded');
    window.scrollTo(0, 1000);
    await waitUntil(() => stateOf(below) === 'loaded', 'loaded without the unrendered image');
  });

  it(`shows the block after ${BLOCK_ANIMATION_IMAGE_WAIT_MS} ms when an image never finishes`, async () => {
    clock = installFakeClock();
    const el = block(0, 200, 'fade-in', '<img alt="">');
    stillLoading(el);
    start();
    await waitUntil(() => clock!.pending() === 1, 'waiting for the image, with the cap armed');
    clock.tick(BLOCK_ANIMATION_IMAGE_WAIT_MS - 1);
    expect(clock.pending()).to.equal(1);
    await nextTask();
    expect(stateOf(el)).to.equal('pending');
    clock.tick(1);
    await waitUntil(() => stateOf(el) === 'loaded');
  });

  it('hides each animation its own way: slide, scale to 0.94', () => {
    const blocks = BLOCK_ANIMATIONS.map((animation) => block(2000, 200, animation));
    start();
    const transforms = blocks.map((el) => new DOMMatrix(getComputedStyle(el).transform));
    expect(transforms.map((m) => [m.m41, m.m42])).to.deep.equal([[0, 0], [0, 24], [0, -24], [24, 0], [-24, 0], [0, 0]]);
    expect(transforms[5]!.a).to.be.closeTo(0.94, 1e-6);
    expect(blocks.every((el) => opacity(el) === '0')).to.equal(true);
  });

  it('logs the parser message for an unknown animation and fades it in', () => {
    const el = block(2000, 200, 'spin');
    start();
    expect(logs.messages()).to.deep.equal([
      'Expected one of fade-in, slide-up, slide-down, slide-left, slide-right, scale for [data-animation] but "spin" found.',
    ]);
    expect(stateOf(el)).to.equal('pending');
    expect(opacity(el)).to.equal('0');
  });

  it(`a loaded block moves its opacity and transform over ${UI.animationDefaultMs} ms; under reduced motion over 0s`, async () => {
    const shown = block(0, 200, 'scale');
    start();
    await waitUntil(() => stateOf(shown) === 'loaded');
    const style = getComputedStyle(shown);
    expect(style.transitionProperty).to.equal('opacity, transform');
    expect(style.transitionDuration).to.equal(`${UI.animationDefaultMs / 1000}s, ${UI.animationDefaultMs / 1000}s`);
    await emulateMedia({ reducedMotion: 'reduce' });
    await settle();
    expect(getComputedStyle(shown).transitionDuration).to.equal('0s');
  });

  it('picks up blocks added to the page later', async () => {
    start();
    const later = block(0);
    await waitUntil(() => stateOf(later) === 'loaded');
  });

  it('shows everything at once under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const below = block(3000);
    start();
    expect(stateOf(below)).to.equal('loaded');
    expect(opacity(below)).to.equal('1');
  });

  it('shows the blocks still waiting when the preference changes to reduced motion', async () => {
    const below = block(3000);
    start();
    expect(stateOf(below)).to.equal('pending');
    await emulateMedia({ reducedMotion: 'reduce' });
    await settle();
    await waitUntil(() => stateOf(below) === 'loaded');
    expect(getComputedStyle(below).transitionDuration, 'no transition').to.equal('0s');
    expect(opacity(below)).to.equal('1');
  });

  it('stops: every waiting block is shown and nothing is observed any more', async () => {
    const below = block(1000);
    start()();
    expect(stateOf(below)).to.equal(null);
    expect(opacity(below)).to.equal('1');
    window.scrollTo(0, 1000);
    const later = block(1200);
    await observed(below);
    await settle();
    expect(stateOf(below)).to.equal(null);
    expect(stateOf(later)).to.equal(null);
  });
});
