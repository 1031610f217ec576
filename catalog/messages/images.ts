// Image loading (visitor §5, §8).
export const IMAGE_MESSAGES = {
  invalidElement: 'Element is not a valid image element.',
  invalidSource: 'Invalid or missing image source.',
  noImage: 'No image',
  noImages: 'No images',
  noRootNode: 'No root node',
  notLoaded: (what: string) => `${what} not loaded`,
  loader2NotFound: 'Loader2 not found',
  noValidNode: 'Error: No valid HTMLElement node was supplied!',
} as const;
