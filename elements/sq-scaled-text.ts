import { createElementClass } from '../runtime/bridge/create-element.ts';
import { pageChildren } from '../runtime/bridge/light-dom.ts';
import { boolean } from '../runtime/bridge/attributes.ts';
import { SCALED_TEXT_STYLES, ScaledText } from '../react-core/scaled-text/scaled-text.tsx';

export { fitFontSize, fitText } from '../react-core/scaled-text/fit.ts';

/**
 * Text that shrinks to fit its box (visitor §2 "Scaled text", §9 "Text shrink minimum font 11. Dynamic
 * text minimum 13 px", "Scaled-text resize debounce 100 ms"). The children are the text, shown as they
 * are without JavaScript; the element's CSS font size is the largest it takes.
 */
export const SqScaledTextElement = createElementClass({
  tag: 'sq-scaled-text',
  description: /* manifest-only */ 'Text shrunk to fit its box on one line, never below 11 px (13 px for dynamic text).',
  attributes: {
    dynamic: boolean('Text that changes while the page is open (a live value): shrinks no further than 13 px.'),
  },
  read: pageChildren,
  live: true,
  component: ScaledText,
  styles: SCALED_TEXT_STYLES,
  reactEvents: false,
});
export type SqScaledTextElement = InstanceType<typeof SqScaledTextElement>;
export default SqScaledTextElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-scaled-text': SqScaledTextElement }
}
