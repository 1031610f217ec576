// <sq-scaled-text> (visitor §2 "Scaled text"; §9 "Text shrink minimum font 11. Dynamic text minimum 13 px",
// "Scaled-text resize debounce 100 ms"): the text shrinks to fit its box, never below the minimum, and is
// refitted 100 ms after the box resizes or the text changes. Timers run on the fake clock.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { UI } from '../catalog/constants.ts';
import { fitFontSize, SqScaledTextElement } from '../elements/sq-scaled-text.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { define } from '../runtime/define.ts';
import { installFakeClock, type FakeClock } from './support/fake-clock.ts';
import { captureLogs } from './support/logs.ts';

define('sq-scaled-text', SqScaledTextElement);

const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const text = (el: Element) => el.querySelector<HTMLElement>('.sq-scaled-text__text')!;
const fontSize = (el: Element) => Number.parseFloat(getComputedStyle(text(el)).fontSize);
const fits = (el: HTMLElement) => text(el).scrollWidth <= el.clientWidth;

describe('<sq-scaled-text>', () => {
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLogs>;
  async function scaled(content: string, width = 200, attributes = '') {
    const box = await fixture<HTMLElement>(html`<div style="width: ${width}px; font: 40px/1.2 sans-serif"></div>`);
    box.innerHTML = `<sq-scaled-text ${attributes}>${content}</sq-scaled-text>`;
    await whenRendered();
    return box.firstElementChild as HTMLElement;
  }
  beforeEach(() => { clock = installFakeClock(); logs = captureLogs(); });
  afterEach(() => {
    clock.restore();
    expect(logs.messages()).to.deep.equal([]);
    logs.stop();
  });

  describe('fitting (bisection between the minimum and the CSS size)', () => {
    it('keeps a size that fits, and never grows', () => {
      expect(fitFontSize(() => true, 40, 11)).to.equal(40);
      expect(fitFontSize(() => false, 9, 11)).to.equal(9);
    });
    it('finds the largest size that fits, to a quarter pixel', () => {
      const size = fitFontSize((px) => px <= 23.3, 40, 11);
      expect(size).to.be.at.most(23.3);
      expect(size).to.be.greaterThan(23.3 - 0.25);
    });
    it('stops at the minimum when nothing fits', () => {
      expect(fitFontSize(() => false, 40, 11)).to.equal(11);
    });
  });

  it('leaves text that fits at its own size', async () => {
    const el = await scaled('Hi');
    expect(fontSize(el)).to.equal(40);
    expect(text(el).style.fontSize).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('shrinks a long line until it fits its box, on one line', async () => {
    const el = await scaled('<strong>Summer</strong> sale on every mug');
    expect(fontSize(el)).to.be.lessThan(40);
    expect(fontSize(el)).to.be.at.least(UI.textShrinkMinFontPx);
    expect(fits(el)).to.equal(true);
    expect(text(el).querySelector('strong')!.textContent).to.equal('Summer');
    expect(el.querySelectorAll('strong').length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('never goes below 11 px, and 13 px for dynamic text', async () => {
    const long = 'An extremely long line of text that cannot fit in a narrow box at any reasonable size at all';
    const el = await scaled(long, 100);
    expect(fontSize(el)).to.equal(11);
    const dynamic = await scaled(long, 100, 'dynamic');
    expect(fontSize(dynamic)).to.equal(13);
  });

  it('wraps at the minimum when even that is too wide: nothing is cut off or pushes the page sideways', async () => {
    const long = 'An extremely long line of text that cannot fit in a narrow box at any reasonable size at all';
    const el = await scaled(long, 100);
    expect(fontSize(el)).to.equal(11);
    expect(fits(el), 'no wider than its box').to.equal(true);
    expect(text(el).getBoundingClientRect().height, 'on several lines').to.be.greaterThan(3 * 11);
    el.parentElement!.style.width = '2000px'; // room again: one line, shrunk no more than it needs
    await settle();
    clock.tick(100);
    expect(fontSize(el)).to.be.greaterThan(11);
    expect(text(el).getBoundingClientRect().height).to.be.below(2 * fontSize(el) * 1.2);
  });

  it('keeps text a visitor\'s spacing widened readable, not clipped (WCAG 1.4.12)', async () => {
    const el = await scaled('Summer sale on every mug', 200);
    const spacing = document.head.appendChild(document.createElement('style'));
    spacing.textContent = '* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }';
    try {
      const range = document.createRange();
      range.selectNodeContents(text(el));
      const last = [...range.getClientRects()].at(-1)!;
      expect(last.right, 'the spaced line is wider than the box').to.be.greaterThan(el.getBoundingClientRect().right);
      const hit = document.elementFromPoint(last.right - 2, last.top + last.height / 2);
      expect(text(el).contains(hit), 'its last letter is painted').to.equal(true);
    } finally {
      spacing.remove();
    }
  });

  it('keeps the height of its line at the CSS size when it shrinks, so nothing after it moves', async () => {
    const short = await scaled('Hi');
    const line = short.getBoundingClientRect().height;
    const el = await scaled('<span>Summer sale on every mug</span>', 200, 'dynamic');
    expect(fontSize(el)).to.be.lessThan(40);
    expect(el.getBoundingClientRect().height).to.equal(line);
    // Centred in that line: as much room above the smaller text as below it.
    const box = el.getBoundingClientRect();
    const words = el.querySelector('span')!.getBoundingClientRect();
    expect(Math.abs((words.top - box.top) - (box.bottom - words.bottom))).to.be.below(1.5);
    // Longer, still fitting above the minimum (text that does not fit there wraps: the case above).
    el.querySelector('span')!.textContent = 'A summer sale on every mug';
    await waitUntil(() => clock.pending() > 0);
    clock.tick(100);
    expect(fontSize(el)).to.be.lessThan(Number.parseFloat(text(el).style.lineHeight));
    expect(el.getBoundingClientRect().height).to.equal(line);
    el.querySelector('span')!.textContent = 'Hi';
    await waitUntil(() => clock.pending() > 0);
    clock.tick(100);
    expect(fontSize(el)).to.equal(40);
    expect(text(el).style.lineHeight).to.equal('');
    expect(el.getBoundingClientRect().height).to.equal(line);
  });

  it('in a box the template makes shorter than its line, fits the height too', async () => {
    const el = await scaled('Sale', 400);
    el.style.height = '20px';
    el.parentElement!.style.width = '401px';
    await settle();
    clock.tick(100);
    expect(fontSize(el)).to.be.below(20);
    expect(fontSize(el)).to.be.at.least(UI.textShrinkMinFontPx);
    expect(text(el).scrollHeight).to.be.at.most(20);
  });

  it('refits 100 ms after its box is resized', async () => {
    const el = await scaled('Summer sale on every mug', 200);
    const narrow = fontSize(el);
    el.parentElement!.style.width = '600px';
    await settle();
    clock.tick(99);
    expect(fontSize(el)).to.equal(narrow);
    clock.tick(1);
    expect(fontSize(el)).to.be.greaterThan(narrow);
    expect(fits(el)).to.equal(true);
  });

  it('refits 100 ms after its text changes', async () => {
    const el = await scaled('<span>12</span>', 200, 'dynamic');
    expect(fontSize(el)).to.equal(40);
    el.querySelector('span')!.textContent = '1234567890 1234567890';
    await waitUntil(() => clock.pending() > 0);
    clock.tick(99);
    expect(fontSize(el)).to.equal(40);
    clock.tick(1);
    expect(fontSize(el)).to.be.lessThan(40);
    expect(fits(el)).to.equal(true);
  });
});
