// The enhance-in-place case of <sq-gallery> (docs/decisions.md "Enhance in place"), shared by the designs'
// suite (test/upgrade-in-place-gallery.test.ts) and the owner's settings' (test/upgrade-in-place-gallery-settings.test.ts):
// the server's slides, painted with sq.css in a frame, must not move at the upgrade (layout shift score under
// 0.001), and the first image must be the server's own <img>, requested once.
import { expect } from '@open-wc/testing';
import { slidesMarkup } from './gallery.ts';
import { score, THEME, upgradeFrame } from './in-place.ts';

const NO_SHIFT = 0.001;
export const TYPED_ATTR = CSS.supports('width', 'calc(attr(x type(<number>), 0) * 1px)');
export const TYPED_ARITHMETIC = CSS.supports('width', 'calc(1px * (100cqw / 1px))');

/** A case: its name, the gallery's attributes, the view's selector once mounted, the slides, and options. */
export type Case = readonly [string, string, string, number, { head?: string; width?: number; sized?: boolean }?];

/**
 * Registers each case, then each again (but those with a head of their own) under the element rules a theme
 * carries for its own content: the view's lists, items and buttons keep their geometry (without that, a
 * theme's list or button rules moved every design). The frames go into `frames`, for the suite to remove.
 */
export function stayPainted(designs: readonly Case[], frames: HTMLIFrameElement[]): void {
  const themed = designs.filter(([, , , , options]) => !options?.head)
    .map(([design, attributes, view, count, options]): Case => [`${design}-theme`, attributes, view, count, { ...options, head: THEME }]);
  for (const [design, attributes, view, count, { head = '', width = 412, sized = false } = {}] of [...designs, ...themed]) {
    it(`${design}: no layout shift, and the first slide's <img> is the server's, requested once`, async () => {
      // The first picture's address is this case's own: a browser may answer an address it has seen in
      // another frame from its memory cache, without a request to count (Firefox does).
      const slides = slidesMarkup(count, { sized }).replaceAll('harbour-at-dusk.svg"', `harbour-at-dusk.svg?case=${design}"`);
      const markup = `<sq-gallery label="Gallery" ${attributes}>${slides}</sq-gallery>`;
      const page = await upgradeFrame(markup, head, { width });
      frames.push(page.frame);
      const host = page.doc.querySelector('sq-gallery')!;
      const first = host.querySelector('img')!;
      const shifts = await page.upgrade('sq-gallery', view);
      expect(shifts, JSON.stringify(shifts)).to.satisfy((list: typeof shifts) => score(list) < NO_SHIFT);
      // The view holds the very node the server painted (not a copy), with the view's class.
      expect(host.querySelector(`${view} img, .sq-gallery__slide--active img`)).to.equal(first);
      expect(first.classList.contains('sq-gallery__img')).to.equal(true);
      // The server's figures stay in the element, hidden (live children): none is rendered.
      expect([...host.querySelectorAll('figure:not(.sq-gallery__figure)')].filter((figure) => figure.getClientRects().length > 0)).to.have.length(0);
      // The picture is not fetched again at another size; a slideshow's thumbnails are images of their own.
      const thumbnails = new Set([...host.querySelectorAll<HTMLImageElement>('.sq-gallery__thumb img')]
        .filter((img) => img !== first).map((img) => img.src));
      const requests = page.frame.contentWindow!.performance.getEntriesByType('resource')
        .filter((entry) => entry.name.split('?')[0] === first.src.split('?')[0] && !thumbnails.has(entry.name));
      expect(requests.map((entry) => entry.name)).to.deep.equal([first.src]);
      expect(await page.violations(host)).to.deep.equal([]);
    });
  }
}
