import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { PricingToggle, PRICING_TOGGLE_STYLES } from '../react-core/pricing-toggle/pricing-toggle.tsx';
import { readOptions } from '../react-core/pricing-toggle/read-options.ts';

export { SqPricingToggleChangeEvent } from '../react-core/pricing-toggle/events.ts';

/**
 * The member access page's pricing toggle (visitor §2, §4 "Pricing toggle"): two options (children
 * marked data-sq-option, e.g. monthly and annual), each with its prices and join button; a radio group
 * swaps which one shows. Without JavaScript both are shown.
 */
export const SqPricingToggleElement = createElementClass({
  tag: 'sq-pricing-toggle',
  description: /* manifest-only */ 'Two pricing options (e.g. monthly and annual) swapped by a radio group.',
  attributes: {
    selected: string('', /* manifest-only */ 'The name (data-sq-option) of the option shown; default the first. Choosing writes it.'),
    label: string('', /* manifest-only */ 'The spoken name of the radio group (default \'Billing period\').'),
  },
  events: {
    'sq-pricing-toggle-change': 'The visitor chose another option (`option`).',
  },
  read: readOptions,
  live: true,
  component: PricingToggle,
  styles: PRICING_TOGGLE_STYLES,
});
export type SqPricingToggleElement = InstanceType<typeof SqPricingToggleElement>;
export default SqPricingToggleElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-pricing-toggle': SqPricingToggleElement }
}
