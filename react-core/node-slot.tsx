// Shows copies of server-rendered nodes (an icon, a label) inside a React view without innerHTML:
// the nodes were already in the page, so nothing from a server string is ever parsed as HTML.
import { useLayoutEffect, useRef } from 'react';

export function NodeSlot({ nodes, className, as: Tag = 'span' }: {
  nodes: readonly Node[]; className?: string; as?: 'span' | 'figcaption';
}) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
  }, [nodes]);
  return <Tag ref={ref} className={className} />;
}
