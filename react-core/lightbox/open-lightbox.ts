// The lightbox's public entry. It stays small: PhotoSwipe and the code that drives it are imported
// only when a lightbox opens (DESIGN "Budgets"), each as its own chunk.
import type { LightboxState } from '../../catalog/gallery.ts';

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

/** Where focus returns when the lightbox closes. */
export type Opener = HTMLElement | (() => HTMLElement | null) | null;

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
  /** Focus returns here on close; a function is asked then (the opener may have been built again meanwhile). */
  opener?: Opener;
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

export interface OpeningWatch {
  /** An Escape or a back navigation came since the visitor asked for the lightbox. */
  readonly cancelled: boolean;
  stop(): void;
}

/**
 * From the moment a visitor asks for a lightbox until it is there, an Escape nothing else handled (the
 * key is then used up, so the site chrome does not act on it) or a back navigation (popstate) cancels
 * the opening: the visitor who pressed Escape while the code was downloading never sees it open.
 */
export function watchOpening(): OpeningWatch {
  let cancelled = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    cancelled = true;
    event.preventDefault();
  };
  const onBack = () => { cancelled = true; };
  window.addEventListener('keydown', onKey);
  window.addEventListener('popstate', onBack);
  return {
    get cancelled() { return cancelled; },
    stop: () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onBack);
    },
  };
}

const cancelledHandle = (): LightboxHandle =>
  ({ index: 0, state: 'destroyed', closed: Promise.resolve(), goTo() {}, close() {} });

/**
 * Opens a full-screen lightbox over the page; resolves once it has opened (its opening animation
 * done, keyboard ready). With no slides nothing opens and the handle is already destroyed; so too when
 * an Escape or a back navigation came while its code was loading (`watch`: since the visitor asked, when
 * the caller had work of its own to do first; else from this call).
 */
export async function openLightbox(options: LightboxOptions, watch: OpeningWatch = watchOpening()): Promise<LightboxHandle> {
  try {
    const [{ default: PhotoSwipe }, { startLightbox }] = await Promise.all([
      import('photoswipe'),
      import('./session.ts'),
    ]);
    if (watch.cancelled) return cancelledHandle();
    watch.stop(); // from here the lightbox's own Escape handling (session.ts) takes over
    return startLightbox(PhotoSwipe, options);
  } finally {
    watch.stop();
  }
}
