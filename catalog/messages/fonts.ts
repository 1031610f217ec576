// Fonts (reference §8). The Typekit error is in OTHER_MESSAGES.
export const FONT_MESSAGES = {
  unableToLoadFonts: 'Unable to load fonts',
  unableToLoadPreview: (fontName: string) => `Unable to load preview for ${fontName}`,
} as const;
