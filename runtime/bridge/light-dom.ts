// Progressive enhancement: the server-rendered children are the no-JavaScript view and the data.
// What the view adopts (a slide's <img>, a player) moves into the view as the same node, so the
// browser neither requests nor decodes it again; the rest leaves the DOM when the view commits (never
// duplicated), and all of it goes back where it was if the view fails. An element whose children stay
// live (./live-children.ts) keeps them where they are instead, only hidden.
import { insertBefore, keepingFocus, moveNode, type Movable } from './move-node.ts';
import { isView, readStanding, viewOf } from './live-view.ts';
import { hearWrites, unobserved } from './observer.ts';
import {
  adopted, forget, isPlaceholder, keepChildMethods, keepRemove, origins, pagePut, pageRemoved, places, record, type Origin,
} from './placeholders.ts';

export { isView, liveView, pageChildren, pageNode, pageQuery, queryPage, viewContainer, viewOf } from './live-view.ts';

const fallbacks = new WeakMap<Element, ChildNode[]>();

// Until its view commits, an element carries the custom state `loading` (CSS `:state(loading)`), so what
// sq.css does to its server markup (hidden, or laid out as the view will be), which holds from before the
// element is defined (`:not(:defined)`), holds to the commit, a task or more later (the first render is a
// transition: react-core/portal-root.tsx), with no frame of raw markup in between.
const internals = new WeakMap<Element, ElementInternals>();

/** Remembers the current children as the element's fallback; only the first call counts. The element is `loading` until its view commits. */
export function captureFallback(host: HTMLElement): void {
  if (fallbacks.has(host)) return;
  fallbacks.set(host, Array.from(host.childNodes));
  try {
    const states = host.attachInternals();
    states.states.add('loading');
    internals.set(host, states);
  } catch {
    // No custom states here (or internals already taken): what sq.css does to the markup ends at definition.
  }
}

/** The view has committed, or never will: the loading layout ends. */
export function endLoading(host: Element): void {
  internals.get(host)?.states.delete('loading');
}

/**
 * Moves a server-rendered node into the view (at the end of `into`, or before `next` there): the view
 * shows the server's own node, not a copy. Where it was is remembered under its element, so a failed view
 * can put it back. A node already in `into` (at the end, or before `next`) is left where it is.
 */
export function adoptNode(node: Node, into: Element, next?: Node | null): void {
  unobserved(() => {
    if (remember(node)) keepChildMethods(into);
    moveNode(into, node, next);
  });
}

/**
 * adoptNode for a list of nodes, shown in the list's order (the page's) with the fewest moves: the longest
 * run of them already in that order in `into` stays where it is, one holding a frame before any other (a
 * frame moved without moveBefore() loads again), and each other node goes before the one after it.
 */
export function adoptInOrder(nodes: readonly Node[], into: Element): void {
  const stay = staying(nodes, into);
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const node = nodes[i]!;
    adoptNode(node, into, stay.has(node) ? node.nextSibling : nodes[i + 1] ?? null);
  }
}

/**
 * Of `nodes` (in the order they should show), the ones in `into` that stay where they are: the heaviest run
 * already in that order, a node holding a frame outweighing all the others together.
 */
export function staying(nodes: readonly Node[], into: Element): Set<Node> {
  const inside = nodes.filter((node) => node.parentNode === into);
  if (inside.length < 2) return new Set(inside);
  const at = new Map<Node, number>();
  into.childNodes.forEach((node, i) => at.set(node, i));
  const place = inside.map((node) => at.get(node)!);
  if (place.every((p, i) => i === 0 || place[i - 1]! < p)) return new Set(inside);
  // The heaviest increasing run of places: a node holding a frame outweighs all the others together.
  const weight = inside.map((node) => (holdsFrame(node) ? inside.length : 1));
  const best = [...weight];
  const before = inside.map(() => -1);
  for (let i = 0; i < inside.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (place[j]! < place[i]! && best[j]! + weight[i]! > best[i]!) [best[i], before[i]] = [best[j]! + weight[i]!, j];
    }
  }
  const stay = new Set<Node>();
  for (let i = best.indexOf(Math.max(...best)); i >= 0; i = before[i]!) stay.add(inside[i]!);
  return stay;
}

/**
 * adoptNode for nodes with no state to keep (an icon, a word): all appended to `into` in one plain
 * DOM call, without moveBefore() (whose bookkeeping costs more than it saves such nodes).
 */
export function adoptNodes(nodes: readonly Node[], into: Element): void {
  unobserved(() => {
    let placed = false;
    for (const node of nodes) placed = remember(node) || placed;
    if (placed) keepChildMethods(into);
    into.append(...nodes);
  });
}

/** Whether `node` is in a live element's markup, not in a view: where the page, not the bridge, put it. */
function inLiveMarkup(node: Node): boolean {
  for (let at = node.parentNode; at; at = at.parentNode) {
    if (isView(at)) return false;
    if (at instanceof Element && fallbacks.has(at)) return true;
  }
  return false;
}

/**
 * Where a server node is, under the element whose fallback holds it, so a failed view can put it back.
 * True when it stands in a placeholder (a live element's), so the view's parent of it answers for it too;
 * a node adopted again from a view (into a new wrapper: a grid's rebuilt cell) keeps its placeholder, and
 * one the page has put into a live element's markup itself gets a new one where it is (`pagePut`).
 */
function remember(node: Node): boolean {
  if (places.has(node)) {
    if (!inLiveMarkup(node)) return true;
    pagePut(node);
  }
  const parent = node.parentNode;
  let host: Node | null = parent;
  while (host && !(host instanceof Element && fallbacks.has(host))) host = host.parentNode;
  if (!host || !parent || origins.has(node)) return false;
  if (!viewOf(host as Element)) {
    record(node, { host: host as Element, parent, next: node.nextSibling });
    return false;
  }
  // A child of a live element leaves a placeholder among the children: the page's renderer may still
  // insert before it, move it or remove it (./placeholders.ts maps those calls to the placeholder).
  // So does a node inside a child (a slide's picture), and its parent answers the renderer as the element does.
  const place = insertBefore(parent, document.createComment(''), node) as Comment;
  if (parent !== host) keepChildMethods(parent);
  else if (node instanceof CharacterData) hearWrites(place);
  record(node, { host: host as Element, parent, next: place }, place);
  keepRemove(node);
  return true;
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

function putBack(node: Node, { parent, next }: Origin): void {
  forget(node);
  // Words Lit wrote into a text's placeholder since the last read (see readMoving) are the page's.
  if (next instanceof Comment && next.data && node instanceof CharacterData && isPlaceholder(next)) node.data = next.data;
  moveNode(parent as Movable, node, next);
  if (next && isPlaceholder(next)) next.parentNode?.removeChild(next);
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

// A frame moved without moveBefore() loads again (WebKit: a playing video stops), and so does every frame
// inside a moved node (a video slide's <sq-video>, a body's embed). Such a node stays in the view for a read,
// and its placeholder stays where the page has it, standing for it: the readers of the children find the
// node there (./live-view.ts), so the view keeps it where it is, and no release moves it either.
const FRAMES = 'iframe, object, embed';
const holdsFrame = (node: Node): boolean => node instanceof Element && (node.matches(FRAMES) || node.querySelector(FRAMES) !== null);
function readMoving<D>(host: Element, read: () => D): D {
  const view = viewOf(host);
  const back: [Node, Node, Node | null][] = [];
  const kept = new Map<Node, Node>();
  for (const node of [...adopted.get(host) ?? []].reverse()) {
    const origin = origins.get(node)!;
    // The page took the node's placeholder out (Lit clears all that lies between its markers with each
    // node's remove()): the node it stands for went with it.
    const place = places.get(node);
    if (place?.parentNode === null) {
      pageRemoved(node);
      continue;
    }
    // Lit writes a text binding into the node after its marker, which is the text's placeholder now: the
    // words go to the text itself (the view shows it), and the placeholder is blank again.
    if (place?.data && node instanceof CharacterData) {
      node.data = place.data;
      place.data = '';
    }
    const at = node.parentNode;
    // The page took the node itself out of the view (a remove() of its own class's, which the bridge does
    // not replace): gone from the page's markup too.
    if (!at && place?.parentNode) {
      pageRemoved(node, place);
      continue;
    }
    // The page put it somewhere itself (append(), after(): into the markup, or out of the element): read
    // where it is, as a new node, so no release takes it back from there.
    if (at && view && !view.contains(at)) {
      pagePut(node);
      continue;
    }
    if (!view || !at || !view.contains(at) || !host.contains(origin.parent) || view.contains(origin.parent)) continue;
    if (place && !('moveBefore' in host) && holdsFrame(node)) {
      kept.set(place, node);
      continue;
    }
    back.push([node, at, node.nextSibling]);
    moveNode(origin.parent as Movable, node, origin.next);
  }
  // The placeholders leave for the read, so a reader of childNodes finds the children as the page has them.
  const marks: [Node, Node, Node | null][] = [];
  for (const node of adopted.get(host) ?? []) {
    const place = places.get(node);
    if (!place || kept.has(place)) continue;
    if (place.parentNode) marks.push([place, place.parentNode, place.nextSibling]);
    place.remove();
  }
  try {
    return readStanding(kept, read);
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
