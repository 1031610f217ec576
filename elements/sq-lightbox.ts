import { createElementClass } from '../runtime/bridge/create-element.ts';
import { boolean, number, oneOf, string } from '../runtime/bridge/attributes.ts';
import { LIGHTBOX_SETTINGS_DEFAULTS, LIGHTBOX_THEMES } from '../catalog/gallery.ts';
import { readLightboxifyData } from '../react-core/lightbox/lightboxify-data.ts';
import { LIGHTBOXIFY_STYLES, Lightboxify } from '../react-core/lightbox/lightboxify.tsx';

/**
 * Opens its server-rendered images in a full-screen lightbox ("lightboxify" for a plain image block).
 * Each `<a href="full.jpg"><img></a>`, or `<img data-src="full.jpg">`, opens the lightbox at itself;
 * without JavaScript, or in a tier without the lightbox, the links simply open the images. An address
 * naming an image (an itemId hash value or the last path segment, matching its data-slide-id or
 * data-slide-url) opens the lightbox at it on load.
 */
export const SqLightboxElement = createElementClass({
  tag: 'sq-lightbox',
  description: /* manifest-only */ 'Opens the images inside it in a full-screen lightbox.',
  attributes: {
    theme: oneOf(LIGHTBOX_THEMES, LIGHTBOX_SETTINGS_DEFAULTS.theme, /* manifest-only */ 'The lightbox theme: dark or light.'),
    lightboxTitle: string(LIGHTBOX_SETTINGS_DEFAULTS.title, /* manifest-only */ "The lightbox dialog's accessible name."),
    padding: number(LIGHTBOX_SETTINGS_DEFAULTS.padding, /* manifest-only */ 'Space around the image on desktop, in pixels.'),
    speed: number(LIGHTBOX_SETTINGS_DEFAULTS.speed, /* manifest-only */ 'Opening and closing animation time, in seconds.'),
    historyHash: boolean('Write the open image into the address as itemId (its data-slide-id, else data-slide-url).'),
    collectionUrl: string('', /* manifest-only */ "The collection's full url, under which itemId is written."),
  },
  read: readLightboxifyData,
  component: Lightboxify,
  styles: LIGHTBOXIFY_STYLES,
  reactEvents: false, // listeners are plain DOM ones on the server's own images
});
export type SqLightboxElement = InstanceType<typeof SqLightboxElement>;
export default SqLightboxElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-lightbox': SqLightboxElement }
}
