// The record of the server nodes a view adopted (./light-dom.ts): where each came from and, under an
// element whose children stay live, the placeholder it left among the page's nodes. A page's renderer
// still holds such a node as its parent's child; the DOM methods below let its calls act on the
// placeholder instead, so they never fail, and the element's watcher (./live-children.ts) sees the change.
import { insertBefore, removeChild, replaceChild } from './move-node.ts';

export interface Origin { host: Element; parent: Node; next: Node | null }
/** Where each adopted node came from; per element, the adopted nodes in the order they were adopted. */
export const origins = new WeakMap<Node, Origin>();
export const adopted = new WeakMap<Element, Set<Node>>();
/** True while the view holds `node`, a server node it adopted. */
export const isAdopted = (node: Node): boolean => origins.has(node);

/** Records `node`, adopted from under `host`, and the placeholder it left (a live element's child). */
export function record(node: Node, origin: Origin, place?: Comment): void {
  if (place) {
    places.set(node, place);
    placeholders.add(place);
  }
  origins.set(node, origin);
  let nodes = adopted.get(origin.host);
  if (!nodes) adopted.set(origin.host, (nodes = new Set()));
  nodes.add(node);
}

export function forget(node: Node): void {
  const origin = origins.get(node);
  origins.delete(node);
  places.delete(node);
  if (origin) adopted.get(origin.host)?.delete(node);
}

// The placeholders of a live element's children that its view shows (a pricing option, a marquee item).
export const places = new WeakMap<Node, Comment>();
const placeholders = new WeakSet<Node>();
export const isPlaceholder = (node: Node): boolean => placeholders.has(node);

/** The placeholder of `node` among `host`'s children, while `node` is in the view. */
function placeOf(host: Element, node: Node | null): Comment | undefined {
  const place = node ? places.get(node) : undefined;
  return place && place.parentNode === host && node!.parentNode !== host ? place : undefined;
}

/** The page removed a child the view shows: it leaves the view too, and its placeholder goes. */
export function pageRemoved(node: Node, place = places.get(node)): void {
  forget(node);
  if (node.parentNode) removeChild(node.parentNode, node);
  if (place?.parentNode) removeChild(place.parentNode, place);
}

/**
 * The page put a node the view shows into its own markup with a call the methods below do not stand in for
 * (append(), after()): it comes in as a new node, where the page put it, and its old placeholder goes.
 */
export function pagePut(node: Node): void {
  const place = places.get(node);
  forget(node);
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

// A renderer holding the node itself removes it with its own remove() (a script's img.remove()): as
// through its parent, it leaves the page's markup and the view, and its placeholder goes (a change the
// element reads), so no release puts it back. Not on a node whose class has a remove() of its own (a
// page's custom element), which stays the page's; once the view lets go, the browser's own runs.
const ownRemove = {
  remove(this: ChildNode): void {
    const place = places.get(this);
    if (place) pageRemoved(this, touch(place));
    else (Object.getPrototypeOf(this) as ChildNode).remove.call(this);
  },
};
const native = (node: Node) => {
  const { remove } = node as Partial<ChildNode>;
  return remove === Element.prototype.remove || remove === CharacterData.prototype.remove;
};
/** Gives an adopted node, shown in place of its placeholder, the own remove() above. */
export function keepRemove(node: Node): void {
  if (native(node)) Object.assign(node, ownRemove);
}

function detached(node: Node): void {
  const place = node.parentNode === null ? places.get(node) : undefined;
  if (place) pageRemoved(node, touch(place));
}

// One set of methods, shared by every target.
const childMethods = {
  insertBefore<T extends Node>(this: Element, node: T, child: Node | null): T {
    // A shown node the page took out itself (its class's own remove()) and now puts back: it left the
    // view, and comes in as a new node, its old placeholder gone.
    detached(node);
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
    pageRemoved(child, touch(place));
    return child;
  },
  replaceChild<T extends Node>(this: Element, node: Node, child: T): T {
    detached(node);
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
