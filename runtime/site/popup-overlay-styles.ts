// Styles of the site-level modules (popup overlay, mobile info bar, dismissible notices, overlays manager):
// --sq-* tokens with the sq.css values as fallbacks, inside :where() so a theme's rules win; only what
// keeps the popup a cover on top (position, inset) is a plain class rule. No animation: nothing moves.
import { MODAL_BASE_Z_INDEX } from '../../catalog/constants.ts';

export const POPUP_OVERLAY_STYLES = `
.sq-popup-overlay { position: fixed; inset: 0; z-index: ${MODAL_BASE_Z_INDEX}; }
:where(.sq-popup-overlay) {
  display: flex; align-items: center; justify-content: center; box-sizing: border-box;
  padding: var(--sq-space-4, 20px); overflow: auto; overscroll-behavior: contain; background: rgb(0 0 0 / 0.5);
}
:where(.sq-popup-overlay-panel) {
  position: relative; box-sizing: border-box; max-width: 36rem; width: 100%;
  padding: var(--sq-space-5, 34px) var(--sq-space-4, 20px) var(--sq-space-4, 20px);
  border-radius: var(--sq-radius-2, 8px);
  background: var(--sq-color-background, #ffffff); color: var(--sq-color-text, #1a1a1a);
}
:where(.sq-popup-overlay-panel:focus) { outline: none; }
:where(.sq-popup-overlay-title) { margin: 0 0 var(--sq-space-3, 12px); font-size: var(--sq-font-size-5, 20px); }
:where(.sq-popup-overlay-message) { margin: 0 0 var(--sq-space-4, 20px); overflow-wrap: anywhere; }
:where(.sq-popup-overlay-button) {
  display: inline-block; padding: var(--sq-space-2, 8px) var(--sq-space-4, 20px);
  border-radius: var(--sq-radius-1, 4px); text-decoration: none;
  background: var(--sq-color-accent, #1a1a1a); color: var(--sq-color-on-accent, #ffffff);
}
`;

/** The close (×) buttons of the popup, the info bar and the notices, and the owner's preview button. */
export const SITE_CONTROL_STYLES = `
:where(.sq-site-close) {
  display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px;
  padding: 0; border: 0; border-radius: var(--sq-radius-1, 4px); background: transparent; color: inherit;
  font: inherit; font-size: var(--sq-font-size-5, 20px); line-height: 1; cursor: pointer;
}
:where(.sq-popup-overlay-panel > .sq-site-close) { position: absolute; top: var(--sq-space-1, 4px); right: var(--sq-space-1, 4px); }
:where(.sq-site-close:focus-visible, .sq-overlays-manager:focus-visible) {
  outline: 2px solid currentColor; outline-offset: 2px;
}
:where([data-sq-dismissible]) { position: relative; padding-right: 40px; }
:where([data-sq-dismissible] > .sq-site-close) { position: absolute; top: 50%; right: 4px; transform: translateY(-50%); }
:where(.sq-mobile-info-bar) {
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 1000; display: flex; gap: var(--sq-space-3, 12px);
  align-items: center; padding: var(--sq-space-2, 8px) var(--sq-space-3, 12px); font-size: var(--sq-font-size-3, 14px);
  background: #ffffff; color: #1a1a1a; box-shadow: 0 -1px 4px rgb(0 0 0 / 0.15);
}
:where(.sq-mobile-info-bar-dark) { background: #1a1a1a; color: #ffffff; }
:where(.sq-mobile-info-bar-text) { flex: 1; margin: 0; }
:where(.sq-mobile-info-bar a) { color: inherit; font-weight: var(--sq-font-weight-3, 600); }
:where(.sq-overlays-manager) {
  position: fixed; left: var(--sq-space-3, 12px); bottom: var(--sq-space-3, 12px); z-index: 1000;
  padding: var(--sq-space-2, 8px) var(--sq-space-3, 12px); border: 0; border-radius: var(--sq-radius-1, 4px);
  font: inherit; font-size: var(--sq-font-size-3, 14px); cursor: pointer;
  background: var(--sq-color-accent, #1a1a1a); color: var(--sq-color-on-accent, #ffffff);
}
`;
