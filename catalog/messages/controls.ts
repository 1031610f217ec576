// Names of the library's own controls (buttons, regions, announcements). The spec shows these
// controls but does not word them, so their wording is this library's; kept here with the rest of
// the catalogue so a site can find every visible string in one place.
export const CONTROL_LABELS = {
  previous: 'Previous',
  next: 'Next',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseAutoplay: 'Pause slideshow',
  playAutoplay: 'Play slideshow',
  gallery: 'Gallery',
  /** An unlabelled gallery's name on a page with several: landmarks need distinct names. */
  galleryNumbered: (n: number) => `Gallery ${n}`,
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  openInLightbox: (name: string) => `Open ${name} in the lightbox`,
  thumbnails: 'Thumbnails',
  showSlide: (n: number, total: number) => `Show slide ${n} of ${total}`,
  /** <sq-video>'s play button. */
  playVideo: 'Play video',
  playNamedVideo: (title: string) => `Play ${title}`,
  /** The lightbox's close control and its mobile caption disclosure. */
  close: 'Close',
  caption: 'Caption',
} as const;
