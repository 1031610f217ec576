// Shows server-rendered nodes inside the React view by moving them, not copying them: a copied
// iframe is a second player that loads again. Where the browser has the state-preserving
// moveBefore(), the player even keeps playing through the move.
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { adoptInOrder, releaseNode } from '../runtime/bridge/light-dom.ts';
import { isAdopted } from '../runtime/bridge/placeholders.ts';
import { removeChild } from '../runtime/bridge/move-node.ts';

export interface MovedNodesProps extends HTMLAttributes<HTMLDivElement> {
  nodes: readonly Node[];
}

// The wrapper showing each node. A node can pass from one wrapper to another when the page edits the items
// (a renderer that reuses its item elements by place moves their contents), and the next one may take it
// first: a wrapper lets go only of what it still shows.
const owners = new WeakMap<Node, Element>();

/** `wrapper` lets go of `node` if it still shows it: a server node goes back, a copy (a marquee's) goes. */
function letGo(node: Node, wrapper: Element | null): void {
  if (!wrapper || owners.get(node) !== wrapper) return;
  owners.delete(node);
  if (isAdopted(node)) releaseNode(node);
  else if (node.parentNode === wrapper) removeChild(wrapper, node);
}

/** A div holding `nodes`; React renders no children into it, so it never touches them. */
export function MovedNodes({ nodes, ...rest }: MovedNodesProps) {
  const ref = useRef<HTMLDivElement>(null);
  const held = useRef<{ nodes: readonly Node[]; wrapper: Element | null }>({ nodes: [], wrapper: null });
  useLayoutEffect(() => {
    const parent = ref.current;
    // Callers may pass a new array of the same nodes: only the nodes no longer shown are let go.
    for (const node of held.current.nodes) if (!nodes.includes(node)) letGo(node, held.current.wrapper);
    held.current = { nodes, wrapper: parent };
    if (!parent) return;
    // In the page's order (a node the page put before the others shows first), moving as few as it takes.
    adoptInOrder(nodes, parent);
    for (const node of nodes) owners.set(node, parent);
  }, [nodes]);
  useLayoutEffect(() => () => held.current.nodes.forEach((node) => letGo(node, held.current.wrapper)), []);
  return <div ref={ref} {...rest} />;
}
