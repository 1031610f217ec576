// The uniform grids (grid, autogrid, list) build their cells as plain DOM (react-core/gallery/designs/
// grid-cells.ts), again whenever the page edits the slides. A video slide's player is the server's own,
// adopted into its cell: it must survive the rebuild (found in the cell of its slide, not lost with the
// old cell), keep playing where the browser has moveBefore(), and a visitor on a cell's lightbox button
// or on the player goes on from the same slide. The focus cases run again with moveBefore() taken away,
// as WebKit moves nodes.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqVideoElement } from '../elements/sq-video.ts';
import { q, qa, settle, slideMarkup } from './support/gallery.ts';

define('sq-gallery', SqGalleryElement);
define('sq-video', SqVideoElement);

const videoSlide = `<figure data-slide-id="v1" data-slide-url="coast">
    <sq-video provider="youtube" overlay>
      <iframe src="/__fake/video-player.html?provider=youtube" title="Coast timelapse" width="320" height="180"></iframe>
    </sq-video>
    <figcaption>Coast timelapse</figcaption>
  </figure>`;

/** An 800 px grid with a lightbox: image 1, the video, image 3, image 4. */
async function grid(): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="grid" lightbox>
    ${slideMarkup(0)}${videoSlide}${slideMarkup(2)}${slideMarkup(3)}</sq-gallery></div>`);
  await settle();
  const el = q(wrapper, 'sq-gallery');
  await waitUntil(() => el.querySelector('.sq-gallery__item sq-video .sq-video'), 'the video shows in its cell', { timeout: 5000 });
  return el;
}

const cells = (el: HTMLElement) => qa(el, '.sq-gallery__item');
const openerOf = (el: HTMLElement, slide: number) => q(el, `img[alt$="number ${slide + 1}"]`).closest<HTMLElement>('.sq-gallery__open')!;

/** The page adds a slide at the start; resolves once the grid shows it. */
async function addFirst(el: HTMLElement): Promise<void> {
  const count = cells(el).length;
  const holder = document.createElement('div');
  holder.innerHTML = slideMarkup(5);
  el.prepend(holder.firstElementChild!);
  await waitUntil(() => cells(el).length === count + 1, 'the slide the page added shows');
}

function focusCases() {
  it('a visitor on a picture\'s lightbox button goes on from the same picture\'s button when the page adds a slide', async () => {
    const el = await grid();
    openerOf(el, 2).focus();
    await addFirst(el);
    expect(document.activeElement, 'focus is on the button of the same picture').to.equal(openerOf(el, 2));
    expect(openerOf(el, 2).closest('.sq-gallery__item'), 'now in the fourth cell').to.equal(cells(el)[3]);
    await expect(el).to.be.accessible();
  });

  it('a visitor on a button whose slide the page removes goes on from the cell now in its place', async () => {
    const el = await grid();
    openerOf(el, 2).focus();
    el.querySelector('figure[data-slide-id="s2"]')!.remove();
    await waitUntil(() => cells(el).length === 3, 'the slide is gone');
    expect(document.activeElement, 'focus is on the next picture\'s button').to.equal(openerOf(el, 3));
  });

  it('a visitor on the video\'s play button keeps focus when the page adds a slide', async () => {
    const el = await grid();
    const play = q(el, 'button.sq-video__play');
    play.focus();
    await addFirst(el);
    expect(document.activeElement, 'focus is on the play button').to.equal(play);
    expect(play.isConnected).to.equal(true);
  });
}

describe('a grid gallery whose slides the page edits (live children)', () => {
  it('keeps its video slide: the same player, in the cell of its slide, still playing where moveBefore() exists', async () => {
    const el = await grid();
    const video = q(el, 'sq-video');
    const frame = q<HTMLIFrameElement>(video, 'iframe');
    const player = frame.contentWindow;
    q(video, 'button.sq-video__play').click();
    await waitUntil(() => video.querySelector('.sq-video')?.getAttribute('data-state') === 'playing', 'the video plays');

    await addFirst(el);
    expect(qa(el, 'sq-video'), 'one player').to.have.length(1);
    expect(q(el, 'sq-video'), 'the server\'s own').to.equal(video);
    expect(qa(el, 'iframe')).to.deep.equal([frame]);
    expect(video.closest('.sq-gallery__item'), 'in the video slide\'s cell, now the third').to.equal(cells(el)[2]);
    expect(video.querySelector('.sq-video')?.getAttribute('data-state')).to.equal('playing');
    // WebKit has no moveBefore(): a plain move reloads a frame, there as at the upgrade's adoption.
    if ('moveBefore' in Element.prototype) expect(frame.contentWindow, 'the player was not loaded again').to.equal(player);
    await expect(el).to.be.accessible();
  });

  describe('focus, as this engine moves nodes', focusCases);
  describe('focus, with plain moves, as WebKit makes them (no moveBefore())', () => {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'moveBefore');
    before(() => { delete (Element.prototype as { moveBefore?: unknown }).moveBefore; });
    after(() => { if (own) Object.defineProperty(Element.prototype, 'moveBefore', own); });
    focusCases();
  });
});
