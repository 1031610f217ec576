import { createElementClass } from '../runtime/bridge/create-element.ts';
import { boolean } from '../runtime/bridge/attributes.ts';
import { Accordion, ACCORDION_STYLES } from '../react-core/accordion/accordion.tsx';
import { readItems } from '../react-core/accordion/read-items.ts';

export { SqAccordionToggleEvent } from '../react-core/accordion/events.ts';

/**
 * An accordion block (visitor §4 "Accordion"): the server-rendered children marked data-sq-item are
 * the items (first element the title, the rest the body; all open without JavaScript). A header click,
 * Enter or Space toggles its item; clicks wait for the 250 ms animation; opening one closes the others
 * unless `multiple`; a location hash naming an item's id opens it.
 */
export const SqAccordionElement = createElementClass({
  tag: 'sq-accordion',
  description: /* manifest-only */ 'An accordion block: items open and close from their headers; one open at a time unless `multiple`.',
  attributes: {
    multiple: boolean('Several items may be open at once (otherwise opening one closes the others).'),
    firstOpen: boolean('The first item starts expanded (read when the element first renders).'),
  },
  events: {
    'sq-accordion-toggle': 'An item opened or closed (`index`, `itemId`, `open`).',
  },
  read: readItems,
  component: Accordion,
  styles: ACCORDION_STYLES,
  loadingLayout: true,
});
export type SqAccordionElement = InstanceType<typeof SqAccordionElement>;
export default SqAccordionElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-accordion': SqAccordionElement }
}
