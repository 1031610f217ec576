// Enhance in place: the view shows the server's own node (a slide's <img>) instead of rendering a copy,
// so what the visitor already sees is the same element before and after the upgrade: no second
// request, no second decode, no blank frame. The wrapper is display: contents, so the node lays out
// as a child of the wrapper's parent.
import { useLayoutEffect, useRef } from 'react';
import { adoptNode, releaseNode } from '../runtime/bridge/light-dom.ts';

export function AdoptedNode({ node }: { node: Node }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptNode(node, ref.current);
    return () => releaseNode(node);
  }, [node]);
  return <span ref={ref} className="sq-adopted" />;
}
