// Progressive enhancement: the server-rendered children are the no-JavaScript view and the data.
// They are read once. What the view adopts (a slide's <img>, a player) moves into the view as the same
// node, so the browser neither requests nor decodes it again; the rest leaves the DOM when the view
// commits (never duplicated), and all of it goes back where it was if the view fails.
const fallbacks = new WeakMap<Element, ChildNode[]>();
const adopted = new WeakMap<Element, Map<Node, { parent: Node; next: Node | null }>>();

type Movable = Element & { moveBefore?: (node: Node, child: Node | null) => void };

/** Moves `node` to the end of `parent`, keeping its state (a playing frame) where moveBefore() exists. */
export function moveNode(parent: Movable, node: Node): void {
  if (node.parentNode === parent) return;
  if (typeof parent.moveBefore === 'function' && node.isConnected && parent.isConnected
    && node.getRootNode() === parent.getRootNode()) {
    try {
      parent.moveBefore(node, null);
      return;
    } catch {
      // moveBefore refuses some moves (another document, a shadow boundary): move the plain way.
    }
  }
  parent.append(node);
}

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
  remember(node);
  moveNode(into, node);
}

/**
 * adoptNode for nodes with no state to keep (an icon, a word): all appended to `into` in one plain
 * DOM call, without moveBefore() (whose bookkeeping costs more than it saves such nodes).
 */
export function adoptNodes(nodes: readonly Node[], into: Element): void {
  for (const node of nodes) remember(node);
  into.append(...nodes);
}

/** Where a server node is, under the element whose fallback holds it, so a failed view can put it back. */
function remember(node: Node): void {
  const parent = node.parentNode;
  let host: Node | null = parent;
  while (host && !(host instanceof Element && fallbacks.has(host))) host = host.parentNode;
  if (!host || !parent) return;
  let origins = adopted.get(host as Element);
  if (!origins) adopted.set(host as Element, (origins = new Map()));
  if (!origins.has(node)) origins.set(node, { parent, next: node.nextSibling });
}

export function hideFallback(host: Element): void {
  endLoading(host);
  for (const node of fallbacks.get(host) ?? []) if (node.parentNode === host) node.remove();
}

/**
 * Puts the server markup back: first the element's own children, then each adopted node into its
 * old place, last adopted first, so adjacent adopted nodes (an icon and a word) find the sibling they
 * were before already back, and keep their order.
 */
export function restoreFallback(host: Element): void {
  endLoading(host);
  for (const node of fallbacks.get(host) ?? []) if (node.parentNode !== host) host.append(node);
  const origins = [...adopted.get(host) ?? []];
  for (let i = origins.length - 1; i >= 0; i -= 1) {
    const [node, { parent, next }] = origins[i]!;
    parent.insertBefore(node, next && next.parentNode === parent ? next : null);
  }
  adopted.delete(host);
}
