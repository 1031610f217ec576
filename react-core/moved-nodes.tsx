// Shows server-rendered nodes inside the React view by moving them, not copying them: a copied
// iframe is a second player that loads again. Where the browser has the state-preserving
// moveBefore(), the player even keeps playing through the move.
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

type Movable = Element & { moveBefore?: (node: Node, child: Node | null) => void };

function moveInto(parent: Movable, node: Node): void {
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

export interface MovedNodesProps extends HTMLAttributes<HTMLDivElement> {
  nodes: readonly Node[];
}

/** A div holding `nodes`; React renders no children into it, so it never touches them. */
export function MovedNodes({ nodes, ...rest }: MovedNodesProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const parent = ref.current;
    if (parent) for (const node of nodes) moveInto(parent, node);
  }, [nodes]);
  return <div ref={ref} {...rest} />;
}
