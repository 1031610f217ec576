// <sq-share-buttons> around the server's list of share links (docs/members-share-search.md): the view is
// that list, adopted, and only adds names and the buttons' behaviour. Its geometry at the upgrade is
// checked in test/upgrade-in-place-blocks.test.ts.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { SqShareButtonsElement } from '../elements/sq-share-buttons.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';
import { SHARE_LIST } from './support/in-place.ts';

define('sq-share-buttons', SqShareButtonsElement);

const URL_SHARED = 'https://example.com/post';
const NATIVE = '<li><button type="button" data-network="native">Share…</button></li>';

async function serverList(markup = SHARE_LIST) {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}
const item = (el: Element, network: string) => el.querySelector<HTMLElement>(`[data-network="${network}"]`)!;
/** The words an element's aria-describedby points at. */
const note = (el: Element) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');

function stubNavigator(name: 'share' | 'clipboard', value: unknown): () => void {
  Object.defineProperty(navigator, name, { configurable: true, value });
  return () => { delete (navigator as unknown as Record<string, unknown>)[name]; };
}
/** A clipboard that records what it is given. */
const recordingClipboard = (copied: string[]) =>
  stubNavigator('clipboard', { writeText: (text: string) => { copied.push(text); return Promise.resolve(); } });

describe('<sq-share-buttons> in place', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => { expect(logs.messages()).to.deep.equal([]); logs.stop(); });

  it('shows the server\'s own list, its links as written, and names the list and each new-window link', async () => {
    const before = document.createElement('template');
    before.innerHTML = SHARE_LIST;
    const written = [...before.content.querySelectorAll('[data-network]')].map((n) => n.outerHTML);
    const el = await serverList();
    const list = el.querySelector('ul')!;
    expect(el.querySelector('.sq-share-buttons__adopted > ul')).to.equal(list);
    expect(el.querySelectorAll('ul').length, 'no second list').to.equal(1);
    expect([...list.querySelectorAll<HTMLElement>('[data-network]')].map((n) => n.dataset.network))
      .to.deep.equal(['facebook', 'x', 'linkedin', 'pinterest', 'email', 'copy']);
    expect(list.getAttribute('aria-label')).to.equal('Share this page');
    expect(note(item(el, 'facebook')), 'a new window, said').to.equal('(opens in a new window)');
    expect(note(item(el, 'linkedin'))).to.equal('(opens in a new window)');
    expect(item(el, 'email').hasAttribute('aria-describedby'), 'the same window').to.equal(false);
    // Besides that note, every item is as the server wrote it (its address, its words, its name).
    const unnoted = [...list.querySelectorAll('[data-network]')].map((n) => {
      const copy = n.cloneNode(true) as Element;
      copy.removeAttribute('aria-describedby');
      return copy.outerHTML;
    });
    expect(unnoted).to.deep.equal(written);
    await expect(el).to.be.accessible();
  });

  it('keeps the names and descriptions the server gave, a picture\'s too, and adds no item of `networks`', async () => {
    const markup = SHARE_LIST.replace('<ul>', '<p id="why">Tell a friend about it.</p><ul aria-label="Tell a friend">')
      .replace('title="A post"', 'title="A post" networks="pinterest"')
      .replace('rel="noopener noreferrer">X<', 'rel="noopener noreferrer" aria-label="Post on X" aria-describedby="why">X<')
      .replace('>Facebook<', '><img src="/demo/images/harbour-at-dusk.svg" width="24" height="24" alt="Facebook"><');
    const el = await serverList(markup);
    expect(el.querySelector('ul')!.getAttribute('aria-label')).to.equal('Tell a friend');
    expect(item(el, 'x').getAttribute('aria-label')).to.equal('Post on X');
    expect(note(item(el, 'x'))).to.equal('Tell a friend about it. (opens in a new window)');
    expect(item(el, 'facebook').hasAttribute('aria-label'), 'named by its picture').to.equal(false);
    expect(el.querySelector('#why')!.closest('sq-share-buttons'), 'what the server wrote around the list stays').to.equal(el);
    expect(el.querySelectorAll('[data-network]').length).to.equal(6);
    await expect(el).to.be.accessible();
  });

  it('describes a new-window link the page adds to its list later, and its buttons work', async () => {
    const copied: string[] = [];
    const restore = recordingClipboard(copied);
    try {
      const el = await serverList();
      const list = el.querySelector('ul')!;
      list.insertAdjacentHTML('afterbegin', '<li><a data-network="mastodon" href="https://mastodon.example/share" target="_blank">Mastodon</a></li>'
        + '<li><button type="button" data-network="copy">Copy</button></li>');
      await waitUntil(() => note(item(el, 'mastodon')) === '(opens in a new window)');
      (list.querySelector('li:nth-child(2) button') as HTMLElement).click();
      await waitUntil(() => copied.length === 1);
      expect(copied).to.deep.equal([URL_SHARED]);
    } finally {
      restore();
    }
  });

  it('copies the page\'s address from the server\'s "Copy link" button and says so', async () => {
    const copied: string[] = [];
    const restore = recordingClipboard(copied);
    try {
      const el = await serverList();
      item(el, 'copy').click();
      const status = el.querySelector('[role=status]')!;
      await waitUntil(() => status.textContent === 'Link copied');
      expect(copied).to.deep.equal([URL_SHARED]);
      await expect(el).to.be.accessible();
    } finally {
      restore();
    }
  });

  it('opens the system share sheet from the server\'s "Share…" button where the browser has one', async () => {
    const shared: unknown[] = [];
    const restore = stubNavigator('share', (data: unknown) => { shared.push(data); return Promise.resolve(); });
    try {
      const el = await serverList(SHARE_LIST.replace('<ul>', `<ul>${NATIVE}`));
      item(el, 'native').click();
      expect(shared).to.deep.equal([{ url: URL_SHARED, title: 'A post' }]);
      expect(el.querySelectorAll('[data-network="native"]').length, 'no second "Share…"').to.equal(1);
    } finally {
      restore();
    }
  });

  it('copies the link from "Share…" where the browser has no share sheet, the button staying where it is', async () => {
    const copied: string[] = [];
    const restoreShare = stubNavigator('share', undefined);
    const restoreClipboard = recordingClipboard(copied);
    try {
      const el = await serverList(SHARE_LIST.replace('<ul>', `<ul>${NATIVE}`));
      const native = item(el, 'native');
      native.click();
      await waitUntil(() => el.querySelector('[role=status]')!.textContent === 'Link copied');
      expect(copied).to.deep.equal([URL_SHARED]);
      expect(native.isConnected && el.querySelector('li')!.firstElementChild).to.equal(native);
    } finally {
      restoreClipboard();
      restoreShare();
    }
  });

  it('renders its own buttons when the page removes its list with the list\'s own remove()', async () => {
    const el = await serverList();
    const list = el.querySelector('ul')!;
    list.remove();
    await waitUntil(() => el.querySelector('.sq-view .sq-share-buttons__link[data-network="facebook"]'), 'the element shows its own buttons');
    expect(list.isConnected, 'the page\'s list stays out').to.equal(false);
    expect(el.querySelectorAll('ul').length, 'one list, the element\'s').to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('adopts the list of share links when the page wrote another list before it', async () => {
    const el = await serverList(SHARE_LIST.replace('<ul>', '<ul class="related"><li><a href="/journal">Journal</a></li></ul><ul>'));
    expect(el.querySelector('ul:not(.related)')!.getAttribute('aria-label'), 'the share links are the view\'s list').to.equal('Share this page');
    expect(el.querySelectorAll('.sq-share-buttons__link').length, 'no buttons of its own').to.equal(0);
    // The other list keeps its own look, as sq.css left it while loading: not a row of bordered buttons.
    const related = el.querySelector('ul.related')!;
    expect([getComputedStyle(related).display, getComputedStyle(related.querySelector('a')!).borderTopStyle]).to.deep.equal(['block', 'none']);
    await expect(el).to.be.accessible();
  });

  it('gives the list back as it came when the element leaves the page', async () => {
    const el = await serverList();
    const list = el.querySelector('ul')!;
    const parent = el.parentElement!;
    el.remove();
    await whenRendered();
    expect(list.parentNode, 'back in its element').to.equal(el);
    expect(list.hasAttribute('aria-label')).to.equal(false);
    expect(list.querySelectorAll('[aria-describedby]').length).to.equal(0);
    parent.append(el);
    await whenRendered();
    expect(el.querySelector('.sq-share-buttons__adopted > ul')).to.equal(list);
    expect(list.getAttribute('aria-label')).to.equal('Share this page');
    expect(note(item(el, 'facebook'))).to.equal('(opens in a new window)');
  });
});
