// Tween helper (visitor §5).
export const ANIMATION_MESSAGES = {
  durationNotFinite: '[Tween] Duration is not a finite number.',
  firstParameterNotFunction: '[Tween] First parameter needs to be a function.',
} as const;
