// <sq-image-block> (visitor §9 "Page and blocks"): the narrow layout under 415 px of the block's own width
// (not the viewport's); shape masks with height ratios 100, 150 and 67 by shape.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SHAPE_HEIGHT_RATIOS } from '../catalog/block-widgets.ts';
import { PAGE_BLOCKS } from '../catalog/constants.ts';
import { define } from '../runtime/define.ts';
import { isNarrow, NARROW_CLASS, SqImageBlockElement } from '../elements/sq-image-block.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-image-block', SqImageBlockElement);

const IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="600" height="400"/%3E';

async function imageBlock(width: string, shape?: string) {
  const el = await fixture<HTMLElement>(html`<div style="width:${width}"><sq-image-block shape=${shape ?? 'none'}>
    <figure><img src=${IMAGE} alt="A harbour at dusk" width="600" height="400"><figcaption>Harbour</figcaption></figure>
  </sq-image-block></div>`);
  await whenRendered();
  return el.querySelector('sq-image-block')!;
}
const narrow = (el: Element) => el.querySelector(`.${NARROW_CLASS}`) !== null;

describe('<sq-image-block>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => { logs.stop(); await setViewport({ width: 800, height: 600 }); });

  it(`is narrow under ${PAGE_BLOCKS.imageBlockNarrowBelowPx} px`, () => {
    expect(isNarrow(414)).to.equal(true);
    expect(isNarrow(414.5)).to.equal(true);
    expect(isNarrow(415)).to.equal(false);
  });

  it('takes the narrow layout from its own width, not the viewport\'s', async () => {
    await setViewport({ width: 1200, height: 800 });
    const small = await imageBlock('300px');
    expect(narrow(small)).to.equal(true);
    const wide = await imageBlock('600px');
    expect(narrow(wide)).to.equal(false);
    expect(wide.querySelectorAll('img').length, 'image moved, not copied').to.equal(1);
    expect(wide.querySelector('figcaption')!.textContent).to.equal('Harbour');
    await expect(small).to.be.accessible();
    await expect(wide).to.be.accessible();
    expect(logs.messages()).to.deep.equal([]);
  });

  it('follows its width as it changes (ResizeObserver), also with the viewport', async () => {
    await setViewport({ width: 1000, height: 800 });
    const el = await imageBlock('100%');
    expect(narrow(el)).to.equal(false);
    el.parentElement!.style.width = '414px';
    await waitUntil(() => narrow(el), 'narrow at 414 px');
    el.parentElement!.style.width = '415px';
    await waitUntil(() => !narrow(el), 'wide again at 415 px');
    el.parentElement!.style.width = '100%';
    await setViewport({ width: 400, height: 800 });
    await waitUntil(() => narrow(el), 'narrow in a 400 px viewport');
  });

  it('maps the shapes to the height ratios 100, 150 and 67 in the catalogue\'s order', () => {
    expect(SHAPE_HEIGHT_RATIOS).to.deep.equal({ circle: 100, diamond: 150, octagon: 67 });
  });

  for (const [shape, ratio] of Object.entries(SHAPE_HEIGHT_RATIOS)) {
    it(`masks the image as a ${shape}, ${ratio} % as high as wide`, async () => {
      const el = await imageBlock('400px', shape);
      const img = el.querySelector('img')!;
      await waitUntil(() => img.getBoundingClientRect().width > 0);
      const { width, height } = img.getBoundingClientRect();
      expect(Math.round((height / width) * 100)).to.equal(ratio);
      expect(getComputedStyle(img).clipPath).to.not.equal('none');
      await expect(el).to.be.accessible();
    });
  }

  it('shows the image as authored without a shape; an unknown shape is logged and ignored', async () => {
    const el = await imageBlock('400px');
    expect(getComputedStyle(el.querySelector('img')!).clipPath).to.equal('none');
    const odd = await imageBlock('400px', 'star');
    expect(odd.querySelector('[data-shape]')).to.equal(null);
    expect(logs.messages()).to.deep.equal(['Expected one of none, circle, diamond, octagon for <sq-image-block shape> but "star" found.']);
  });

  it('reads a shape in any letter case, as HTML matches the attribute (sq.css masks it so while loading)', async () => {
    const el = await imageBlock('400px', 'Diamond');
    const img = el.querySelector('img')!;
    await waitUntil(() => img.getBoundingClientRect().width > 0);
    expect(el.querySelector('[data-shape]')?.getAttribute('data-shape')).to.equal('diamond');
    const { width, height } = img.getBoundingClientRect();
    expect(Math.round((height / width) * 100)).to.equal(150);
    expect(logs.messages()).to.deep.equal([]);
  });
});
