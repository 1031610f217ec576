// demo/nav.mjs: the demo site's one navigation, which the static server puts into every demo page in
// place of its placeholder (demo/server/static.mjs).
import { expect } from '@open-wc/testing';
// @ts-expect-error demo/ is plain JavaScript checked with // @ts-check, outside this project's types
import { DEMO_PAGES, demoNav, NAV_PLACEHOLDER } from '../demo/nav.mjs';

type Page = readonly [href: string, label: string];

describe('demo navigation (demo/nav.mjs)', () => {
  it('marks the page it is served on, and only that one; the home page by / or its file', () => {
    const current = (pathname: string) => [...(demoNav(pathname) as string).matchAll(/<a href="([^"]+)" aria-current="page">/g)].map((m) => m[1]);
    expect(current('/demo/shop.html')).to.deep.equal(['/demo/shop.html']);
    expect(current('/')).to.deep.equal(['/']);
    expect(current('/demo/index.html')).to.deep.equal(['/']);
    expect(current('/demo/reviews.html')).to.deep.equal([]);
    expect((demoNav('/') as string).match(/<a /g)).to.have.length((DEMO_PAGES as Page[]).length);
  });

  it('every demo page it links exists and is served with the navigation in place of its placeholder, marking itself', async () => {
    const pages = (DEMO_PAGES as Page[]).map(([href]) => (href === '/' ? '/demo/index.html' : href)).filter((href: string) => href.startsWith('/demo/'));
    for (const page of [...pages, '/demo/reviews.html']) {
      const response = await fetch(page);
      expect(response.status, page).to.equal(200);
      const html = await response.text();
      expect(html.match(new RegExp(NAV_PLACEHOLDER.source, 'g')), `${page}: no placeholder left`).to.equal(null);
      expect(html.split('<nav aria-label="Main">').length - 1, `${page}: one navigation`).to.equal(1);
      expect(html.includes(demoNav(page === '/demo/index.html' ? '/' : page)), `${page}: the navigation for it`).to.equal(true);
    }
  });
});
