// <sq-accordion> (visitor §4 "Accordion", §9 "Accordion animation 250 ms"): header click toggles; clicks
// ignored while animating; one open unless `multiple`; first item expanded if flagged; the location hash
// opens its item; button/region ARIA; Enter and Space; instant under reduced motion.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { PAGE_BLOCKS } from '../catalog/constants.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { define } from '../runtime/define.ts';
import { frames } from '../runtime/utils/frames.ts';
import { SqAccordionElement, SqAccordionToggleEvent } from '../elements/sq-accordion.ts';
import { nextOpen } from '../react-core/accordion/use-accordion.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-accordion', SqAccordionElement);

const ITEMS = html`
  <div data-sq-item id="shipping"><h3>Shipping</h3><p>We ship worldwide.</p></div>
  <div data-sq-item id="returns"><h3>Returns</h3><p>Within 30 days.</p></div>
  <div data-sq-item><h3>Care</h3><p>Hand wash only.</p></div>`;

async function accordion(markup = html`<sq-accordion>${ITEMS}</sq-accordion>`) {
  const el = await fixture<HTMLElement>(markup);
  await whenRendered();
  return el;
}
const buttons = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('.sq-accordion__button')];
const panels = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=region]')];
const expanded = (el: Element) => buttons(el).map((b) => b.getAttribute('aria-expanded') === 'true');
const shown = (el: Element) => panels(el).map((p) => !p.hidden);
const settled = async (el: Element) => {
  await whenRendered();
  await waitUntil(() => !el.querySelector('[data-animating]') && shown(el).join() === expanded(el).join(), 'panels settle');
};
/** Clicks a header and waits for the animation to end (under reduced motion: at once). */
async function toggle(el: Element, index: number) {
  buttons(el)[index]!.click();
  await settled(el);
}

/** Frames stepped by hand, with the fake clock: `frameAfter(ms)` advances time then runs one frame. */
function fakeMotion() {
  const saved = { ...frames };
  const queue = new Map<number, () => void>();
  let next = 1;
  frames.request = (callback) => { queue.set(next, callback); return next++; };
  frames.cancel = (id) => { if (id !== undefined) queue.delete(id); };
  const clock: FakeClock = installFakeClock();
  return {
    pending: () => queue.size,
    frameAfter(ms: number) {
      clock.tick(ms);
      const due = [...queue.values()];
      queue.clear();
      for (const callback of due) callback();
    },
    restore() { Object.assign(frames, saved); clock.restore(); },
  };
}

/** Runs `test` with motion allowed and its frames stepped by hand. */
async function inMotion(test: (motion: ReturnType<typeof fakeMotion>) => Promise<void>) {
  await emulateMedia({ reducedMotion: 'no-preference' });
  const motion = fakeMotion();
  try {
    await test(motion);
  } finally {
    motion.restore();
  }
}

/** The page adds an item before the others; resolves once the view shows it. */
async function prependItem(el: HTMLElement) {
  const count = buttons(el).length;
  const added = document.createElement('div');
  added.dataset.sqItem = '';
  added.innerHTML = '<h3>News</h3><p>Evening tours.</p>';
  el.prepend(added);
  await waitUntil(() => buttons(el).length === count + 1, 'the item the page added shows');
}

describe('<sq-accordion>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(async () => {
    logs.stop();
    history.replaceState(null, '', location.pathname + location.search);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('ARIA and the server-rendered items', () => {
    it('renders a button per item (aria-expanded, aria-controls) inside its heading, and a labelled region', async () => {
      const el = await accordion();
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Shipping', 'Returns', 'Care']);
      for (const [i, button] of buttons(el).entries()) {
        const panel = panels(el)[i]!;
        expect(button.parentElement!.localName).to.equal('h3');
        expect(button.getAttribute('aria-controls')).to.equal(panel.id);
        expect(panel.getAttribute('aria-labelledby')).to.equal(button.id);
      }
      expect(expanded(el)).to.deep.equal([false, false, false]);
      expect(shown(el)).to.deep.equal([false, false, false]);
      expect(el.querySelectorAll('p').length, 'bodies moved, not copied').to.equal(3);
      expect(el.querySelector('#shipping')!.classList.contains('sq-accordion__item')).to.equal(true);
      expect(logs.messages()).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('keeps the markup as it is, logged, when an item has no title or there are no items', async () => {
      const el = await accordion(html`<sq-accordion><div data-sq-item></div></sq-accordion>`);
      expect(el.querySelector('[data-sq-item]')).to.not.equal(null);
      expect(buttons(el).length).to.equal(0);
      const empty = await accordion(html`<sq-accordion><p>Just text</p></sq-accordion>`);
      expect(empty.querySelector('p')!.textContent).to.equal('Just text');
      expect(logs.messages()).to.deep.equal([
        ELEMENT_LIBRARY_MESSAGES.elementRenderFailed('sq-accordion'), ELEMENT_LIBRARY_MESSAGES.elementRenderFailed('sq-accordion'),
      ]);
    });
  });

  describe('toggling', () => {
    it('the next open state: a header toggles its item; opening closes the others unless multiple', () => {
      expect(nextOpen([false, false], 0, false)).to.deep.equal([true, false]);
      expect(nextOpen([true, false], 1, false)).to.deep.equal([false, true]);
      expect(nextOpen([true, false], 1, true)).to.deep.equal([true, true]);
      expect(nextOpen([true, true], 0, false)).to.deep.equal([false, true]);
      expect(nextOpen([true, false], 0, false, true)).to.deep.equal([true, false]);
    });

    it(`animates ${PAGE_BLOCKS.accordionAnimationMs} ms and ignores clicks while animating`, async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const motion = fakeMotion();
      try {
        const el = await accordion();
        const toggles: string[] = [];
        el.addEventListener('sq-accordion-toggle', (e) => toggles.push(`${e.index}:${e.itemId}:${e.open}`));
        buttons(el)[0]!.click();
        await whenRendered();
        expect(expanded(el)).to.deep.equal([true, false, false]);
        expect(el.querySelector('[data-animating]')).to.not.equal(null);
        const panel = panels(el)[0]!;
        expect(panel.hidden).to.equal(false);
        expect(panel.style.height).to.equal('0px');
        motion.frameAfter(PAGE_BLOCKS.accordionAnimationMs / 2);
        const half = Number.parseFloat(panel.style.height);
        expect(half).to.be.greaterThan(0).and.lessThan(panel.scrollHeight);
        buttons(el)[1]!.click(); // ignored: still animating
        await whenRendered();
        expect(expanded(el)).to.deep.equal([true, false, false]);
        motion.frameAfter(PAGE_BLOCKS.accordionAnimationMs / 2);
        await settled(el);
        expect(panel.style.height).to.equal('');
        expect(toggles).to.deep.equal(['0:shipping:true']);
        await expect(el).to.be.accessible();

        buttons(el)[1]!.click(); // opening another closes the first
        await whenRendered();
        expect(expanded(el)).to.deep.equal([false, true, false]);
        expect(shown(el)).to.deep.equal([true, true, false], 'the closing panel stays while it animates');
        motion.frameAfter(PAGE_BLOCKS.accordionAnimationMs);
        await settled(el);
        expect(shown(el)).to.deep.equal([false, true, false]);
        expect(toggles.slice(1)).to.deep.equal(['0:shipping:false', '1:returns:true']);
      } finally {
        motion.restore();
      }
    });

    it('a panel animating when the page adds an item before it animates on, and the new item stays closed', () => inMotion(async (motion) => {
      const el = await accordion();
      buttons(el)[0]!.click();
      await whenRendered();
      const panel = panels(el)[0]!;
      expect(panel.style.height, 'the opening panel starts at no height').to.equal('0px');
      await prependItem(el);
      expect(expanded(el)).to.deep.equal([false, true, false, false]);
      expect(shown(el), 'the new item\'s panel stays closed while the other animates').to.deep.equal([false, true, false, false]);
      expect(panels(el)[1] === panel, 'the same panel, still animating').to.equal(true);
      motion.frameAfter(PAGE_BLOCKS.accordionAnimationMs / 2);
      expect(Number.parseFloat(panel.style.height)).to.be.greaterThan(0).and.lessThan(panel.scrollHeight);
      motion.frameAfter(PAGE_BLOCKS.accordionAnimationMs / 2);
      await settled(el);
      expect(shown(el)).to.deep.equal([false, true, false, false]);
      expect(panel.style.height).to.equal('');
      await expect(el).to.be.accessible();
    }));

    it('a closing panel animates on when the page adds an item before it; an animating item the page removes and puts back is closed', () => inMotion(async (motion) => {
      const el = await accordion(html`<sq-accordion first-open>${ITEMS}</sq-accordion>`);
      buttons(el)[1]!.click(); // shipping closes, returns opens
      await whenRendered();
      await prependItem(el);
      expect(expanded(el)).to.deep.equal([false, false, true, false]);
      expect(shown(el), 'the closing panel still shows while it animates').to.deep.equal([false, true, true, false]);
      const returns = el.querySelector(':scope > #returns')!;
      returns.remove();
      await waitUntil(() => buttons(el).length === 3, 'the item the page removed is gone');
      el.append(returns);
      await waitUntil(() => buttons(el).length === 4, 'the item is back');
      expect(expanded(el)).to.deep.equal([false, false, false, false]);
      expect(shown(el), 'put back, it is closed').to.deep.equal([false, true, false, false]);
      motion.frameAfter(PAGE_BLOCKS.accordionAnimationMs);
      await settled(el);
      expect(shown(el)).to.deep.equal([false, false, false, false]);
    }));

    it('keeps several open with `multiple`, and a header closes its own item', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await accordion(html`<sq-accordion multiple>${ITEMS}</sq-accordion>`);
      await toggle(el, 0);
      await toggle(el, 2);
      expect(expanded(el)).to.deep.equal([true, false, true]);
      await toggle(el, 0);
      expect(expanded(el)).to.deep.equal([false, false, true]);
      expect(shown(el)).to.deep.equal([false, false, true]);
    });

    it('is instant under reduced motion: no frame is waited for', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const motion = fakeMotion();
      try {
        const el = await accordion();
        buttons(el)[1]!.click();
        await settled(el);
        expect(motion.pending()).to.equal(0);
        expect(shown(el)).to.deep.equal([false, true, false]);
        expect(panels(el)[1]!.style.height).to.equal('');
      } finally {
        motion.restore();
      }
    });

    it('toggles from the keyboard: Enter and Space on a header', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await accordion();
      buttons(el)[0]!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => expanded(el)[0], 'Enter opens');
      await settled(el);
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(buttons(el)[1]);
      await sendKeys({ press: 'Space' });
      await waitUntil(() => expanded(el)[1], 'Space opens');
      expect(expanded(el)).to.deep.equal([false, true, false]);
    });
  });

  describe('initial state', () => {
    it('starts with the first item expanded when flagged `first-open`', async () => {
      const el = await accordion(html`<sq-accordion first-open>${ITEMS}</sq-accordion>`);
      expect(expanded(el)).to.deep.equal([true, false, false]);
      expect(shown(el)).to.deep.equal([true, false, false]);
      await expect(el).to.be.accessible();
    });

    it('opens the item the location hash names, instead of the flagged first one', async () => {
      history.replaceState(null, '', '#returns');
      const el = await accordion(html`<sq-accordion first-open>${ITEMS}</sq-accordion>`);
      expect(expanded(el)).to.deep.equal([false, true, false]);
      const both = await accordion(html`<sq-accordion first-open multiple>${ITEMS}</sq-accordion>`);
      expect(expanded(both)).to.deep.equal([true, true, false]);
    });

    it('opens an item when the hash changes to name it; other hashes change nothing', async () => {
      const el = await accordion();
      location.hash = '#nothing-here';
      await new Promise((resolve) => { window.addEventListener('hashchange', resolve, { once: true }); });
      expect(expanded(el)).to.deep.equal([false, false, false]);
      location.hash = '#returns';
      await waitUntil(() => expanded(el)[1], 'hashchange opens #returns');
      await settled(el);
      location.hash = '#shipping';
      await waitUntil(() => expanded(el)[0], 'hashchange opens #shipping');
      expect(expanded(el)).to.deep.equal([true, false, false]);
      await settled(el);
    });
  });
});
