// <sq-widget>'s view (visitor §7 GetWidgetRendering): the server-rendered content shows (aria-busy)
// while the rendering is asked for; the sanitised data.html then replaces it. Any failure keeps it.
// A new request goes out whenever type, id, value or collection id change; a stale answer is dropped.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MovedNodes } from '../moved-nodes.tsx';
import { SqWidgetRenderEvent } from './events.ts';
import { fetchRendering } from './rendering.ts';

export interface WidgetProps {
  host: HTMLElement; data: ChildNode[]; type: string; widgetId: string; value: string; collectionId: string;
}

function Rendered({ host, nodes }: { host: HTMLElement; nodes: readonly Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes);
    host.dispatchEvent(new SqWidgetRenderEvent());
  }, [host, nodes]);
  return <div ref={ref} className="sq-widget__content" />;
}

export function Widget({ host, data, type, widgetId, value, collectionId }: WidgetProps) {
  const id = widgetId || host.id;
  const [nodes, setNodes] = useState<readonly Node[] | null>(null);
  const [busy, setBusy] = useState(type !== '');
  useEffect(() => {
    if (type === '') { setBusy(false); return undefined; } // nothing to ask for (any request in flight is dropped)
    let live = true;
    setBusy(true);
    void fetchRendering({ type, id, value }, collectionId).then((fragment) => {
      if (!live) return;
      setBusy(false);
      if (fragment) setNodes(Array.from(fragment.childNodes));
    });
    return () => { live = false; };
  }, [type, id, value, collectionId]);
  return (
    <div className="sq-widget" aria-busy={busy || undefined}>
      {nodes ? <Rendered host={host} nodes={nodes} /> : <MovedNodes className="sq-widget__content" nodes={data} />}
    </div>
  );
}

export const WIDGET_STYLES = `
:where(sq-widget) { display: block; }
`;
