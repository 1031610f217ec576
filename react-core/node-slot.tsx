// Shows copies of server-rendered nodes (an icon, a label) inside a React view without innerHTML:
// the nodes were already in the page, so nothing from a server string is ever parsed as HTML.
import { useLayoutEffect, useRef } from 'react';

export function NodeSlot({ nodes, className }: { nodes: readonly Node[]; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
  }, [nodes]);
  return <span ref={ref} className={className} />;
}
