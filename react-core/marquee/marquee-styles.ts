// <sq-marquee>'s styles, inside :where() so a theme's rules win. The region clips the moving line; the
// copy ends with the same space as between items, so the loop's seam looks like any other gap.
export const MARQUEE_STYLES = `
:where(sq-marquee) { display: block; }
:where(.sq-marquee) { position: relative; }
:where(.sq-marquee__region) { overflow: hidden; }
:where(.sq-marquee__track) { position: relative; display: flex; width: max-content; will-change: transform; }
:where(.sq-marquee__copy) { display: flex; flex: none; align-items: center; }
:where(.sq-marquee__item) { flex: none; margin-inline-end: 1em; white-space: nowrap; }
:where(.sq-marquee[data-state="still"] .sq-marquee__track) { width: auto; }
:where(.sq-marquee[data-state="still"] .sq-marquee__copy) { flex: 1 1 auto; flex-wrap: wrap; }
:where(.sq-marquee[data-state="still"] .sq-marquee__item) { white-space: normal; }
:where(.sq-marquee__pause) {
  position: absolute; inset-inline-end: 4px; inset-block-end: 4px; display: inline-flex; align-items: center;
  justify-content: center; width: 28px; height: 28px; padding: 0; border: 1px solid currentColor;
  border-radius: var(--sq-radius-1, 4px); background: var(--sq-color-background, #ffffff);
  color: var(--sq-color-text, #1a1a1a); cursor: pointer;
}
:where(.sq-marquee__pause svg) { width: 12px; height: 12px; fill: currentColor; }
`;
