// The page adds, reorders or moves the children of live elements. An accordion's open state follows its
// items (react-core/accordion/use-accordion.ts): an item the page added opens, an open item stays open
// where it moves; a menu's selected tab stays on its item, or on the one now at its place. A child moved straight from one live element to another, in one call: both are read again;
// the first one's view lets go of the nodes it showed of that child (an accordion item's body, a slide's
// picture), which go back into the child, now in the second element: the second one must read it again
// and show them (runtime/bridge/light-dom.ts, releaseNode: a release under its own element is the bridge's
// work, one into another element is a change of that element's children).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { SqAccordionElement } from '../elements/sq-accordion.ts';
import { SqGalleryElement } from '../elements/sq-gallery.ts';
import { SqMenuElement } from '../elements/sq-menu.ts';
import { q, qa, settle, slideMarkup } from './support/gallery.ts';

define('sq-accordion', SqAccordionElement);
define('sq-gallery', SqGalleryElement);
define('sq-menu', SqMenuElement);

const item = (id: string, title: string, body: string) => `<div data-sq-item id="${id}"><h3>${title}</h3><p>${body}</p></div>`;
const titles = (el: Element) => qa(el, '.sq-accordion__button').map((button) => button.textContent).join();

describe('live children: an accordion\'s open items follow the items the page edits', () => {
  it('an item the page adds opens; an open item stays open when the page puts another before it', async () => {
    const el = await fixture<HTMLElement>(`<sq-accordion>${item('news', 'Newsletter', 'Every Friday.')}</sq-accordion>`);
    await whenRendered();
    await waitUntil(() => titles(el) === 'Newsletter', 'the accordion shows', { timeout: 5000 });
    const holder = document.createElement('div');
    holder.innerHTML = item('returns', 'Returns', '30 days.');
    el.append(holder.firstElementChild!);
    await waitUntil(() => titles(el) === 'Newsletter,Returns', 'the item the page added shows');

    const returns = () => qa(el, '.sq-accordion__button')[titles(el).split(',').indexOf('Returns')]!;
    returns().click();
    await waitUntil(() => returns().getAttribute('aria-expanded') === 'true', 'the added item opens');
    await waitUntil(() => !el.querySelector('[data-animating]'), 'its panel has opened');
    const panel = () => document.getElementById(returns().getAttribute('aria-controls')!)!;
    expect(panel().hidden).to.equal(false);
    expect(panel().textContent).to.include('30 days.');

    holder.innerHTML = item('shipping', 'Shipping', 'Free over $50.');
    el.prepend(holder.firstElementChild!);
    await waitUntil(() => titles(el) === 'Shipping,Newsletter,Returns', 'the item the page put first shows');
    expect(qa(el, '.sq-accordion__button').map((button) => button.getAttribute('aria-expanded')), 'Returns is still the open one')
      .to.deep.equal(['false', 'false', 'true']);
    expect(panel().hidden).to.equal(false);
    await expect(el).to.be.accessible();
  });
});

describe('live children: an accordion whose renderer reuses its nodes by place', () => {
  it('keeps the open item open by its id when the page swaps the items\' ids and words in place (Lit\'s map, React\'s index keys)', async () => {
    const el = await fixture<HTMLElement>(`<sq-accordion first-open>${item('a', 'Alpha', 'First.')}${item('b', 'Beta', 'Second.')}</sq-accordion>`);
    await whenRendered();
    await waitUntil(() => titles(el) === 'Alpha,Beta', 'the accordion shows', { timeout: 5000 });
    const expanded = () => qa(el, '.sq-accordion__button').map((button) => button.getAttribute('aria-expanded')).join();
    expect(expanded()).to.equal('true,false');
    // The page's own items, their ids and their text nodes rewritten where they are.
    const [first, second] = Array.from(el.querySelectorAll<HTMLElement>(':scope > [data-sq-item]'));
    const words = (node: HTMLElement) => [node.querySelector('h3')!.firstChild!, q(el, `#${node.id} .sq-accordion__body p, #${node.id} > p`).firstChild!];
    const [firstTitle, firstBody] = words(first!);
    const [secondTitle, secondBody] = words(second!);
    first!.id = 'b';
    second!.id = 'a';
    firstTitle!.nodeValue = 'Beta';
    firstBody!.nodeValue = 'Second.';
    secondTitle!.nodeValue = 'Alpha';
    secondBody!.nodeValue = 'First.';
    await waitUntil(() => titles(el) === 'Beta,Alpha', 'the swapped items show');
    expect(expanded(), 'Alpha is the one open, now second').to.equal('false,true');
  });
});

describe('live children: a menu\'s selected tab follows the items the page edits', () => {
  it('a visitor in the tab list goes with their tab when the page puts an item before it', async () => {
    const el = await fixture<HTMLElement>(`<sq-menu>${item('mains', 'Mains', 'Fish.')}${item('desserts', 'Desserts', 'Tart.')}</sq-menu>`);
    await whenRendered();
    await waitUntil(() => qa(el, '[role="tab"]').length === 2, 'the menu shows', { timeout: 5000 });
    qa(el, '[role="tab"]')[0]!.focus();
    const holder = document.createElement('div');
    holder.innerHTML = item('starters', 'Starters', 'Soup.');
    el.prepend(holder.firstElementChild!);
    await waitUntil(() => qa(el, '[role="tab"]').length === 3, 'the item the page added shows');
    expect(document.activeElement?.textContent, 'focus is on Mains').to.equal('Mains');
    expect((document.activeElement as HTMLElement).tabIndex).to.equal(0);
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement?.textContent, 'the next tab is Desserts').to.equal('Desserts');
  });

  const tabs = (el: Element) => qa(el, '[role="tab"]').map((tab) => `${tab.textContent}${tab.getAttribute('aria-selected') === 'true' ? '*' : ''}`).join();
  const shown = (el: Element) => qa(el, '[role="tabpanel"]').filter((panel) => !panel.hidden).map((panel) => panel.textContent?.trim()).join();

  it('stays on its item when the page removes one before it, and goes to the one at its place when the page removes it', async () => {
    const el = await fixture<HTMLElement>(`<sq-menu>${item('starters', 'Starters', 'Soup.')}${item('mains', 'Mains', 'Fish.')}${item('desserts', 'Desserts', 'Tart.')}</sq-menu>`);
    await whenRendered();
    await waitUntil(() => tabs(el) === 'Starters*,Mains,Desserts', 'the menu shows', { timeout: 5000 });
    qa(el, '[role="tab"]')[2]!.click();
    await waitUntil(() => tabs(el) === 'Starters,Mains,Desserts*', 'Desserts is selected');

    q(el, ':scope > [data-sq-item]#starters').remove();
    await waitUntil(() => tabs(el) === 'Mains,Desserts*', 'Desserts is still selected');
    expect(shown(el)).to.equal('Tart.');

    q(el, ':scope > [data-sq-item]#desserts').remove();
    await waitUntil(() => tabs(el) === 'Mains*', 'the tab now at its place is selected');
    expect(shown(el)).to.equal('Fish.');
    expect(q(el, '[role="tab"]').tabIndex, 'the tab list is reached by Tab').to.equal(0);
    await expect(el).to.be.accessible();
  });
});

describe('live children: a child moved from one element to another', () => {
  it('an accordion item moved to another accordion shows its body there', async () => {
    const wrapper = await fixture<HTMLElement>(`<div>
      <sq-accordion id="a" multiple>${item('news', 'Newsletter', 'Every Friday.')}${item('returns', 'Returns', '30 days.')}</sq-accordion>
      <sq-accordion id="b" multiple>${item('shipping', 'Shipping', 'Free over $50.')}</sq-accordion></div>`);
    const [a, b] = [q(wrapper, '#a'), q(wrapper, '#b')];
    await whenRendered();
    await waitUntil(() => titles(a) === 'Newsletter,Returns' && titles(b) === 'Shipping', 'both show', { timeout: 5000 });

    b.appendChild(q(a, ':scope > [data-sq-item]#returns')); // the page's item, not the view's (which has its id)
    await waitUntil(() => titles(a) === 'Newsletter' && titles(b) === 'Shipping,Returns', 'the item moved');
    const button = qa(b, '.sq-accordion__button')[1]!;
    button.click();
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true', 'the item opens');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await waitUntil(() => panel.textContent?.includes('30 days.'), 'its body shows in the other accordion');
    await expect(b).to.be.accessible();
  });

  it('a slide moved from one grid to another shows its picture there', async () => {
    const wrapper = await fixture<HTMLElement>(`<div style="width:800px">
      <sq-gallery id="a" design="grid">${slideMarkup(0)}${slideMarkup(1)}</sq-gallery>
      <sq-gallery id="b" design="grid">${slideMarkup(2)}</sq-gallery></div>`);
    await settle();
    const [a, b] = [q(wrapper, '#a'), q(wrapper, '#b')];
    await waitUntil(() => qa(a, '.sq-gallery__item').length === 2 && qa(b, '.sq-gallery__item').length === 1, 'both show', { timeout: 5000 });
    const picture = q(a, 'img[alt$="number 2"]');

    b.appendChild(q(a, 'figure[data-slide-id="s1"]'));
    await waitUntil(() => qa(a, '.sq-gallery__item').length === 1 && qa(b, '.sq-gallery__item').length === 2, 'the slide moved');
    await waitUntil(() => picture.closest('.sq-gallery__item')?.parentElement?.closest('sq-gallery') === b,
      'its picture shows in the other gallery');
  });
});

// A node the view shows gets a remove() that takes its placeholder too (runtime/bridge/placeholders.ts),
// but never in place of one its page's class defines.
class FadingNote extends HTMLElement {
  calls = 0;
  override remove(): void {
    this.calls += 1;
    super.remove();
  }
}
customElements.define('x-fading-note', FadingNote);

describe('live children: panels follow their item', () => {
  it('an accordion whose first item the page removes shows each body in its item\'s panel', async () => {
    const el = await fixture<HTMLElement>(`<sq-accordion multiple>${item('a', 'Shipping', 'Within a week.')}${item('b', 'Returns', 'Thirty days.')}${item('c', 'Care', 'Out of the sun.')}</sq-accordion>`);
    await waitUntil(() => titles(el) === 'Shipping,Returns,Care', 'the accordion shows', { timeout: 5000 });
    q(el, ':scope > #a').remove();
    await waitUntil(() => titles(el) === 'Returns,Care', 'the item is gone');
    await whenRendered();
    const bodies = qa(el, '.sq-accordion__body').map((body) => body.textContent!.trim());
    expect(bodies, 'each panel holds its item\'s body').to.deep.equal(['Thirty days.', 'Out of the sun.']);
  });
});

describe('live children: a shown node\'s own remove()', () => {
  it('a page\'s custom element in an accordion body keeps its own remove()', async () => {
    const el = await fixture<HTMLElement>('<sq-accordion first-open><div data-sq-item><h3>Offer</h3><x-fading-note>Ten percent off.</x-fading-note></div></sq-accordion>');
    const note = el.querySelector<FadingNote>('x-fading-note')!;
    await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel', { timeout: 5000 });
    note.remove();
    expect(note.calls, 'the page\'s own remove() ran').to.equal(1);
    expect(note.isConnected).to.equal(false);
    // The next read finds it gone from the page's markup too: no release puts it back.
    el.insertAdjacentHTML('beforeend', '<div data-sq-item><h3>Delivery</h3><p>Free over $50.</p></div>');
    await waitUntil(() => el.querySelectorAll('.sq-accordion__button').length === 2, 'the item the page added shows');
    await whenRendered();
    expect(note.isConnected, 'the note stays out').to.equal(false);
  });

  it('a page\'s custom element it removes with its own remove() and puts back shows again', async () => {
    const el = await fixture<HTMLElement>('<sq-accordion first-open><div data-sq-item id="offer"><h3>Offer</h3><x-fading-note>Ten percent off.</x-fading-note></div></sq-accordion>');
    const note = el.querySelector<FadingNote>('x-fading-note')!;
    await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel', { timeout: 5000 });
    note.remove();
    q(el, ':scope > #offer').appendChild(note);
    await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel again');
    await whenRendered();
    expect(note.closest('.sq-accordion__body') !== null, 'still shown').to.equal(true);
  });

  for (const how of ['append', 'after'] as const) {
    it(`a page's custom element it removes with its own remove() and puts back with ${how}() shows again`, async () => {
      const el = await fixture<HTMLElement>('<sq-accordion first-open><div data-sq-item id="offer"><h3>Offer</h3><p>This week:</p><x-fading-note>Ten percent off.</x-fading-note></div></sq-accordion>');
      const note = el.querySelector<FadingNote>('x-fading-note')!;
      await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel', { timeout: 5000 });
      note.remove();
      if (how === 'append') q(el, ':scope > #offer').append(note);
      else q(el, ':scope > #offer > h3').after(note);
      await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel again, with no other change');
      const body = q(el, '.sq-accordion__body');
      const order = how === 'append' ? ['p', 'x-fading-note'] : ['x-fading-note', 'p'];
      expect(Array.from(body.children, (child) => child.localName), 'in the page\'s order').to.deep.equal(order);
      // A later change of something else reads it where the page put it, not where it was first.
      q(el, ':scope > #offer > h3').textContent = 'Offers';
      await waitUntil(() => q(el, '.sq-accordion__button').textContent!.includes('Offers'), 'the new title shows');
      await whenRendered();
      expect(Array.from(body.children, (child) => child.localName), 'still in the page\'s order').to.deep.equal(order);
      await expect(el).to.be.accessible();
    });
  }

  it('a page\'s custom element it moves out of the element with append() stays where the page put it', async () => {
    const el = await fixture<HTMLElement>('<sq-accordion first-open><div data-sq-item id="offer"><h3>Offer</h3><p>This week:</p><x-fading-note>Ten percent off.</x-fading-note></div></sq-accordion>');
    const note = el.querySelector<FadingNote>('x-fading-note')!;
    await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel', { timeout: 5000 });
    const sidebar = document.createElement('aside');
    el.after(sidebar);
    try {
      note.remove();
      sidebar.append(note);
      q(el, ':scope > #offer > h3').textContent = 'Offers';
      await waitUntil(() => q(el, '.sq-accordion__button').textContent!.includes('Offers'), 'the new title shows');
      await whenRendered();
      expect(note.parentNode === sidebar, 'where the page put it').to.equal(true);
      expect(Array.from(q(el, '.sq-accordion__body').children, (child) => child.localName), 'the panel without it').to.deep.equal(['p']);
    } finally {
      sidebar.remove();
    }
  });

  it('a page\'s custom element it moves from one accordion\'s item into another\'s stays in the second one\'s panel', async () => {
    const wrapper = await fixture<HTMLElement>(`<div>
      <sq-accordion id="a" first-open><div data-sq-item id="offer"><h3>Offer</h3><p>This week:</p><x-fading-note>Ten percent off.</x-fading-note></div></sq-accordion>
      <sq-accordion id="b" first-open><div data-sq-item id="sale"><h3>Sale</h3><p>Today:</p></div></sq-accordion></div>`);
    const [a, b] = [q(wrapper, '#a'), q(wrapper, '#b')];
    const note = a.querySelector<FadingNote>('x-fading-note')!;
    await waitUntil(() => note.closest('.sq-accordion__body') && q(b, '.sq-accordion__body'), 'both panels show', { timeout: 5000 });
    note.remove();
    q(b, ':scope > #sale').append(note);
    await waitUntil(() => note.closest('sq-accordion') === b && note.closest('.sq-accordion__body'), 'the note shows in the second panel');
    // Later changes of either element read it where the page put it: in the second one's item.
    q(b, ':scope > #sale > h3').textContent = 'Sales';
    await waitUntil(() => q(b, '.sq-accordion__button').textContent!.includes('Sales'), 'the second one\'s new title shows');
    q(a, ':scope > #offer > h3').textContent = 'Offers';
    await waitUntil(() => q(a, '.sq-accordion__button').textContent!.includes('Offers'), 'the first one\'s new title shows');
    await whenRendered();
    expect(Array.from(q(b, '.sq-accordion__body').children, (child) => child.localName), 'the second panel holds it')
      .to.deep.equal(['p', 'x-fading-note']);
    expect(Array.from(q(a, '.sq-accordion__body').children, (child) => child.localName), 'the first panel without it').to.deep.equal(['p']);
    expect(a.querySelectorAll('x-fading-note').length, 'none left in the first one').to.equal(0);
    await expect(b).to.be.accessible();
  });

  it('a page\'s custom element it removes with its own remove() and appends outside the items stays where the page put it', async () => {
    const el = await fixture<HTMLElement>('<sq-accordion first-open><div data-sq-item id="offer"><h3>Offer</h3><p>This week:</p><x-fading-note>Ten percent off.</x-fading-note></div></sq-accordion>');
    const note = el.querySelector<FadingNote>('x-fading-note')!;
    await waitUntil(() => note.closest('.sq-accordion__body'), 'the note shows in the panel', { timeout: 5000 });
    note.remove();
    el.append(note);
    await waitUntil(() => q(el, '.sq-accordion__body').children.length === 1, 'the panel shows the paragraph only');
    q(el, ':scope > #offer > h3').textContent = 'Offers';
    await waitUntil(() => q(el, '.sq-accordion__button').textContent!.includes('Offers'), 'the new title shows');
    await whenRendered();
    expect(note.parentNode === el, 'where the page put it').to.equal(true);
    expect(q(el, '.sq-accordion__body').contains(note), 'not in the panel').to.equal(false);
  });
});
