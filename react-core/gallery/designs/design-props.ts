import type { Slide } from '../read-slides.ts';
import type { GallerySettings } from '../settings.ts';
import type { GalleryState } from '../use-gallery.ts';

/** What every design view receives from <Gallery>. */
export interface DesignProps {
  slides: readonly Slide[];
  settings: GallerySettings;
  state: GalleryState;
  /** The gallery's content width in px (0 before the first measure). */
  width: number;
  /** A slide was activated (click, Enter, Space): lightbox, click-through url, or next. */
  activate(index: number, opener: HTMLElement | null): void;
}
