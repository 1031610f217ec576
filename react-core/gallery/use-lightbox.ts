// Opening a gallery's slides in the lightbox: one at a time (a double click opens one), closed with
// the gallery, never after it is gone, and only over its image slides (a video slide keeps its own
// player: a copy in the lightbox would be a second one).
import { useEffect, useRef } from 'react';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { logWarn } from '../../runtime/log.ts';
import type { LightboxHandle } from '../lightbox/open-lightbox.ts';
import type { Slide } from './read-slides.ts';
import type { GallerySettings } from './settings.ts';
import type { GalleryState } from './use-gallery.ts';

// The opener (and the deep-link reader) is code a gallery needs only on a click or when its slides
// can be named by the address, so it is a chunk of its own.
const opener = () => import('./open-lightbox.ts');

export function useLightbox(slides: readonly Slide[], settings: GallerySettings, state: GalleryState) {
  const busy = useRef(false);
  const live = useRef(true);
  const handle = useRef<LightboxHandle | null>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      handle.current?.close();
    };
  }, []);

  const open = (index: number, from: HTMLElement | null) => {
    if (busy.current) return;
    busy.current = true;
    const done = () => { busy.current = false; handle.current = null; };
    opener()
      .then((m) => (live.current ? m.openSlideInLightbox(slides, index, settings, from, state) : null))
      .then((opened) => {
        if (!opened) return done();
        handle.current = opened;
        return opened.closed.then(done);
      })
      .catch((error: unknown) => {
        done();
        logWarn(LIBRARY_MESSAGES.chunkLoadFailed('sq-gallery'), error);
      });
  };

  // A deep link (itemId in the hash, or the last path segment) selects its slide, and opens it in
  // the lightbox when the lightbox is on (visitor §2 "Gallery lightbox": the initial slide comes from
  // the address whether or not history hash writes it). Once, on mount; only slides with an id or a
  // url can be named, so a gallery without any loads no code for it.
  useEffect(() => {
    if (!slides.some((slide) => slide.id || slide.url)) return;
    void opener().then((m) => {
      const found = live.current ? m.slideFromLocation(slides) : null;
      if (found === null) return;
      state.go(found);
      if (settings.lightbox && slides[found]!.type === 'image') open(found, null);
    }, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return open;
}
