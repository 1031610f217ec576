// <sq-dialog>'s styles (visitor §3 "Confirmation": width 350, padding 20; §2 information popups top
// right): --sq-* tokens with the sq.css values as fallbacks (an api dialog can show on a page without
// sq.css), in :where() so a theme's own rules win; only what keeps a dialog on top of the page
// (position, the stacking z-index from runtime/dialog-stack.ts, an information popup's place in the
// column of open popups) is a plain class rule. Entering fades and scales in from 0.94 (@starting-style);
// leaving is the reverse, and hide() waits for its transitionend on .sq-dialog (at most 600 ms). No
// motion at all under prefers-reduced-motion.
import { MODAL_BASE_Z_INDEX, UI } from '../../catalog/constants.ts';

const GAP = 'var(--sq-space-4, 20px)';
/** Between information popups stacked in their column (view.tsx sets each one's offset and index). */
const STACK_GAP = 'var(--sq-space-2, 8px)';

export const DIALOG_STYLES = `
:where(sq-dialog) { display: contents; }
.sq-dialog { position: fixed; z-index: ${MODAL_BASE_Z_INDEX}; }
.sq-dialog[hidden] { display: none; }
.sq-dialog[data-kind="confirm"], .sq-dialog[data-kind="alert"] { inset: 0; }
.sq-dialog[data-kind="info"] {
  top: calc(${GAP} + var(--sq-dialog-stack-offset, 0px) + var(--sq-dialog-stack-index, 0) * ${STACK_GAP});
  right: ${GAP}; max-width: calc(100vw - 2 * ${GAP});
}
:where(.sq-dialog) {
  opacity: 1; transition: opacity var(--sq-duration-2, 200ms) ease-out;
  color: var(--sq-color-text, #1a1a1a); font-size: var(--sq-font-size-4, 16px); line-height: 1.5;
}
:where(.sq-dialog[data-kind="confirm"], .sq-dialog[data-kind="alert"]) {
  display: grid; grid-template-columns: minmax(0, 1fr); place-items: center; box-sizing: border-box;
  padding: ${GAP}; overflow: auto;
  overscroll-behavior: contain; background: rgb(0 0 0 / 0.5);
}
:where(.sq-dialog[data-state="closing"]) { opacity: 0; }
:where(.sq-dialog__panel) {
  position: relative; box-sizing: border-box; max-width: 100%; padding: ${UI.confirmation.padding}px;
  border-radius: var(--sq-radius-2, 8px); background: var(--sq-color-background, #ffffff);
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25); transition: transform var(--sq-duration-2, 200ms) ease-out;
}
:where(.sq-dialog[data-state="closing"] .sq-dialog__panel) { transform: scale(${UI.scaleHide}); }
@starting-style {
  :where(.sq-dialog) { opacity: 0; }
  :where(.sq-dialog__panel) { transform: scale(${UI.scaleHide}); }
}
:where(.sq-dialog__panel:focus) { outline: none; }
:where(.sq-dialog__panel:focus-visible) { outline: 2px solid var(--sq-color-accent, #1a1a1a); outline-offset: 2px; }
:where(.sq-dialog[data-kind="info"] .sq-dialog__panel) { padding-inline-end: 56px; }
:where(.sq-dialog__title) {
  margin: 0 0 var(--sq-space-2, 8px); font-size: var(--sq-font-size-5, 20px); font-weight: var(--sq-font-weight-3, 600);
}
:where(.sq-dialog__message) { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
:where(.sq-dialog__actions) {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--sq-space-2, 8px); margin-top: ${GAP};
}
:where(.sq-dialog__button) {
  margin: 0; padding: var(--sq-space-2, 8px) var(--sq-space-4, 20px); border: 1px solid var(--sq-color-accent, #1a1a1a);
  border-radius: var(--sq-radius-1, 4px); font: inherit; font-weight: var(--sq-font-weight-2, 500); cursor: pointer;
  background: var(--sq-color-background, #ffffff); color: var(--sq-color-accent, #1a1a1a);
}
:where(.sq-dialog__button[data-action="confirm"]) {
  background: var(--sq-color-accent, #1a1a1a); color: var(--sq-color-on-accent, #ffffff);
}
:where(.sq-dialog__button:focus-visible, .sq-dialog__close:focus-visible) {
  outline: 2px solid var(--sq-color-accent, #1a1a1a); outline-offset: 2px;
}
:where(.sq-dialog__close) {
  position: absolute; top: var(--sq-space-1, 4px); right: var(--sq-space-1, 4px); display: grid; place-items: center;
  width: 44px; height: 44px; margin: 0; padding: 0; border: 0; border-radius: var(--sq-radius-1, 4px);
  background: none; color: inherit; cursor: pointer;
}
:where(.sq-dialog__close svg) { width: 16px; height: 16px; stroke: currentColor; stroke-width: 2; }
@media (prefers-reduced-motion: reduce) {
  :where(.sq-dialog, .sq-dialog__panel) { transition: none; }
}
`;
