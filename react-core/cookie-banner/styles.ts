// <sq-cookie-banner>'s styles, in :where() so a theme's rules win. Colours come from the sq.css tokens:
// LIGHT is text on background, DARK the same two swapped, so contrast is the tokens' own. The slide-in
// moves without fading (the text is legible at once), takes the duration tokens, and is switched off
// for visitors who prefer reduced motion. Colours and duration have fallbacks: legible even on a page
// that imports the element without sq.css. On a short screen (320 x 256, or text spacing) the banner
// scrolls inside the viewport rather than running off it: its last button and its x stay reachable.
export const COOKIE_BANNER_STYLES = `
:where(sq-cookie-banner) { display: contents; }
:where(.sq-cookie-banner) {
  --sq-cookie-banner-fg: var(--sq-color-background, #fff); --sq-cookie-banner-bg: var(--sq-color-text, #1a1a1a);
  position: fixed; z-index: calc(var(--sq-z-modal) - 1); box-sizing: border-box;
  display: flex; align-items: center; gap: var(--sq-space-3) var(--sq-space-4);
  padding: var(--sq-space-3) var(--sq-space-4);
  background: var(--sq-cookie-banner-bg); color: var(--sq-cookie-banner-fg);
  font-size: var(--sq-font-size-3); line-height: 1.5;
  max-height: 100vh; max-height: 100dvh; overflow-y: auto; overscroll-behavior: contain;
  animation: sq-cookie-banner-in var(--sq-duration-3, 300ms) ease-out;
}
:where(.sq-cookie-banner[data-theme="LIGHT"]) {
  --sq-cookie-banner-fg: var(--sq-color-text, #1a1a1a); --sq-cookie-banner-bg: var(--sq-color-background, #fff);
  box-shadow: 0 0 0 1px var(--sq-cookie-banner-fg);
}
:where(.sq-cookie-banner:focus) { outline: none; }
:where(.sq-cookie-banner:focus-visible) { outline: 2px solid var(--sq-cookie-banner-fg); outline-offset: -4px; }
:where(.sq-cookie-banner[data-variant="BAR"]) { left: 0; right: 0; flex-wrap: wrap; justify-content: space-between; }
:where(.sq-cookie-banner[data-variant="BAR"][data-position="TOP"]) { top: 0; --sq-cookie-banner-from: -100%; }
:where(.sq-cookie-banner[data-variant="BAR"][data-position="BOTTOM"]) { bottom: 0; --sq-cookie-banner-from: 100%; }
:where(.sq-cookie-banner[data-variant="POPUP"]) {
  flex-direction: column; align-items: stretch; width: min(24rem, calc(100vw - 2 * var(--sq-space-4)));
  margin: var(--sq-space-4); padding: var(--sq-space-4); border-radius: var(--sq-radius-2);
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25); --sq-cookie-banner-from: var(--sq-space-4);
  max-height: calc(100vh - 2 * var(--sq-space-4)); max-height: calc(100dvh - 2 * var(--sq-space-4));
}
:where(.sq-cookie-banner[data-position="top-left"]) { top: 0; left: 0; }
:where(.sq-cookie-banner[data-position="top-right"]) { top: 0; right: 0; }
:where(.sq-cookie-banner[data-position="bottom-left"]) { bottom: 0; left: 0; }
:where(.sq-cookie-banner[data-position="bottom-right"]) { bottom: 0; right: 0; }
:where(.sq-cookie-banner[data-cta="ICON"]) { padding-inline-end: var(--sq-space-6); }
:where(.sq-cookie-banner__text) { flex: 1 1 20rem; min-width: 0; }
:where(.sq-cookie-banner[data-variant="POPUP"] .sq-cookie-banner__text) { flex: none; }
:where(.sq-cookie-banner__text p) { margin: 0; }
:where(.sq-cookie-banner__text p + p) { margin-top: var(--sq-space-2); }
:where(.sq-cookie-banner__text a) { color: inherit; text-decoration: underline; }
:where(.sq-cookie-banner__actions) { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sq-space-3); }
:where(.sq-cookie-banner[data-variant="POPUP"] .sq-cookie-banner__actions) { justify-content: flex-end; }
:where(.sq-cookie-banner__button) {
  margin: 0; padding: var(--sq-space-2) var(--sq-space-3); border: 2px solid transparent; border-radius: var(--sq-radius-1);
  background: none; color: inherit; font: inherit; font-weight: var(--sq-font-weight-3); cursor: pointer;
}
:where(.sq-cookie-banner__button[data-style="TEXT"]) { padding-inline: var(--sq-space-1); text-decoration: underline; }
:where(.sq-cookie-banner__button[data-style="BUTTON"]) {
  background: var(--sq-cookie-banner-fg); color: var(--sq-cookie-banner-bg); border-color: var(--sq-cookie-banner-fg);
}
:where(.sq-cookie-banner__button[data-style="OUTLINE"]) { border-color: currentColor; }
:where(.sq-cookie-banner__button[data-style="ICON"]) {
  position: absolute; top: var(--sq-space-2); right: var(--sq-space-2);
  display: grid; place-items: center; width: 44px; height: 44px; padding: 0;
}
:where(.sq-cookie-banner__button svg) { width: 16px; height: 16px; stroke: currentColor; stroke-width: 2; }
:where(.sq-cookie-banner__button:focus-visible) { outline: 2px solid var(--sq-cookie-banner-fg); outline-offset: 2px; }
@keyframes sq-cookie-banner-in {
  from { translate: 0 var(--sq-cookie-banner-from, 0px); }
}
@media (prefers-reduced-motion: reduce) {
  :where(.sq-cookie-banner) { animation: none; }
}
`;
