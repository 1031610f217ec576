import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqLightboxElement } from '../elements/sq-lightbox.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { centre, currentImage, IMAGES, lightboxRoot, part, photoswipeRequested } from './support/lightbox.ts';

define('sq-lightbox', SqLightboxElement);

type WithSq = { Sq?: unknown };
const links = (el: Element) => Array.from(el.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]'));
const isOpen = () => document.activeElement !== null && document.activeElement === lightboxRoot();

async function imageBlock() {
  const el = await fixture<SqLightboxElement>(html`
    <sq-lightbox>
      <figure>
        <a href=${IMAGES[0]} data-image-dimensions="160x120" data-slide-id="evening"><img src=${IMAGES[0]} alt="Orange sky"></a>
        <figcaption>Evening over the <em>harbour</em></figcaption>
      </figure>
      <a href=${IMAGES[1]} data-image-dimensions="160x120"><img src=${IMAGES[1]} alt="Green hills"></a>
      <img src=${IMAGES[2]} data-src=${IMAGES[2]} alt="Blue lake">
    </sq-lightbox>`);
  await whenRendered();
  return el;
}

/** Closes an open lightbox with Esc and waits until it is gone. */
async function escape() {
  if (!lightboxRoot()) return;
  await waitUntil(isOpen, 'the lightbox has opened', { timeout: 8000 });
  await sendKeys({ press: 'Escape' });
  // Gone once its fade-out has ended: past 1 s in WebKit on a busy machine.
  await waitUntil(() => lightboxRoot() === null, 'the lightbox is gone', { timeout: 3000 });
}

describe('<sq-lightbox> (lightboxify)', () => {
  let logs: ReturnType<typeof captureLogs>;
  before(() => setViewport({ width: 1024, height: 768 }));
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => {
    logs.stop();
    await escape();
    delete (window as WithSq).Sq;
  });

  // Runs first: nothing in this file has opened a lightbox yet.
  it('loads PhotoSwipe only when an image is opened', async () => {
    const el = await imageBlock();
    expect(photoswipeRequested(), 'not on upgrade').to.equal(false);
    await sendMouse({ type: 'click', position: centre(links(el)[0]!) });
    // The first open fetches PhotoSwipe: more than waitUntil's 1 s on a busy machine (seen in Firefox).
    await waitUntil(isOpen, 'the lightbox opens', { timeout: 10000 });
    expect(photoswipeRequested()).to.equal(true);
  });

  it('shows the server-rendered images once, as they were', async () => {
    const el = await imageBlock();
    expect(el.querySelectorAll('img')).to.have.length(3);
    expect(el.querySelector('a img')!.getAttribute('alt')).to.equal('Orange sky');
    await expect(el).to.be.accessible();
  });

  it('opens the lightbox at the clicked image and returns focus to it on close', async () => {
    const el = await imageBlock();
    const second = links(el)[1]!;
    await sendMouse({ type: 'click', position: centre(second) });
    // The first open loads the lightbox's code: a wait bound for a loaded machine, not a timing assertion.
    await waitUntil(isOpen, 'the lightbox opens', { timeout: 8000 });
    expect(currentImage().alt).to.equal('Green hills');
    expect(new URL(currentImage().src).pathname).to.equal(IMAGES[1]);
    expect(location.pathname, 'the page did not follow the link').not.to.equal(IMAGES[1]);
    await escape();
    expect(document.activeElement).to.equal(second);
  });

  it('opens from the keyboard: Enter on a link, Space or Enter on an image with data-src', async () => {
    const el = await imageBlock();
    links(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(isOpen, 'Enter on the link opens it', { timeout: 8000 });
    expect(currentImage().alt).to.equal('Orange sky');
    await escape();
    const image = links(el)[2]!;
    expect(image.getAttribute('role')).to.equal('button');
    expect(image.tabIndex).to.equal(0);
    image.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(isOpen, 'Space on the image opens it', { timeout: 8000 });
    expect(currentImage().alt).to.equal('Blue lake');
  });

  it('shows the figcaption as the caption', async () => {
    const el = await imageBlock();
    links(el)[0]!.click();
    await waitUntil(isOpen, 'the lightbox opens', { timeout: 8000 });
    expect(part('.sq-lightbox__caption-text').textContent).to.equal('Evening over the harbour');
    expect(part('.sq-lightbox__caption-text em')).to.exist;
    await expect(lightboxRoot()).to.be.accessible();
  });

  it('measures an image whose markup gives no dimensions', async () => {
    const el = await imageBlock();
    links(el)[2]!.click();
    await waitUntil(isOpen, 'the lightbox opens', { timeout: 8000 });
    await waitUntil(() => currentImage()?.complete, 'the image loads');
    const box = currentImage().getBoundingClientRect();
    expect(box.height / box.width, 'lightbox-3.png is 120 x 160').to.be.closeTo(160 / 120, 0.02);
  });

  it('logs the parser message for malformed data-image-dimensions', async () => {
    await fixture(html`<sq-lightbox><a href=${IMAGES[0]} data-image-dimensions="big"><img src=${IMAGES[0]} alt="Sky"></a></sq-lightbox>`);
    await whenRendered();
    expect(logs.messages()).to.include('Expected widthxheight for <sq-lightbox> data-image-dimensions but "big" found.');
  });

  it('passes theme, lightbox-title, padding and speed to the lightbox', async () => {
    const el = await imageBlock();
    el.setAttribute('theme', 'light');
    el.setAttribute('lightbox-title', 'Photographs');
    await whenRendered();
    links(el)[0]!.click();
    await waitUntil(isOpen, 'the lightbox opens', { timeout: 8000 });
    expect(lightboxRoot()!.classList.contains('sq-lightbox--light')).to.equal(true);
    expect(lightboxRoot()!.getAttribute('aria-label')).to.equal('Photographs');
  });

  it('leaves modified clicks to the browser', async () => {
    const el = await imageBlock();
    let prevented: boolean | undefined;
    document.addEventListener('click', (event) => { prevented = event.defaultPrevented; event.preventDefault(); }, { once: true });
    links(el)[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(prevented).to.equal(false);
    expect(lightboxRoot()).to.equal(null);
  });

  it('closes its lightbox when removed from the page', async () => {
    const el = await imageBlock();
    links(el)[0]!.click();
    await waitUntil(isOpen, 'the lightbox opens', { timeout: 8000 });
    el.remove();
    await waitUntil(() => lightboxRoot() === null, 'the lightbox closes with its element');
  });

  describe('in a tier without the lightbox (website.lightboxAvailable false)', () => {
    it("warns 'lightboxify is not available in this tier!' and leaves plain links", async () => {
      (window as WithSq).Sq = { context: { website: { lightboxAvailable: false } } };
      const el = await imageBlock();
      expect(logs.entries).to.deep.include({ level: 'warn', message: 'lightboxify is not available in this tier!', detail: [] });
      expect(links(el)).to.have.length(0);
      let prevented: boolean | undefined;
      document.addEventListener('click', (event) => { prevented = event.defaultPrevented; event.preventDefault(); }, { once: true });
      el.querySelector('a')!.click();
      expect(prevented, 'the link is left to open the image').to.equal(false);
      expect(lightboxRoot()).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('does not warn where the tier has it', async () => {
      (window as WithSq).Sq = { context: { website: { lightboxAvailable: true } } };
      await imageBlock();
      delete (window as WithSq).Sq; // and a page context without the field
      await imageBlock();
      expect(logs.messages()).not.to.include('lightboxify is not available in this tier!');
    });
  });
});
