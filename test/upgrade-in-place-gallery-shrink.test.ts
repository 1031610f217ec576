// Enhance in place for <sq-gallery> in a box that takes its width from its content (docs/decisions.md "A gallery
// in a shrink-to-fit box"): a flex item without a width, an inline-block, a table cell, a float, a grid item in an
// `auto` track. The loading layout (sq.css) and the view must give the gallery the same box there, and the
// same place and size to its first picture, and neither may overflow the box or the page. The designs at their
// defaults beside the page's edge: test/upgrade-in-place-gallery.test.ts.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { slidesMarkup } from './support/gallery.ts';
import { upgradeFrame } from './support/in-place.ts';

const frames: HTMLIFrameElement[] = [];
afterEach(() => { for (const frame of frames.splice(0)) frame.remove(); });

/** Each box that sizes itself by its content, around `inner` (the box is [data-box]). */
const BOXES: Record<string, (inner: string) => string> = {
  'flex item': (inner) => `<div style="display:flex"><div data-box>${inner}</div></div>`,
  'inline-block': (inner) => `<div><div data-box style="display:inline-block;vertical-align:top">${inner}</div></div>`,
  'table cell': (inner) => `<table style="border-spacing:0"><tr><td data-box style="padding:0">${inner}</td></tr></table>`,
  float: (inner) => `<div style="display:flow-root"><div data-box style="float:left">${inner}</div></div>`,
  'grid auto track': (inner) => `<div style="display:grid;grid-template-columns:auto;justify-content:start"><div data-box>${inner}</div></div>`,
};

/** The designs: attributes, the view's selector once mounted, the slides. */
const DESIGNS: readonly (readonly [string, string, string, number])[] = [
  ['slider', 'design="slider"', '.sq-gallery__strip', 6],
  ['carousel', 'design="carousel"', '.sq-gallery__carousel', 6],
  ['grid', 'design="grid"', '.sq-gallery__grid', 6],
  ['stacked', 'loop', '.sq-gallery__stage', 6],
];

const box = (element: Element) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};
const near = (actual: ReturnType<typeof box>, expected: ReturnType<typeof box>, what: string) => {
  for (const key of ['left', 'top', 'width', 'height'] as const) {
    expect(actual[key], `${what}: ${key} (${JSON.stringify(expected)} -> ${JSON.stringify(actual)})`).to.be.closeTo(expected[key], 1);
  }
};

describe('upgrading in place: <sq-gallery> in a shrink-to-fit box', function () {
  // Each case loads a whole page in a frame (the runtime, React, the gallery's chunks).
  this.timeout(30000);
  for (const [design, attributes, view, count] of DESIGNS) {
    for (const [name, wrap] of Object.entries(BOXES)) {
      it(`${design} in a ${name}: the gallery and its first picture keep their boxes, inside the box and the page`, async () => {
        // The pictures' width and height attributes (the README's markup) give their boxes before they arrive.
        const slides = slidesMarkup(count, { sized: true }).replaceAll('harbour-at-dusk.svg"', `harbour-at-dusk.svg?case=shrink-${design}-${name.replace(/ /g, '-')}"`);
        const page = await upgradeFrame(wrap(`<sq-gallery label="Gallery" ${attributes}>${slides}</sq-gallery>`));
        frames.push(page.frame);
        const host = page.doc.querySelector('sq-gallery')!;
        const container = page.doc.querySelector('[data-box]')!;
        const first = host.querySelector('img')!;
        const page412 = page.doc.documentElement.clientWidth;
        if (!first.complete) await new Promise((resolve) => { first.onload = first.onerror = resolve; });
        const before = { gallery: box(host), picture: box(first) };
        // The box is not the gallery's own width: the gallery is seen, and within the page.
        expect(before.gallery.width, 'the gallery has a width before the upgrade').to.be.above(100);
        await page.upgrade('sq-gallery', view);
        const after = { gallery: box(host), picture: box(first) };
        near(after.gallery, before.gallery, 'the gallery');
        near(after.picture, before.picture, 'the first picture');
        const outer = box(container);
        for (const [when, boxes] of [['before', before], ['after', after]] as const) {
          expect(boxes.gallery.left + boxes.gallery.width, `${when}: the gallery inside its box`).to.be.at.most(outer.left + outer.width + 1);
          expect(boxes.gallery.left + boxes.gallery.width, `${when}: the gallery inside the page`).to.be.at.most(page412 + 1);
        }
        expect(outer.left + outer.width, 'the box inside the page').to.be.at.most(page412 + 1);
      });
    }
  }

  it("slider: a focused thumbnail's focus ring is inside the strip's clip box", async () => {
    const page = await upgradeFrame(`<sq-gallery label="Gallery" design="slider">${slidesMarkup(6)}</sq-gallery>`);
    frames.push(page.frame);
    await page.upgrade('sq-gallery', '.sq-gallery__strip');
    const win = page.frame.contentWindow!;
    const strip = page.doc.querySelector('.sq-gallery__strip')!;
    const thumb = page.doc.querySelector<HTMLElement>('.sq-gallery__thumb')!;
    // Focused from the keyboard, so :focus-visible matches (as a Tab to it would).
    page.frame.focus();
    thumb.focus();
    if (!thumb.matches(':focus-visible')) {
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Shift+Tab' });
    }
    const style = win.getComputedStyle(thumb);
    expect(thumb.matches(':focus-visible'), 'the thumbnail is focused from the keyboard').to.equal(true);
    expect(style.outlineStyle).to.not.equal('none');
    const width = parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset);
    const t = thumb.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    // The outline's outer edge: the border box grown by the offset and the outline's width.
    const grow = offset + width;
    expect(width).to.be.above(0);
    expect(t.left - grow, 'left').to.be.at.least(s.left - 0.5);
    expect(t.top - grow, 'top').to.be.at.least(s.top - 0.5);
    expect(t.right + grow, 'right').to.be.at.most(s.right + 0.5);
    expect(t.bottom + grow, 'bottom').to.be.at.most(s.bottom + 0.5);
  });
});
