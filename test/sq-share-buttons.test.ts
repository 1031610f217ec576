import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { parseNetworks, sharedPage, shareUrl, SqShareButtonsElement } from '../elements/sq-share-buttons.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-share-buttons', SqShareButtonsElement);

const PAGE = { url: 'https://shop.example.com/mugs?c=1', title: 'Mugs & cups', image: 'https://shop.example.com/m.jpg' };

async function shareButtons(markup = html`<sq-share-buttons url=${PAGE.url} title=${PAGE.title} image=${PAGE.image}></sq-share-buttons>`) {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}
const button = (el: Element, network: string) => el.querySelector<HTMLElement>(`[data-network="${network}"]`);

function stubNavigator<K extends 'share' | 'clipboard'>(name: K, value: unknown): () => void {
  Object.defineProperty(navigator, name, { configurable: true, value });
  return () => { delete (navigator as unknown as Record<string, unknown>)[name]; };
}

describe('<sq-share-buttons>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { expect(logs.messages()).to.deep.equal([]); logs.stop(); });

  describe('share URLs', () => {
    it('builds each network\'s share link with the page address and title', () => {
      expect(shareUrl('facebook', PAGE)).to.equal('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example.com%2Fmugs%3Fc%3D1');
      expect(shareUrl('x', PAGE)).to.equal('https://x.com/intent/post?url=https%3A%2F%2Fshop.example.com%2Fmugs%3Fc%3D1&text=Mugs+%26+cups');
      expect(shareUrl('linkedin', PAGE)).to.equal('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fshop.example.com%2Fmugs%3Fc%3D1');
      expect(shareUrl('pinterest', PAGE)).to.equal('https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.example.com%2Fmugs%3Fc%3D1&media=https%3A%2F%2Fshop.example.com%2Fm.jpg&description=Mugs+%26+cups');
      expect(shareUrl('email', PAGE)).to.equal('mailto:?subject=Mugs%20%26%20cups&body=https%3A%2F%2Fshop.example.com%2Fmugs%3Fc%3D1');
      expect(shareUrl('copy', PAGE)).to.equal(null);
    });

    it('leaves out Pinterest\'s image when the page has none', () => {
      expect(shareUrl('pinterest', { ...PAGE, image: '' })).to.not.include('media=');
      // No og:image (or an empty one), no image attribute: no picture, not the page's own address.
      const doc = document.implementation.createHTMLDocument('Doc title');
      expect(sharedPage({}, doc).image).to.equal('');
      doc.head.innerHTML = '<meta property="og:image" content=" ">';
      expect(shareUrl('pinterest', sharedPage({}, doc))).to.not.include('media=');
    });

    it('defaults to the canonical link, og tags, then the document', () => {
      const doc = document.implementation.createHTMLDocument('Doc title');
      expect(sharedPage({}, doc).title).to.equal('Doc title');
      doc.head.innerHTML = '<link rel="canonical" href="https://example.com/canon"><meta property="og:title" content="OG title"><meta property="og:image" content="https://example.com/i.png">';
      expect(sharedPage({}, doc)).to.deep.equal({ url: 'https://example.com/canon', title: 'OG title', image: 'https://example.com/i.png' });
      expect(sharedPage({ url: '/given', title: 'Given' }, doc).title).to.equal('Given');
      expect(sharedPage({}, document).url).to.equal(location.href.split('#')[0]);
    });

    it('reads the networks list, ignoring unknown names', () => {
      expect(parseNetworks('')).to.deep.equal(['facebook', 'x', 'linkedin', 'pinterest', 'email', 'copy']);
      expect(parseNetworks('copy, X  myspace facebook x')).to.deep.equal(['copy', 'x', 'facebook']);
    });
  });

  it('renders a named list of links that open a new window without the opener', async () => {
    const el = await shareButtons();
    expect(el.querySelector('ul')!.getAttribute('aria-label')).to.equal('Share this page');
    const links = [...el.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((a) => a.dataset.network)).to.deep.equal(['facebook', 'x', 'linkedin', 'pinterest', 'email']);
    for (const a of links.slice(0, 4)) {
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noopener noreferrer');
    }
    expect(button(el, 'facebook')!.textContent).to.equal('FacebookShare on Facebook (opens in a new window)');
    expect((button(el, 'x') as HTMLAnchorElement).href).to.equal(shareUrl('x', PAGE));
    expect((button(el, 'email') as HTMLAnchorElement).target).to.equal('');
    expect(button(el, 'native')).to.equal(null);
    expect(document.querySelectorAll('script[src*="facebook"], script[src*="x.com"], script[src*="pinterest"]').length).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it("its buttons' look is the theme's, their geometry the library's (a theme's ul, li and button rules do not reach it)", async () => {
    const style = document.createElement('style');
    // The tokens sq.css gives the page (this suite's page has no sq.css), and a theme's rules.
    style.textContent = ':root { --sq-space-1: 4px; --sq-space-3: 12px; } .sq-share-buttons__link { color: rgb(1, 2, 3); background: rgb(4, 5, 6); }'
      + ' ul, li { font-size: 30px; margin: 0 0 20px; } button { padding: 20px; border: 3px dashed; }';
    document.head.append(style);
    try {
      const el = await shareButtons(html`<sq-share-buttons url=${PAGE.url} networks="email copy"></sq-share-buttons>`);
      const copy = getComputedStyle(button(el, 'copy')!);
      expect([copy.color, copy.backgroundColor]).to.deep.equal(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
      expect([copy.fontSize, copy.paddingTop, copy.borderTopWidth, copy.borderTopStyle]).to.deep.equal([getComputedStyle(el).fontSize, '4px', '1px', 'solid']);
      expect(getComputedStyle(el.querySelector('li')!).marginBottom).to.equal('0px');
    } finally {
      style.remove();
    }
  });

  it('shows only the networks asked for, in that order', async () => {
    const el = await shareButtons(html`<sq-share-buttons networks="email copy"></sq-share-buttons>`);
    expect([...el.querySelectorAll<HTMLElement>('[data-network]')].map((b) => b.dataset.network)).to.deep.equal(['email', 'copy']);
  });

  it('offers the system share sheet first when the browser has one', async () => {
    const shared: unknown[] = [];
    const restore = stubNavigator('share', (data: unknown) => { shared.push(data); return Promise.reject(new DOMException('cancel', 'AbortError')); });
    try {
      const el = await shareButtons();
      const first = el.querySelector('li')!.firstElementChild as HTMLElement;
      expect(first.dataset.network).to.equal('native');
      expect(first.textContent).to.equal('Share…');
      first.click();
      expect(shared).to.deep.equal([{ url: PAGE.url, title: PAGE.title }]);
      await expect(el).to.be.accessible();
    } finally {
      restore();
    }
  });

  it('copies the link and says so; a refused clipboard says it could not', async () => {
    const copied: string[] = [];
    let restore = stubNavigator('clipboard', { writeText: (text: string) => { copied.push(text); return Promise.resolve(); } });
    try {
      const el = await shareButtons();
      button(el, 'copy')!.click();
      const status = el.querySelector('[role=status]')!;
      await waitUntil(() => status.textContent === 'Link copied');
      expect(copied).to.deep.equal([PAGE.url]);
      restore();
      restore = stubNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
      button(el, 'copy')!.click();
      await waitUntil(() => status.textContent === 'Unable to copy link');
    } finally {
      restore();
    }
  });
});
