import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { gallery, q, qa, settle, slideMarkup } from './support/gallery.ts';
import { lightboxRoot, statusText } from './support/lightbox.ts';

define('sq-gallery', SqGalleryElement);

/** Opening imports PhotoSwipe and runs a 0.6 s animation: more than waitUntil's default second. */
const SLOW = { timeout: 5000 };
const openLightbox = () => lightboxRoot()?.classList.contains('pswp--open') ?? false;

/** Open, with its opening animation over: PhotoSwipe has moved focus into it. */
const settled = () => openLightbox() && lightboxRoot()!.contains(document.activeElement);

async function closeIfOpen(): Promise<void> {
  if (!lightboxRoot()) return;
  await waitUntil(settled, 'the lightbox did not finish opening', SLOW);
  await sendKeys({ press: 'Escape' });
  await waitUntil(() => !lightboxRoot(), 'the lightbox did not close', SLOW);
}

describe('<sq-gallery> with the lightbox (visitor §2 "Gallery lightbox")', () => {
  let logs: ReturnType<typeof captureLogs>;
  const start = location.href;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => {
    await closeIfOpen();
    logs.stop();
    if (location.href !== start) history.replaceState(null, '', start);
  });

  it('opens at the activated slide, announces it, and returns focus to it on Esc', async () => {
    const el = await gallery('design="grid" lightbox', 4);
    const third = qa(el, '.sq-gallery__open')[2]!;
    third.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(settled, 'the lightbox did not open', SLOW);
    await waitUntil(() => statusText() === '3 of 4', undefined, SLOW);
    await expect(lightboxRoot()).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !lightboxRoot(), undefined, SLOW);
    expect(document.activeElement === third, 'focus is back on the opener').to.equal(true);
  });

  it('asks the lightbox for the size that covers the screen, not the thumbnail', async () => {
    const el = await gallery('design="grid" lightbox', 2);
    qa(el, '.sq-gallery__open')[0]!.click();
    await waitUntil(openLightbox, undefined, SLOW);
    await waitUntil(() => lightboxRoot()!.querySelector('.pswp__img:not(.pswp__img--placeholder)'), undefined, SLOW);
    const src = lightboxRoot()!.querySelector<HTMLImageElement>('.pswp__img:not(.pswp__img--placeholder)')!.getAttribute('src')!;
    expect(src).to.match(/harbour-at-dusk\.svg\?format=(750|1000|1500|2500)w$/);
  });

  // A slide needs no data-image-dimensions (docs/elements/sq-gallery.md: the <img>'s width and height
  // give the ratio): the lightbox shows the picture at its own shape, not stretched to the screen's.
  for (const [how, attributes] of [['its width and height attributes', 'width="1000" height="1500"'], ['the loaded picture', '']] as const) {
    it(`a portrait without data-image-dimensions keeps its shape in the lightbox (from ${how})`, async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="grid" lightbox>
        <figure data-slide-id="p0"><img src="/demo/images/redwood-dawn.svg" ${attributes} alt="Redwoods at dawn"></figure>
        <figure data-slide-id="p1"><img src="/demo/images/coastal-cliffs.svg" ${attributes} alt="Coastal cliffs"></figure>
      </sq-gallery></div>`);
      await settle();
      const el = wrapper.querySelector('sq-gallery')!;
      const img = el.querySelector('img')!;
      if (!attributes) await waitUntil(() => img.complete && img.naturalWidth > 0, 'the server picture loaded', SLOW);
      qa(el, '.sq-gallery__open')[0]!.click();
      await waitUntil(settled, 'the lightbox opened', SLOW);
      const shown = () => lightboxRoot()!.querySelector<HTMLImageElement>('.pswp__img:not(.pswp__img--placeholder)');
      await waitUntil(shown, 'the picture is in', SLOW);
      const box = shown()!.getBoundingClientRect();
      expect(box.width / box.height, 'portrait 2:3, not the screen').to.be.closeTo(2 / 3, 0.02);
    });
  }

  // WCAG 2.4.3: a carousel's group move hides (inert) the items focus was on.
  it("a carousel's arrow key moves focus with the group: to the same place in the group shown", async () => {
    const el = await gallery('design="carousel" lightbox', 6, 800);
    const buttons = qa(el, '.sq-gallery__open') as HTMLButtonElement[];
    buttons[1]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => document.activeElement === buttons[4], 'focus on the second slide of the next group');
    expect(buttons[4]!.closest('[inert]'), 'not inert').to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 600)); // a group move locks the carousel for 0.5 s
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => document.activeElement === buttons[1], 'and back');
  });

  it('a carousel that followed the lightbox into another group gets focus back on the slide shown', async () => {
    const el = await gallery('design="carousel" lightbox', 6, 800);
    const buttons = qa(el, '.sq-gallery__open') as HTMLButtonElement[];
    buttons[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(settled, 'the lightbox opened', SLOW);
    for (const shown of ['2 of 6', '3 of 6', '4 of 6']) {
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => statusText() === shown, undefined, SLOW);
      await new Promise((resolve) => setTimeout(resolve, 250)); // the lightbox takes one arrow per 200 ms
    }
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !lightboxRoot(), 'closed', SLOW);
    await waitUntil(() => document.activeElement === buttons[3], 'focus on the fourth slide, which the carousel shows now', SLOW);
    expect(buttons[0]!.closest('[inert]'), 'the opener is hidden now').to.not.equal(null);
  });

  it('follows the lightbox: the gallery is on the slide last seen when it closes', async () => {
    const el = await gallery('design="slideshow" lightbox', 4);
    q(el, '.sq-gallery__stage').click();
    await waitUntil(settled, undefined, SLOW);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => statusText() === '2 of 4', undefined, SLOW);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => q(el, '.sq-gallery__slide--active')?.getAttribute('data-slide-id') === 's1', undefined, SLOW);
  });

  it('follows the lightbox to the slide last seen where the page has put it since the lightbox opened', async () => {
    const el = await gallery('design="slideshow" lightbox', 4);
    q(el, '.sq-gallery__stage').click();
    await waitUntil(settled, undefined, SLOW);
    el.insertAdjacentHTML('afterbegin', slideMarkup(4));
    await waitUntil(() => qa(el, '.sq-gallery__slide').length === 5, 'the slide the page added is in');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => statusText() === '2 of 4', undefined, SLOW);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !lightboxRoot(), 'the lightbox closes', SLOW);
    await whenRendered();
    expect(q(el, '.sq-gallery__slide--active')?.getAttribute('data-slide-id'), 'the slide seen last, now the third').to.equal('s1');
  });

  it('with history-hash, writes the slide id as itemId under the collection url and back closes it', async () => {
    const el = await gallery('design="grid" lightbox history-hash collection-url="/portfolio"', 3);
    qa(el, '.sq-gallery__open')[1]!.click();
    await waitUntil(openLightbox, undefined, SLOW);
    await waitUntil(() => location.hash === '#itemId=s1', undefined, SLOW);
    expect(location.pathname).to.equal('/portfolio/');
    history.back();
    await waitUntil(() => !lightboxRoot(), 'back did not close the lightbox', SLOW);
    expect(location.href).to.equal(start);
  });

  it('with history-hash, an itemId in the address opens its slide on load', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#itemId=s2`);
    const el = await gallery('design="grid" lightbox history-hash', 4);
    await waitUntil(openLightbox, 'the deep link did not open the lightbox', SLOW);
    await waitUntil(() => statusText() === '3 of 4', undefined, SLOW);
  });

  it('without history-hash, an itemId in the address still opens its slide on load', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#itemId=s1`);
    await gallery('design="grid" lightbox', 4);
    await waitUntil(openLightbox, 'the deep link did not open the lightbox', SLOW);
    await waitUntil(() => statusText() === '2 of 4', undefined, SLOW);
    expect(location.hash).to.equal('#itemId=s1', 'nothing is written without history-hash');
  });

  it('without the lightbox, the last path segment matching a data-slide-url selects that slide', async () => {
    history.replaceState(null, '', '/work/alpine-sunrise-1');
    const el = await gallery('design="slideshow"', 4);
    await waitUntil(() => q(el, '.sq-gallery__slide--active')?.getAttribute('data-slide-id') === 's1', 'the path selected s1', SLOW);
    expect(lightboxRoot()).to.equal(null);
  });

  it('a double click opens one lightbox', async () => {
    const el = await gallery('design="grid" lightbox', 3);
    const first = qa(el, '.sq-gallery__open')[0]!;
    first.click();
    first.click();
    await waitUntil(settled, undefined, SLOW);
    expect(document.querySelectorAll('.pswp').length).to.equal(1);
  });

  it('closes its lightbox when the gallery leaves the page', async () => {
    const el = await gallery('design="grid" lightbox', 3);
    qa(el, '.sq-gallery__open')[0]!.click();
    await waitUntil(settled, undefined, SLOW);
    el.parentElement!.remove();
    await waitUntil(() => !lightboxRoot(), 'the lightbox outlived its gallery', SLOW);
  });

  it('leaves video slides out of the lightbox (their player is not copied)', async () => {
    const wrapper = await fixture<HTMLElement>(`<div style="width:800px"><sq-gallery design="slideshow" lightbox>
      ${slideMarkup(0)}<figure data-slide-id="v"><div class="sq-video-wrapper"><iframe title="Clip" src="about:blank"></iframe></div></figure>${slideMarkup(1)}
    </sq-gallery></div>`);
    await settle();
    q(wrapper, '.sq-gallery__stage').click();
    await waitUntil(settled, undefined, SLOW);
    expect(statusText()).to.equal('1 of 2');
    expect(lightboxRoot()!.querySelector('sq-video, iframe') === null).to.equal(true);
  });

  it('without lightbox, grid slides are not buttons', async () => {
    const el = await gallery('design="grid"', 3);
    expect(qa(el, '.sq-gallery__open')).to.have.length(0);
    expect(logs.messages()).to.deep.equal([]);
  });
});
