// Shows server-rendered nodes inside the React view by moving them, not copying them: a copied
// iframe is a second player that loads again. Where the browser has the state-preserving
// moveBefore(), the player even keeps playing through the move.
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { adoptInOrder, releaseNode } from '../runtime/bridge/light-dom.ts';

export interface MovedNodesProps extends HTMLAttributes<HTMLDivElement> {
  nodes: readonly Node[];
}

/** A div holding `nodes`; React renders no children into it, so it never touches them. */
export function MovedNodes({ nodes, ...rest }: MovedNodesProps) {
  const ref = useRef<HTMLDivElement>(null);
  const held = useRef<readonly Node[]>([]);
  useLayoutEffect(() => {
    const parent = ref.current;
    // Callers may pass a new array of the same nodes: only the nodes no longer shown are let go.
    for (const node of held.current) if (!nodes.includes(node)) releaseNode(node);
    held.current = nodes;
    // In the page's order (a node the page put before the others shows first), moving as few as it takes.
    if (parent) adoptInOrder(nodes, parent);
  }, [nodes]);
  useLayoutEffect(() => () => held.current.forEach(releaseNode), []);
  return <div ref={ref} {...rest} />;
}
