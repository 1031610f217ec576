// The lightbox's public entry. It stays small: PhotoSwipe and the code that drives it are imported
// only when a lightbox opens (DESIGN "Budgets"), each as its own chunk.
import type { LightboxState } from '../../catalog/gallery.ts';

export { initialSlideFromLocation } from './location.ts';

export interface LightboxSlide {
  /** data-slide-id */
  id: string;
  /** data-slide-url */
  url: string;
  /** Full-size image url (already chosen by the caller). */
  src: string;
  /** Natural dimensions (data-image-dimensions). */
  width: number;
  height: number;
  alt: string;
  /** Server-rendered caption nodes, cloned (never innerHTML). */
  caption?: Node[];
  /** Non-image slide (a video): nodes cloned into the slide. */
  content?: Node[];
}

export interface LightboxOptions {
  slides: LightboxSlide[];
  /** Default 0 (currentSetIndex). */
  index?: number;
  /** Default dark. */
  theme?: 'dark' | 'light';
  /** Default 'Gallery' (the dialog's accessible name). */
  title?: string;
  /** Defaults 100 (px) and 0.6 (s). */
  padding?: number;
  speed?: number;
  /** Write itemId into the address. */
  historyHash?: boolean;
  /** The collection's full url for the hash. */
  collectionUrl?: string;
  /** Focus returns here on close. */
  opener?: HTMLElement | null;
  onChange?: (index: number) => void;
  /** Called when closing starts (state 'hidden'). */
  onClose?: () => void;
}

export interface LightboxHandle {
  readonly index: number;
  goTo(index: number): void;
  close(): void;
  /** Resolves once the lightbox is destroyed and focus is back on the opener. */
  readonly closed: Promise<void>;
  /** open → hidden (closing) → destroyed (visitor §4). */
  readonly state: LightboxState;
}

/**
 * Opens a full-screen lightbox over the page; resolves once it has opened (its opening animation
 * done, keyboard ready). With no slides nothing opens and the handle is already destroyed.
 */
export async function openLightbox(options: LightboxOptions): Promise<LightboxHandle> {
  const [{ default: PhotoSwipe }, { startLightbox }] = await Promise.all([
    import('photoswipe'),
    import('./session.ts'),
  ]);
  return startLightbox(PhotoSwipe, options);
}
