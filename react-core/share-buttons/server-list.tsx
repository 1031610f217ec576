// <sq-share-buttons> in place: the server's own list of share links is the view (adopted, the same
// nodes), so what the visitor already sees stays where it is. The view only adds: the list's spoken name
// and each new-window link's where missing, and the click behaviour of the list's buttons ("Copy link",
// "Share…"). It adds no item: an item the server did not paint would move the others.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { SHARE_LABELS } from '../../catalog/members.ts';
import { MovedNodes } from '../moved-nodes.tsx';

/** The server's list: a `<ul>` child of the element holding at least one `[data-network]` item. */
export const isServerList = (node: Element | null): node is HTMLUListElement =>
  node instanceof HTMLUListElement && node.querySelector('[data-network]') !== null;

export interface ServerListProps {
  list: HTMLUListElement;
  /** A click on a `[data-network]` button of the list: 'copy', 'native' or a name the server gave. */
  onButton: (network: string) => void;
}

/** Sets each name on its element unless it has one; returns the cleanup that removes what it set. */
function labelOnce(labels: [Element, string][]): () => void {
  const set = labels.filter(([el]) => !el.hasAttribute('aria-label'));
  for (const [el, label] of set) el.setAttribute('aria-label', label);
  return () => { for (const [el] of set) el.removeAttribute('aria-label'); };
}

export function ServerList({ list, onButton }: ServerListProps) {
  const handler = useRef(onButton);
  handler.current = onButton;
  const nodes = useMemo(() => [list], [list]);
  useLayoutEffect(() => {
    // A link opening a new window says so ("Share on X (opens in a new window)"); its visible words stay.
    const newWindow = [...list.querySelectorAll<HTMLAnchorElement>('a[data-network][target="_blank"]')]
      .map((a): [Element, string] => [a, `${SHARE_LABELS.shareOn(a.textContent!.trim())} ${SHARE_LABELS.newWindow}`]);
    const unlabel = labelOnce([[list, SHARE_LABELS.group], ...newWindow]);
    // Delegated: buttons the page adds to its list later work too.
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-network]') : null;
      if (button && list.contains(button) && !event.defaultPrevented) handler.current(button.dataset.network!);
    };
    list.addEventListener('click', onClick);
    return () => {
      list.removeEventListener('click', onClick);
      unlabel();
    };
  }, [list]);
  return <MovedNodes className="sq-share-buttons__adopted" nodes={nodes} />;
}
