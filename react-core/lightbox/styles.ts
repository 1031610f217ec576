// Lightbox styles, adopted when the first lightbox opens (this module is in the lazy chunk).
// The first block is the part of PhotoSwipe 5.4.4's photoswipe.css (MIT, Dmytro Semenov) that its
// core needs, kept with its own specificity so a page's `img { max-width: 100% }` cannot break it;
// PhotoSwipe's own buttons, counter, zoom and preloader are not used, so their rules are left out.
// The second block is ours, inside :where() so a theme's rules win.
import { LIGHTBOX, MODAL_BASE_Z_INDEX } from '../../catalog/constants.ts';

const PHOTOSWIPE_STYLES = `
.pswp {
  --pswp-bg: #000; --pswp-placeholder-bg: #222; --pswp-root-z-index: 100000;
  --pswp-icon-color: #fff; --pswp-error-text-color: var(--pswp-icon-color);
  position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: var(--pswp-root-z-index);
  display: none; touch-action: none; outline: 0; opacity: 0.003; contain: layout style size;
  -webkit-tap-highlight-color: rgba(0, 0, 0, 0);
}
.pswp:focus { outline: 0; }
.pswp * { box-sizing: border-box; }
.pswp img { max-width: none; }
.pswp--open { display: block; }
.pswp, .pswp__bg { transform: translateZ(0); will-change: opacity; }
.pswp__bg { opacity: 0.005; background: var(--pswp-bg); }
.pswp, .pswp__scroll-wrap { overflow: hidden; }
.pswp__scroll-wrap, .pswp__bg, .pswp__container, .pswp__item, .pswp__content, .pswp__img, .pswp__zoom-wrap {
  position: absolute; top: 0; left: 0; width: 100%; height: 100%;
}
.pswp__img, .pswp__zoom-wrap { width: auto; height: auto; }
.pswp__container, .pswp__img, .pswp__button { user-select: none; -webkit-user-select: none; }
.pswp__item { z-index: 1; overflow: hidden; }
.pswp__hidden { display: none !important; }
.pswp__content { pointer-events: none; }
.pswp__content > * { pointer-events: auto; }
.pswp__error-msg-container { display: grid; }
.pswp__error-msg { margin: auto; font-size: 1em; line-height: 1; color: var(--pswp-error-text-color); }
.pswp .pswp__hide-on-close {
  opacity: 0.005; will-change: opacity; z-index: 10; pointer-events: none;
  transition: opacity var(--pswp-transition-duration) cubic-bezier(0.4, 0, 0.22, 1);
}
.pswp--ui-visible .pswp__hide-on-close { opacity: 1; pointer-events: auto; }
div.pswp__img--placeholder, .pswp__img--with-bg { background: var(--pswp-placeholder-bg); }
.pswp__top-bar {
  position: absolute; left: 0; top: 0; width: 100%; display: flex; justify-content: flex-end;
  z-index: 10; pointer-events: none !important;
}
.pswp__top-bar > * { pointer-events: auto; }
`;

// Colours are custom properties a theme can set (the theme rules must outrank .pswp's own defaults);
// the stacking order starts at the modal base.
const OUR_STYLES = `
.sq-lightbox { --pswp-root-z-index: var(--sq-z-modal, ${MODAL_BASE_Z_INDEX}); }
.sq-lightbox--dark {
  --pswp-bg: var(--sq-lightbox-dark-background, #000); --pswp-icon-color: var(--sq-lightbox-dark-foreground, #fff);
}
.sq-lightbox--light {
  --pswp-bg: var(--sq-lightbox-light-background, #fff); --pswp-icon-color: var(--sq-lightbox-light-foreground, #1a1a1a);
  --pswp-placeholder-bg: #e6e6e6;
}
:where(.sq-lightbox) { color: var(--pswp-icon-color); font-size: var(--sq-font-size-3, 14px); }
:where(.sq-lightbox .pswp__img) { cursor: pointer; }
:where(.sq-lightbox__button) {
  display: grid; place-items: center; width: 48px; height: 48px; margin: var(--sq-space-2, 8px);
  padding: 0; border: 0; border-radius: var(--sq-radius-1, 4px); background: none; color: inherit; cursor: pointer;
}
:where(.sq-lightbox__button:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.sq-lightbox__button svg) { width: 28px; height: 28px; fill: none; stroke: currentColor; stroke-width: 2; }
:where(.sq-lightbox__button:disabled) { opacity: 0.3; cursor: default; }
/* The icon fades, not the button: the button's own opacity is PhotoSwipe's open/close fade. */
:where(.sq-lightbox__nav) { position: absolute; top: 50%; margin-top: -24px; }
:where(.sq-lightbox__nav svg) { opacity: 0.6; transition: opacity ${LIGHTBOX.navHoverFadeMs}ms ease; }
:where(.sq-lightbox__nav:hover svg, .sq-lightbox__nav:focus-visible svg) { opacity: 1; }
:where(.sq-lightbox__nav--previous) { left: 0; }
:where(.sq-lightbox__nav--next) { right: 0; }
:where(.sq-lightbox__caption) {
  position: absolute; left: 0; right: 0; bottom: 0; display: flex; justify-content: center;
  padding: var(--sq-space-4, 20px);
}
/* The caption strip spans the width: only its text takes clicks, the rest reaches the slide. */
.sq-lightbox .sq-lightbox__caption { pointer-events: none; }
:where(.sq-lightbox__caption-text) {
  max-width: 60em; pointer-events: auto; background: var(--pswp-bg); color: var(--pswp-icon-color);
  padding: var(--sq-space-2, 8px) var(--sq-space-3, 12px); line-height: 1.5; text-align: center;
}
:where(.sq-lightbox__caption-text:empty) { display: none; }
:where(.sq-lightbox__caption-text a) { color: inherit; text-decoration: underline; }
/* Desktop: the caption shows while the image or the caption is hovered, or the keyboard is in use. */
:where(.sq-lightbox--desktop .sq-lightbox__caption-text) { opacity: 0; transition: opacity ${LIGHTBOX.fadeMs}ms ease; }
:where(.sq-lightbox--desktop:has(.pswp__img:hover, :focus-visible) .sq-lightbox__caption-text,
  .sq-lightbox--desktop .sq-lightbox__caption-text:hover) { opacity: 1; }
/* Mobile: captions sit at the bottom, full width, shown by the caption toggle. */
/* A long caption scrolls under the top bar's row, never over its Close (48 px buttons, their margins). */
:where(.sq-lightbox--mobile .sq-lightbox__caption) {
  padding: 0; max-height: calc(100% - 48px - 2 * var(--sq-space-2, 8px)); overflow-y: auto; align-items: flex-start;
}
/* Its focus ring inside it: it spans the viewport's width and sits on its bottom edge. */
:where(.sq-lightbox--mobile .sq-lightbox__caption:focus-visible) { outline: 2px solid currentColor; outline-offset: -2px; }
:where(.sq-lightbox--mobile .sq-lightbox__caption-text) { max-width: none; width: 100%; text-align: start; }
:where(.sq-lightbox__content) { display: grid; place-items: center; }
:where(.sq-lightbox__content > *) { width: 100%; height: 100%; }
@media (prefers-reduced-motion: reduce) {
  :where(.sq-lightbox__nav svg, .sq-lightbox--desktop .sq-lightbox__caption-text) { transition: none; }
}
`;

export const LIGHTBOX_STYLES = PHOTOSWIPE_STYLES + OUR_STYLES;
