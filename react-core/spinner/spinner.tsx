// <sq-spinner>'s view (visitor §2 "A spinner"): a busy indicator that says what is loading to screen
// readers and turns; under reduced motion (runtime/reduced-motion.ts, the page's one policy) it stands still
// and shows the label instead. The label is spoken through a status region that mounts empty and gets its
// words ANNOUNCE_AFTER_MS later: screen readers announce a live region's changes, not the words it was
// inserted with, so a spinner a page adds while something loads is heard. The label shown under reduced
// motion is there at once, hidden from screen readers (the status says it).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SPINNER_LABELS } from '../../catalog/widgets.ts';
import { clock } from '../../runtime/clock.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../../runtime/reduced-motion.ts';

export interface SpinnerProps { label: string }

/** Long enough for the browser to have told assistive technology about the empty region. */
export const ANNOUNCE_AFTER_MS = 100;

const subscribeMotion = (listener: () => void) => onReducedMotionChange(listener);

export function Spinner({ label }: SpinnerProps) {
  const still = useSyncExternalStore(subscribeMotion, prefersReducedMotion);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = clock.setTimeout(() => setAnnounced(true), ANNOUNCE_AFTER_MS);
    return () => clock.clearTimeout(timer);
  }, []);
  const text = label.trim() || SPINNER_LABELS.loading;
  return (
    <span className="sq-spinner" data-still={still ? '' : undefined}>
      <span className="sq-spinner__wheel" aria-hidden="true" />
      {still && <span className="sq-spinner__label" aria-hidden="true">{text}</span>}
      <span className="sq-visually-hidden" role="status">{announced ? text : ''}</span>
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
