// Lazy loading (visitor §4 "Image loading", §9 lazy-load margin 200 px): every img[data-src] under a
// root loads once it comes within 200 px of the viewport, through the page's shared load queue.
import { LAZY_LOAD_MARGIN_PX } from '../../catalog/constants.ts';
import { IMAGE_MESSAGES } from '../../catalog/messages/images.ts';
import { logError, logWarn } from '../log.ts';
import type { ImageConfig } from './image-config.ts';
import { loadImage } from './load-image.ts';
import { imageLoadQueue } from './load-queue.ts';

export interface LazyImages {
  /** Picks up images added under the root, forgets removed ones and re-checks the size of those near. */
  refresh(): void;
  /** Stops observing and drops the loads still waiting in the queue. */
  dispose(): void;
}

const LAZY = 'img[data-src]';
const idle: LazyImages = { refresh() {}, dispose() {} };

function imagesUnder(root: ParentNode & Node): HTMLImageElement[] {
  const found = [...root.querySelectorAll<HTMLImageElement>(LAZY)];
  return root instanceof HTMLImageElement && root.matches(LAZY) ? [root, ...found] : found;
}

/**
 * Lazy-loads every img[data-src] inside `root` once within 200 px of the viewport (an image clipped
 * by a scrolling container, such as a carousel track, once scrolled into view there), or all at once
 * where IntersectionObserver is missing. A missing root logs 'No root node'; a root without such
 * images warns 'No images' (refresh() picks up images added later). With `lazy: false` (a gallery's
 * lazyLoad off) every image loads at once, its own loading="lazy" turned to eager so the browser's
 * lazy loading does not hold back a server-rendered src either.
 */
export function lazyLoadImages(root: Element, overrides: Partial<ImageConfig> = {}, { lazy = true } = {}): LazyImages {
  if (!root || typeof (root as Partial<ParentNode>).querySelectorAll !== 'function') {
    logError(IMAGE_MESSAGES.noRootNode);
    return idle;
  }
  const watched = new Set<HTMLImageElement>();
  const near = new Set<HTMLImageElement>();
  const queued = new Map<HTMLImageElement, () => void>();
  let disposed = false;

  const schedule = (img: HTMLImageElement) => {
    if (disposed || queued.has(img)) return;
    let started = false;
    const cancel = imageLoadQueue.enqueue(() => {
      started = true;
      queued.delete(img);
      return img.isConnected && !disposed ? loadImage(img, overrides) : undefined;
    });
    // A free slot runs the task inside enqueue(): only a task still waiting is cancellable. A queue
    // subscriber may also have disposed of this loader during enqueue().
    if (disposed) cancel();
    else if (!started) queued.set(img, cancel);
  };

  // rootMargin only: Chromium also applies a scrollMargin to the page's own scroller, doubling it.
  const options = { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` };
  const observer = lazy && 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const img = entry.target as HTMLImageElement;
        if (!watched.has(img)) continue;
        if (entry.isIntersecting) { near.add(img); schedule(img); } else near.delete(img);
      }
    }, options)
    : null;

  function scan(): void {
    for (const img of watched) {
      if (root.contains(img)) continue;
      watched.delete(img);
      near.delete(img);
      observer?.unobserve(img);
      queued.get(img)?.();
      queued.delete(img);
    }
    for (const img of imagesUnder(root)) {
      if (watched.has(img)) continue;
      watched.add(img);
      // Without an observer every image counts as near: they all load at once.
      if (observer) observer.observe(img); else near.add(img);
      if (!lazy) img.loading = 'eager';
    }
  }

  scan();
  if (watched.size === 0) logWarn(IMAGE_MESSAGES.noImages);
  near.forEach(schedule);

  return {
    refresh() {
      if (disposed) return;
      scan();
      near.forEach(schedule);
    },
    dispose() {
      disposed = true;
      observer?.disconnect();
      for (const cancel of queued.values()) cancel();
      queued.clear();
      watched.clear();
      near.clear();
    },
  };
}
