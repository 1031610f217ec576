// A gallery whose slides the page edits (live children) keeps showing its current slide, found by its id,
// else its picture or player, where the page put it (react-core/gallery/use-gallery.ts, GalleryIndex.follow):
// the visitor sees no change, so nothing moves on the screen, no change event goes out, a linked gallery is
// not pulled along, and autoplay keeps the visitor's pause. A slideshow's far slides it has loaded stay
// loaded (designs/stacked.tsx, its marks by slide).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createElement as h, type ReactElement } from 'react';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { activeIndex, gallery, q, qa, settle, slideMarkup, slidesMarkup } from './support/gallery.ts';
import { useReactApp } from './support/react-app.ts';
import { slide } from './support/react-slide.ts';

define('sq-gallery', SqGalleryElement);

/** The alt of the picture on the active slide. */
const shown = (el: Element) => el.querySelector('.sq-gallery__slide--active img')?.getAttribute('alt') ?? '';

/** The page puts the slide `i` (slideMarkup) first; resolves once the gallery shows `count` slides. */
async function addFirst(el: HTMLElement, i: number, count: number): Promise<void> {
  el.insertAdjacentHTML('afterbegin', slideMarkup(i));
  await waitUntil(() => qa(el, '.sq-gallery__slide').length === count, 'the slide the page added is in');
  await whenRendered();
}

/** Records the gallery's slide-change events. */
function changesOf(el: HTMLElement): number[] {
  const changes: number[] = [];
  el.addEventListener('sq-gallery-slide-change', (event) => changes.push((event as Event & { index: number }).index));
  return changes;
}

describe('live children: a gallery keeps its current slide through the page\'s edits', () => {
  it('a slideshow linked to a slider keeps its slide when the page adds one before it; neither sends a change', async () => {
    const wrapper = await fixture<HTMLElement>(`<div style="width:800px">
      <sq-gallery id="main" design="slideshow" current-index="2">${slidesMarkup(4)}</sq-gallery>
      <sq-gallery design="slider" linked-galleries="main" current-index="2">${slidesMarkup(4)}</sq-gallery></div>`);
    await settle();
    const [main, strip] = qa(wrapper, 'sq-gallery') as [HTMLElement, HTMLElement];
    // Both on the third slide, with no move under way (a move's lock would refuse the visitor's pick below).
    await waitUntil(() => activeIndex(main) === 2 && qa(strip, '.sq-gallery__thumb')[2]!.getAttribute('aria-current') === 'true',
      'both galleries on the third slide', { timeout: 5000 });
    const before = shown(main);
    const changes = [...[main, strip].map(changesOf)];
    await addFirst(main, 4, 5);
    await settle();
    expect(shown(main), 'the same slide, now the fourth').to.equal(before);
    expect(activeIndex(main)).to.equal(3);
    expect(changes, 'no change event from either gallery').to.deep.equal([[], []]);
    // The link still holds: the visitor's next pick moves both.
    qa(strip, '.sq-gallery__thumb')[1]!.click();
    await waitUntil(() => activeIndex(main) === 1, 'the slideshow follows the slider again');
    await expect(main).to.be.accessible();
  });

  it('says nothing of the page\'s edit in its live region; the visitor\'s next move is said with the new count', async () => {
    // Under reduced motion a move has no lock, so the visitor's two moves go through one after the other.
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await gallery('design="slideshow"', 4);
      const region = q(el, '[aria-live="polite"]');
      q<HTMLButtonElement>(el, '.sq-gallery__next').click();
      await waitUntil(() => region.textContent!.startsWith('2 of 4'), 'the visitor\'s move is said');
      await addFirst(el, 4, 5);
      await settle();
      expect(activeIndex(el), 'the current slide followed').to.equal(2);
      expect(region.textContent, 'the page\'s edit is not said').not.to.contain('of 5');
      q<HTMLButtonElement>(el, '.sq-gallery__next').click();
      await waitUntil(() => region.textContent!.startsWith('4 of 5'), 'the visitor\'s move is said, with the new count');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('keeps its slide when the page repeats its id on another slide (a cloned figure)', async () => {
    const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="slideshow" current-index="2">
      ${slideMarkup(0)}${slideMarkup(1)}${slideMarkup(2).replace('data-slide-id="s2"', 'data-slide-id="s1"')}</sq-gallery></div>`);
    await settle();
    const el = q(wrapper, 'sq-gallery');
    await waitUntil(() => shown(el).endsWith('number 3'), 'the third slide is current', { timeout: 5000 });
    el.insertAdjacentHTML('beforeend', slideMarkup(3));
    await waitUntil(() => qa(el, '.sq-gallery__slide').length === 4, 'the slide the page added is in');
    await settle();
    expect(shown(el), 'the same slide, not the first with its id').to.match(/number 3$/);
  });

  it('a scrolling slideshow shows its slide at its new place at once, and moves with its transition after', async () => {
    const el = await gallery('design="slideshow" transition="scroll" current-index="2"', 4);
    const track = q(el, '.sq-gallery__track');
    const before = shown(el);
    await addFirst(el, 4, 5);
    expect(shown(el), 'the same slide').to.equal(before);
    expect(track.style.transform, 'the track at the slide\'s new place').to.contain('-300%');
    expect(getComputedStyle(track).transitionDuration, 'no transition to it').to.equal('0s');
    q<HTMLButtonElement>(el, '.sq-gallery__next').click();
    await waitUntil(() => activeIndex(el) === 4, 'the visitor moves on');
    expect(getComputedStyle(track).transitionDuration, 'the visitor\'s move has its transition').not.to.equal('0s');
  });

  it('after the page\'s edit, a swipe slideshow dragged a little snaps back with its transition', async () => {
    const clock = installFakeClock();
    try {
      const el = await gallery('design="slideshow" transition="swipe" current-index="1"', 4, 600);
      const track = q(el, '.sq-gallery__track');
      await addFirst(el, 4, 5);
      expect(getComputedStyle(track).transitionDuration, 'the followed place without a transition').to.equal('0s');
      // A mouse drag of 40 px over a second: too short and too slow to go anywhere.
      const stage = q(el, '.sq-gallery__stage');
      const pointer = (type: string, x: number) => stage.dispatchEvent(new PointerEvent(type, {
        bubbles: true, composed: true, pointerId: 12, pointerType: 'mouse', isPrimary: true, button: 0, clientX: x, clientY: 150,
      }));
      pointer('pointerdown', 300);
      clock.tick(500);
      pointer('pointermove', 260);
      await whenRendered();
      clock.tick(500);
      pointer('pointerup', 260);
      await whenRendered();
      expect(activeIndex(el), 'still the same slide').to.equal(2);
      expect(getComputedStyle(track).transitionDuration, 'the snap back is seen').not.to.equal('0s');
    } finally {
      clock.restore();
    }
  });

  it('a carousel shows the group holding its slide at once when the page adds a slide that moves it to the next group', async () => {
    const el = await gallery('design="carousel" slides-per-row="3" current-index="2"', 4);
    const track = q(el, '.sq-gallery__carousel-track');
    const before = track.style.transform;
    const picture = q(el, '.sq-view img[alt$="number 3"]');
    expect(picture.closest('.sq-gallery__item')!.getAttribute('aria-hidden'), 'its slide shows').to.equal('false');
    el.insertAdjacentHTML('afterbegin', slideMarkup(4));
    await waitUntil(() => qa(el, '.sq-gallery__item').length === 5, 'the slide the page added is in');
    await whenRendered();
    expect(track.style.transform, 'the track at the next group').not.to.equal(before);
    expect(picture.closest('.sq-gallery__item')!.getAttribute('aria-hidden'), 'its slide still shows').to.equal('false');
    expect(getComputedStyle(track).transitionDuration, 'no transition to it').to.equal('0s');
  });

  it('a slider keeps its thumbnail in view at once when the page adds a slide before it', async () => {
    const el = await gallery('design="slider" current-index="6"', 12);
    const track = q(el, '.sq-gallery__strip-track');
    const before = track.style.transform;
    el.insertAdjacentHTML('afterbegin', slideMarkup(4));
    await waitUntil(() => qa(el, '.sq-gallery__thumb').length === 13, 'the slide the page added is in');
    await whenRendered();
    const thumbs = qa(el, '.sq-gallery__thumb');
    expect(thumbs.findIndex((thumb) => thumb.getAttribute('aria-current') === 'true'), 'the same slide, now the eighth').to.equal(7);
    await waitUntil(() => track.style.transform !== before, 'the track keeps it in view');
    expect(getComputedStyle(track).transitionDuration, 'no transition to it').to.equal('0s');
  });

  it('an autoplaying slideshow the visitor paused stays paused when the page adds a slide and reorders them', async () => {
    const clock = installFakeClock();
    try {
      const el = await gallery('design="slideshow" autoplay', 4);
      const pause = q<HTMLButtonElement>(el, '.sq-gallery__pause');
      pause.click();
      await waitUntil(() => pause.textContent === 'Play slideshow', 'the visitor paused the slideshow');
      const before = shown(el);
      // A new count, then as many slides in another order: the current one now the second, then the first.
      await addFirst(el, 4, 5);
      expect(activeIndex(el), 'the current slide followed to its new place').to.equal(1);
      clock.tick(20000);
      await whenRendered();
      expect(shown(el), 'still the slide the visitor paused on, after a slide was added').to.equal(before);
      el.append(el.querySelector(':scope > figure')!);
      await waitUntil(() => activeIndex(el) === 0, 'the current slide followed to its new place');
      clock.tick(20000);
      await whenRendered();
      expect(shown(el), 'still the slide the visitor paused on').to.equal(before);
      expect(q(el, '.sq-gallery__pause').textContent, 'still paused').to.equal('Play slideshow');
    } finally {
      clock.restore();
    }
  });
});

describe('live children: a React 19 app edits a slideshow\'s slides', () => {
  const app = useReactApp();
  const render = (tree: ReactElement | null) => app.render(tree);
  const stacked = (slides: ReactElement[]) => h('sq-gallery', { design: 'slideshow' }, slides);

  it('a stacked gallery keeps showing its current slide when the page adds a slide before it or moves it, with no change event', async () => {
    render(stacked([slide(0), slide(1), slide(2)]));
    const el = app.container.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => el.querySelector('.sq-gallery__slide--active'), 'the slideshow shows', { timeout: 5000 });
    (el as unknown as { currentIndex: number }).currentIndex = 1;
    await waitUntil(() => shown(el) === 'slide 1', 'the second slide is current');
    const changes: number[] = [];
    el.addEventListener('sq-gallery-slide-change', (event) => changes.push((event as Event & { index: number }).index));
    render(stacked([slide(3), slide(0), slide(1), slide(2)]));
    await waitUntil(() => el.querySelectorAll('.sq-gallery__slide').length === 4, 'the added slide is in');
    await settle();
    expect(shown(el), 'still the slide shown before').to.equal('slide 1');
    render(stacked([slide(1), slide(3), slide(0), slide(2)]));
    await waitUntil(() => el.querySelector('.sq-gallery__slide img')?.getAttribute('alt') === 'slide 1', 'the slides are reordered');
    await settle();
    expect(shown(el), 'still the slide shown before, now the first').to.equal('slide 1');
    expect(changes, 'the visitor saw no change of slide').to.deep.equal([]);
    await expect(el).to.be.accessible();
    expect(app.errors).to.deep.equal([]);
  });

  it('a slideshow keeps showing a far slide it has loaded when the page adds a slide before the others', async () => {
    const six = [0, 1, 2, 3, 4, 5].map((id) => slide(id));
    render(stacked(six));
    const el = app.container.querySelector('sq-gallery')!;
    await settle();
    // The last slide is the first one's neighbour (going back wraps): its own picture shows from the start.
    const last = el.querySelector<HTMLImageElement>('img[alt="slide 5"]')!;
    await waitUntil(() => last.closest('.sq-view'), 'the last slide\'s picture is in the view', { timeout: 5000 });
    (el as unknown as { currentIndex: number }).currentIndex = 2;
    await waitUntil(() => el.querySelector('.sq-gallery__slide--active img')?.getAttribute('alt') === 'slide 2', 'the third slide is current');
    render(stacked([slide(6), ...six]));
    await waitUntil(() => el.querySelectorAll('.sq-gallery__slide').length === 7, 'the added slide is in');
    await settle();
    expect(last.closest('.sq-view') !== null, 'the last slide\'s picture still shows in the view').to.equal(true);
    expect(app.errors).to.deep.equal([]);
  });

  it('keeps its slide by its id when React reuses the figures by place (index keys)', async () => {
    render(stacked([0, 1, 2].map((id, i) => slide(id, i))));
    const el = app.container.querySelector('sq-gallery')!;
    await settle();
    await waitUntil(() => el.querySelector('.sq-gallery__slide--active'), 'the slideshow shows', { timeout: 5000 });
    (el as unknown as { currentIndex: number }).currentIndex = 1;
    await waitUntil(() => shown(el) === 'slide 1', 'the second slide is current');
    // Keyed by place, React gives each figure the next one's id and picture and adds the last figure.
    render(stacked([3, 0, 1, 2].map((id, i) => slide(id, i))));
    await waitUntil(() => el.querySelectorAll('.sq-gallery__slide').length === 4, 'the added slide is in');
    await settle();
    expect(shown(el), 'the slide the visitor saw, now the third').to.equal('slide 1');
    expect(activeIndex(el)).to.equal(2);
    expect(app.errors).to.deep.equal([]);
  });
});
