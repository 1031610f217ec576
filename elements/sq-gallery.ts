import { createElementClass } from '../runtime/bridge/create-element.ts';
import { GALLERY_ELEMENT_ATTRIBUTES } from '../react-core/gallery/attributes.ts';
import { GALLERY_EVENTS } from '../react-core/gallery/events.ts';
import { Gallery } from '../react-core/gallery/gallery.tsx';
import { galleryReady, readGalleryData } from '../react-core/gallery/read-slides.ts';
import { GALLERY_STYLES } from '../react-core/gallery/styles.ts';

export {
  SqGalleryReachedBeginningEvent, SqGalleryReachedEndEvent, SqGallerySlideChangeEvent,
} from '../react-core/gallery/events.ts';

/**
 * A gallery of server-rendered slides in one of eight designs (stacked, slider, slideshow, grid,
 * autogrid, autocolumns, carousel, list), with lazy image loading, autoplay and a lightbox.
 */
export const SqGalleryElement = createElementClass({
  tag: 'sq-gallery',
  description: /* manifest-only */ 'A gallery of server-rendered slides in one of eight designs, with a lightbox.',
  attributes: GALLERY_ELEMENT_ATTRIBUTES,
  events: GALLERY_EVENTS,
  read: readGalleryData,
  ready: galleryReady,
  loadingLayout: true,
  component: Gallery,
  styles: GALLERY_STYLES,
});
export type SqGalleryElement = InstanceType<typeof SqGalleryElement>;
export default SqGalleryElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-gallery': SqGalleryElement }
}
