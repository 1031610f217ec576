// The autoloader's waiting room (runtime/autoloader.ts): elements whose upgrade strategy says "not yet"
// wait here for their moment, and the code that watches for it loads only on a page that has such an
// element. `visible`: when it comes within one viewport of the viewport, or the browser is idle after
// the load event; `idle`: at that idle moment; `interaction`: only when the visitor reaches for it. A
// pointer over an element, or focus into it, upgrades it whatever its strategy. An element waiting for
// interaction with nothing a keyboard can reach in its markup (an accordion's titles and hidden bodies,
// a tooltip's words: the view adds the buttons) could never be reached by focus, only by a pointer: it
// waits as `visible` does instead (WCAG 2.1.1). Site code reaching for a waiting element upgrades it at
// once too: an attribute set on it, a property it answers (a dialog's `open`, also when it was set or
// written in the markup before the element waited), or a document event it answers (the cookie
// banner's force, update and unforce, kept for it by runtime/early-events.ts). So does a visitor's deep
// link: a gallery or <sq-lightbox> holding the item the address names opens it when it upgrades, which
// should not wait for the page's load event and an idle moment.
import type { UpgradeStrategy } from '../catalog/chunks.ts';
import { initialSlideFromLocation } from './address-item.ts';
import { keepWakeEvents, WAKE_PROPERTIES } from './early-events.ts';
import { whenIdle as onIdle, type FallbackScope } from './utils/fallbacks.ts';

// "Near" the viewport: within one viewport height of it (the margin is in % of the root's size).
const NEAR = '100% 0px';
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin'] as const;
const FOCUSABLE = 'a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[tabindex],[contenteditable]:not([contenteditable=false]),audio[controls],video[controls]';

/**
 * Whether Tab can reach something in `el`: a focusable element, not disabled, not taken out of the tab
 * order (a negative tabindex), not inert, and shown (not display:none or visibility:hidden: sq.css hides
 * some elements' markup that way until they are defined, and not in a closed details).
 */
const reachable = (el: Element) => [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].some((node) =>
  !node.matches(':disabled, [tabindex^="-"]') && !node.closest('[inert]') && (node.checkVisibility
    ? node.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true } as CheckVisibilityOptions)
    : node.getClientRects().length > 0 && getComputedStyle(node).visibility === 'visible'));

/** The elements that open the item the address names when they upgrade (visitor §2 "Gallery lightbox"). */
const NAMED_BY_ADDRESS = ['sq-gallery', 'sq-lightbox'];

/** Whether the address names an item in `el`'s markup (a slide's, a link's or an image's id or url). */
const namedByAddress = (el: Element) => NAMED_BY_ADDRESS.includes(el.localName) && initialSlideFromLocation(
  [...el.querySelectorAll('[data-slide-id],[data-slide-url]')].map((item) =>
    ({ id: item.getAttribute('data-slide-id') ?? '', url: item.getAttribute('data-slide-url') ?? '' }))) !== null;

const hasOwn = (el: Element, prop: string) => Object.prototype.hasOwnProperty.call(el, prop);

/**
 * Whether `el` already asks for a property it answers (WAKE_PROPERTIES): set by site code before it
 * waited (an own property, as a script after sq.js leaves it) or written as the attribute. Otherwise a
 * later set goes through a setter on a prototype put between the element and HTMLElement's: it makes
 * the own property the platform would have made, which the bridge applies at the upgrade, and calls
 * `wake`. The upgrade replaces the element's prototype (HTML's element constructors set it), so
 * nothing of this outlives the wait; an element never upgraded keeps a setter that only stores.
 */
function asksAlready(el: Element, wake: () => void): boolean {
  const props = WAKE_PROPERTIES[el.localName];
  if (!props || customElements.get(el.localName)) return false;
  if (props.some((prop) => hasOwn(el, prop) || el.hasAttribute(prop))) return true;
  if (props.every((prop) => !(prop in el))) {
    Object.setPrototypeOf(el, Object.create(Object.getPrototypeOf(el) as object, Object.fromEntries(props.map((prop) => [prop, {
      configurable: true,
      set(this: Element, value: unknown) {
        Object.defineProperty(this, prop, { value, writable: true, enumerable: true, configurable: true });
        wake();
      },
    }]))));
  }
  return false;
}

export interface Waiter { wait(el: Element, strategy: UpgradeStrategy): void; stop(): void }

/** Calls `request(tag)` when a waiting element's moment comes; the autoloader ignores repeated requests. */
export function createWaiter(request: (tag: string) => void, doc: Document, scope: FallbackScope = globalThis): Waiter {
  const idle = new Set<Element>();
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        near.unobserve(entry.target);
        request(entry.target.localName);
      }
    }
  }, { rootMargin: NEAR });
  let cancel: (() => void) | undefined;
  let stopped = false;
  const flush = () => {
    cancel = undefined;
    if (stopped) return;
    for (const waiting of idle) request(waiting.localName);
    idle.clear();
  };
  // One idle callback, after the load event, for all the elements waiting for it (WebKit has no
  // requestIdleCallback: whenIdle's fallback); an element that comes later schedules the next one.
  const afterLoad = () => { cancel = onIdle(flush, scope); };
  const whenIdle = (el: Element) => {
    idle.add(el);
    if (cancel) return;
    cancel = () => removeEventListener('load', afterLoad);
    if (doc.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  };
  // Found unreachable once, an element stays so (it is already waiting as visible does); a reachable one
  // is looked at again on the next visit (sq.css may not have hidden its markup yet), and only an element
  // asked to wait for interaction is looked at.
  const unreachable = new WeakSet<Element>();
  const onInteraction = (event: Event) => {
    for (let el = event.target instanceof Element ? event.target : null; el; el = el.parentElement) request(el.localName);
  };
  for (const type of INTERACTIONS) doc.addEventListener(type, onInteraction, true);
  const touched = new MutationObserver((records) => {
    for (const record of records) request((record.target as Element).localName);
  });
  const keeping = new Set<() => void>();
  return {
    wait(el, asked) {
      const tag = el.localName;
      if (asksAlready(el, () => { if (!stopped) request(tag); }) || namedByAddress(el)) request(tag);
      touched.observe(el, { attributes: true });
      keeping.add(keepWakeEvents(tag, doc, request));
      const strategy = asked === 'interaction' && (unreachable.has(el) || (!reachable(el) && unreachable.add(el))) ? 'visible' : asked;
      if (strategy === 'visible') near.observe(el);
      if (strategy !== 'interaction') whenIdle(el);
    },
    stop() {
      stopped = true;
      cancel?.();
      near.disconnect();
      touched.disconnect();
      for (const end of keeping) end();
      idle.clear();
      for (const type of INTERACTIONS) doc.removeEventListener(type, onInteraction, true);
    },
  };
}
