// The uniform grids (grid, autogrid, list) build their cells as plain DOM (react-core/gallery/designs/
// grid-cells.ts), again whenever the page edits the slides. A video slide's player is the server's own,
// adopted into its cell: it must survive the rebuild (found in the cell of its slide, not lost with the
// old cell), keep playing where the browser has moveBefore(), and a visitor on a cell's lightbox button
// or on the player goes on from the same slide. The focus cases run again with moveBefore() taken away,
// as WebKit moves nodes.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqVideoElement } from '../elements/sq-video.ts';
import { q, qa, settle, slideMarkup } from './support/gallery.ts';
import { lightboxRoot } from './support/lightbox.ts';
import { withoutMoveBefore } from './support/plain-moves.ts';

define('sq-gallery', SqGalleryElement);
define('sq-video', SqVideoElement);

const videoSlideOf = (id: string, title = 'Coast timelapse') => `<figure data-slide-id="${id}" data-slide-url="coast-${id}">
    <sq-video provider="youtube" overlay>
      <iframe src="/__fake/video-player.html?provider=youtube" title="${title}" width="320" height="180"></iframe>
    </sq-video>
    <figcaption>${title}</figcaption>
  </figure>`;
const videoSlide = videoSlideOf('v1');

/** An 800 px gallery (a grid with a lightbox): image 1, the video, image 3, image 4. */
async function grid(attributes = 'design="grid" lightbox', third = slideMarkup(2)): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery ${attributes}>
    ${slideMarkup(0)}${videoSlide}${third}${slideMarkup(3)}</sq-gallery></div>`);
  await settle();
  const el = q(wrapper, 'sq-gallery');
  await waitUntil(() => el.querySelector('.sq-gallery__item sq-video .sq-video'), 'the video shows in its cell', { timeout: 5000 });
  return el;
}

const cells = (el: HTMLElement) => qa(el, '.sq-gallery__item');
const openerOf = (el: HTMLElement, slide: number) => q(el, `img[alt$="number ${slide + 1}"]`).closest<HTMLElement>('.sq-gallery__open')!;

/** A grid whose video the visitor started: the element, its player's frame and the frame's window. */
async function playingVideo(attributes?: string) {
  const el = await grid(attributes);
  const video = q(el, 'sq-video');
  const frame = q<HTMLIFrameElement>(video, 'iframe');
  const player = frame.contentWindow;
  q(video, 'button.sq-video__play').click();
  await waitUntil(() => video.querySelector('.sq-video')?.getAttribute('data-state') === 'playing', 'the video plays');
  return { el, video, frame, player };
}

/** The page adds a slide at the start; resolves once the grid shows it. */
async function addFirst(el: HTMLElement): Promise<void> {
  const count = cells(el).length;
  const holder = document.createElement('div');
  holder.innerHTML = slideMarkup(5);
  el.prepend(holder.firstElementChild!);
  await waitUntil(() => cells(el).length === count + 1, 'the slide the page added shows');
}

/** A player's cell is kept through the page's edits, so no engine moves its frame (WebKit would load it again). */
function playerCases() {
  it('the player is not loaded again when the page removes the slide before it, or edits another slide', async () => {
    const { el, video, frame, player } = await playingVideo();
    el.querySelector('figure[data-slide-id="s0"]')!.remove();
    await waitUntil(() => cells(el).length === 3, 'the slide is gone');
    expect(video.closest('.sq-gallery__item'), 'in its slide\'s cell, now the first').to.equal(cells(el)[0]);
    el.querySelector('figure[data-slide-id="s2"] figcaption')!.textContent = 'Harbour at dusk';
    await waitUntil(() => el.querySelector('.sq-gallery__open[aria-label*="Harbour at dusk"]'), 'the edited slide shows');
    expect(cells(el).map((cell) => cell.querySelector('sq-video') !== null), 'the player in the first cell').to.deep.equal([true, false, false]);
    expect(video.querySelector('.sq-video')?.getAttribute('data-state')).to.equal('playing');
    expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('autorows: the player is not loaded again when the page adds a slide before it, or removes one', async () => {
    const { el, video, frame, player } = await playingVideo('design="autorows" lightbox');
    await addFirst(el);
    expect(cells(el).map((cell) => cell.querySelector('sq-video') !== null), 'the player in its slide\'s cell, now the third')
      .to.deep.equal([false, false, true, false, false]);
    el.querySelector('figure[data-slide-id="s0"]')!.remove();
    await waitUntil(() => cells(el).length === 4, 'the slide is gone');
    expect(video.closest('.sq-gallery__item'), 'in its slide\'s cell, now the second').to.equal(cells(el)[1]);
    expect(video.querySelector('.sq-video')?.getAttribute('data-state')).to.equal('playing');
    expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('list: the page\'s new caption for the video shows beside it, the player not loaded again', async () => {
    const el = await grid('design="list"');
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    await waitUntil(() => frame.contentDocument?.readyState === 'complete', 'the player loaded', { timeout: 5000 });
    const player = frame.contentWindow;
    el.querySelector('figure[data-slide-id="v1"] figcaption')!.textContent = 'Coast timelapse, 4K';
    const meta = () => frame.closest('.sq-gallery__item')?.querySelector('.sq-gallery__list-meta')?.textContent;
    await waitUntil(() => meta() === 'Coast timelapse, 4K', 'the new caption shows beside the player');
    expect(qa(el, '.sq-gallery__list-meta').map((node) => node.textContent).filter((text) => text!.includes('Coast')), 'one caption for it').to.have.length(1);
    expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
  });

  it('when the page moves one player\'s slide after two others, only that player moves', async () => {
    const el = await grid('design="grid"', videoSlideOf('v2', 'Harbour') + videoSlideOf('v3', 'Dunes'));
    const frames = [...el.querySelectorAll('iframe')];
    await waitUntil(() => frames.every((frame) => frame.contentDocument?.readyState === 'complete'), 'the players loaded', { timeout: 5000 });
    const players = frames.map((frame) => frame.contentWindow);
    el.append(el.querySelector('figure[data-slide-id="v1"]')!);
    await waitUntil(() => cells(el).at(-1)?.querySelector('iframe') === frames[0], 'the first player shows last');
    expect(cells(el).map((cell) => cell.querySelector('iframe')?.title ?? 'picture'), 'in the page\'s order')
      .to.deep.equal(['picture', 'Harbour', 'Dunes', 'picture', 'Coast timelapse']);
    expect(frames.slice(1).map((frame, i) => frame.contentWindow === players[i + 1]), 'the two others not loaded again').to.deep.equal([true, true]);
  });

  it('a click-through link the page gives the video\'s slide goes round its player', async () => {
    const el = await grid('design="grid"');
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    el.querySelector('figure[data-slide-id="v1"]')!.setAttribute('data-click-through-url', '/coast');
    await waitUntil(() => frame.closest('a.sq-gallery__open'), 'the link goes round the player');
    expect(new URL(frame.closest('a')!.href).pathname).to.equal('/coast');
    expect(cells(el).map((cell) => cell.querySelector('iframe') !== null), 'the player in the second cell').to.deep.equal([false, true, false, false]);
  });
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

  it('a visitor on a link in a list\'s caption goes on from the same link in the new cell', async () => {
    const el = await grid('design="list"', slideMarkup(2).replace('</figcaption>', ' <a href="#misty-pine">Read more</a></figcaption>'));
    q(el, '.sq-gallery__list-meta a').focus();
    await addFirst(el);
    const link = document.activeElement as HTMLElement;
    expect(link.textContent, 'focus is on the caption\'s link').to.equal('Read more');
    expect(link.closest('.sq-gallery__item'), 'in the same picture\'s cell, now the fourth').to.equal(cells(el)[3]);
    expect(cells(el)[3]!.querySelector('img[alt$="number 3"]')).not.to.equal(null);
  });

  it('a visitor on a lightbox button of a gallery inside a page\'s shadow root goes on from the same picture\'s button', async () => {
    const host = await fixture<HTMLElement>('<div style="width:800px"></div>');
    host.attachShadow({ mode: 'open' }).innerHTML = `<sq-gallery design="grid" lightbox>${slideMarkup(0)}${slideMarkup(2)}</sq-gallery>`;
    const el = host.shadowRoot!.querySelector<HTMLElement>('sq-gallery')!;
    await settle();
    await waitUntil(() => cells(el).length === 2, 'the grid shows', { timeout: 5000 });
    openerOf(el, 2).focus();
    await addFirst(el);
    expect(host.shadowRoot!.activeElement, 'focus is on the button of the same picture').to.equal(openerOf(el, 2));
  });

  it('focus outside the grid stays where it is', async () => {
    const el = await grid();
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    el.parentElement!.append(outside);
    outside.focus();
    await addFirst(el);
    expect(document.activeElement, 'focus is on the page\'s button').to.equal(outside);
  });
}

describe('a grid gallery whose slides the page edits (live children)', () => {
  // The lightbox writes the slide into the address.
  const start = location.href;
  afterEach(() => { if (location.href !== start) history.replaceState(null, '', start); });

  it('keeps its video slide: the same player, in the cell of its slide, still playing, not loaded again', async () => {
    const { el, video, frame, player } = await playingVideo();

    await addFirst(el);
    expect(qa(el, 'sq-video'), 'one player').to.have.length(1);
    expect(q(el, 'sq-video'), 'the server\'s own').to.equal(video);
    // Compared by identity: chai's deep equality walks a node's whole object graph.
    expect(qa(el, 'iframe').map((node) => node === frame), 'one frame, the same').to.deep.equal([true]);
    expect(video.closest('.sq-gallery__item'), 'in the video slide\'s cell, now the third').to.equal(cells(el)[2]);
    expect(video.querySelector('.sq-video')?.getAttribute('data-state')).to.equal('playing');
    // Its cell is kept, not built again: no engine moves the frame.
    expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('shows a slide\'s own picture again when the page removes the slide and puts it back', async () => {
    const el = await grid();
    const figure = el.querySelector('figure[data-slide-id="s2"]')!;
    const picture = q(el, 'img[alt$="number 3"]'); // in the view, its placeholder in the figure
    figure.remove();
    await waitUntil(() => cells(el).length === 3, 'the slide is gone');
    el.append(figure);
    await waitUntil(() => cells(el).length === 4, 'the slide is back');
    expect(picture.closest('.sq-gallery__item'), 'its picture is in the last cell').to.equal(cells(el)[3]);
  });

  it('switched to a slideshow, shows the same player, still playing where moveBefore() exists', async () => {
    const { el, video, frame, player } = await playingVideo();
    el.setAttribute('design', 'slideshow');
    await settle();
    await waitUntil(() => frame.closest('.sq-gallery__slide'), 'the player is in its slide', { timeout: 5000 });
    expect(qa(el, 'iframe').map((node) => node === frame), 'one frame, the same').to.deep.equal([true]);
    expect(video.querySelector('.sq-video')?.getAttribute('data-state')).to.equal('playing');
    // WebKit has no moveBefore(): a plain move reloads a frame.
    if ('moveBefore' in Element.prototype) expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
  });

  it('follows a picture a renderer removes through its parent after the cells were built again (Vue\'s remove())', async () => {
    const el = await grid();
    await addFirst(el);
    const picture = q(el, 'img[alt$="number 3"]');
    picture.parentNode!.removeChild(picture);
    await waitUntil(() => !el.querySelector('figure[data-slide-id="s2"] img') && qa(el, '.sq-gallery__img--empty').length === 1,
      'the slide is read again, without its picture');
    expect(cells(el)[3]!.querySelector('.sq-gallery__img--empty'), 'its cell shows no picture').not.to.equal(null);
  });

  // grid adopts its pictures with adoptNodes(), the slideshow with adoptNode(): both give the node its own remove().
  for (const design of ['grid', 'slideshow']) {
    it(`${design}: a picture the page removes with its own remove() leaves the slide, and a switch of design does not bring it back`, async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="${design}">
        ${slideMarkup(0)}${slideMarkup(1)}${slideMarkup(2)}${slideMarkup(3)}</sq-gallery></div>`);
      await settle();
      const el = q(wrapper, 'sq-gallery');
      await waitUntil(() => el.querySelector('.sq-view .sq-adopted > img[alt$="number 1"]'), 'the gallery shows', { timeout: 5000 });
      const picture = q(el, '.sq-adopted > img[alt$="number 1"]'); // the server's own, its placeholder in the slide
      picture.remove();
      await waitUntil(() => qa(el, '.sq-gallery__img--empty').length === 1, 'the slide is read again, without its picture');
      el.setAttribute('design', 'autogrid');
      await settle();
      await waitUntil(() => cells(el).length === 4, 'the gallery shows as an autogrid', { timeout: 5000 });
      expect(picture.isConnected, 'the picture stays out of the page').to.equal(false);
      expect(el.querySelector('img[alt$="number 1"]'), 'no copy either').to.equal(null);
      expect(cells(el)[0]!.querySelector('.sq-gallery__img--empty'), 'its cell shows no picture').not.to.equal(null);
    });
  }

  // grid builds its cells again; autorows keeps its cells by place, so the button clicked (the last picture's)
  // then shows the picture before it.
  for (const design of ['grid', 'autorows']) {
    it(`${design}: gives focus back to the button of the picture opened when the lightbox closes after the page added a slide`, async () => {
      const el = await grid(`design="${design}" lightbox`);
      openerOf(el, 3).focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => lightboxRoot()?.contains(document.activeElement), 'the lightbox opens', { timeout: 5000 });
      await addFirst(el);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !lightboxRoot(), 'the lightbox closes', { timeout: 5000 });
      expect(document.activeElement, 'focus is on the picture\'s button').to.equal(openerOf(el, 3));
      await expect(el).to.be.accessible();
    });
  }

  describe('players, as this engine moves nodes', playerCases);
  describe('players, with plain moves, as WebKit makes them (no moveBefore())', () => withoutMoveBefore(playerCases));
  describe('focus, as this engine moves nodes', focusCases);
  describe('focus, with plain moves, as WebKit makes them (no moveBefore())', () => withoutMoveBefore(focusCases));
});
