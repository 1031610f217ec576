// <sq-video>'s styles, in :where() so a theme's rules win; colours and timings from sq.css tokens.
export const VIDEO_STYLES = `
:where(sq-video) { display: block; position: relative; }
:where(sq-video[mode="fit"], sq-video[mode="fill"]) { width: 100%; height: 100%; }
:where(.sq-video) { position: relative; }
:where(.sq-video[data-mode="none"]) { display: inline-block; max-width: 100%; vertical-align: top; }
:where(.sq-video[data-mode="none"] .sq-video__stage) { position: relative; }
:where(.sq-video[data-mode="none"] .sq-video__frame) { display: flex; }
:where(.sq-video[data-mode="fit"], .sq-video[data-mode="fill"]) { width: 100%; height: 100%; overflow: hidden; }
:where(.sq-video[data-mode="fit"] .sq-video__stage, .sq-video[data-mode="fill"] .sq-video__stage) { position: absolute; }
:where(.sq-video[data-mode="fit"] .sq-video__frame, .sq-video[data-mode="fill"] .sq-video__frame),
:where(.sq-video[data-mode="fit"] .sq-video__frame > *, .sq-video[data-mode="fill"] .sq-video__frame > *) {
  display: block; width: 100%; height: 100%; border: 0;
}
:where(.sq-video[data-state="overlay"] .sq-video__frame) { visibility: hidden; }
:where(.sq-video__overlay) { position: absolute; inset: 0; }
:where(.sq-video__play) {
  position: relative; display: grid; place-items: center; width: 100%; height: 100%; margin: 0; padding: 0;
  border: 0; border-radius: 0; background: var(--sq-color-text); cursor: pointer; overflow: hidden;
}
:where(.sq-video__play[aria-disabled="true"]) { cursor: default; }
:where(.sq-video__play:focus-visible) { outline: 3px solid var(--sq-color-accent); outline-offset: -3px; }
:where(.sq-video__poster) { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
:where(.sq-video__icon) {
  position: relative; width: 64px; height: 64px; color: var(--sq-color-on-accent);
  transition: transform var(--sq-duration-2) ease-out;
}
:where(.sq-video__icon circle) { fill: var(--sq-color-accent); opacity: 0.8; }
:where(.sq-video__icon path) { fill: currentColor; }
:where(.sq-video__play:not([aria-disabled="true"]):is(:hover, :focus-visible) .sq-video__icon) { transform: scale(1.1); }
:where(.sq-video__play[aria-disabled="true"] .sq-video__icon) { opacity: 0.5; }
`;
