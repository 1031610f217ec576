// The live elements' one observer (runtime/bridge/observer.ts): the bridge's own DOM work (a view adopting
// nodes) is done out of its sight, but a change the page made just before that work is not lost with it.
import { expect, waitUntil } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqCartLinkElement } from '../elements/sq-cart-link.ts';

define('sq-cart-link', SqCartLinkElement);

const LINK = '<a href="/cart">Cart <span class="sq-cart-quantity">0</span></a>';
function cartLink(): HTMLElement {
  const el = document.createElement('sq-cart-link');
  el.innerHTML = LINK;
  return el;
}

describe('the live observer and the bridge\'s own DOM work', () => {
  const added: Element[] = [];
  afterEach(() => { for (const el of added.splice(0)) el.remove(); });

  it('a page change made from the page\'s own observer, just before another link adopts its nodes, still reaches the first link\'s view', async () => {
    const first = cartLink();
    document.body.append(first);
    added.push(first);
    await whenRendered();
    const link = first.querySelector(':scope > a:not(.sq-cart-link)')!;
    // The page decorates the first link from its own MutationObserver when a second link arrives. Its
    // callback runs before the second link's view commits, and the adoption there takes the bridge
    // observer's queue, the page's record of the icon with it: that record must still be read.
    const icon = document.createElement('i');
    icon.className = 'page-icon';
    const page = new MutationObserver(() => { page.disconnect(); link.prepend(icon); });
    page.observe(document.body, { childList: true });
    const second = cartLink();
    document.body.append(second);
    added.push(second);
    await waitUntil(() => first.querySelector('.sq-cart-link__content .page-icon') !== null, 'the first view shows the icon', { timeout: 2000 });
    expect(second.querySelector('.sq-cart-link__content')?.textContent).to.equal('Cart ');
    expect(first.querySelector('.sq-cart-link__label')?.textContent).to.equal('0 items in cart');
  });

  it('the view adopting its nodes is not a change of the children: the element is read once', async () => {
    const el = cartLink();
    let reads = 0;
    const read = SqCartLinkElement.definition.read!;
    (SqCartLinkElement.definition as { read: typeof read }).read = (host) => { if (host === el) reads += 1; return read(host); };
    try {
      document.body.append(el);
      added.push(el);
      await whenRendered();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(el.querySelector('.sq-cart-link__content')?.textContent).to.equal('Cart ');
      expect(reads).to.equal(1);
    } finally {
      (SqCartLinkElement.definition as { read: typeof read }).read = read;
    }
  });
});
