// Styles of the scroll-triggered block animations (./block-animations.ts). Only a block the runtime has
// marked pending is hidden, so without JavaScript (or before the module starts) every block shows as it
// is. Written inside :where() so a theme's own rules win; the motion lasts the spec's "Animation default
// 0.3 s" and a scaled block starts at "scale-hide 0.94" (visitor §9 "Lightbox and UI"). When the system
// preference turns to reduced motion while blocks wait, they are shown with no transition at all (the
// nomotion=true switch is read once at start, when nothing is hidden).
import { UI } from '../../catalog/constants.ts';
import { BLOCK_ANIMATION_SLIDE_PX, BLOCK_ANIMATION_STATE_ATTRIBUTE as STATE } from '../../catalog/motion.ts';
import { REDUCED_MOTION_QUERY } from '../../catalog/utilities.ts';

const pending = (animation?: string) =>
  `:where([data-animation${animation ? `="${animation}"` : ''}][${STATE}="pending"])`;

export const BLOCK_ANIMATION_STYLES = `
${pending()} { opacity: 0; }
${pending('slide-up')} { transform: translateY(${BLOCK_ANIMATION_SLIDE_PX}px); }
${pending('slide-down')} { transform: translateY(-${BLOCK_ANIMATION_SLIDE_PX}px); }
${pending('slide-left')} { transform: translateX(${BLOCK_ANIMATION_SLIDE_PX}px); }
${pending('slide-right')} { transform: translateX(-${BLOCK_ANIMATION_SLIDE_PX}px); }
${pending('scale')} { transform: scale(${UI.scaleHide}); }
:where([data-animation][${STATE}="loaded"]) {
  transition: opacity ${UI.animationDefaultMs}ms ease-out, transform ${UI.animationDefaultMs}ms ease-out;
}
@media ${REDUCED_MOTION_QUERY} {
  :where([data-animation][${STATE}="loaded"]) { transition: none; }
}
`;
