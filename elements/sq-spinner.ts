import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string } from '../runtime/bridge/attributes.ts';
import { SPINNER_STYLES, Spinner } from '../react-core/spinner/spinner.tsx';

/**
 * A busy indicator (visitor §2 "A spinner"): `<sq-spinner label="Loading comments"></sq-spinner>`.
 * Announced as a status with its label ('Loading…' by default); it stands still, label shown, when the
 * visitor prefers reduced motion.
 */
export const SqSpinnerElement = createElementClass({
  tag: 'sq-spinner',
  description: /* manifest-only */ 'A busy indicator announced as a status; still under reduced motion.',
  attributes: {
    label: string('', /* manifest-only */ "What is loading, for screen readers (and shown under reduced motion). Default 'Loading…'."),
  },
  component: Spinner,
  styles: SPINNER_STYLES,
  reactEvents: false,
});
export type SqSpinnerElement = InstanceType<typeof SqSpinnerElement>;
export default SqSpinnerElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-spinner': SqSpinnerElement }
}
