import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { readItems } from '../react-core/accordion/read-items.ts';
import { Menu, MENU_STYLES } from '../react-core/menu/menu.tsx';

export { SqMenuSelectEvent } from '../react-core/menu/events.ts';

/**
 * A menu block's tabs (visitor §4 "Menu block"): the server-rendered children marked data-sq-item are
 * the menu sections (first element the tab's title, the rest the section; all shown without
 * JavaScript). One tab is selected at a time; arrow keys move between tabs and wrap around; Enter or
 * Space select.
 */
export const SqMenuElement = createElementClass({
  tag: 'sq-menu',
  description: /* manifest-only */ 'A menu block: its sections as tabs, one selected at a time.',
  attributes: {
    label: string('', /* manifest-only */ 'The spoken name of the tab list (default \'Menu sections\').'),
  },
  events: {
    'sq-menu-select': 'The visitor selected another tab (`index`, `itemId`).',
  },
  read: readItems,
  loadingLayout: true,
  component: Menu,
  styles: MENU_STYLES,
});
export type SqMenuElement = InstanceType<typeof SqMenuElement>;
export default SqMenuElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-menu': SqMenuElement }
}
