// The gallery's side of the lightbox: its code (and PhotoSwipe) is imported only when a slide is
// opened, so a gallery that is never clicked never loads it.
import { LIGHTBOX_SETTINGS_DEFAULTS } from '../../catalog/gallery.ts';
import { initialSlideFromLocation } from '../lightbox/location.ts';
import type { LightboxSlide } from '../lightbox/open-lightbox.ts';
import type { Slide } from './read-slides.ts';
import type { GallerySettings } from './settings.ts';
import type { GalleryState } from './use-gallery.ts';

type ImageSizing = typeof import('../../runtime/images/image-size.ts');

function toLightboxSlide(slide: Slide, { imageUrl, pickImageSize }: ImageSizing): LightboxSlide {
  const image = slide.image;
  const width = image?.width ?? window.innerWidth;
  const height = image?.height ?? window.innerHeight;
  // The size that covers the screen (or the image's own width, whichever is smaller).
  const size = pickImageSize(Math.min(width, window.innerWidth), { dpr: window.devicePixelRatio });
  return {
    id: slide.id, url: slide.url, width, height,
    src: image ? imageUrl(image.src, size) : '',
    alt: image?.alt ?? '',
    caption: slide.caption,
    content: slide.media ? [slide.media] : undefined,
  };
}

export async function openSlideInLightbox(
  slides: readonly Slide[], index: number, settings: GallerySettings, opener: HTMLElement | null, state: GalleryState,
): Promise<void> {
  const [{ openLightbox }, sizing] = await Promise.all([
    import('../lightbox/open-lightbox.ts'), import('../../runtime/images/image-size.ts'),
  ]);
  await openLightbox({
    slides: slides.map((slide) => toLightboxSlide(slide, sizing)),
    index,
    theme: settings.lightboxTheme,
    title: settings.label || LIGHTBOX_SETTINGS_DEFAULTS.title,
    historyHash: settings.historyHash,
    collectionUrl: settings.collectionUrl || undefined,
    opener,
    // The gallery follows the lightbox, so closing it leaves the gallery on the slide last seen.
    onChange: (i) => state.index.goTo(i),
  });
}

/** The slide an address names (itemId in the hash, or the last path segment), if any. */
export const slideFromLocation = (slides: readonly Slide[]): number | null => initialSlideFromLocation([...slides]);
