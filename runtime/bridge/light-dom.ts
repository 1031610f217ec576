// Progressive enhancement: the server-rendered children are the no-JavaScript view and the data.
// What the view adopts (a slide's <img>, a player) moves into the view as the same node, so the
// browser neither requests nor decodes it again; the rest leaves the DOM when the view commits (never
// duplicated), and all of it goes back where it was if the view fails. An element whose children stay
// live (./live-children.ts) keeps them where they are instead, only hidden.
import { insertBefore, keepingFocus, moveNode, removeChild, replaceChild, type Movable } from './move-node.ts';
import { isView, viewOf } from './live-view.ts';
import { unobserved } from './observer.ts';

export { isView, liveView, pageChildren, pageQuery, viewOf } from './live-view.ts';

const fallbacks = new WeakMap<Element, ChildNode[]>();
interface Origin { host: Element; parent: Node; next: Node | null }
/** Where each adopted node came from; per element, the adopted nodes in the order they were adopted. */
const origins = new WeakMap<Node, Origin>();
const adopted = new WeakMap<Element, Set<Node>>();
/** True while the view holds `node`, a server node it adopted. */
export const isAdopted = (node: Node): boolean => origins.has(node);

// Until its view commits, an element carries the custom state `loading` (CSS `:state(loading)`), so the
// loading layout of sq.css, which lays the server markup out as the view will, holds from before the
// element is defined (`:not(:defined)`) to the commit, with no frame of raw markup in between.
const internals = new WeakMap<Element, ElementInternals>();

/**
 * Remembers the current children as the element's fallback; only the first call counts. With
 * `loadingLayout` (sq.css lays this element's markup out as its view will) the element is `loading`
 * until its view commits.
 */
export function captureFallback(host: HTMLElement, loadingLayout = false): void {
  if (fallbacks.has(host)) return;
  fallbacks.set(host, Array.from(host.childNodes));
  if (!loadingLayout) return;
  try {
    const states = host.attachInternals();
    states.states.add('loading');
    internals.set(host, states);
  } catch {
    // No custom states here (or internals already taken): the loading layout ends at definition.
  }
}

/** The view has committed, or never will: the loading layout ends. */
export function endLoading(host: Element): void {
  internals.get(host)?.states.delete('loading');
}

/**
 * Moves a server-rendered node into the view (at the end of `into`): the view shows the server's own
 * node, not a copy. Where it was is remembered under its element, so a failed view can put it back.
 */
export function adoptNode(node: Node, into: Element): void {
  unobserved(() => {
    // A node adopted again (into a new wrapper: a grid's rebuilt cell) keeps its placeholder, so the
    // new wrapper answers a renderer's calls for it too.
    if (remember(node) || places.has(node)) keepChildMethods(into);
    moveNode(into, node);
  });
}

/**
 * adoptNode for nodes with no state to keep (an icon, a word): all appended to `into` in one plain
 * DOM call, without moveBefore() (whose bookkeeping costs more than it saves such nodes).
 */
export function adoptNodes(nodes: readonly Node[], into: Element): void {
  unobserved(() => {
    let placed = false;
    for (const node of nodes) placed = remember(node) || places.has(node) || placed;
    if (placed) keepChildMethods(into);
    into.append(...nodes);
  });
}

/**
 * Where a server node is, under the element whose fallback holds it, so a failed view can put it back.
 * True when it leaves a placeholder (a live element's), so the view's parent of it answers for it too.
 */
function remember(node: Node): boolean {
  const parent = node.parentNode;
  let host: Node | null = parent;
  while (host && !(host instanceof Element && fallbacks.has(host))) host = host.parentNode;
  if (!host || !parent || origins.has(node)) return false;
  let next = node.nextSibling;
  // A child of a live element leaves a placeholder among the children: the page's renderer may still
  // insert before it, move it or remove it (the child methods below map those calls to the placeholder).
  // So does a node inside a child (a slide's picture), and its parent answers the renderer as the element does.
  const live = !!viewOf(host as Element);
  if (live) {
    const place = insertBefore(parent, document.createComment(''), node) as Comment;
    places.set(node, place);
    placeholders.add(place);
    next = place;
    if (parent !== host) keepChildMethods(parent);
  }
  origins.set(node, { host: host as Element, parent, next });
  let nodes = adopted.get(host as Element);
  if (!nodes) adopted.set(host as Element, (nodes = new Set()));
  nodes.add(node);
  return live;
}

/**
 * The view lets go of an adopted node (it unmounts, or shows another node). Under an element whose
 * children stay live, the node goes back where it came from, hidden with the rest of the children, so
 * the page's own renderer finds its node where it left it.
 */
export function releaseNode(node: Node): void {
  const origin = origins.get(node);
  if (!origin || !viewOf(origin.host)) return;
  // Back under its own element, the bridge's own work, not a change of the children: no read of them
  // follows (a grid of 500 pictures switched to another design would otherwise read them all again).
  // Into a child the page has moved to another live element, a change that element must read.
  if (origin.host.contains(origin.parent)) unobserved(() => putBack(node, origin));
  else putBack(node, origin);
}

function putBack(node: Node, { host, parent, next }: Origin): void {
  forget(node);
  moveNode(parent as Movable, node, next);
  if (next && placeholders.has(next)) next.parentNode?.removeChild(next);
}

function forget(node: Node): void {
  const origin = origins.get(node);
  origins.delete(node);
  places.delete(node);
  if (origin) adopted.get(origin.host)?.delete(node);
}

// The placeholders of a live element's children that its view shows (a pricing option, a marquee item).
const places = new WeakMap<Node, Comment>();
const placeholders = new WeakSet<Node>();
export const isPlaceholder = (node: Node): boolean => placeholders.has(node);

/** The placeholder of `node` among `host`'s children, while `node` is in the view. */
export function placeOf(host: Element, node: Node | null): Comment | undefined {
  const place = node ? places.get(node) : undefined;
  return place && place.parentNode === host && node!.parentNode !== host ? place : undefined;
}

/** The page removed a child the view shows: it leaves the view too, and its placeholder goes. */
function pageRemoved(node: Node): void {
  const place = places.get(node);
  forget(node);
  if (node.parentNode) removeChild(node.parentNode, node);
  if (place?.parentNode) removeChild(place.parentNode, place);
}

/**
 * The placeholder standing for `child` when a renderer calls `parent`'s child methods: `parent` holds the
 * placeholder (the page's side), or holds `child` itself in the view (a renderer that removes through
 * the node's parentNode, as Vue does).
 */
function standIn(parent: Node, child: Node): Comment | undefined {
  return placeOf(parent as Element, child) ?? (child.parentNode === parent ? places.get(child) : undefined);
}

// A node the view shows (a pricing option, a marquee item, a slide's picture) is in the view, with a
// placeholder where it was. A framework still holds it as its parent's child: the insertBefore,
// appendChild, removeChild and replaceChild calls of that parent (the live element's class, or the one
// child holding the node) act on the placeholder instead, so they never fail, and the view follows.
// The view's wrapper of the node has them too, for a renderer removing it through its parentNode (Vue).
const touchedPlaces = new WeakSet<Node>();
/** True for a placeholder the page has moved or removed (a change of the children). */
export const touched = (place: Node): boolean => touchedPlaces.has(place);
const touch = (place: Comment): Comment => (touchedPlaces.add(place), place);

// One set of methods, shared by every target.
const childMethods = {
  insertBefore<T extends Node>(this: Element, node: T, child: Node | null): T {
    const place = placeOf(this, node);
    const before = placeOf(this, child) ?? child;
    if (!place) return insertBefore(this, node, before) as T;
    if (before !== place) insertBefore(this, touch(place), before);
    return node;
  },
  appendChild<T extends Node>(this: Element, node: T): T {
    return this.insertBefore(node, null);
  },
  removeChild<T extends Node>(this: Element, child: T): T {
    const place = standIn(this, child);
    if (!place) return removeChild(this, child) as T;
    touch(place);
    pageRemoved(child);
    return child;
  },
  replaceChild<T extends Node>(this: Element, node: Node, child: T): T {
    const place = standIn(this, child);
    if (!place) return replaceChild(this, node, child) as T;
    replaceChild(place.parentNode!, node, place);
    pageRemoved(child);
    return child;
  },
};

/** Gives `target` (a live element's class, or a child holding an adopted node) those child methods. */
export function keepChildMethods(target: Node): void {
  if (target.removeChild !== childMethods.removeChild) Object.assign(target, childMethods);
}

// A live element's children besides its view (./live-view.ts) stop rendering once the view has
// committed: a shadow root whose only slot takes the view's container.
const shadows = new WeakMap<Element, HTMLSlotElement>();

// Live elements whose other children are hidden by a style rule (BASE_STYLES: `[data-sq-view] >
// :not(.sq-view)`) instead of a shadow root: cheaper where a page holds a thousand (the cart link), for
// children that are elements or blank text (a text node has no style to hide it).
const styleHidden = new WeakSet<Element>();
export const hideByStyle = (host: Element): void => void styleHidden.add(host);

/** Shows the live element's own children (its markup), or only its view. */
export function showChildren(host: Element, show: boolean): void {
  if (styleHidden.has(host)) {
    host.toggleAttribute('data-sq-view', !show);
    return;
  }
  let slot = shadows.get(host);
  if (!slot) {
    if (show) return;
    try {
      slot = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('slot'));
    } catch {
      // A shadow root already there (the page's): the markup leaves the DOM, as without live children.
      for (const node of fallbacks.get(host) ?? []) if (node.parentNode === host && !isView(node)) node.remove();
      return;
    }
    shadows.set(host, slot);
  }
  if (show) slot.removeAttribute('name');
  else slot.name = 'sq-view';
}

/**
 * Reads a live element's children again: each adopted node is put back where it came from for the
 * read (so the markup reads as the page has it), then returned to its place in the view. A node whose
 * place in the markup is gone (the page removed its slide) stays in the view until the view lets go.
 */
export function readAgain<D>(host: Element, read: () => D): D {
  // Out and back is two moves: focus, lost at the first where moves are plain, is given back after both.
  return keepingFocus(adopted.get(host) ?? [], () => readMoving(host, read));
}

function readMoving<D>(host: Element, read: () => D): D {
  const view = viewOf(host);
  const back: [Node, Node, Node | null][] = [];
  for (const node of [...adopted.get(host) ?? []].reverse()) {
    const origin = origins.get(node)!;
    // The page took the node's placeholder out (Lit clears all that lies between its markers with each
    // node's remove()): the node it stands for went with it.
    if (places.get(node)?.parentNode === null) {
      pageRemoved(node);
      continue;
    }
    const at = node.parentNode;
    if (!view || !at || !view.contains(at) || !host.contains(origin.parent) || view.contains(origin.parent)) continue;
    // A frame moved without moveBefore() may load again (WebKit does: a playing video stops): it stays
    // in the view, where a reader querying the element still finds it (<sq-video>'s embed).
    if (!('moveBefore' in host) && (node instanceof HTMLIFrameElement || node instanceof HTMLObjectElement)) continue;
    back.push([node, at, node.nextSibling]);
    moveNode(origin.parent as Movable, node, origin.next);
  }
  // The placeholders leave for the read, so a reader of childNodes finds the children as the page has them.
  const marks: [Node, Node, Node | null][] = [];
  for (const node of adopted.get(host) ?? []) {
    const place = places.get(node);
    if (place?.parentNode) marks.push([place, place.parentNode, place.nextSibling]);
    place?.remove();
  }
  try {
    return read();
  } finally {
    for (const [place, parent, next] of marks.reverse()) moveNode(parent as Movable, place, next);
    for (const [node, at, next] of back.reverse()) moveNode(at as Movable, node, next);
  }
}

export function hideFallback(host: Element): void {
  endLoading(host);
  if (viewOf(host)) showChildren(host, false);
  else for (const node of fallbacks.get(host) ?? []) if (node.parentNode === host) node.remove();
}

/**
 * Puts the server markup back: first the element's own children, then each adopted node into its
 * old place, last adopted first, so adjacent adopted nodes (an icon and a word) find the sibling they
 * were before already back, and keep their order.
 */
export function restoreFallback(host: Element): void {
  endLoading(host);
  if (viewOf(host)) showChildren(host, true);
  else for (const node of fallbacks.get(host) ?? []) if (node.parentNode !== host) host.append(node);
  for (const node of [...adopted.get(host) ?? []].reverse()) putBack(node, origins.get(node)!);
}
