// Shared by the lightbox suites: real images from test/fixtures and small accessors for the open
// lightbox's parts.
import { waitUntil } from '@open-wc/testing';
import type { LightboxHandle, LightboxSlide } from '../../react-core/lightbox/open-lightbox.ts';

export const IMAGES = [1, 2, 3, 4].map((n) => `/test/fixtures/lightbox-${n}.png`);

/** n slides over the fixture pictures; sizes are the pictures' own unless given. */
export function makeSlides(n = 3, size?: { width: number; height: number }): LightboxSlide[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `slide-${i + 1}`,
    url: `/gallery/picture-${i + 1}`,
    src: IMAGES[i % IMAGES.length]!,
    width: size?.width ?? (i % 4 === 2 ? 120 : 160),
    height: size?.height ?? (i % 4 === 2 ? 160 : 120),
    alt: `Picture ${i + 1}`,
  }));
}

export const lightboxRoot = () => document.querySelector<HTMLElement>('.pswp');
export const part = <T extends HTMLElement = HTMLElement>(selector: string) =>
  lightboxRoot()!.querySelector<T>(selector)!;
export const statusText = () => part('[role="status"]').textContent;
/** The image of the current slide (the one not inside an inert holder). */
export const currentImage = () =>
  Array.from(lightboxRoot()!.querySelectorAll<HTMLImageElement>('.pswp__img:not(.pswp__img--placeholder)'))
    .find((img) => !img.closest('[inert]'))!;

/** The current slide's picture once it shows: PhotoSwipe puts the <img> in after decoding it, later in WebKit. */
export async function shownImage(): Promise<HTMLImageElement> {
  await waitUntil(() => currentImage() !== undefined, 'the current slide shows its picture');
  return currentImage();
}
/** The current slide's holder (the one not inert), with or without its picture yet. */
export const currentHolder = () =>
  Array.from(lightboxRoot()!.querySelectorAll<HTMLElement>('.pswp__item')).find((item) => !item.closest('[inert]'))!;

export function centre(el: Element): [number, number] {
  const box = el.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** Closes whatever a test left open and waits until it is gone. */
export async function closeLightbox(handle: LightboxHandle | undefined): Promise<void> {
  if (!handle) return;
  handle.close();
  await handle.closed;
}

export const photoswipeRequested = () =>
  performance.getEntriesByType('resource').some((entry) => /photoswipe/i.test(entry.name));
