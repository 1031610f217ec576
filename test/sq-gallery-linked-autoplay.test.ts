// Linked galleries share their autoplay pause (visitor §4 "Autoplay": it pauses while the pointer is over
// the gallery or controls, while a video shows; "Gallery index": linked galleries keep indexes in sync).
// A thumbnail strip linked to a slideshow is its controls: while the visitor points at it, has focus in
// it or a video plays in it, the slideshow stays on its slide, and goes on once they leave.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { captureLogs } from './support/logs.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { activeIndex, q, qa, settle, slidesMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);

let unique = 0;

/** A slideshow (`main`) and a slider (`strip`) naming it in linked-galleries, 4 slides each. */
async function linkedPair(mainAttributes: string, stripAttributes = '') {
  const id = `linked-main-${++unique}`;
  const wrapper = await fixture<HTMLElement>(`<div style="width:800px">
    <sq-gallery id="${id}" design="slideshow" ${mainAttributes}>${slidesMarkup(4)}</sq-gallery>
    <sq-gallery design="slider" linked-galleries="${id}" ${stripAttributes}>${slidesMarkup(4)}</sq-gallery></div>`);
  await settle();
  const [main, strip] = qa(wrapper, 'sq-gallery') as [HTMLElement, HTMLElement];
  return { main, strip };
}

const mouseOver = (el: HTMLElement) =>
  q(el, '.sq-gallery').dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }));
const mouseOut = (el: HTMLElement) =>
  q(el, '.sq-gallery').dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', bubbles: true, relatedTarget: document.body }));
const activeThumb = (el: HTMLElement) => qa(el, '.sq-gallery__thumb').findIndex((thumb) => thumb.getAttribute('aria-current') === 'true');

describe('<sq-gallery> linked galleries share their autoplay pause', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => {
    logs = captureLogs();
    clock = installFakeClock();
  });
  afterEach(() => {
    clock.restore();
    logs.stop();
  });

  /** Lets time pass and the views commit; the slideshow should still show `index`. */
  async function stays(main: HTMLElement, index: number, ms = 10000) {
    clock.tick(ms);
    await whenRendered();
    expect(activeIndex(main), `after ${ms} ms`).to.equal(index);
  }

  it('the slideshow waits while the mouse is over its linked strip, and goes on 5000 ms after it leaves', async () => {
    const { main, strip } = await linkedPair('autoplay');
    mouseOver(strip);
    await stays(main, 0);
    mouseOut(strip);
    await stays(main, 0, 4999);
    clock.tick(1);
    await waitUntil(() => activeIndex(main) === 1, 'autoplay goes on');
    await waitUntil(() => activeThumb(strip) === 1, 'the strip follows');
    expect(logs.messages()).to.deep.equal([]);
  });

  it('the slideshow waits while keyboard focus is inside its linked strip', async () => {
    const { main, strip } = await linkedPair('autoplay');
    const thumb = qa(strip, '.sq-gallery__thumb')[2]!;
    thumb.focus();
    await waitUntil(() => document.activeElement === thumb, 'the thumbnail has focus');
    await stays(main, 0);
    thumb.blur();
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) === 1, 'autoplay goes on once focus leaves');
  });

  it('a video playing in the linked strip pauses the slideshow until it stops', async () => {
    const { main, strip } = await linkedPair('autoplay');
    q(strip, '.sq-gallery__thumb').dispatchEvent(new Event('sq-video-play', { bubbles: true }));
    await stays(main, 0);
    q(strip, '.sq-gallery__thumb').dispatchEvent(new Event('sq-video-pause', { bubbles: true }));
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) === 1);
  });

  it('with both autoplaying, the mouse over the slideshow keeps the strip (and so the slideshow) still', async () => {
    const { main, strip } = await linkedPair('autoplay', 'autoplay');
    mouseOver(main);
    await stays(main, 0);
    expect(activeThumb(strip)).to.equal(0);
    mouseOut(main);
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) !== 0 && activeThumb(strip) === activeIndex(main), 'both go on together');
    // One step per timeout for the group, not one per autoplaying gallery.
    expect(activeIndex(main)).to.equal(1);
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) !== 1, 'the next step');
    expect(activeIndex(main)).to.equal(2);
    expect(activeThumb(strip)).to.equal(2);
  });

  it('goes on only when the last reason in the group is gone', async () => {
    const { main, strip } = await linkedPair('autoplay');
    mouseOver(main);
    mouseOver(strip);
    mouseOut(main);
    await stays(main, 0);
    mouseOut(strip);
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) === 1);
  });

  it('unlinked (linked-galleries removed), the former strip no longer pauses the slideshow', async () => {
    const { main, strip } = await linkedPair('autoplay');
    mouseOver(strip);
    await stays(main, 0);
    strip.removeAttribute('linked-galleries');
    await settle();
    // Its reason is dropped with the link: the slideshow starts its full timeout again.
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) === 1, 'the hovered strip no longer holds it');
    mouseOut(strip);
    mouseOver(strip);
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) === 2, 'hovering the former partner does not pause it');
    expect(activeThumb(strip), 'no longer in sync').to.equal(0);
  });

  it('a linked strip that leaves the page while hovered takes its pause with it', async () => {
    const { main, strip } = await linkedPair('autoplay');
    mouseOver(strip);
    await stays(main, 0);
    strip.remove();
    await settle();
    clock.tick(5000);
    await waitUntil(() => activeIndex(main) === 1, 'autoplay goes on');
  });
});
