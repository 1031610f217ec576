// The image loader's code as a chunk for the views that load it on demand (the gallery). When it cannot
// be loaded the view keeps its server-rendered images and the console says 'Loader2 not found' (visitor
// §8 "Console errors"; the platform's image loader is its "Loader2").
import { IMAGE_MESSAGES } from '../../catalog/messages/images.ts';
import { logError } from '../log.ts';

type ImageLoader = typeof import('./image-loader.ts');

/** Where the code comes from; tests replace `load` to make it fail. */
export const imageLoaderSeams = {
  load: (): Promise<ImageLoader> => import('./image-loader.ts'),
};

/** The image loader, or null (with 'Loader2 not found' logged) when its code cannot be loaded. */
export function loadImageLoader(): Promise<ImageLoader | null> {
  return imageLoaderSeams.load().catch((error: unknown) => {
    logError(IMAGE_MESSAGES.loader2NotFound, error);
    return null;
  });
}
