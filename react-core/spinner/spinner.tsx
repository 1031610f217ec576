// <sq-spinner>'s view (visitor §2 "A spinner"): a busy indicator that says what is loading to screen
// readers (role=status with its label as text) and turns; under reduced motion (runtime/reduced-motion.ts,
// the page's one policy) it stands still and shows the label instead.
import { useSyncExternalStore } from 'react';
import { SPINNER_LABELS } from '../../catalog/widgets.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../../runtime/reduced-motion.ts';

export interface SpinnerProps { label: string }

const subscribeMotion = (listener: () => void) => onReducedMotionChange(listener);

export function Spinner({ label }: SpinnerProps) {
  const still = useSyncExternalStore(subscribeMotion, prefersReducedMotion);
  const text = label.trim() || SPINNER_LABELS.loading;
  return (
    <span className="sq-spinner" role="status" data-still={still ? '' : undefined}>
      <span className="sq-spinner__wheel" aria-hidden="true" />
      <span className={still ? 'sq-spinner__label' : 'sq-visually-hidden'}>{text}</span>
    </span>
  );
}

export const SPINNER_STYLES = `
:where(sq-spinner) { display: inline-block; }
:where(.sq-spinner) { display: inline-flex; align-items: center; gap: var(--sq-space-2); }
:where(.sq-spinner__wheel) {
  display: inline-block; box-sizing: border-box; width: 1.5em; height: 1.5em; border-radius: 50%;
  border: 0.2em solid currentColor; border-right-color: transparent; opacity: 0.8;
  animation: sq-spinner-turn 0.8s linear infinite;
}
:where(.sq-spinner[data-still] .sq-spinner__wheel) { animation: none; border-right-color: currentColor; opacity: 0.4; }
:where(.sq-spinner__label) { font-size: var(--sq-font-size-1); }
@keyframes sq-spinner-turn { to { transform: rotate(360deg); } }
`;
