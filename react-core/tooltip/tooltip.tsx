// <sq-tooltip>'s view: the server-rendered trigger, moved back in as it is, and a role=tooltip bubble it
// is described by. Hover shows the bubble after 1200 ms (visitor §9); keyboard focus (:focus-visible)
// shows it at once, while focus a pointer gave (a click) waits like hover; Escape hides it; leaving
// (pointer and focus) hides it. Timers run on the clock seam.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { UI } from '../../catalog/constants.ts';
import { clock } from '../../runtime/clock.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { placeTooltip, TOOLTIP_GAP } from './place.ts';
import { addToken, removeToken, type TooltipData } from './read-tooltip.ts';

export interface TooltipProps { text: string; host: HTMLElement; data: TooltipData }

/** Whether focus on `target` came from the keyboard (a browser without :focus-visible counts it so). */
function keyboardFocus(target: EventTarget | null): boolean {
  try {
    return !(target instanceof Element) || target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Shows and hides on the host's pointer, focus and Escape; returns the cleanup. */
function watch(host: HTMLElement, setOpen: (open: boolean) => void): () => void {
  let timer: number | undefined;
  let hovered = false;
  let pointerFocused = false; // focus a click gave: treated like hover
  let keyboardFocused = false;
  let elapsed = false; // the hover delay has run out while hovered or pointer-focused
  const cancel = () => { clock.clearTimeout(timer); timer = undefined; };
  const update = () => setOpen(keyboardFocused || ((hovered || pointerFocused) && elapsed));
  /** Starts the delay unless it is running or over already. */
  const arm = () => {
    if (timer === undefined && !elapsed) {
      timer = clock.setTimeout(() => { timer = undefined; elapsed = true; update(); }, UI.tooltip.delayMs);
    }
    update();
  };
  /** After the pointer or the pointer's focus left: the delay starts over once neither is there. */
  const release = () => {
    if (!hovered && !pointerFocused) { cancel(); elapsed = false; }
    update();
  };
  const onEnter = () => { hovered = true; arm(); };
  const onLeave = () => { hovered = false; release(); };
  const onFocusIn = (event: FocusEvent) => {
    if (keyboardFocus(event.target)) { keyboardFocused = true; update(); } else { pointerFocused = true; arm(); }
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) return;
    keyboardFocused = false;
    pointerFocused = false;
    release();
  };
  // Escape dismisses without moving focus or the pointer (WCAG 1.4.13); it shows again on the next enter or focus.
  // An Escape that hides a shown bubble is this tooltip's: handled, so nothing else on the page acts on it
  // (the site chrome's Escape, a dialog's).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return; // another layer's (a lightbox, an overlay)
    if (host.querySelector('.sq-tooltip__bubble:not([hidden])')) event.preventDefault();
    cancel();
    hovered = false;
    pointerFocused = false;
    keyboardFocused = false;
    elapsed = false;
    setOpen(false);
  };
  host.addEventListener('mouseenter', onEnter);
  host.addEventListener('mouseleave', onLeave);
  host.addEventListener('focusin', onFocusIn);
  host.addEventListener('focusout', onFocusOut);
  host.ownerDocument.addEventListener('keydown', onKeyDown);
  return () => {
    cancel();
    host.removeEventListener('mouseenter', onEnter);
    host.removeEventListener('mouseleave', onLeave);
    host.removeEventListener('focusin', onFocusIn);
    host.removeEventListener('focusout', onFocusOut);
    host.ownerDocument.removeEventListener('keydown', onKeyDown);
  };
}

/** Keeps the open bubble beside its trigger and inside the viewport, also while the page scrolls. */
function usePlacement(open: boolean, trigger: HTMLElement, bubble: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!open || !element) return undefined;
    const view = element.ownerDocument.defaultView ?? window;
    const place = () => {
      const rect = trigger.getBoundingClientRect();
      element.style.width = `${placeTooltip(rect, 0, { width: view.innerWidth, height: view.innerHeight }).width}px`;
      const spot = placeTooltip(rect, element.offsetHeight, { width: view.innerWidth, height: view.innerHeight });
      Object.assign(element.style, { left: `${spot.left}px`, top: `${spot.top}px` });
      element.dataset.side = spot.above ? 'above' : 'below';
    };
    place();
    view.addEventListener('scroll', place, { capture: true, passive: true });
    view.addEventListener('resize', place, { passive: true });
    return () => {
      view.removeEventListener('scroll', place, { capture: true });
      view.removeEventListener('resize', place);
    };
  }, [open, trigger, bubble]);
}

export function Tooltip({ text, host, data }: TooltipProps) {
  const id = `sq-tooltip-${useId().replace(/[^\w-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const bubble = useRef<HTMLDivElement>(null);
  const { trigger } = data;
  const shown = open && text !== '';

  useEffect(() => watch(host, setOpen), [host]);
  useLayoutEffect(() => {
    if (!text) return undefined;
    addToken(trigger, 'aria-describedby', id);
    return () => removeToken(trigger, 'aria-describedby', id);
  }, [trigger, text, id]);
  usePlacement(shown, trigger, bubble);

  return (
    <>
      <MovedNodes nodes={data.nodes} className="sq-tooltip__trigger" />
      {text && (
        <div ref={bubble} id={id} role="tooltip" className="sq-tooltip__bubble" hidden={!shown}>{text}</div>
      )}
    </>
  );
}

// Above every layer (tooltips are brief and belong to what is under the pointer); the ::before strip
// bridges the gap to the trigger, so the pointer can move onto the bubble (WCAG 1.4.13 "hoverable").
export const TOOLTIP_STYLES = `
:where(sq-tooltip) { display: inline; }
:where(.sq-tooltip__trigger) { display: contents; }
:where(.sq-tooltip__bubble) {
  position: fixed; z-index: 2147483647; box-sizing: border-box; max-width: ${UI.tooltip.width}px;
  padding: var(--sq-space-2) var(--sq-space-3); border-radius: var(--sq-radius-1);
  background: var(--sq-color-text); color: var(--sq-color-background);
  font-size: var(--sq-font-size-1); line-height: 1.4; text-align: left; white-space: normal;
}
:where(.sq-tooltip__bubble)::before {
  content: ""; position: absolute; left: 0; right: 0; top: -${TOOLTIP_GAP}px; height: ${TOOLTIP_GAP}px;
}
:where(.sq-tooltip__bubble[data-side="above"])::before { top: auto; bottom: -${TOOLTIP_GAP}px; }
:where(.sq-tooltip__bubble[hidden]) { display: none; }
`;
