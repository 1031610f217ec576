// <sq-gallery>'s styles, in :where() so a template's own rules win. Motion uses the --sq-duration
// tokens, which are 0 under prefers-reduced-motion (runtime/styles/tokens.css). The view's own structure
// (its lists, their items, the buttons that hold pictures, the controls' height) keeps its geometry under a
// theme's element rules (`ul { padding-left }`, `li { margin }`, `button { padding }`, or `.content ul`):
// those rules are two classes strong, as sq.css's loading layout is for the server's figures, so what the
// server painted does not move at the upgrade (docs/decisions.md "The view's structure is the library's").
export const GALLERY_STYLES = `
:where(sq-gallery) { display: block; }
:where(.sq-gallery) { position: relative; }
:where(.sq-gallery__img) { display: block; width: 100%; height: 100%; object-fit: cover; background: rgb(0 0 0 / 0.06); }
:where(.sq-gallery__img--empty) { aspect-ratio: 3 / 2; }
:where(.sq-gallery__frame) { overflow: hidden; }
:where(.sq-gallery__open) { cursor: zoom-in; color: inherit; text-align: inherit; }
:where(.sq-gallery :is(button, a, [tabindex]):focus-visible) { outline: 2px solid var(--sq-color-accent); outline-offset: 2px; }
:where(.sq-gallery__meta) { display: block; }
:where(.sq-gallery__controls) { display: flex; justify-content: space-between; align-items: center; gap: var(--sq-space-2); margin-top: var(--sq-space-2); }
:where(.sq-gallery__control) {
  min-width: 44px; min-height: 44px; padding: 0 var(--sq-space-3); border: 1px solid currentColor; border-radius: var(--sq-radius-1);
  background: var(--sq-color-background); color: var(--sq-color-text); font: inherit; font-size: var(--sq-font-size-4); cursor: pointer;
}
:where(.sq-gallery__control--disabled) { opacity: 0.4; cursor: default; }
.sq-gallery :is(.sq-gallery__grid, .sq-gallery__column, .sq-gallery__rows, .sq-gallery__carousel-track, .sq-gallery__strip-track,
  .sq-gallery__item, .sq-gallery__thumb-item) { margin: 0; padding: 0; list-style: none; }
.sq-gallery .sq-gallery__open { display: block; width: 100%; margin: 0; padding: 0; border: 0; background: none; }
.sq-gallery .sq-gallery__thumb { margin: 0; padding: 0; border: 2px solid transparent; background: none; }
.sq-gallery .sq-gallery__thumb--active { border-color: var(--sq-color-accent); }
.sq-gallery .sq-gallery__control { box-sizing: border-box; height: 44px; margin: 0; padding-block: 0; white-space: nowrap; }
@media (prefers-reduced-motion: reduce) { :where(.sq-gallery__img) { transition: none !important; } }
`;
