// Shows server-rendered nodes inside the React view by moving them, not copying them: a copied
// iframe is a second player that loads again. Where the browser has the state-preserving
// moveBefore(), the player even keeps playing through the move.
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { moveNode } from '../runtime/bridge/light-dom.ts';

export interface MovedNodesProps extends HTMLAttributes<HTMLDivElement> {
  nodes: readonly Node[];
}

/** A div holding `nodes`; React renders no children into it, so it never touches them. */
export function MovedNodes({ nodes, ...rest }: MovedNodesProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const parent = ref.current;
    if (parent) for (const node of nodes) moveNode(parent, node);
  }, [nodes]);
  return <div ref={ref} {...rest} />;
}
