// The open state of <sq-accordion> (visitor §4 "Accordion", §9 "Accordion animation 250 ms"): a header
// click toggles its item; clicks are ignored while the panels animate; unless multiple items may be
// open, opening one closes the others; the first item starts open when flagged; a location hash naming
// an item opens it, on load and on hashchange. Heights animate through the tween helper, so reduced
// motion (runtime/reduced-motion.ts) makes every change instant.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { tween, type Tween } from '../../runtime/utils/tween.ts';
import { SqAccordionToggleEvent } from './events.ts';
import { itemOfHash, matchItems, type BlockItem } from './read-items.ts';

export interface AccordionOptions { host: HTMLElement; items: readonly BlockItem[]; multiple: boolean; firstOpen: boolean }

function initialOpen({ items, multiple, firstOpen }: AccordionOptions): boolean[] {
  const hashed = itemOfHash(items, location.hash);
  return items.map((_, index) => index === hashed || (index === 0 && firstOpen && (multiple || hashed < 0)));
}

/** The next open state when item `index` is toggled (or only opened). */
export function nextOpen(open: readonly boolean[], index: number, multiple: boolean, onlyOpen = false): boolean[] {
  const opening = !open[index];
  if (!opening && onlyOpen) return [...open];
  return open.map((was, other) => (other === index ? opening : opening && !multiple ? false : was));
}

/**
 * The open state after the page edited the items (live children): each item keeps its own, wherever it
 * now is; an item the page added starts closed.
 */
export function followItems(before: readonly BlockItem[], open: readonly boolean[], items: readonly BlockItem[]): boolean[] {
  return matchItems(before, items).map((was) => was >= 0 && (open[was] ?? false));
}

/** Sets each moving panel's height for one frame of the tween (`progress` 0 to 1). */
function animate(panels: readonly HTMLElement[], opening: readonly boolean[]): Tween {
  const full = panels.map((panel) => panel.scrollHeight);
  const step = (progress: number) => panels.forEach((panel, i) => {
    panel.style.height = `${full[i]! * (opening[i] ? progress : 1 - progress)}px`;
  });
  for (const panel of panels) panel.style.overflow = 'hidden';
  step(0); // before the first frame: an opening panel must not flash at its full height
  return tween(step, { duration: PAGE_BLOCKS.accordionAnimationMs });
}

export function useAccordion(options: AccordionOptions) {
  const { host, items, multiple } = options;
  const [open, setOpen] = useState(() => initialOpen(options));
  // The items (their keys) whose panel's height is animating: shown (not hidden) until their tween ends,
  // wherever the page moves them meanwhile. An item the page removes meanwhile is done animating: put back
  // before the tween ends, it is a new item, closed.
  const [moving, setMoving] = useState<readonly number[]>([]);
  const [gone, setGone] = useState<readonly number[]>([]);
  // The items the open state is for: when the page edits them, it follows them (set while rendering,
  // as React's docs adjust state to a prop, so no frame shows the old state on the new items).
  const [openFor, setOpenFor] = useState(items);
  if (openFor !== items) {
    setOpenFor(items);
    setOpen(followItems(openFor, open, items));
    const removed = moving.filter((key) => !gone.includes(key) && !items.some((item) => item.key === key));
    if (removed.length > 0) setGone([...gone, ...removed]);
  }
  const panels = useRef(new Map<number, HTMLElement>());
  const busy = useRef(false);
  const state = useRef({ open, multiple, items });
  state.current = { open, multiple, items };

  const change = useCallback((index: number, onlyOpen: boolean) => {
    if (busy.current || index < 0) return;
    const before = state.current.open;
    const after = nextOpen(before, index, state.current.multiple, onlyOpen);
    const changed = after.flatMap((isOpen, i) => (isOpen === before[i] ? [] : [i]));
    if (changed.length === 0) return;
    busy.current = true;
    setOpen(after);
    setMoving(changed.map((i) => items[i]!.key));
    for (const i of changed) host.dispatchEvent(new SqAccordionToggleEvent(i, items[i]!.id, after[i]!));
  }, [host, items]);

  useLayoutEffect(() => {
    if (moving.length === 0) return undefined;
    const { open: now, items: shown } = state.current;
    const moved: HTMLElement[] = [];
    const opening: boolean[] = [];
    for (const key of moving) {
      const panel = panels.current.get(key);
      if (!panel) continue;
      moved.push(panel);
      opening.push(now[shown.findIndex((item) => item.key === key)] ?? false);
    }
    const motion = animate(moved, opening);
    void motion.finished.then(() => {
      for (const panel of moved) {
        panel.style.removeProperty('height');
        panel.style.removeProperty('overflow');
      }
      busy.current = false;
      setMoving([]);
      setGone([]);
    });
    motion.start();
    return () => motion.end();
  }, [moving]);

  useEffect(() => {
    const onHash = () => change(itemOfHash(items, location.hash), true);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [items, change]);

  return {
    open,
    moving,
    toggle: (index: number) => change(index, false),
    /** Whether item `index`'s panel is animating. */
    isMoving: (index: number) => items[index] !== undefined && moving.includes(items[index]!.key) && !gone.includes(items[index]!.key),
    panelRef: (key: number) => (panel: HTMLElement | null) => {
      if (panel) panels.current.set(key, panel);
      else panels.current.delete(key);
    },
  };
}
