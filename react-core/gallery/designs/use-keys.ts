// Keys for the designs that move by them (stacked, slideshow, slider, carousel): the keys the settings
// give (`keyboard`, the block data's `keys`), and previous/next anywhere in a one-at-a-time gallery.
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { galleryKeyAction, NO_GALLERY_KEYS, parseGalleryKeys, type GalleryKeys } from '../model/keys.ts';
import type { GallerySettings } from '../settings.ts';

/** The previous/next keys: none with keyboard off, else the block data's keys (37/39 by default). */
export function useKeys(settings: GallerySettings): GalleryKeys {
  const { keyboard, keys } = settings;
  return useMemo(() => (keyboard ? parseGalleryKeys(keys) : NO_GALLERY_KEYS), [keyboard, keys]);
}

/**
 * Previous/next keys pressed anywhere in the gallery around `inside` (on the stage, a control, a
 * thumbnail), except in a form field or a player's frame.
 */
export function useGalleryKeys(inside: RefObject<Element | null>, keys: GalleryKeys, move: (to: 'previous' | 'next') => void): void {
  const latest = useRef(move);
  latest.current = move;
  useEffect(() => {
    const root = inside.current?.closest('.sq-gallery');
    if (!root || keys.previous.length + keys.next.length === 0) return undefined;
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent;
      if ((key.target as Element).closest('input, textarea, select, iframe')) return;
      const action = galleryKeyAction(key, keys);
      if (action !== 'previous' && action !== 'next') return;
      key.preventDefault();
      latest.current(action);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [inside, keys]);
}
