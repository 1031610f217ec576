// The image loader's public face (visitor §4 "Image loading"), used by galleries and image blocks:
// loadImage sizes one image now; lazyLoadImages does it for every img[data-src] under a root as
// they near the viewport, at most 16 at once on desktop and 1 on mobile (visitor §9).
export { loadImage, IMAGE_CLASSES, IMAGE_RESOLUTION_ATTRIBUTE } from './load-image.ts';
export { lazyLoadImages, type LazyImages } from './lazy-load.ts';
export { imageLoadQueue, isMobileViewport, type LoadQueue, type LoadQueueState } from './load-queue.ts';
export { readImageConfig, imagePosition, type ImageConfig } from './image-config.ts';
export { pickImageSize, imageUrl, type SizeOptions } from './image-size.ts';
