// A frame moved without moveBefore() loads again (WebKit: a playing video stops), and so does every frame
// inside a moved node. When the page edits a live element's children, the read of them must not move a
// node holding a frame out of the view and back, and must still read it where the page has it, or the view
// lets it go: an accordion's embed left its panel, a gallery's player loaded again. Each case runs as
// this engine moves nodes and again with moveBefore() taken away, as WebKit moves them.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqAccordionElement } from '../elements/sq-accordion.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqVideoElement } from '../elements/sq-video.ts';
import { SqPricingToggleElement } from '../elements/sq-pricing-toggle.ts';
import { SqMenuElement } from '../elements/sq-menu.ts';
import { SqMarqueeElement } from '../elements/sq-marquee.ts';
import { q, qa, settle, slideMarkup } from './support/gallery.ts';
import { withoutMoveBefore } from './support/plain-moves.ts';

define('sq-accordion', SqAccordionElement);
define('sq-gallery', SqGalleryElement);
define('sq-video', SqVideoElement);
define('sq-pricing-toggle', SqPricingToggleElement);
define('sq-menu', SqMenuElement);
define('sq-marquee', SqMarqueeElement);

const PLAYER = '/__fake/video-player.html?provider=youtube';

/** An accordion whose open first item's body holds an embed; resolves once the frame has loaded in its panel. */
async function accordionWithEmbed() {
  const el = await fixture<HTMLElement>(`<sq-accordion first-open>
    <div data-sq-item id="tour"><h3>Tour</h3><p>Walk through the studio.</p><iframe src="${PLAYER}" title="Studio tour" width="320" height="180"></iframe></div>
    <div data-sq-item id="hours"><h3>Hours</h3><p>Open daily.</p></div></sq-accordion>`);
  const frame = q<HTMLIFrameElement>(el, 'iframe');
  await waitUntil(() => frame.closest('.sq-accordion__body') && frame.contentDocument?.readyState === 'complete', 'the embed shows in its panel', { timeout: 5000 });
  return { el, frame, player: frame.contentWindow };
}

/** An 800 px gallery of `design`: a video slide, then a picture; resolves once the player has loaded in the view. */
async function videoGallery(design: string) {
  const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="${design}">
    <figure data-slide-id="v1"><sq-video provider="youtube">
      <iframe src="${PLAYER}" title="Coast timelapse" width="320" height="180"></iframe>
    </sq-video><figcaption>Coast timelapse</figcaption></figure>${slideMarkup(1)}</sq-gallery></div>`);
  await settle();
  const el = q(wrapper, 'sq-gallery');
  const frame = q<HTMLIFrameElement>(el, 'iframe');
  await waitUntil(() => frame.closest('.sq-view') && frame.contentDocument?.readyState === 'complete', 'the player shows', { timeout: 5000 });
  return { el, frame, player: frame.contentWindow };
}

/** An accordion or menu item the page makes: `<tag data-sq-item id>` holding `inner`. */
function item(tag: string, id: string, inner: string): HTMLElement {
  const node = document.createElement(tag);
  node.dataset.sqItem = '';
  node.id = id;
  node.innerHTML = inner;
  return node;
}

function cases() {
  it('accordion: an embed in an open body stays in its panel, not loaded again, when the page edits another item', async () => {
    const { el, frame, player } = await accordionWithEmbed();
    q(el, ':scope > #hours > h3').textContent = 'Opening hours';
    await waitUntil(() => q(el, '.sq-view').textContent!.includes('Opening hours'), 'the view shows the new title');
    expect(frame.closest('.sq-accordion__body')?.closest('.sq-accordion__item')?.id, 'in its panel').to.equal('tour');
    expect(frame.contentWindow === player, 'the embed was not loaded again').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('accordion: a paragraph the page puts first in an open body shows first, the embed not loaded again', async () => {
    const { el, frame, player } = await accordionWithEmbed();
    const added = document.createElement('p');
    added.textContent = 'New: evening tours.';
    q(el, ':scope > #tour > h3').after(added);
    await waitUntil(() => added.closest('.sq-accordion__body'), 'the paragraph shows in the panel');
    const body = frame.closest('.sq-accordion__body')!;
    expect(Array.from(body.children, (child) => child.localName), 'in the page\'s order').to.deep.equal(['p', 'p', 'iframe']);
    expect(body.firstElementChild === added, 'the new paragraph first').to.equal(true);
    expect(frame.contentWindow === player, 'the embed was not loaded again').to.equal(true);
  });

  it('accordion: a paragraph the page moves before the embed moves, the embed stays and is not loaded again', async () => {
    const el = await fixture<HTMLElement>(`<sq-accordion first-open><div data-sq-item id="tour"><h3>Tour</h3><iframe src="${PLAYER}" title="Studio tour" width="320" height="180"></iframe><p>Walk through the studio.</p></div></sq-accordion>`);
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    const words = q(el, 'p');
    await waitUntil(() => frame.closest('.sq-accordion__body') && frame.contentDocument?.readyState === 'complete', 'the embed shows in its panel', { timeout: 5000 });
    const player = frame.contentWindow;
    q(el, ':scope > #tour').insertBefore(words, frame);
    await waitUntil(() => frame.previousElementSibling === words, 'the paragraph shows first');
    expect(frame.contentWindow === player, 'the embed was not loaded again').to.equal(true);
  });

  it('accordion: an embed stays in its panel, not loaded again, when the page adds an item before its item and removes it', async () => {
    const { el, frame, player } = await accordionWithEmbed();
    const added = item('div', 'news', '<h3>News</h3><p>Evening tours.</p>');
    el.prepend(added);
    await waitUntil(() => qa(el, '.sq-accordion__item').length === 3, 'the item the page added shows');
    expect(qa(el, '.sq-accordion__item').map((item) => item.id), 'in the page\'s order').to.deep.equal(['news', 'tour', 'hours']);
    expect(frame.closest('.sq-accordion__item')?.id, 'in its panel').to.equal('tour');
    expect(frame.contentWindow === player, 'the embed was not loaded again when an item came before it').to.equal(true);
    expect(q(el, '#tour').dataset.open, 'its item still open').to.equal('true');
    added.remove();
    await waitUntil(() => qa(el, '.sq-accordion__item').length === 2, 'the item the page removed is gone');
    expect(frame.closest('.sq-accordion__item')?.id, 'in its panel').to.equal('tour');
    expect(frame.contentWindow === player, 'the embed was not loaded again when the item before it went').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('menu: a section\'s embed stays, not loaded again, when the page adds a section before it', async () => {
    const el = await fixture<HTMLElement>(`<sq-menu>
      <section data-sq-item id="lunch"><h3>Lunch</h3><iframe src="${PLAYER}" title="Our kitchen" width="320" height="180"></iframe></section>
      <section data-sq-item id="dinner"><h3>Dinner</h3><p>Fish, pasta</p></section></sq-menu>`);
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    await waitUntil(() => frame.closest('.sq-menu__body') && frame.contentDocument?.readyState === 'complete', 'the embed shows in its panel', { timeout: 5000 });
    const player = frame.contentWindow;
    el.prepend(item('section', 'breakfast', '<h3>Breakfast</h3><p>Eggs, toast</p>'));
    await waitUntil(() => qa(el, '[role=tab]').length === 3, 'the section the page added shows');
    expect(qa(el, '[role=tab]').map((tab) => tab.textContent), 'in the page\'s order').to.deep.equal(['Breakfast', 'Lunch', 'Dinner']);
    expect(frame.closest<HTMLElement>('.sq-menu__panel')?.dataset.itemId, 'in its panel').to.equal('lunch');
    expect(frame.contentWindow === player, 'the embed was not loaded again').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('marquee: an item holding an embed is not loaded again when the page adds an item before it', async () => {
    const el = await fixture<HTMLElement>(`<sq-marquee animation-speed="0"><span>Open daily</span>
      <span><iframe src="${PLAYER}" title="Live" width="160" height="90"></iframe></span></sq-marquee>`);
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    await waitUntil(() => frame.closest('.sq-marquee__item') && frame.contentDocument?.readyState === 'complete', 'the embed shows', { timeout: 5000 });
    const player = frame.contentWindow;
    const added = document.createElement('span');
    added.textContent = 'New: evening tours';
    el.prepend(added);
    await waitUntil(() => added.closest('.sq-marquee__item'), 'the item the page added shows');
    const items = qa(el, '.sq-marquee__copy:not([aria-hidden]) > .sq-marquee__item');
    expect(items.map((item) => item.textContent), 'in the page\'s order').to.deep.equal(['New: evening tours', 'Open daily', '']);
    expect(frame.closest('.sq-marquee__item') === items[2], 'in the last item').to.equal(true);
    expect(frame.contentWindow === player, 'the embed was not loaded again').to.equal(true);
  });

  it('gallery: a slide that is itself a player stays a slide, not loaded again, when the page edits another slide', async () => {
    const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="slideshow">
      <sq-video provider="youtube" data-slide-id="v1"><iframe src="${PLAYER}" title="Coast timelapse" width="320" height="180"></iframe></sq-video>
      ${slideMarkup(1)}</sq-gallery></div>`);
    await settle();
    const el = q(wrapper, 'sq-gallery');
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    await waitUntil(() => frame.closest('.sq-view') && frame.contentDocument?.readyState === 'complete', 'the player shows', { timeout: 5000 });
    const player = frame.contentWindow;
    const slides = qa(el, '.sq-gallery__slide').length;
    el.querySelector<HTMLElement>(':scope > figure figcaption')!.textContent = 'Misty pines, at dawn';
    await waitUntil(() => q(el, '.sq-view').textContent!.includes('at dawn'), 'the view shows the new caption');
    expect(qa(el, '.sq-gallery__slide').length, 'as many slides').to.equal(slides);
    expect(frame.closest('.sq-view') !== null, 'the player is in the view').to.equal(true);
    expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
  });

  it('gallery: a video slide\'s player is not loaded again when the page edits its caption', async () => {
    const { el, frame, player } = await videoGallery('slideshow');
    const caption = el.querySelector<HTMLElement>(':scope > figure figcaption')!;
    caption.textContent = 'Coast timelapse, 4K';
    await waitUntil(() => q(el, '.sq-view').textContent!.includes('4K'), 'the view shows the new caption');
    expect(frame.closest('.sq-view') !== null, 'the player is in the view').to.equal(true);
    expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
  });

  // Each design's wrapper of a slide is keyed by the slide's player or picture, not its place.
  for (const design of ['slideshow', 'carousel', 'autorows']) {
    it(`gallery (${design}): a video slide's player is not loaded again when the page adds a slide before it, then removes it`, async () => {
      const { el, frame, player } = await videoGallery(design);
      const shown = () => q(el, '.sq-view').querySelectorAll('img[alt$="number 3"]').length;
      el.insertAdjacentHTML('afterbegin', slideMarkup(2));
      await waitUntil(() => shown() === 1, 'the slide the page added shows');
      // A slideshow keeps showing the video's slide, now the second: the player is not hidden while it plays.
      if (design === 'slideshow') expect(frame.closest('.sq-gallery__slide--active') !== null, 'the video\'s slide is still current').to.equal(true);
      el.querySelector(':scope > figure[data-slide-id="s2"]')!.remove();
      await waitUntil(() => shown() === 0, 'the slide the page removed is gone');
      expect(frame.closest('.sq-view') !== null, 'the player is in the view').to.equal(true);
      expect(frame.contentWindow === player, 'the player was not loaded again').to.equal(true);
      await expect(el).to.be.accessible();
    });
  }

  it('pricing toggle: an option holding an embed stays shown, not loaded again, when the page adds an option', async () => {
    const el = await fixture<HTMLElement>(`<sq-pricing-toggle>
      <div data-sq-option="monthly"><p>$10 a month</p><iframe src="${PLAYER}" title="What you get" width="320" height="180"></iframe></div>
      <div data-sq-option="annual"><p>$100 a year</p></div></sq-pricing-toggle>`);
    const frame = q<HTMLIFrameElement>(el, 'iframe');
    await waitUntil(() => frame.closest('.sq-view') && frame.contentDocument?.readyState === 'complete', 'the option shows', { timeout: 5000 });
    const player = frame.contentWindow;
    const weekly = document.createElement('div');
    weekly.dataset.sqOption = 'weekly';
    weekly.innerHTML = '<p>$3 a week</p>';
    el.append(weekly);
    await waitUntil(() => qa(el, '.sq-pricing-toggle__choice').length === 3, 'the option the page added shows', { timeout: 5000 });
    expect(frame.closest('.sq-view') !== null, 'the option with the embed is shown').to.equal(true);
    expect(frame.contentWindow === player, 'the embed was not loaded again').to.equal(true);
  });
}

describe('live children holding frames', () => {
  describe('as this engine moves nodes', cases);
  describe('with plain moves, as WebKit makes them (no moveBefore())', () => withoutMoveBefore(cases));
});
