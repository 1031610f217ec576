// <sq-gallery>'s styles, in :where() so a template's own rules win. Motion uses the --sq-duration
// tokens, which are 0 under prefers-reduced-motion (runtime/styles/tokens.css).
export const GALLERY_STYLES = `
:where(sq-gallery) { display: block; }
:where(.sq-gallery) { position: relative; }
:where(.sq-gallery__img) { display: block; width: 100%; height: 100%; object-fit: cover; background: rgb(0 0 0 / 0.06); }
:where(.sq-gallery__img--empty) { aspect-ratio: 3 / 2; }
:where(.sq-gallery__frame) { overflow: hidden; }
:where(.sq-gallery__open) { display: block; width: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; color: inherit; text-align: inherit; }
:where(.sq-gallery :is(button, a, [tabindex]):focus-visible) { outline: 2px solid var(--sq-color-accent); outline-offset: 2px; }
:where(.sq-gallery__meta) { display: block; }
:where(.sq-gallery__controls) { display: flex; justify-content: space-between; align-items: center; gap: var(--sq-space-2); margin-top: var(--sq-space-2); }
:where(.sq-gallery__control) {
  min-width: 44px; min-height: 44px; padding: 0 var(--sq-space-3); border: 1px solid currentColor; border-radius: var(--sq-radius-1);
  background: var(--sq-color-background); color: var(--sq-color-text); font: inherit; font-size: var(--sq-font-size-4); cursor: pointer;
}
:where(.sq-gallery__control--disabled) { opacity: 0.4; cursor: default; }
@media (prefers-reduced-motion: reduce) { :where(.sq-gallery__img) { transition: none !important; } }
`;
