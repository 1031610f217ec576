// runtime/site/pinterest-overlay.ts: the "Save" link over content images per
// websiteSettings.pinterestOverlayOptions.mode (visitor §3): which images, the Pinterest address, hover,
// keyboard focus, axe, reduced motion, and the modes that are off.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { normaliseContext } from '../runtime/context.ts';
import { pinUrl, startPinterestOverlay } from '../runtime/site/pinterest-overlay.ts';
import { PINTEREST_RESIZE_DEBOUNCE_MS } from '../catalog/site-resources.ts';
import { installFakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

const IMAGE = '/demo/images/alpine-sunrise.svg';
const context = (mode: string) => normaliseContext({ website: { id: 'site-1' }, websiteSettings: { pinterestOverlayOptions: { mode } } });
const pins = () => [...document.querySelectorAll<HTMLAnchorElement>('a.sq-pin-button')];
const loaded = (root: HTMLElement) => Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
const centre = (el: Element): [number, number] => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
};
let stop: () => void = () => {};
let logs: ReturnType<typeof captureLogs>;

async function page(): Promise<HTMLElement> {
  const root = await fixture<HTMLElement>(html`<section>
    <button id="before">Before</button>
    <p><img id="big" src=${IMAGE} alt="Alpine sunrise" width="200" height="150"></p>
    <p><img id="small" src=${IMAGE} alt="Small" width="80" height="200"></p>
    <div data-sq-no-pin><img id="opted-out" src=${IMAGE} alt="Opted out" width="200" height="150"></div>
    <p><a id="wrapper" href="/gallery" aria-label="Gallery"><img id="linked" src=${IMAGE} alt="" width="120" height="120"></a></p>
  </section>`);
  await loaded(root);
  return root;
}

beforeEach(() => { logs = captureLogs(); });
afterEach(async () => {
  stop();
  stop = () => {};
  logs.stop();
  await sendMouse({ type: 'move', position: [0, 0] });
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('which images get a Save link', () => {
  it('content images at least 100 px in both dimensions, not inside [data-sq-no-pin]', async () => {
    const root = await page();
    stop = startPinterestOverlay(context('hover'));
    expect(pins()).to.have.length(2);
    expect(root.querySelector('#big')!.nextElementSibling === pins()[0]).to.equal(true);
    // A link cannot sit inside a link: the Save link follows the image's link.
    expect(root.querySelector('#wrapper')!.nextElementSibling === pins()[1]).to.equal(true);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('images added later, and images that load later', async () => {
    const root = await page();
    stop = startPinterestOverlay(context('hover'));
    const late = document.createElement('img');
    late.width = 150;
    late.height = 150;
    late.alt = 'Late';
    root.append(late);
    late.src = `${IMAGE}?late`;
    await waitUntil(() => pins().length === 3);
    expect(late.nextElementSibling === pins()[2]).to.equal(true);
  });

  it('once per page, and none left once stopped', async () => {
    const root = await page();
    stop = startPinterestOverlay(context('hover'));
    startPinterestOverlay(context('hover'))();
    expect(pins()).to.have.length(2);
    stop();
    expect(pins()).to.have.length(0);
    const late = document.createElement('img');
    late.width = 150;
    late.height = 150;
    late.alt = 'After stop';
    late.src = `${IMAGE}?after-stop`;
    root.append(late);
    await late.decode();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pins()).to.have.length(0);
  });
});

describe('the Save link', () => {
  it("opens Pinterest's create-a-pin page with url, media and description in a new window", async () => {
    await page();
    stop = startPinterestOverlay(context('hover'));
    const [pin, linked] = pins();
    const url = new URL(pin!.href);
    expect(url.origin + url.pathname).to.equal('https://www.pinterest.com/pin/create/button/');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      url: location.href, media: new URL(IMAGE, location.href).href, description: 'Alpine sunrise',
    });
    // An image without alt text is described by the page title.
    expect(new URL(linked!.href).searchParams.get('description')).to.equal(document.title);
    expect([pin!.target, pin!.rel, pin!.textContent, pin!.getAttribute('aria-label')])
      .to.deep.equal(['_blank', 'noopener noreferrer', 'Save', 'Save to Pinterest (opens in a new window)']);
  });

  it('builds the address with every value encoded', () => {
    const url = new URL(pinUrl('https://site.test/a?b=1&c=2', 'https://img.test/x y.png', 'Tom & Jerry'));
    expect(url.searchParams.get('url')).to.equal('https://site.test/a?b=1&c=2');
    expect(url.searchParams.get('media')).to.equal('https://img.test/x y.png');
    expect(url.searchParams.get('description')).to.equal('Tom & Jerry');
  });

  it("shows over the image's top left corner while the pointer is over the image ('hover')", async () => {
    const root = await page();
    stop = startPinterestOverlay(context('hover'));
    const [pin] = pins();
    expect(pin!.hasAttribute('data-sq-shown')).to.equal(false);
    expect(getComputedStyle(pin!).opacity).to.equal('0');
    const big = root.querySelector('#big')!;
    await sendMouse({ type: 'move', position: centre(big) });
    await waitUntil(() => pin!.hasAttribute('data-sq-shown'));
    const [image, link] = [big.getBoundingClientRect(), pin!.getBoundingClientRect()];
    expect([Math.round(link.x - image.x), Math.round(link.y - image.y)]).to.deep.equal([10, 10]);
    // Moving onto the link keeps it shown; leaving both hides it.
    await sendMouse({ type: 'move', position: centre(pin!) });
    expect(pin!.hasAttribute('data-sq-shown')).to.equal(true);
    await sendMouse({ type: 'move', position: centre(root.querySelector('#before')!) });
    await waitUntil(() => !pin!.hasAttribute('data-sq-shown'));
  });

  it('is reached with Tab and shown while it has focus', async () => {
    const root = await page();
    stop = startPinterestOverlay(context('hover'));
    await emulateMedia({ reducedMotion: 'reduce' });
    root.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    const [pin] = pins();
    expect(document.activeElement === pin).to.equal(true);
    expect(pin!.hasAttribute('data-sq-shown')).to.equal(true);
    // Reduced motion: no fade, fully shown at once.
    expect(getComputedStyle(pin!).transitionDuration).to.equal('0s');
    expect(getComputedStyle(pin!).opacity).to.equal('1');
    const [image, link] = [root.querySelector('#big')!.getBoundingClientRect(), pin!.getBoundingClientRect()];
    expect([Math.round(link.x - image.x), Math.round(link.y - image.y)]).to.deep.equal([10, 10]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === root.querySelector('#wrapper')).to.equal(true);
    expect(pin!.hasAttribute('data-sq-shown')).to.equal(false);
  });

  it('fades without reduced motion', async () => {
    await page();
    stop = startPinterestOverlay(context('hover'));
    pins()[0]!.focus();
    expect(getComputedStyle(pins()[0]!).transitionDuration).not.to.equal('0s');
  });

  it('is axe-clean, hidden and shown', async () => {
    const root = await page();
    stop = startPinterestOverlay(context('hover'));
    await expect(root).to.be.accessible();
    pins()[0]!.focus();
    await expect(root).to.be.accessible();
  });

  it("stays shown in 'always' mode", async () => {
    await page();
    stop = startPinterestOverlay(context('always'));
    expect(pins()).to.have.length(2);
    await waitUntil(() => getComputedStyle(pins()[0]!).opacity === '1');
  });

  it(`in 'always' mode follows its image after a resize, ${PINTEREST_RESIZE_DEBOUNCE_MS} ms later, not before`, async () => {
    const root = await page();
    const clock = installFakeClock();
    try {
      stop = startPinterestOverlay(context('always'));
      const [pin] = pins();
      const big = root.querySelector('#big')!;
      const offset = () => {
        const [image, link] = [big.getBoundingClientRect(), pin!.getBoundingClientRect()];
        return [Math.round(link.x - image.x), Math.round(link.y - image.y)];
      };
      expect(offset()).to.deep.equal([10, 10]);
      // The layout changes with the window: the image moves 60 px right and 40 px down.
      root.style.padding = '40px 0 0 60px';
      window.dispatchEvent(new Event('resize'));
      clock.tick(PINTEREST_RESIZE_DEBOUNCE_MS - 1);
      expect(offset(), 'not re-placed before the debounce').to.deep.equal([-50, -30]);
      clock.tick(1);
      expect(offset(), 're-placed at the debounce').to.deep.equal([10, 10]);
    } finally {
      clock.restore();
    }
  });
});

describe('modes that are off', () => {
  for (const mode of ['', 'disabled']) {
    it(`'${mode}' adds nothing`, async () => {
      await page();
      stop = startPinterestOverlay(context(mode));
      expect(pins()).to.have.length(0);
      expect(logs.messages()).to.deep.equal([]);
    });
  }

  it('an unknown mode warns and adds nothing', async () => {
    await page();
    stop = startPinterestOverlay(context('sparkle'));
    expect(pins()).to.have.length(0);
    expect(logs.messages()).to.deep.equal([ELEMENT_LIBRARY_MESSAGES.unknownOption('pinterestOverlayOptions.mode', 'sparkle', 'disabled')]);
  });
});
