// A live element's view container (./live-children.ts): an element whose children stay live renders its
// view into it (a display: contents first child with slot="sq-view"); its other children stay where the
// page put them and, once the view has committed, are kept from rendering (./light-dom.ts,
// showChildren). The readers of the element's children skip the container.
import { unobserved } from './observer.ts';

const liveViews = new WeakMap<Element, HTMLElement>();
/** Containers made for a view that has not committed yet: not in the element, so nothing moves until the commit. */
const made = new WeakMap<Element, HTMLElement>();

/** The container the live element's view will render into, made on first call and not yet put in the element. */
export function viewContainer(host: Element): HTMLElement {
  let view = liveViews.get(host) ?? made.get(host);
  if (!view) {
    view = document.createElement('div');
    view.className = 'sq-view';
    view.slot = 'sq-view';
    made.set(host, view);
  }
  return view;
}

/** The live element's view container, put in the element (in the view's commit, and again if the page took it out). */
export function liveView(host: Element): HTMLElement {
  const view = viewContainer(host);
  liveViews.set(host, view);
  // First among the children: the view's ids come before the hidden children's in the document, so a
  // link to #id (and :target) finds the item the visitor sees.
  if (view.parentNode !== host) unobserved(() => host.prepend(view));
  return view;
}

export const viewOf = (host: Element): HTMLElement | undefined => liveViews.get(host);

/** During a read, each placeholder standing for a node left in the view (it holds a frame: ./light-dom.ts), and that node. */
let standing = new Map<Node, Node>();

/** Runs `read` with the placeholders of `kept` standing for their nodes (reads may nest: a player in a slide). */
export function readStanding<T>(kept: Map<Node, Node>, read: () => T): T {
  const outer = standing;
  if (kept.size > 0) standing = new Map([...outer, ...kept]);
  try {
    return read();
  } finally {
    standing = outer;
  }
}

/** What the page has at `node`: during a read, a placeholder standing for a node left in the view is that node. */
export const pageNode = (node: Node): Node => standing.get(node) ?? node;

/** The first element under `root` that matches `selector`, a node left in the view for the read included. */
export function queryPage<E extends Element = Element>(root: Element, selector: string, found = root.querySelector<E>(selector)): E | null {
  if (found || standing.size === 0) return found;
  for (const [place, node] of standing) {
    if (!(node instanceof Element) || !root.contains(place)) continue;
    const match = node.matches(selector) ? node as E : node.querySelector<E>(selector);
    if (match) return match;
  }
  return null;
}

/** True for a live element's view container (a reader of the children skips it). */
export const isView = (node: Node): boolean => node.parentNode !== null && liveViews.get(node.parentNode as Element) === node;

/** The element's children as the page has them: without a live element's view container. */
export const pageChildren = (host: Element): ChildNode[] => (Array.from(host.childNodes, pageNode) as ChildNode[]).filter((node) => !isView(node));

/** The first element under `host` matching `selector` that the page put there (not in the view). */
export function pageQuery<E extends Element = Element>(host: Element, selector: string): E | null {
  const view = liveViews.get(host);
  // No view among the children (the first read, before the view mounts): nothing to skip.
  if (view?.parentNode !== host) return queryPage<E>(host, selector);
  return queryPage<E>(host, selector, Array.from(host.querySelectorAll<E>(selector)).find((el) => !view.contains(el)) ?? null);
}
