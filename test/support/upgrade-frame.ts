// Runs inside a 412 x 823 frame, or one of the case's width (test/support/in-place.ts): the page's server markup has painted with
// sq.css and no element defined; `sqUpgrade(tag)` then loads and defines the element, waits until its
// view has committed (and the `done` selector, if any, matches), and returns the layout shifts seen
// meanwhile (in every engine: where layout-shift entries are missing, what moved around the element).
// The frame is a page of its own, so each case starts with its tag undefined.
import { define } from '../../runtime/define.ts';
import { deadline, until } from './deadline.ts';

const LOADERS: Record<string, () => Promise<{ default: CustomElementConstructor }>> = {
  'sq-gallery': () => import('../../elements/sq-gallery.ts'),
  'sq-video': () => import('../../elements/sq-video.ts'),
  'sq-menu': () => import('../../elements/sq-menu.ts'),
  'sq-map': () => import('../../elements/sq-map.ts'),
  'sq-form': () => import('../../elements/sq-form.ts'),
  'sq-accordion': () => import('../../elements/sq-accordion.ts'),
  'sq-product-price': () => import('../../elements/sq-product-price.ts'),
  'sq-cart-link': () => import('../../elements/sq-cart-link.ts'),
  'sq-spinner': () => import('../../elements/sq-spinner.ts'),
  'sq-follow-button': () => import('../../elements/sq-follow-button.ts'),
  'sq-audio': () => import('../../elements/sq-audio.ts'),
  'sq-pricing-toggle': () => import('../../elements/sq-pricing-toggle.ts'),
  'sq-marquee': () => import('../../elements/sq-marquee.ts'),
  'sq-donate-button': () => import('../../elements/sq-donate-button.ts'),
  'sq-gift-card-button': () => import('../../elements/sq-gift-card-button.ts'),
  'sq-scaled-text': () => import('../../elements/sq-scaled-text.ts'),
  'sq-add-to-cart': () => import('../../elements/sq-add-to-cart.ts'),
  'sq-booking': () => import('../../elements/sq-booking.ts'),
  'sq-image-block': () => import('../../elements/sq-image-block.ts'),
  'sq-lightbox': () => import('../../elements/sq-lightbox.ts'),
  'sq-tooltip': () => import('../../elements/sq-tooltip.ts'),
  'sq-widget': () => import('../../elements/sq-widget.ts'),
  'sq-search-preview': () => import('../../elements/sq-search-preview.ts'),
  'sq-share-buttons': () => import('../../elements/sq-share-buttons.ts'),
};

export interface Shift { value: number; startTime: number; sources: string[] }

type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
/** A shifted node, for the failure message: its start tag and where it was and went. */
const describe = (s: Source) =>
  `${(s.node as Element | null)?.outerHTML?.split('>')[0] ?? s.node?.nodeName ?? '?'}> ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
/** Whether some of an image is in view, clipped by the viewport and by its scrolling ancestors (a carousel's row). */
// The root is this frame's document: without one, the observer measures against the test page's viewport,
// which may end above the frame's lower half. An image with a box that only touches the view's edge (a
// stacked gallery's next slide, just past the clip of its row) is "intersecting" with no area: not in
// view, and Chromium may never fetch it while it stays there (seen under load: every such case waited for
// it). An image with no box yet (no size attributes, not loaded) that is intersecting is in view: it
// takes its room when it loads.
const inView = (img: Element) => new Promise<boolean>((resolve) => {
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    const area = ({ width, height }: DOMRectReadOnly) => width * height;
    resolve(entry!.isIntersecting && (area(entry!.boundingClientRect) === 0 || area(entry!.intersectionRect) > 0));
  }, { root: document });
  observer.observe(img);
});
/**
 * Every picture that is coming has arrived: an eager one, or a lazy one in view. A lazy picture out of view
 * (off to the side in a carousel's row) may never be fetched, or be fetched at a moment of the engine's
 * choosing: it is not waited for.
 */
const imagesLoaded = async () => {
  const coming = (await deadline(Promise.all([...document.images].filter((img) => !img.complete)
    .map(async (img) => (img.loading !== 'lazy' || await inView(img) ? img : null))), () => 'the frame rendered no update'))
    .filter((img): img is HTMLImageElement => img !== null && !img.complete);
  const where = (img: HTMLImageElement) => `${img.getAttribute('src')} (${rect(img.getBoundingClientRect())}, `
    + `${img.loading}, ${img.checkVisibility() ? 'rendered' : 'not rendered'}, frame at ${rect(frameElement!.getBoundingClientRect())} in a top viewport of ${top!.innerWidth}x${top!.innerHeight} scrolled ${top!.scrollY})`;
  await deadline(Promise.all(coming.map((img) => new Promise((resolve) => { img.onload = img.onerror = resolve; }))),
    () => `the pictures in view before the upgrade did not load: ${coming.filter((img) => !img.complete).map(where).join('; ')}`);
};

/** A picture's place in the page, if some of it is painted in view: inside its element's box and the viewport. */
function seen(img: HTMLImageElement, host: Element): { view: DOMRect; top: number; left: number; width: number; height: number } | null {
  const r = img.getBoundingClientRect();
  const box = host.getBoundingClientRect();
  const width = Math.min(r.right, box.right, document.documentElement.clientWidth) - Math.max(r.left, box.left, 0);
  const height = Math.min(r.bottom, box.bottom, innerHeight) - Math.max(r.top, box.top, 0);
  if (width <= 0 || height <= 0 || !img.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
  return { view: r, top: r.top + scrollY, left: r.left + scrollX, width: r.width, height: r.height };
}

async function sqUpgrade(tag: string, done = ''): Promise<Shift[]> {
  await imagesLoaded();
  await frame();
  const shifts: Shift[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
      shifts.push({ value: entry.value, startTime: entry.startTime, sources: entry.sources.map(describe) });
    }
  });
  const start = performance.now();
  observer.observe({ type: 'layout-shift', buffered: true });
  // Firefox and WebKit report no layout-shift entries: in every engine, the page around the element is
  // also measured before and after, and what was in view and moved by a pixel or more (in the page, so
  // scrolling is not a move) is a shift of value 1. As with layout-shift, what was out of view does not count.
  const around = [...document.body.children].filter((el) => el.localName !== tag);
  const place = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { view: r, top: r.top + scrollY, left: r.left + scrollX, height: r.height };
  };
  const before = around.map(place);
  // The element's own pictures too: a picture in view (inside the element's box and the viewport)
  // before is still there after, at the same place and size. This is what Chromium's layout-shift entries see inside
  // the element, and the only way Firefox and WebKit can show a loading layout that differs from the view
  // (the page after a tall element is out of view).
  const host = document.querySelector(tag)!;
  const pictures = [...host.querySelectorAll('img')];
  const picturesBefore = pictures.map((img) => seen(img, host));
  const element = await LOADERS[tag]!();
  define(tag, element.default);
  const hosts = [...document.querySelectorAll(tag)];
  await until(() => hosts.every((host) => !host.matches(':state(loading)')) && (!done || document.querySelector(done) !== null),
    () => `<${tag}> ${hosts.some((host) => host.matches(':state(loading)')) ? 'was still loading' : `showed no ${done}`}`, frame);
  // Shifts are reported after the frame that paints them.
  await frame();
  await frame();
  observer.disconnect();
  around.forEach((el, i) => {
    const now = place(el);
    const was = before[i]!;
    const inView = was.view.bottom > 0 && was.view.top < innerHeight;
    if (inView && (Math.abs(now.top - was.top) >= 1 || Math.abs(now.left - was.left) >= 1 || Math.abs(now.height - was.height) >= 1)) {
      shifts.push({ value: 1, startTime: performance.now(), sources: [describe({ node: el, previousRect: was.view, currentRect: now.view })] });
    }
  });
  pictures.forEach((img, i) => {
    const was = picturesBefore[i];
    const now = seen(img, host);
    if (was && (!now || Math.abs(now.top - was.top) >= 1 || Math.abs(now.left - was.left) >= 1
      || Math.abs(now.width - was.width) >= 1 || Math.abs(now.height - was.height) >= 1)) {
      // Gone from view (moved out, or hidden) is the largest move of all.
      shifts.push({ value: 1, startTime: performance.now(), sources: [`<img ${i}> ${rect(was.view)} -> ${now ? rect(now.view) : 'out of view'}`] });
    }
  });
  // Buffered entries from before the upgrade (the page's own load) are not the upgrade's.
  return shifts.filter((shift) => shift.startTime >= start);
}

/** axe's violations inside `element`, run in this frame (axe checks the document it was loaded in). */
async function sqViolations(element: Element): Promise<string[]> {
  const win = window as unknown as { axe?: { run(context: Element): Promise<{ violations: { id: string; help: string }[] }> } };
  // @ts-expect-error axe-core's browser build registers window.axe and has no module typings
  if (!win.axe) await import('axe-core/axe.min.js');
  const { violations } = await win.axe!.run(element);
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

Object.assign(window, { sqUpgrade, sqViolations });
