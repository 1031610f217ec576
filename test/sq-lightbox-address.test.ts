// <sq-lightbox> and the address (visitor §2 "Gallery lightbox", §3 "Lightbox settings" historyHash):
// the initial slide comes from an itemId hash value or the last path segment, with or without history
// hash; with it, the open image is written as itemId under the collection's url.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { SqLightboxElement } from '../elements/sq-lightbox.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { IMAGES, lightboxRoot, statusText } from './support/lightbox.ts';

define('sq-lightbox', SqLightboxElement);

/** Opening imports PhotoSwipe and runs its 0.6 s animation: more than waitUntil's default second. */
const SLOW = { timeout: 5000 };
const isOpen = () => document.activeElement !== null && document.activeElement === lightboxRoot();

async function imageBlock(attributes = '') {
  const wrapper = await fixture<HTMLElement>(`<div><sq-lightbox ${attributes}>
      <a href="${IMAGES[0]}" data-image-dimensions="160x120" data-slide-id="evening"><img src="${IMAGES[0]}" alt="Orange sky"></a>
      <a href="${IMAGES[1]}" data-image-dimensions="160x120" data-slide-id="hills" data-slide-url="/photos/green-hills"><img src="${IMAGES[1]}" alt="Green hills"></a>
      <img src="${IMAGES[2]}" data-src="${IMAGES[2]}" data-slide-id="lake" alt="Blue lake">
    </sq-lightbox></div>`);
  await whenRendered();
  return wrapper.querySelector('sq-lightbox')!;
}

describe('<sq-lightbox> and the address', () => {
  const start = location.href;
  before(() => setViewport({ width: 1024, height: 768 }));
  afterEach(async () => {
    if (lightboxRoot()) {
      await waitUntil(isOpen, 'the lightbox finished opening', SLOW);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => lightboxRoot() === null, 'the lightbox is gone', SLOW);
    }
    if (location.href !== start) history.replaceState(null, '', start);
  });

  it('an itemId hash value naming an image opens the lightbox at it on load (no history-hash)', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#itemId=lake`);
    await imageBlock();
    await waitUntil(isOpen, 'the deep link opened the lightbox', SLOW);
    await waitUntil(() => statusText() === '3 of 3', undefined, SLOW);
  });

  it('the last path segment matching a data-slide-url opens it', async () => {
    history.replaceState(null, '', '/photos/green-hills');
    await imageBlock();
    await waitUntil(isOpen, 'the path opened the lightbox', SLOW);
    await waitUntil(() => statusText() === '2 of 3', undefined, SLOW);
  });

  it('an address naming no image opens nothing', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#itemId=nope`);
    const el = await imageBlock();
    await whenRendered();
    expect(lightboxRoot()).to.equal(null);
    expect(el.querySelectorAll('[aria-haspopup="dialog"]')).to.have.length(3);
  });

  it('with history-hash, the open image is written as itemId under collection-url with a trailing slash', async () => {
    const el = await imageBlock('history-hash collection-url="/portfolio"');
    el.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')[1]!.click();
    await waitUntil(() => location.hash === '#itemId=hills', 'the address names the open image', SLOW);
    expect(location.pathname).to.equal('/portfolio/');
    await waitUntil(isOpen, undefined, SLOW);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => location.href === start, 'closing puts the address back', SLOW);
  });

  it('without history-hash, opening leaves the address alone', async () => {
    const el = await imageBlock();
    el.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')[1]!.click();
    await waitUntil(isOpen, undefined, SLOW);
    expect(location.href).to.equal(start);
  });
});
