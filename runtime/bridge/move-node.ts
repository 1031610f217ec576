// Moving a node the library's own way: with moveBefore() where the browser has it (a playing frame keeps
// playing), else with Node's own insertBefore(), never the child methods a live element or a child
// holding an adopted node has (./placeholders.ts), which stand for the page's renderer.
export type Movable = Element & { moveBefore?: (node: Node, child: Node | null) => void };

// Node's own child methods, looked up at the call: the element classes are also made in Node.js, without a DOM.
export const insertBefore = (parent: Node, node: Node, before: Node | null) => Node.prototype.insertBefore.call(parent, node, before);
export const removeChild = (parent: Node, node: Node) => Node.prototype.removeChild.call(parent, node);
export const replaceChild = (parent: Node, node: Node, old: Node) => Node.prototype.replaceChild.call(parent, node, old);

/**
 * Moves `node` to the end of `parent` (already in it: left where it is), or before `next`, keeping its
 * state (a playing frame) where moveBefore() exists.
 */
export function moveNode(parent: Movable, node: Node, next?: Node | null): void {
  if (next === undefined ? node.parentNode === parent : node.parentNode === parent && node.nextSibling === next) return;
  const before = next && next.parentNode === parent ? next : null;
  if (typeof parent.moveBefore === 'function' && node.isConnected && parent.isConnected
    && node.getRootNode() === parent.getRootNode()) {
    try {
      parent.moveBefore(node, before);
      return;
    } catch {
      // moveBefore refuses some moves (another document, a shadow boundary): move the plain way.
    }
  }
  keepingFocus([node], () => insertBefore(parent, node, before));
}

/**
 * Runs `move`, which moves `nodes`, and gives focus back to the element in them that had it, with a text
 * field's caret or selection, where a plain move (no moveBefore(): WebKit) took it away: a visitor typing
 * in a field the view adopted, or on one of its buttons, keeps their place when the view or a read moves
 * the node. Only focus the move lost comes back: not where the page put it meanwhile (a `focusout`
 * listener, an element connecting).
 */
export function keepingFocus<T>(nodes: Iterable<Node>, move: () => T): T {
  const outer = document.activeElement;
  if (!outer || outer === document.body || !some(nodes, (node) => node.contains(outer))) return move();
  // The element itself, through open shadow roots (document.activeElement is their host).
  let focused: Element = outer;
  while (focused.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!(focused instanceof HTMLElement || focused instanceof SVGElement)) return move();
  const field = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null;
  // null where the field has no selection to keep (type=email, number...).
  const selection = field?.selectionStart == null ? null
    : [field.selectionStart, field.selectionEnd ?? field.selectionStart, field.selectionDirection ?? 'none'] as const;
  try {
    return move();
  } finally {
    const now = document.activeElement;
    if (focused.isConnected && (now === null || now === document.body)) {
      focused.focus({ preventScroll: true });
      if (selection && field && field.matches(':focus')) field.setSelectionRange(...selection);
    }
  }
}

function some<T>(items: Iterable<T>, test: (item: T) => boolean): boolean {
  for (const item of items) if (test(item)) return true;
  return false;
}
