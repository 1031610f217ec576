// Styles of the full-screen system error overlay (error-overlay.ts): --sq-* tokens with the sq.css
// values as fallbacks (the overlay can show before or without sq.css), in :where() so a theme's own
// rules win; only what keeps it a full-screen cover on top (position, inset, z-index) is a plain class
// rule, so a theme's element rules cannot break it. The fade-in runs only when the visitor has not
// asked for reduced motion.
import { MODAL_BASE_Z_INDEX } from '../../catalog/constants.ts';

export const SYSTEM_ERROR_STYLES = `
.sq-system-error { position: fixed; inset: 0; z-index: ${MODAL_BASE_Z_INDEX}; }
:where(.sq-system-error) {
  display: flex; align-items: center; justify-content: center; box-sizing: border-box;
  padding: var(--sq-space-4, 20px); overflow: auto; overscroll-behavior: contain;
  background: var(--sq-color-background, #ffffff); color: var(--sq-color-text, #1a1a1a);
}
:where(.sq-system-error-panel) { max-width: 32rem; text-align: center; }
:where(.sq-system-error-title) {
  margin: 0 0 var(--sq-space-3, 12px);
  font-size: var(--sq-font-size-6, 28px); font-weight: var(--sq-font-weight-3, 600);
}
:where(.sq-system-error-detail) { margin: 0 0 var(--sq-space-4, 20px); font-size: var(--sq-font-size-4, 16px); overflow-wrap: anywhere; }
:where(.sq-system-error-actions) { display: flex; flex-wrap: wrap; gap: var(--sq-space-2, 8px); justify-content: center; }
:where(.sq-system-error-button) {
  padding: var(--sq-space-2, 8px) var(--sq-space-4, 20px); border: 1px solid var(--sq-color-accent, #1a1a1a);
  border-radius: var(--sq-radius-1, 4px); font: inherit; font-weight: var(--sq-font-weight-2, 500); cursor: pointer;
  background: var(--sq-color-accent, #1a1a1a); color: var(--sq-color-on-accent, #ffffff);
}
:where(.sq-system-error-button-secondary) {
  background: var(--sq-color-background, #ffffff); color: var(--sq-color-accent, #1a1a1a);
}
:where(.sq-system-error-button:focus-visible) { outline: 2px solid var(--sq-color-accent, #1a1a1a); outline-offset: 2px; }
@media (prefers-reduced-motion: no-preference) {
  :where(.sq-system-error) { animation: sq-system-error-in var(--sq-duration-2, 200ms) ease-out; }
}
@keyframes sq-system-error-in { from { opacity: 0; } to { opacity: 1; } }
`;
