import { expect, waitUntil } from '@open-wc/testing';

// The built files, as a site loads them (npm test builds before it runs the suite).
async function openPage(): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = '/test/fixtures/dist-page.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  await waitUntil(() => (frame.contentWindow as Window & { Sq?: unknown }).Sq, 'dist/sq.js ran');
  return frame;
}
const loaded = (frame: HTMLIFrameElement) =>
  frame.contentWindow!.performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);

describe('dist/ as a site loads it', () => {
  it('a page without sq-* elements loads sq.js and no React', async () => {
    const frame = await openPage();
    await new Promise((r) => setTimeout(r, 50));
    const files = loaded(frame).filter((p) => p.startsWith('/dist/'));
    expect(files).to.include('/dist/sq.js');
    expect(files.some((p) => p.includes('react'))).to.equal(false);
    expect(files.some((p) => p.startsWith('/dist/elements/'))).to.equal(false);
    frame.remove();
  });

  it('the first <sq-cart-link> loads its chunk and React, and renders', async () => {
    const frame = await openPage();
    const doc = frame.contentDocument!;
    doc.cookie = 'hasCart=true; path=/';
    doc.cookie = 'CART=abc|3; path=/';
    doc.body.insertAdjacentHTML('beforeend', '<sq-cart-link><a href="/cart">Cart <span class="sq-cart-quantity">3</span></a></sq-cart-link>');
    await waitUntil(() => doc.querySelector('.sq-cart-link__label'), 'the element rendered from dist');
    expect(doc.querySelector('.sq-cart-link__label')!.textContent).to.equal('3 items in cart');
    // The page's own link stays in the element (live children), unrendered: one link shows.
    expect(Array.from(doc.querySelectorAll('sq-cart-link a')).filter((a) => a.getClientRects().length > 0)).to.have.length(1);
    const files = loaded(frame);
    expect(files).to.include('/dist/elements/sq-cart-link.js');
    expect(files).to.include('/dist/chunks/react.js');
    doc.cookie = 'hasCart=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    doc.cookie = 'CART=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    frame.remove();
  });

  it('the built tag table loads every element by its tag (here <sq-spinner>, from the compact list in sq.js)', async () => {
    const sq = await (await fetch('/dist/sq.js')).text();
    const { ELEMENT_TAGS } = await import('../runtime/registry.ts');
    const list = /Object\.fromEntries\("([^"]+)"\.split\(" "\)/.exec(sq);
    expect(list, 'the tag list in sq.js').to.not.equal(null);
    // Entries are `tag[:chunks to preload]`; the '' and `tag/design` keys are preload entries only.
    const tags = list![1]!.split(' ').map((entry) => entry.split(':')[0]!).filter((key) => key && !key.includes('/'));
    expect(tags).to.deep.equal(ELEMENT_TAGS);
    const frame = await openPage();
    const doc = frame.contentDocument!;
    doc.body.insertAdjacentHTML('beforeend', '<sq-spinner label="Loading prices"></sq-spinner>');
    await waitUntil(() => frame.contentWindow!.customElements.get('sq-spinner'), 'sq-spinner defined from dist');
    expect(loaded(frame)).to.include('/dist/elements/sq-spinner.js');
    frame.remove();
  });

  it('Sq.session.get/set/remove and Sq.money.format load their code on first use and answer with promises', async () => {
    const frame = await openPage();
    type Api = { session: Record<'get' | 'set' | 'remove', (...args: unknown[]) => Promise<unknown>>; money: { format: (...args: unknown[]) => Promise<string> } };
    const Sq = (frame.contentWindow as Window & { Sq: Api }).Sq;
    expect(loaded(frame).some((p) => p.includes('session-data'))).to.equal(false);
    await Sq.session.set('dist-key', { a: 1 }, 60_000);
    expect(await Sq.session.get('dist-key')).to.deep.equal({ a: 1 });
    await Sq.session.remove('dist-key');
    expect(await Sq.session.get('dist-key')).to.equal(undefined);
    expect(await Sq.money.format(123456, 'EUR', { locale: 'de-DE' })).to.equal('1.234,56\u00a0€');
    expect(loaded(frame).some((p) => p.includes('session-data'))).to.equal(true);
    frame.remove();
  });

  it('Sq.utils() loads the template helpers on first use: query strings, file sizes, link and blog-URL rules, scrolling', async () => {
    const frame = await openPage();
    type Utils = {
      parseQuery(s: string): Record<string, unknown>; stringifyQuery(q: Record<string, unknown>): string;
      formatFileSize(n: number): string; classifyLink(href: string): string; isValidBlogUrlFormat(p: string): boolean;
      safeHref(href: string): string | null; scrollIntoView(el: unknown): { finished: Promise<void> };
    };
    const Sq = (frame.contentWindow as Window & { Sq: { utils(): Promise<Utils> } }).Sq;
    const before = loaded(frame).length;
    const utils = await Sq.utils();
    expect(loaded(frame).length, 'its code came on first use').to.be.above(before);
    expect(utils.parseQuery('?a=1&b=x+y&a=2')).to.deep.equal({ a: ['1', '2'], b: 'x y' });
    expect(utils.stringifyQuery({ q: 'a b', n: 2 })).to.equal('q=a%20b&n=2');
    expect(utils.formatFileSize(1536)).to.equal('1.5 KB');
    expect(utils.classifyLink('mailto:ada@example.com')).to.equal('misc protocol');
    expect(utils.safeHref('javascript:alert(1)')).to.equal(null);
    expect([utils.isValidBlogUrlFormat('%y/%m/%t'), utils.isValidBlogUrlFormat('%Y/%x')]).to.deep.equal([true, false]);
    frame.remove();
  });

  it('ships custom-elements.json describing every element', async () => {
    const manifest = await (await fetch('/dist/custom-elements.json')).json();
    const { ELEMENT_TAGS } = await import('../runtime/registry.ts');
    type Declaration = { tagName: string; attributes: Array<{ name: string }> };
    const declarations: Declaration[] = manifest.modules.flatMap((m: { declarations: Declaration[] }) => m.declarations);
    expect(declarations.map((d) => d.tagName).sort()).to.deep.equal([...ELEMENT_TAGS].sort());
    const cartLink = declarations.find((d) => d.tagName === 'sq-cart-link')!;
    expect(cartLink.attributes.map((a) => a.name)).to.deep.equal(['href']);
  });

  it('each dist/elements/<tag>.js exports its class by name and as default, for bundler users', async () => {
    const { ELEMENT_TAGS } = await import('../runtime/registry.ts');
    for (const tag of ELEMENT_TAGS) {
      const name = `Sq${tag.slice(3).replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Element`;
      const module = await import(/* @vite-ignore */ `/dist/elements/${tag}.js`) as Record<string, unknown>;
      expect(typeof module[name], `${tag} exports ${name}`).to.equal('function');
      expect(module.default === module[name], `${tag}'s default export is ${name}`).to.equal(true);
    }
  });

  it('a gallery from dist shows its design and loads its images', async () => {
    const frame = await openPage();
    const doc = frame.contentDocument!;
    // The server painted 100w pictures, smaller than the two-per-row slots need: the loader upgrades them.
    doc.body.insertAdjacentHTML('beforeend', `<sq-gallery design="grid" slides-per-row="2">
      <figure data-slide-id="a"><img loading="lazy" src="/demo/images/city-lights.svg?format=100w" data-src="/demo/images/city-lights.svg" alt="City" data-image-dimensions="1500x1000"></figure>
      <figure data-slide-id="b"><img loading="lazy" src="/demo/images/desert-dunes.svg?format=100w" data-src="/demo/images/desert-dunes.svg" alt="Dunes" data-image-dimensions="1500x1000"></figure>
    </sq-gallery>`);
    await waitUntil(() => doc.querySelectorAll('.sq-gallery__item').length === 2, 'the grid design arrived', { timeout: 5000 });
    // A cold page: the loader and the design arrive in either order, and the images still load.
    await waitUntil(() => doc.querySelectorAll('.sq-gallery__item img.sq-image-loaded').length === 2, 'the images loaded', { timeout: 5000 });
    expect(Array.from(doc.querySelectorAll('.sq-gallery__item img'), (img) => img.getAttribute('src'))
      .every((src) => /\?format=\d+w$/.test(src ?? '') && !src!.endsWith('format=100w'))).to.equal(true);
    frame.remove();
  });
});
