// <sq-tooltip>: shown 1200 ms after the pointer enters, width 250, kept 20 px inside the viewport
// (visitor §9 "Tooltip delay 1200 ms, width 250, edge margin 20"); keyboard focus shows it at once,
// focus from a click waits like hover, Escape hides it; role=tooltip, and the trigger is aria-describedby it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { define } from '../runtime/define.ts';
import { placeTooltip, SqTooltipElement } from '../elements/sq-tooltip.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { chromeSeams, defaultChromeSeams } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';
import { captureLogs } from './support/logs.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';

define('sq-tooltip', SqTooltipElement);

const bubbleOf = (el: Element) => el.querySelector<HTMLElement>('[role="tooltip"]');
const isShown = (el: Element) => bubbleOf(el) !== null && !bubbleOf(el)!.hidden;
const shows = (el: Element) => waitUntil(() => isShown(el), 'the tooltip shows');
const hides = (el: Element) => waitUntil(() => !isShown(el), 'the tooltip hides');
/**
 * Focuses the element after `from` with the Tab key: keyboard focus in every engine. Focus by script
 * counts as keyboard focus only by each engine's own guess (after a click, Firefox and WebKit say no).
 */
const tabTo = async (from: HTMLElement) => { from.focus(); await sendKeys({ press: 'Tab' }); };
/** Lets a state update made in a clock callback render (React renders it in a later task, not a microtask). */
const rendered = async () => { await new Promise((resolve) => setTimeout(resolve)); await whenRendered(); };

async function mount(markup = html`<p><button id="before">Before</button>
  <sq-tooltip text="Ships within 2 days"><button type="button" id="trigger">Shipping</button></sq-tooltip></p>`) {
  const box = await fixture<HTMLElement>(markup);
  await whenRendered();
  return { box, el: box.querySelector<SqTooltipElement>('sq-tooltip') ?? (box as SqTooltipElement) };
}

async function hover(target: Element) {
  const rect = target.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)] });
}

describe('<sq-tooltip>', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { clock = installFakeClock(); logs = captureLogs(); });
  afterEach(async () => {
    const said = logs.messages();
    logs.stop();
    clock.restore();
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
    expect(said).to.deep.equal([]);
  });

  it('keeps its trigger in place, described by a hidden role=tooltip bubble', async () => {
    const { el } = await mount();
    const trigger = el.querySelector('#trigger')!;
    const bubble = bubbleOf(el)!;
    expect(bubble.textContent).to.equal('Ships within 2 days');
    expect(bubble.hidden).to.equal(true);
    expect(trigger.getAttribute('aria-describedby')).to.equal(bubble.id);
    expect(el.querySelectorAll('#trigger').length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  describe('hover: delay 1200 ms', () => {
    it('shows 1200 ms after the pointer enters, not before, and hides when it leaves', async () => {
      const { el } = await mount();
      await hover(el.querySelector('#trigger')!);
      clock.tick(1199);
      expect(clock.pending(), 'the delay is still running').to.equal(1);
      await rendered();
      expect(isShown(el)).to.equal(false);
      clock.tick(1);
      await shows(el);
      await expect(el).to.be.accessible();
      await sendMouse({ type: 'move', position: [1, 1] });
      await hides(el);
    });

    it('never shows when the pointer leaves before 1200 ms', async () => {
      const { el } = await mount();
      await hover(el.querySelector('#trigger')!);
      clock.tick(600);
      await sendMouse({ type: 'move', position: [1, 1] });
      expect(clock.pending()).to.equal(0);
      clock.tick(2000);
      await rendered();
      expect(isShown(el)).to.equal(false);
    });

    it('stays while the pointer moves onto the bubble (hoverable)', async () => {
      const { el } = await mount();
      await hover(el.querySelector('#trigger')!);
      clock.tick(1200);
      await shows(el);
      await hover(bubbleOf(el)!);
      clock.tick(5000);
      await rendered();
      expect(isShown(el)).to.equal(true);
    });
  });

  describe('keyboard', () => {
    it('shows at once when Tab focuses the trigger, hides when focus leaves', async () => {
      const { box, el } = await mount();
      box.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.id).to.equal('trigger');
      await shows(el);
      expect(clock.pending()).to.equal(0);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(document.activeElement?.id).to.equal('before');
      await hides(el);
    });

    it('hides on Escape, focus staying on the trigger, and shows again on the next focus', async () => {
      const { box, el } = await mount();
      const trigger = el.querySelector<HTMLElement>('#trigger')!;
      await tabTo(box.querySelector<HTMLElement>('#before')!);
      await shows(el);
      await sendKeys({ press: 'Escape' });
      await hides(el);
      expect(document.activeElement).to.equal(trigger);
      await tabTo(box.querySelector<HTMLElement>('#before')!);
      await shows(el);
    });

    it('waits 1200 ms like hover when a click (not the keyboard) focuses the trigger', async () => {
      const { el } = await mount();
      const rect = el.querySelector('#trigger')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)] });
      expect(document.activeElement?.id).to.equal('trigger');
      await rendered();
      expect(isShown(el), 'not at once').to.equal(false);
      expect(clock.pending()).to.equal(1);
      clock.tick(1200);
      await shows(el);
      // Focus keeps it while the pointer is away, like hover; leaving focus hides it.
      await sendMouse({ type: 'move', position: [1, 1] });
      await rendered();
      expect(isShown(el)).to.equal(true);
      el.querySelector<HTMLElement>('#trigger')!.blur();
      await hides(el);
    });

    it('hides a hovered tooltip on Escape', async () => {
      const { el } = await mount();
      await hover(el.querySelector('#trigger')!);
      clock.tick(1200);
      await shows(el);
      await sendKeys({ press: 'Escape' });
      await hides(el);
    });

    // An Escape another layer has handled first (a lightbox or an overlay closing) is not the tooltip's.
    it('leaves a shown tooltip as it is on an Escape something else has handled; hides it and marks the key handled otherwise', async () => {
      const { el } = await mount();
      await hover(el.querySelector('#trigger')!);
      clock.tick(1200);
      await shows(el);
      const handled = (event: KeyboardEvent) => event.preventDefault();
      window.addEventListener('keydown', handled, true);
      try {
        await sendKeys({ press: 'Escape' });
      } finally {
        window.removeEventListener('keydown', handled, true);
      }
      await whenRendered();
      expect(isShown(el), 'still shown').to.equal(true);
      let prevented: boolean | null = null;
      const seen = (event: KeyboardEvent) => { prevented = event.defaultPrevented; };
      window.addEventListener('keydown', seen);
      try {
        await sendKeys({ press: 'Escape' });
      } finally {
        window.removeEventListener('keydown', seen);
      }
      await hides(el);
      expect(prevented, 'the hiding Escape is marked handled').to.equal(true);
    });

    it('makes a trigger that cannot take focus focusable, or the element itself for plain text', async () => {
      const { box } = await mount(html`<div>
        <sq-tooltip text="A"><abbr id="abbr" title="">GST</abbr></sq-tooltip>
        <sq-tooltip id="plain" text="B">plain words</sq-tooltip></div>`);
      const abbr = box.querySelector<HTMLElement>('#abbr')!;
      expect(abbr.tabIndex).to.equal(0);
      const plain = box.querySelector<HTMLElement>('#plain')!;
      expect(plain.tabIndex).to.equal(0);
      expect(plain.getAttribute('aria-describedby')).to.equal(bubbleOf(plain)!.id);
      await tabTo(abbr);
      expect(document.activeElement).to.equal(plain);
      await shows(plain);
    });
  });

  describe('placement: width 250, edge margin 20', () => {
    const viewport = { width: 800, height: 600 };
    it('centres a 250 px bubble under the trigger', () => {
      expect(placeTooltip({ left: 300, top: 100, width: 100, height: 30 }, 40, viewport))
        .to.deep.equal({ left: 225, top: 138, width: 250, above: false });
    });

    it('keeps 20 px from the left and right edges', () => {
      expect(placeTooltip({ left: 0, top: 100, width: 20, height: 20 }, 40, viewport).left).to.equal(20);
      expect(placeTooltip({ left: 780, top: 100, width: 20, height: 20 }, 40, viewport).left).to.equal(800 - 20 - 250);
    });

    it('goes above when there is no room below, and narrows in a viewport under 290 px', () => {
      expect(placeTooltip({ left: 300, top: 540, width: 100, height: 30 }, 60, viewport))
        .to.deep.equal({ left: 225, top: 472, width: 250, above: true });
      expect(placeTooltip({ left: 10, top: 10, width: 50, height: 20 }, 40, { width: 200, height: 600 }).width).to.equal(160);
    });

    it('draws the shown bubble 250 px wide and 20 px inside the viewport edge', async () => {
      await setViewport({ width: 600, height: 400 });
      const { box, el } = await mount(html`<div style="text-align: right"><button id="before">Before</button>
        <sq-tooltip text="A long explanation of how shipping works for orders outside the country">
          <button type="button" id="trigger">Shipping</button></sq-tooltip></div>`);
      await tabTo(box.querySelector<HTMLElement>('#before')!);
      await shows(el);
      const rect = bubbleOf(el)!.getBoundingClientRect();
      expect(rect.width).to.equal(250);
      expect(rect.right).to.equal(600 - 20);
      expect(rect.top).to.be.greaterThan(el.querySelector('#trigger')!.getBoundingClientRect().bottom);
    });
  });

  it('has no bubble and no description without text', async () => {
    const { el } = await mount(html`<sq-tooltip><button type="button" id="trigger">Shipping</button></sq-tooltip>`);
    expect(bubbleOf(el)).to.equal(null);
    expect(el.querySelector('#trigger')!.hasAttribute('aria-describedby')).to.equal(false);
    el.querySelector<HTMLElement>('#trigger')!.focus();
    await whenRendered();
    expect(el.querySelector('[role="tooltip"]')).to.equal(null);
  });

  it("keeps the author's own aria-describedby and takes its token away when removed", async () => {
    const { el } = await mount(html`<div><p id="note">Note</p><sq-tooltip text="Tip">
      <button type="button" id="trigger" aria-describedby="note">Go</button></sq-tooltip></div>`);
    const trigger = el.querySelector('#trigger')!;
    expect(trigger.getAttribute('aria-describedby')).to.equal(`note ${bubbleOf(el)!.id}`);
    el.remove();
    await whenRendered();
    expect(trigger.getAttribute('aria-describedby')).to.equal('note');
  });
});

// An Escape that hides a tooltip shown by keyboard focus is the tooltip's (WCAG 1.4.13: dismissed without
// moving focus), not a key to leave the page by: an owner stays (the site chrome's Escape goes to the editor,
// test/chrome-keyboard.test.ts); the next Escape is the chrome's.
describe('<sq-tooltip> and the site chrome', () => {
  const owner = normaliseContext({ website: { id: 'site-1' }, authenticatedAccount: { id: 'a' }, websiteRoles: { 'site-1': [1] } });
  let navigations: string[];
  let stop = () => {};
  beforeEach(() => { navigations = []; chromeSeams.navigate = (url) => { navigations.push(url); }; chromeSeams.framed = () => false; });
  afterEach(() => { stop(); Object.assign(chromeSeams, defaultChromeSeams); (document.activeElement as HTMLElement | null)?.blur(); });

  it("an Escape that hides a shown tooltip is the tooltip's: the chrome does nothing", async () => {
    stop = startChrome(owner);
    const { box } = await mount();
    await tabTo(box.querySelector<HTMLElement>('#before')!);
    const bubble = () => box.querySelector<HTMLElement>('.sq-tooltip__bubble');
    await waitUntil(() => bubble() && !bubble()!.hidden, 'shown on keyboard focus');
    await sendKeys({ press: 'Escape' });
    await loadChrome();
    expect(bubble()!.hidden, 'hidden by the Escape').to.equal(true);
    expect(document.activeElement?.textContent, 'focus stays on the trigger').to.equal('Shipping');
    expect(navigations, 'the owner stays on the page').to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await loadChrome();
    expect(navigations, 'nothing shown now: the chrome takes it').to.have.length(1);
    expect(navigations[0]).to.match(/^\/config\/\?frameUrl=/);
  });
});

