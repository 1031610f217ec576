// The gallery's side of the lightbox: its code (and PhotoSwipe) is imported only when a slide is
// opened, so a gallery that is never clicked never loads it.
import { LIGHTBOX_SETTINGS_DEFAULTS } from '../../catalog/gallery.ts';
import type { LightboxHandle, LightboxSlide, Opener } from '../lightbox/open-lightbox.ts';
import type { Slide } from './read-slides.ts';
import type { GallerySettings } from './settings.ts';
import type { GalleryState } from './use-gallery.ts';

type ImageSizing = typeof import('../../runtime/images/image-size.ts');

/**
 * The picture's size for the lightbox's layout: its data-image-dimensions; else the screen's width at the
 * picture's shape: the ratio of its width and height attributes, else of the server's <img> as loaded
 * (only its shape: that copy may be a small one, and PhotoSwipe never enlarges past the size it is
 * given); else the screen, as a last resort.
 */
function sizeOf(image: Slide['image']): [number, number] {
  if (image?.width && image.height) return [image.width, image.height];
  const loaded = image?.element;
  const ratio = image?.ratio
    ?? (loaded && loaded.naturalWidth > 0 && loaded.naturalHeight > 0 ? loaded.naturalWidth / loaded.naturalHeight : null);
  return ratio ? [window.innerWidth, Math.round(window.innerWidth / ratio)] : [window.innerWidth, window.innerHeight];
}

function toLightboxSlide(slide: Slide, { imageUrl, pickImageSize }: ImageSizing): LightboxSlide {
  const image = slide.image;
  const [width, height] = sizeOf(image);
  // The size that covers the screen (or the image's own width, whichever is smaller).
  const size = pickImageSize(Math.min(width, window.innerWidth), { dpr: window.devicePixelRatio });
  return {
    id: slide.id, url: slide.url, width, height,
    src: image ? imageUrl(image.src, size) : '',
    alt: image?.alt ?? '',
    caption: slide.caption,
  };
}

/** Opens the gallery's image slides in the lightbox at `index` (a slide index); null for a slide
 *  that is not an image. */
export async function openSlideInLightbox(
  slides: readonly Slide[], index: number, settings: GallerySettings, opener: Opener, state: GalleryState,
  /** Where a slide is among the gallery's slides now (the page may edit them while the lightbox is open), or -1. */
  placeOf: (slide: Slide) => number,
): Promise<LightboxHandle | null> {
  const images = slides.flatMap((slide, i) => (slide.type === 'image' && slide.image ? [{ slide, i }] : []));
  const at = images.findIndex((image) => image.i === index);
  if (at < 0) return null;
  const [{ openLightbox }, sizing] = await Promise.all([
    import('../lightbox/open-lightbox.ts'), import('../../runtime/images/image-size.ts'),
  ]);
  return openLightbox({
    slides: images.map(({ slide }) => toLightboxSlide(slide, sizing)),
    index: at,
    theme: settings.lightboxTheme,
    title: settings.label || LIGHTBOX_SETTINGS_DEFAULTS.title,
    historyHash: settings.historyHash,
    collectionUrl: settings.collectionUrl || undefined,
    opener,
    // The gallery follows the lightbox, so closing it leaves the gallery on the slide last seen: found where
    // it is now, as the page may have edited the slides since the lightbox opened (gone: the gallery stays).
    onChange: (i) => {
      const at = placeOf(images[i]!.slide);
      if (at >= 0) state.index.goTo(at);
    },
  });
}

