// 'Loader2 not found' (visitor §8 "Console errors"): a gallery whose image loader code cannot be loaded
// (runtime/images/loader-chunk.ts, its `load` seam made to fail before the gallery's code runs) logs it
// and keeps its server-rendered images. Its own page: the seam is replaced before the element loads.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { imageLoaderSeams, loadImageLoader } from '../runtime/images/loader-chunk.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { captureLogs } from './support/logs.ts';
import { slideMarkup } from './support/gallery.ts';

describe("'Loader2 not found'", () => {
  let logs: ReturnType<typeof captureLogs>;
  const load = imageLoaderSeams.load;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { logs.stop(); imageLoaderSeams.load = load; });

  it('is logged as an error when the image loader cannot be loaded, and the caller gets null', async () => {
    imageLoaderSeams.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await loadImageLoader()).to.equal(null);
    expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['error', 'Loader2 not found']]);
  });

  it('a gallery without its image loader says so and keeps the server-rendered images', async () => {
    imageLoaderSeams.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { SqGalleryElement } = await import('../elements/sq-gallery.ts');
    define('sq-gallery', SqGalleryElement);
    const el = await fixture<HTMLElement>(`<sq-gallery design="grid">${slideMarkup(0)}${slideMarkup(1)}</sq-gallery>`);
    await whenRendered();
    await waitUntil(() => logs.messages().includes('Loader2 not found'), 'logged', { timeout: 8000 });
    expect(el.querySelectorAll('img')).to.have.length(2);
  });

  it('with its code, nothing is logged', async () => {
    expect(await loadImageLoader()).to.not.equal(null);
    expect(logs.messages()).to.deep.equal([]);
  });
});
