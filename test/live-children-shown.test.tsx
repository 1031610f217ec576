// Issue 18, "Live light DOM", for elements whose view shows the element's own children (a pricing
// option, a marquee item) rather than parts of them: the view holds the child, and a placeholder keeps
// its place among the element's children. A React 19 app adds, removes, reorders, re-keys and edits those
// children after the upgrade: React's calls on the element never fail and the view follows.
import { expect, waitUntil } from '@open-wc/testing';
import { createElement, type ReactElement } from 'react';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqPricingToggleElement } from '../elements/sq-pricing-toggle.ts';
import { SqMarqueeElement } from '../elements/sq-marquee.ts';
import { SqTooltipElement } from '../elements/sq-tooltip.ts';
import { SqImageBlockElement } from '../elements/sq-image-block.ts';
import { SqScaledTextElement } from '../elements/sq-scaled-text.ts';
import { SqBookingElement } from '../elements/sq-booking.ts';
import { SqDonateButtonElement } from '../elements/sq-donate-button.ts';
import { SqCartLinkElement } from '../elements/sq-cart-link.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { useReactApp } from './support/react-app.ts';

define('sq-pricing-toggle', SqPricingToggleElement);
define('sq-marquee', SqMarqueeElement);
define('sq-tooltip', SqTooltipElement);
define('sq-image-block', SqImageBlockElement);
define('sq-scaled-text', SqScaledTextElement);
define('sq-booking', SqBookingElement);
define('sq-donate-button', SqDonateButtonElement);
define('sq-cart-link', SqCartLinkElement);
define('sq-gallery', SqGalleryElement);

const h = createElement;
const rendered = (node: Element) => node.getClientRects().length > 0;

function option(name: string, price: string, key: string = name): ReactElement {
  return h('div', { key, 'data-sq-option': name, 'data-sq-label': name.toUpperCase() },
    h('p', { className: 'price' }, price), h('a', { href: `#join-${name}` }, `Join ${name}`));
}

describe('live children shown by the view: a React 19 app edits them after the upgrade', () => {
  const app = useReactApp();
  const render = (tree: ReactElement | null) => app.render(tree);

  it('a pricing toggle follows options added, removed, reordered, re-keyed and edited, showing one at a time', async () => {
    const toggle = (options: ReactElement[]) => h('sq-pricing-toggle', null, options);
    const choices = (el: Element) => Array.from(el.querySelectorAll('.sq-pricing-toggle__choice')).map((c) => c.textContent).join();
    // What the visitor sees: the prices rendered (one option at a time), never a second copy.
    const shown = (el: Element) => Array.from(el.querySelectorAll('.price')).filter(rendered).map((p) => p.textContent).join();
    render(toggle([option('monthly', '$10'), option('annual', '$100')]));
    const el = app.container.querySelector('sq-pricing-toggle')!;
    await waitUntil(() => choices(el) === 'MONTHLY,ANNUAL' && shown(el) === '$10', 'the toggle shows', { timeout: 5000 });
    await expect(el).to.be.accessible();

    render(toggle([option('monthly', '$10'), option('annual', '$100'), option('lifetime', '$500')]));
    await waitUntil(() => choices(el) === 'MONTHLY,ANNUAL,LIFETIME', 'an option React added shows');
    el.querySelectorAll<HTMLInputElement>('.sq-pricing-toggle__choice input')[2]!.click();
    await waitUntil(() => shown(el) === '$500', 'the added option can be chosen');

    render(toggle([option('annual', '$100'), option('lifetime', '$450')]));
    await waitUntil(() => choices(el) === 'ANNUAL,LIFETIME' && shown(el) === '$450', 'removed, and the shown price edited in place');

    render(toggle([option('lifetime', '$450'), option('annual', '$100')]));
    await waitUntil(() => choices(el) === 'LIFETIME,ANNUAL', 'the switch follows the new order');
    expect(shown(el)).to.equal('$450');

    render(toggle([option('lifetime', '$400', 'l2'), option('annual', '$90', 'a2')]));
    await waitUntil(() => shown(el) === '$400', 're-keyed options (new nodes) show');
    // Every option React rendered is in the element, in React's order; the old nodes are gone.
    expect(Array.from(el.querySelectorAll('[data-sq-option]')).map((o) => o.querySelector('.price')!.textContent).sort().join())
      .to.equal('$400,$90');
    await expect(el).to.be.accessible();
    render(null);
    await whenRendered();
    expect(app.container.querySelector('sq-pricing-toggle')).to.equal(null);
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('a marquee follows items added, removed and reordered, and its loop copies follow too', async () => {
    const marquee = (items: string[]) => h('sq-marquee', null, items.map((text) => h('span', { key: text }, text)));
    // The first copy is the one read aloud; the others are the loop's inert copies.
    const first = (el: Element) => Array.from(el.querySelectorAll('.sq-marquee__copy:first-child .sq-marquee__item')).map((i) => i.textContent).join();
    const copies = (el: Element) => Array.from(el.querySelectorAll('.sq-marquee__copy[inert]'), (c) => c.textContent);
    render(marquee(['Free shipping', 'Handmade']));
    const el = app.container.querySelector('sq-marquee')!;
    await waitUntil(() => first(el) === 'Free shipping,Handmade', 'the marquee shows', { timeout: 5000 });
    await expect(el).to.be.accessible();
    render(marquee(['Free shipping', 'Handmade', 'Since 1987']));
    await waitUntil(() => first(el) === 'Free shipping,Handmade,Since 1987', 'an item React added shows');
    render(marquee(['Since 1987', 'Free shipping']));
    await waitUntil(() => first(el) === 'Since 1987,Free shipping', 'removed and reordered');
    expect(copies(el).length, 'the loop\'s copies').to.be.above(0);
    expect(copies(el).every((text) => text === 'Since 1987Free shipping'), 'the copies repeat the new items').to.equal(true);
    await expect(el).to.be.accessible();
    render(null);
    await whenRendered();
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  it('a script replacing or moving a shown option through the element\'s own methods: no failure, the view follows', async () => {
    render(h('sq-pricing-toggle', null, [option('monthly', '$10'), option('annual', '$100')]));
    const el = app.container.querySelector('sq-pricing-toggle')!;
    const choices = () => Array.from(el.querySelectorAll('.sq-pricing-toggle__choice')).map((c) => c.textContent).join();
    await waitUntil(() => choices() === 'MONTHLY,ANNUAL', 'the toggle shows', { timeout: 5000 });
    const [monthly, annual] = Array.from(el.querySelectorAll<HTMLElement>('[data-sq-option]'));
    // Both are in the view now; the page still treats them as the element's children.
    el.appendChild(monthly!);
    await waitUntil(() => choices() === 'ANNUAL,MONTHLY', 'appendChild moved the option to the end');
    const weekly = document.createElement('div');
    weekly.dataset.sqOption = 'weekly';
    weekly.innerHTML = '<p class="price">$3</p>';
    expect(el.replaceChild(weekly, annual!)).to.equal(annual);
    await waitUntil(() => choices() === 'weekly,MONTHLY', 'replaceChild put the new option in its place');
    expect(annual!.isConnected, 'the replaced option left the page').to.equal(false);
    expect(app.errors).to.deep.equal([]);
  });

  it('a renderer removing a shown node through its parentNode (as Vue does): no failure, the view follows', async () => {
    render(h('sq-pricing-toggle', null, [option('monthly', '$10'), option('annual', '$100'), option('weekly', '$3')]));
    const el = app.container.querySelector('sq-pricing-toggle')!;
    const choices = () => Array.from(el.querySelectorAll('.sq-pricing-toggle__choice')).map((c) => c.textContent).join();
    await waitUntil(() => choices() === 'MONTHLY,ANNUAL,WEEKLY', 'the toggle shows', { timeout: 5000 });
    const annual = el.querySelector<HTMLElement>('[data-sq-option="annual"]')!;
    // Vue's remove(): `const parent = el.parentNode; if (parent) parent.removeChild(el)`. The option is in
    // the view at that moment: its parent there answers as the element would.
    annual.parentNode!.removeChild(annual);
    await waitUntil(() => choices() === 'MONTHLY,WEEKLY', 'the removed option leaves the toggle');
    expect(annual.isConnected).to.equal(false);
    // A slide's picture, removed the same way from inside a gallery.
    render(h('sq-gallery', { design: 'grid', 'column-width': '150' },
      h('figure', { key: 1, 'data-slide-id': 's1' }, h('img', { src: '/demo/images/harbour-at-dusk.svg', alt: 'one' })),
      h('figure', { key: 2, 'data-slide-id': 's2' }, h('img', { src: '/demo/images/city-lights.svg', alt: 'two' }))));
    const gallery = app.container.querySelector('sq-gallery')!;
    const pictures = () => Array.from(gallery.querySelectorAll<HTMLImageElement>('.sq-view img')).filter((img) => img.getClientRects().length > 0).map((img) => img.alt).join();
    await waitUntil(() => pictures() === 'one,two', 'the gallery shows', { timeout: 5000 });
    const one = gallery.querySelector<HTMLImageElement>('img[alt="one"]')!;
    one.parentNode!.removeChild(one);
    await waitUntil(() => pictures() === 'two', 'the removed picture leaves the gallery');
    expect(app.errors).to.deep.equal([]);
  });

  // Elements whose children are content the view shows as it is: React replaces the content (new keys:
  // new nodes), adds a second child, removes the first, and unmounts. What the visitor sees is React's
  // current content, once.
  const CONTENT: [string, Record<string, string>, (key: string, text: string) => ReactElement][] = [
    ['sq-tooltip', { text: 'Ships within 2 days' }, (key, text) => h('button', { key, type: 'button' }, text)],
    ['sq-image-block', {}, (key, text) => h('figure', { key }, h('img', { src: '/demo/images/harbour-at-dusk.svg', alt: text }), h('figcaption', null, text))],
    ['sq-scaled-text', {}, (key, text) => h('span', { key }, text)],
    ['sq-booking', { provider: 'opentable', 'business-id': '4321' }, (key, text) => h('a', { key, href: `#${key}` }, text)],
    ['sq-donate-button', { 'donate-page-id': 'donate-page-1' }, (key, text) => h('button', { key, type: 'button' }, text)],
  ];
  it('a cart link follows the link React edits inside it: its word, its icon, a new link', async () => {
    // The link's content is an icon and a word the view shows as they are (adopted from React's <a>).
    const link = ({ word = 'Basket', icon = true, key = 'a' }) => h('sq-cart-link', null,
      h('a', { key, href: `/cart?${key}` }, icon ? h('span', { className: 'icon', 'aria-hidden': 'true' }, '◆') : null, word));
    const visible = (el: HTMLElement) => el.querySelector<HTMLElement>('.sq-cart-link__visible')?.innerText.replace(/\s+/g, ' ').trim();
    render(link({}));
    const el = app.container.querySelector<HTMLElement>('sq-cart-link')!;
    await waitUntil(() => visible(el) === '◆Basket', 'the link shows its icon and word', { timeout: 5000 });
    await expect(el).to.be.accessible();
    render(link({ word: 'Bag' }));
    await waitUntil(() => visible(el) === '◆Bag', 'the edited word shows');
    render(link({ word: 'Bag', icon: false }));
    expect(app.errors, 'no failure removing the icon').to.deep.equal([]);
    await waitUntil(() => visible(el) === 'Bag', 'the removed icon goes');
    render(link({ word: 'Cart', key: 'b' }));
    expect(app.errors, 'no failure replacing the link').to.deep.equal([]);
    await waitUntil(() => visible(el) === '◆Cart' && el.querySelector('a.sq-cart-link')?.getAttribute('href') === '/cart?b',
      'the new link shows, with its address');
    expect(Array.from(el.querySelectorAll('a')).filter(rendered)).to.have.length(1);
    await expect(el).to.be.accessible();
    render(null);
    await whenRendered();
    expect(app.errors).to.deep.equal([]);
    expect(app.logs.messages()).to.deep.equal([]);
  });

  for (const [tag, attributes, child] of CONTENT) {
    it(`<${tag}> follows content React replaces, adds and removes`, async () => {
      const element = (children: ReactElement[]) => h(tag, attributes, children);
      // Rendered text only: the element's own children stay in it for React, unrendered.
      const seen = (el: HTMLElement) => el.innerText.replace(/\s+/g, ' ').trim();
      render(element([child('a', 'First')]));
      const el = app.container.querySelector<HTMLElement>(tag)!;
      await waitUntil(() => seen(el).includes('First'), 'the content shows', { timeout: 5000 });
      await expect(el).to.be.accessible();
      render(element([child('b', 'Second')]));
      await waitUntil(() => seen(el).includes('Second') && !seen(el).includes('First'), 'replaced content shows');
      render(element([child('b', 'Second'), child('c', 'Third')]));
      await waitUntil(() => seen(el).includes('Third'), 'added content shows');
      expect(seen(el).split('Second').length, 'shown once').to.equal(2);
      render(element([child('c', 'Third')]));
      await waitUntil(() => !seen(el).includes('Second'), 'removed content goes');
      await expect(el).to.be.accessible();
      render(null);
      await whenRendered();
      expect(app.errors).to.deep.equal([]);
      expect(app.logs.messages()).to.deep.equal([]);
    });
  }
});
