// A live element's view container (./live-children.ts): an element whose children stay live renders its
// view into it (a display: contents first child with slot="sq-view"); its other children stay where the
// page put them and, once the view has committed, are kept from rendering (./light-dom.ts,
// showChildren). The readers of the element's children skip the container.
import { unobserved } from './observer.ts';

const liveViews = new WeakMap<Element, HTMLElement>();

/** The container the live element's view renders into, created (and appended) on first call. */
export function liveView(host: Element): HTMLElement {
  let view = liveViews.get(host);
  if (!view) {
    view = document.createElement('div');
    view.className = 'sq-view';
    view.slot = 'sq-view';
    liveViews.set(host, view);
  }
  // First among the children: the view's ids come before the hidden children's in the document, so a
  // link to #id (and :target) finds the item the visitor sees.
  if (view.parentNode !== host) unobserved(() => host.prepend(view!));
  return view;
}

export const viewOf = (host: Element): HTMLElement | undefined => liveViews.get(host);

/** True for a live element's view container (a reader of the children skips it). */
export const isView = (node: Node): boolean => node.parentNode !== null && liveViews.get(node.parentNode as Element) === node;

/** The element's children as the page has them: without a live element's view container. */
export const pageChildren = (host: Element): ChildNode[] => Array.from(host.childNodes).filter((node) => !isView(node));

/** The first element under `host` matching `selector` that the page put there (not in the view). */
export function pageQuery<E extends Element = Element>(host: Element, selector: string): E | null {
  const view = liveViews.get(host);
  // No view among the children (the first read, before the view mounts): nothing to skip.
  if (view?.parentNode !== host) return host.querySelector<E>(selector);
  return Array.from(host.querySelectorAll<E>(selector)).find((el) => !view.contains(el)) ?? null;
}
