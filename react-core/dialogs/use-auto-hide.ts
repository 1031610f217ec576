// The information popup's auto-hide (visitor §4 "Information popup: auto-hides after 2000 ms"), on the
// clock seam. The count pauses while the pointer is over the popup or focus is inside it, and starts
// again from the full time when both have left (WCAG 2.2.1: a visitor reading it is not cut short).
import { useEffect, useRef } from 'react';
import { clock } from '../../runtime/clock.ts';

export interface AutoHide {
  onPointerEnter(): void;
  onPointerLeave(): void;
  onFocus(): void;
  onBlur(event: { relatedTarget: EventTarget | null; currentTarget: HTMLElement }): void;
}

/** Calls `hide` `ms` after `running` turns true (never when ms <= 0), paused while hovered or focused. */
export function useAutoHide(running: boolean, ms: number, hide: () => void): AutoHide {
  const state = useRef({ timer: undefined as number | undefined, hovered: false, focused: false });
  const latest = useRef(hide);
  latest.current = hide;
  const active = running && ms > 0;
  const activeRef = useRef(active);
  activeRef.current = active;

  const stop = () => {
    clock.clearTimeout(state.current.timer);
    state.current.timer = undefined;
  };
  const start = () => {
    stop();
    const { hovered, focused } = state.current;
    if (!activeRef.current || hovered || focused) return;
    state.current.timer = clock.setTimeout(() => {
      state.current.timer = undefined;
      latest.current();
    }, ms);
  };

  // Each opening counts from the full time, whatever the pointer did while it was closed.
  useEffect(() => {
    state.current.hovered = false;
    state.current.focused = false;
    start();
    return stop;
  }, [active, ms]);

  const set = (key: 'hovered' | 'focused', value: boolean) => {
    if (state.current[key] === value) return;
    state.current[key] = value;
    if (value) stop();
    else start();
  };
  return {
    onPointerEnter: () => set('hovered', true),
    onPointerLeave: () => set('hovered', false),
    onFocus: () => set('focused', true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) set('focused', false);
    },
  };
}
