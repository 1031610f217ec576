import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { Widget, WIDGET_STYLES } from '../react-core/widget/widget.tsx';

export { SqWidgetRenderEvent } from '../react-core/widget/events.ts';

/** The server-rendered content: shown until the rendering arrives, and kept when it cannot. */
const readContent = (host: HTMLElement): ChildNode[] => Array.from(host.childNodes);

/**
 * A block the server renders (visitor §7 GetWidgetRendering): POSTs widgetJSON {type, id, value} (and
 * collectionId, for event summaries) and puts the answer's data.html, sanitised, in place of the
 * server-rendered content. A not-found answer (404) is only logged; any failure keeps the content.
 */
export const SqWidgetElement = createElementClass({
  tag: 'sq-widget',
  description: /* manifest-only */ 'A server-rendered block (GetWidgetRendering): its content replaced by the sanitised rendering.',
  attributes: {
    type: string('', /* manifest-only */ 'The widget type (widgetJSON.type); without one nothing is requested.'),
    widgetId: string('', /* manifest-only */ 'The widget id (widgetJSON.id); default the element\'s own id.'),
    value: string('', /* manifest-only */ 'The widget value (widgetJSON.value), sent as text.'),
    collectionId: string('', /* manifest-only */ 'The collection of an event summary, sent as collectionId.'),
  },
  events: {
    'sq-widget-render': 'The server\'s rendering replaced the content.',
  },
  read: readContent,
  component: Widget,
  styles: WIDGET_STYLES,
  reactEvents: false,
});
export type SqWidgetElement = InstanceType<typeof SqWidgetElement>;
export default SqWidgetElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-widget': SqWidgetElement }
}
