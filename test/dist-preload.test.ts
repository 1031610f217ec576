import { expect, waitUntil } from '@open-wc/testing';

// One round trip after sq.js to an element's first render (docs/decisions.md, "One round trip to an
// element's first render"): with an element's chunk, sq.js preloads every chunk its first render needs.
// These tests read the built files (npm test builds before it runs the suite).

// ELEMENT_PRELOADS in sq.js: Object.fromEntries("key:a,b key2:c …".split(" ").map((e) => e.split(":"))),
// as the test server serves it (reformatted).
const PRELOADS = /Object\.fromEntries\("([^"]+)"\.split\(" "\)\.map\(\(?(\w+)\)?\s*=>\s*\2\.split\(":"\)\)\)/;
const text = async (path: string) => (await fetch(path)).text();

/** A dist file and every chunk it imports statically, as dist paths ('/dist/chunks/x.js'), sq.js left out. */
async function staticGraph(root: string): Promise<Set<string>> {
  const seen = new Set([root]);
  for (const file of seen) {
    const source = await text(file);
    for (const [, spec] of source.matchAll(/(?:^|[;}])\s*(?:import|export)\s*(?:[^;("']*?from\s*)?"(\.{1,2}\/[^"]+)"/g)) {
      const path = new URL(spec!, new URL(file, location.origin)).pathname;
      if (path !== '/dist/sq.js') seen.add(path);
    }
  }
  return seen;
}

async function openPage(): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 412px; height: 823px';
  frame.src = '/test/fixtures/dist-preload-page.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame;
}

const jsRequested = (frame: HTMLIFrameElement) => new Set(frame.contentWindow!.performance.getEntriesByType('resource')
  .map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/dist/') && p.endsWith('.js') && p !== '/dist/sq.js'));
const preloadLinks = (doc: Document) => new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (l) => new URL(l.href).pathname));

describe('dist: one round trip to the first render', () => {
  it('a slideshow gallery and a cart link: the preload links are exactly their first renders\' chunk graphs', async () => {
    const frame = await openPage();
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.querySelector('sq-gallery .sq-gallery__slide--active') && doc.querySelector('.sq-cart-link__label'),
      'both rendered from dist', { timeout: 5000 });
    // The gallery's first render: its chunk's graph, its design family's (slideshow: the stacked view)
    // and the image loader's, which gallery.tsx imports when it runs.
    const gallery = new Set([
      ...await staticGraph('/dist/elements/sq-gallery.js'),
      ...await staticGraph('/dist/chunks/stacked.js'),
      ...await staticGraph('/dist/chunks/image-loader.js'),
    ]);
    const cartLink = await staticGraph('/dist/elements/sq-cart-link.js');
    const expected = new Set([...gallery, ...cartLink].filter((p) => !p.startsWith('/dist/elements/')));
    expect([...preloadLinks(doc)].sort()).to.deep.equal([...expected].sort());
    // Nothing the first renders loaded came from anywhere but the preload links and the two element chunks:
    // no chunk waited for another to be parsed before it was requested.
    const requested = jsRequested(frame);
    const unannounced = [...requested].filter((p) => !expected.has(p) && !p.startsWith('/dist/elements/'));
    expect(unannounced, 'requested without a preload link').to.deep.equal([]);
    expect([...requested].filter((p) => p.startsWith('/dist/elements/')).sort())
      .to.deep.equal(['/dist/elements/sq-cart-link.js', '/dist/elements/sq-gallery.js']);
    frame.remove();
  });

  it('inserts the preload links one per task (a gallery\'s twelve in one task were one long task)', async () => {
    const frame = await openPage();
    const win = frame.contentWindow as Window & { preloadsPerTask: number[] };
    await waitUntil(() => frame.contentDocument!.querySelector('.sq-cart-link__label'), 'rendered from dist', { timeout: 5000 });
    await waitUntil(() => win.preloadsPerTask.reduce((a, b) => a + b, 0) === preloadLinks(frame.contentDocument!).size);
    expect(win.preloadsPerTask.length, 'several links').to.be.above(3);
    expect(win.preloadsPerTask.filter((count) => count > 1), 'tasks that inserted more than one').to.deep.equal([]);
    frame.remove();
  });

  it('the table in sq.js covers the static graph of every element', async () => {
    const { ELEMENT_TAGS } = await import('../runtime/registry.ts');
    const sq = await text('/dist/sq.js');
    const table = PRELOADS.exec(sq);
    expect(table, 'the preload table in sq.js').to.not.equal(null);
    const entries = new Map(table![1]!.split(' ').map((entry) => entry.split(':') as [string, string]));
    const chunks = (key: string) => (entries.get(key) ?? '').split(',').filter(Boolean).map((name) => `/dist/chunks/${name}.js`);
    for (const tag of ELEMENT_TAGS) {
      expect(entries.has(tag), `${tag} is in the table`).to.equal(true);
      const graph = [...await staticGraph(`/dist/elements/${tag}.js`)].filter((p) => p !== `/dist/elements/${tag}.js`);
      const preloaded = new Set([...chunks(''), ...chunks(tag)]);
      expect(graph.filter((p) => !preloaded.has(p)), `${tag}: chunks of its first render not preloaded`).to.deep.equal([]);
    }
  });

  it('every gallery design preloads its design family\'s view (the build mirrors familyOf)', async () => {
    const { GALLERY_DESIGNS, AUTOROWS_DESIGN } = await import('../catalog/gallery.ts');
    const { familyOf } = await import('../react-core/gallery/design-views.ts');
    const sq = await text('/dist/sq.js');
    const table = PRELOADS.exec(sq)!;
    const entries = new Map(table[1]!.split(' ').map((entry) => entry.split(':') as [string, string]));
    const family: Record<string, string> = { stacked: 'stacked', strip: 'strip', carousel: 'carousel', grid: 'grid' };
    for (const design of [...GALLERY_DESIGNS, AUTOROWS_DESIGN, 'null']) {
      const view = family[familyOf(design === 'null' ? '' : design)];
      expect((entries.get(`sq-gallery/${design}`) ?? '').split(','), `design ${design}`).to.include(view);
    }
  });
});
