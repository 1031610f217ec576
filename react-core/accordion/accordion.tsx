// <sq-accordion>'s view (visitor §4 "Accordion"): each item a heading holding a button (aria-expanded,
// aria-controls) and a region labelled by it. Native buttons give Enter and Space. The item bodies are
// the server-rendered nodes, moved into the panels, never copied.
import { createElement, useId } from 'react';
import { MovedNodes } from '../moved-nodes.tsx';
import { NodeSlot } from '../node-slot.tsx';
import type { BlockItem } from './read-items.ts';
import { useAccordion } from './use-accordion.ts';

export interface AccordionProps { host: HTMLElement; data: BlockItem[]; multiple: boolean; firstOpen: boolean }

const HEADING = /^h[1-6]$/;

export function Accordion({ host, data, multiple, firstOpen }: AccordionProps) {
  const base = useId();
  const { open, moving, isMoving, toggle, panelRef } = useAccordion({ host, items: data, multiple, firstOpen });
  return (
    <div className="sq-accordion" data-animating={moving.length > 0 || undefined}>
      {data.map((item, index) => {
        const button = `${base}-b${index}`;
        const panel = `${base}-p${index}`;
        const expanded = open[index] ?? false;
        const title = createElement(HEADING.test(item.titleTag) ? item.titleTag : 'div', { className: 'sq-accordion__title' },
          <button type="button" className="sq-accordion__button" id={button} aria-expanded={expanded} aria-controls={panel}
            onClick={() => toggle(index)}>
            <NodeSlot nodes={item.title} />
            <span className="sq-accordion__icon" aria-hidden="true" />
          </button>);
        return (
          <div key={item.key} className="sq-accordion__item" id={item.id || undefined} data-open={expanded || undefined}>
            {title}
            <div ref={panelRef(item.key)} className="sq-accordion__panel" id={panel} role="region" aria-labelledby={button}
              hidden={!expanded && !isMoving(index)}>
              <MovedNodes className="sq-accordion__body" nodes={item.body} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

export const ACCORDION_STYLES = `
:where(sq-accordion) { display: block; }
/* The titles' box and font at two classes' weight, as sq.css's loading layout sets the server's titles: a
   theme's heading or button rule would move the page at the upgrade (docs/decisions.md "The view's
   structure is the library's"). The look (background, colour, cursor) stays the theme's. */
.sq-accordion .sq-accordion__title { margin: 0; padding: 0; border: 0; }
.sq-accordion .sq-accordion__button {
  display: flex; width: 100%; min-height: 0; align-items: center; justify-content: space-between; gap: var(--sq-space-2);
  margin: 0; padding: var(--sq-space-2) 0; border: 0; border-bottom: 1px solid currentColor;
  font: inherit; letter-spacing: inherit; text-transform: inherit; text-align: start;
}
/* The icon is 1em wide, as sq.css's loading layout reserves it at the title's end. */
.sq-accordion .sq-accordion__icon { flex: none; width: 1em; text-align: center; }
:where(.sq-accordion__button) { background: none; color: inherit; cursor: pointer; }
:where(.sq-accordion__button:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.sq-accordion__icon)::before { content: "+"; }
:where(.sq-accordion__button[aria-expanded="true"] .sq-accordion__icon)::before { content: "\\2212"; }
/* An open body's 8 px inside its first and last elements' margins, as sq.css's loading layout pads the server's
   body: a theme's own padding on those elements (a callout box, a list reset) replaces it on both sides, so
   nothing moves at the upgrade. The body holds its elements' margins, as the padding did. */
:where(.sq-accordion__body) { display: flow-root; }
:where(.sq-accordion__body > :first-child) { padding-top: var(--sq-space-2); }
:where(.sq-accordion__body > :last-child) { padding-bottom: var(--sq-space-2); }
`;
