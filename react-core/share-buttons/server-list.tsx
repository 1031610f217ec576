// <sq-share-buttons> in place: what the server painted inside the element (its list of share links, and
// a heading if it wrote one) is the view, adopted as the same nodes, so it stays where it is. The view only
// adds: the list's spoken name where it has none, a "(opens in a new window)" description on each
// new-window link (its own name, words or image, is kept), and the click behaviour of the list's buttons
// ("Copy link", "Share…"). It adds no item: an item the server did not paint would move the others.
import { useId, useLayoutEffect, useRef } from 'react';
import { SHARE_LABELS } from '../../catalog/members.ts';
import { MovedNodes } from '../moved-nodes.tsx';

/** The server's list: a `<ul>` child of the element holding at least one `[data-network]` item. */
export const isServerList = (node: Node | null | undefined): node is HTMLUListElement =>
  node instanceof HTMLUListElement && node.querySelector('[data-network]') !== null;

/** What the server painted: the element's children, and the list of share links among them. */
export interface ServerMarkup { nodes: ChildNode[]; list: HTMLUListElement }

export interface ServerListProps extends ServerMarkup {
  /** A click on a `[data-network]` button of the list: 'copy', 'native' or a name the server gave. */
  onButton: (network: string) => void;
}

const DESCRIBED = 'aria-describedby';
const tokens = (el: Element) => (el.getAttribute(DESCRIBED) ?? '').split(/\s+/).filter(Boolean);

/** Adds `id` to the element's descriptions, after the page's own. */
function describeBy(el: Element, id: string): void {
  const ids = tokens(el);
  if (!ids.includes(id)) el.setAttribute(DESCRIBED, [...ids, id].join(' '));
}

/** Takes `id` out of the element's descriptions, leaving the page's own as they are. */
function undescribe(el: Element, id: string): void {
  const ids = tokens(el);
  if (!ids.includes(id)) return;
  const rest = ids.filter((token) => token !== id);
  if (rest.length > 0) el.setAttribute(DESCRIBED, rest.join(' '));
  else el.removeAttribute(DESCRIBED);
}

export function ServerList({ nodes, list, onButton }: ServerListProps) {
  const handler = useRef(onButton);
  handler.current = onButton;
  const note = useId();
  useLayoutEffect(() => {
    const named = !list.hasAttribute('aria-label') && !list.hasAttribute('aria-labelledby');
    if (named) list.setAttribute('aria-label', SHARE_LABELS.group);
    // Links the page adds to its list later are described too.
    const describe = () => { for (const a of list.querySelectorAll('a[target="_blank"]')) describeBy(a, note); };
    describe();
    const added = new MutationObserver(describe);
    added.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['target'] });
    // Delegated: buttons the page adds to its list later work too.
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-network]') : null;
      if (button && list.contains(button) && !event.defaultPrevented) handler.current(button.dataset.network!);
    };
    list.addEventListener('click', onClick);
    return () => {
      added.disconnect();
      list.removeEventListener('click', onClick);
      for (const el of list.querySelectorAll(`[${DESCRIBED}]`)) undescribe(el, note);
      if (named && list.getAttribute('aria-label') === SHARE_LABELS.group) list.removeAttribute('aria-label');
    };
  }, [list, note]);
  return (
    <>
      <MovedNodes className="sq-share-buttons__adopted" nodes={nodes} />
      <span id={note} hidden>{SHARE_LABELS.newWindow}</span>
    </>
  );
}
