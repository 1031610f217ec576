// <sq-menu>'s view (visitor §4 "Menu block"): a tab list over the menu sections, one tab selected at a
// time. Manual activation with a roving tabindex (the spec: "Enter or Space select"): the arrow keys
// (Left/Up, Right/Down) move the focus between tabs and wrap around, Home and End go to the ends, Enter
// or Space (the tab is a native button) select. Focus leaving the tab list puts the roving tabindex back
// on the selected tab, so Tab returns there. The sections are the server-rendered nodes, moved in.
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { BLOCK_WIDGET_LABELS } from '../../catalog/block-widgets.ts';
import type { BlockItem } from '../accordion/read-items.ts';
import { itemMoved, itemOfHash } from '../accordion/read-items.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { NodeSlot } from '../node-slot.tsx';
import { SqMenuSelectEvent } from './events.ts';

export interface MenuProps { host: HTMLElement; data: BlockItem[]; label: string }

/** Where a key moves the focus from tab `from` of `count` (wrapping around), or null for other keys. */
export function tabAfterKey(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight': case 'ArrowDown': return (from + 1) % count;
    case 'ArrowLeft': case 'ArrowUp': return (from - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}

export function Menu({ host, data, label }: MenuProps) {
  const base = useId();
  const [selected, setSelected] = useState(() => Math.max(0, itemOfHash(data, location.hash)));
  const [focused, setFocused] = useState(selected);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The page edited the items (live children): the selected tab stays on its item wherever it moves,
  // or, where the page removed it, on the item now at its place, so a tab is always selected. A visitor
  // in the tab list goes with their item too, focused on its tab after the commit (React may have moved
  // the tab, which loses focus).
  const [selectedIn, setSelectedIn] = useState(data);
  const refocus = useRef<number | null>(null);
  if (selectedIn !== data) {
    setSelectedIn(data);
    const next = itemMoved(selectedIn, selected, data);
    const inTabs = tabs.current.some((tab) => tab !== null && tab === document.activeElement);
    const nextFocused = inTabs ? itemMoved(selectedIn, focused, data) : next;
    setSelected(next);
    setFocused(nextFocused);
    refocus.current = inTabs ? nextFocused : null;
  }
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    tabs.current[refocus.current]?.focus();
    refocus.current = null;
  });

  const select = (index: number) => {
    setFocused(index);
    if (index === selected) return;
    setSelected(index);
    host.dispatchEvent(new SqMenuSelectEvent(index, data[index]!.id));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, focused, data.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    tabs.current[next]?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(selected);
  };

  return (
    <div className="sq-menu">
      <div className="sq-menu__tabs" role="tablist" aria-label={label || BLOCK_WIDGET_LABELS.menuTabs}
        onKeyDown={onKeyDown} onBlur={onBlur}>
        {data.map((item, index) => (
          <button key={item.key} ref={(tab) => { tabs.current[index] = tab; }} type="button" role="tab"
            className="sq-menu__tab" id={`${base}-t${index}`} aria-controls={`${base}-p${index}`}
            aria-selected={index === selected} tabIndex={index === focused ? 0 : -1}
            onFocus={() => setFocused(index)} onClick={() => select(index)}>
            <NodeSlot nodes={item.title} />
          </button>
        ))}
      </div>
      {data.map((item, index) => (
        <div key={item.key} className="sq-menu__panel" role="tabpanel" id={`${base}-p${index}`}
          aria-labelledby={`${base}-t${index}`} tabIndex={0} hidden={index !== selected} data-item-id={item.id || undefined}>
          <MovedNodes className="sq-menu__body" nodes={item.body} />
        </div>
      ))}
    </div>
  );
}

export const MENU_STYLES = `
:where(sq-menu) { display: block; }
/* Rows of tabs touch (the tabs' own padding parts them), as the server's wrapped titles do in sq.css. */
:where(.sq-menu__tabs) { display: flex; flex-wrap: wrap; column-gap: var(--sq-space-2); margin-bottom: var(--sq-space-3); }
:where(.sq-menu__tab) { background: none; color: inherit; cursor: pointer; }
/* The tabs' box and font at two classes' weight, as sq.css's loading layout sets the server's titles: a
   theme's "button" rule would move the page under the tabs at the upgrade (docs/decisions.md "The view's
   structure is the library's"). */
.sq-menu .sq-menu__tab {
  margin: 0; padding: var(--sq-space-1) var(--sq-space-3); border: 0; border-bottom: 2px solid transparent; font: inherit;
  letter-spacing: inherit; text-transform: inherit; min-height: 0;
}
.sq-menu .sq-menu__tab[aria-selected="true"] { border-bottom-color: currentColor; font-weight: var(--sq-font-weight-3); }
/* The body is a column whose margins add up and do not collapse, as in sq.css's loading layout (a flexbox);
   its first and last margins are the library's (the tabs' gap above, none below), as that layout makes them. */
.sq-menu .sq-menu__body { display: flex; flex-direction: column; }
.sq-menu .sq-menu__body > :first-child { margin-top: 0; }
.sq-menu .sq-menu__body > :last-child { margin-bottom: 0; }
:where(.sq-menu__tab:focus-visible, .sq-menu__panel:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
`;
