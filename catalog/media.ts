// Images and video (reference §3.10; visitor §3, §4, §5, §9).

export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
/** null is also accepted as a mode. */
export type VideoMode = (typeof VIDEO_MODES)[number] | null;
export const VIDEO_TYPES = ['iframe', 'object', 'invalid'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const IMAGE_CROP_MODES = ['cover', 'contain', 'none'] as const;
export type ImageCropMode = (typeof IMAGE_CROP_MODES)[number];
export const IMAGE_SIZE_FORMATS = ['queryString', 'filename'] as const;
export type ImageSizeFormat = (typeof IMAGE_SIZE_FORMATS)[number];
/** fitAlignment flags. */
export const IMAGE_FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;
export type ImageFitAlignment = (typeof IMAGE_FIT_ALIGNMENTS)[number];

export const IMAGE_CONFIG_FIELDS = [
  'dimensions', 'fixedRatio', 'focalPoint', 'load', 'forceImageUpdate', 'cropMode', 'sizeAdjustment', 'sizeFormat',
  'source', 'stretch', 'useBgImage', 'useAdvancedPositioning', 'allowSaveData', 'dprMax', 'dprMin', 'fitAlignment',
] as const;
export type ImageConfigField = (typeof IMAGE_CONFIG_FIELDS)[number];

/** Defaults of the image config; dprMax is unlimited. */
export const IMAGE_CONFIG_DEFAULTS = {
  focalPoint: { x: 0.5, y: 0.5 },
  sizeAdjustment: 1,
  stretch: true,
  dprMax: Number.POSITIVE_INFINITY,
  dprMin: 0,
} as const;
/** sizeAdjustment is never below this. */
export const IMAGE_SIZE_ADJUSTMENT_MIN = 0;
/** Widths the image service offers, largest first. */
export const IMAGE_SIZES = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
