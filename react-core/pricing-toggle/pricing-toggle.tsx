// <sq-pricing-toggle>'s view (visitor §4 "Pricing toggle"): a radio group (native radios: arrow keys
// move and choose, Tab leaves) over the options; only the chosen option's prices and join button show.
// The `selected` attribute is the state: choosing writes it, so a script or the template can set it too.
import { useEffect, useId } from 'react';
import { BLOCK_WIDGET_LABELS } from '../../catalog/block-widgets.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { logWarn } from '../../runtime/log.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { SqPricingToggleChangeEvent } from './events.ts';
import type { PricingOption } from './read-options.ts';

export interface PricingToggleProps { host: HTMLElement; data: PricingOption[]; selected: string; label: string }

export function PricingToggle({ host, data, selected, label }: PricingToggleProps) {
  const name = useId();
  const known = data.some((option) => option.name === selected);
  const current = known ? selected : data[0]!.name;
  useEffect(() => {
    if (selected !== '' && !known) logWarn(ELEMENT_LIBRARY_MESSAGES.unknownOption('<sq-pricing-toggle selected>', selected, current));
  }, [selected, known, current]);

  const choose = (option: string) => {
    host.setAttribute('selected', option);
    host.dispatchEvent(new SqPricingToggleChangeEvent(option));
  };
  return (
    <div className="sq-pricing-toggle" data-selected={current}>
      <fieldset className="sq-pricing-toggle__switch">
        <legend className="sq-pricing-toggle__legend">{label || BLOCK_WIDGET_LABELS.pricingOptions}</legend>
        {data.map((option) => (
          <label key={option.name} className="sq-pricing-toggle__choice">
            <input type="radio" name={name} value={option.name} checked={option.name === current}
              onChange={() => choose(option.name)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {data.map((option) => (
        <MovedNodes key={option.name} className="sq-pricing-toggle__option" data-option={option.name}
          hidden={option.name !== current} nodes={[option.element]} />
      ))}
    </div>
  );
}

export const PRICING_TOGGLE_STYLES = `
:where(sq-pricing-toggle) { display: block; }
:where(.sq-pricing-toggle__switch) { border-color: currentColor; border-radius: var(--sq-radius-2); }
:where(.sq-pricing-toggle__choice) { cursor: pointer; }
:where(.sq-pricing-toggle__choice input) { cursor: pointer; }
:where(.sq-pricing-toggle__choice span) { border-radius: var(--sq-radius-1); }
/* The switch's box at two classes' weight, the box sq.css reserves: a theme's fieldset, label or input rule
   would move the options under it at the upgrade (docs/decisions.md "The view's structure is the library's"). */
.sq-pricing-toggle .sq-pricing-toggle__switch {
  display: inline-flex; gap: var(--sq-space-1); min-width: 0; margin: 0 0 var(--sq-space-3); padding: var(--sq-space-1);
  border-width: 1px; border-style: solid;
}
.sq-pricing-toggle .sq-pricing-toggle__legend { font: inherit; }
.sq-pricing-toggle .sq-pricing-toggle__choice { display: block; position: relative; margin: 0; font: inherit; }
.sq-pricing-toggle .sq-pricing-toggle__choice input {
  position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; padding: 0; border: 0; opacity: 0;
}
.sq-pricing-toggle .sq-pricing-toggle__choice span { display: block; padding: var(--sq-space-1) var(--sq-space-3); }
:where(.sq-pricing-toggle__choice input:checked + span) { background: var(--sq-color-accent); color: var(--sq-color-on-accent); }
/* The ring is outside the choice, on the section around it: drawn on the label, in the section's text colour,
   not on the chosen option's span, whose colour is the one on the accent (white on a white page). */
:where(.sq-pricing-toggle__choice) { border-radius: var(--sq-radius-1); }
:where(.sq-pricing-toggle__choice:has(input:focus-visible)) { outline: 2px solid currentColor; outline-offset: 2px; }
`;
