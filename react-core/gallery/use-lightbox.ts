// Opening a gallery's slides in the lightbox: one at a time (a double click opens one), closed with
// the gallery, never after it is gone, and only over its image slides (a video slide keeps its own
// player: a copy in the lightbox would be a second one).
import { useEffect, useRef } from 'react';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { logWarn } from '../../runtime/log.ts';
import { initialSlideFromLocation } from '../../runtime/address-item.ts';
import type { LightboxHandle } from '../lightbox/open-lightbox.ts';
import { findSlide, type Slide } from './read-slides.ts';
import type { GallerySettings } from './settings.ts';
import type { GalleryState } from './use-gallery.ts';

// The opener is code a gallery needs only on a click or a deep link, so it is a chunk of its own. The
// deep-link reader is small and runs on every mount: it is part of the gallery's first render (preloaded
// with it), so a gallery whose address names no slide fetches nothing more.
const opener = () => import('./open-lightbox.ts');

export function useLightbox(slides: readonly Slide[], settings: GallerySettings, state: GalleryState) {
  const busy = useRef(false);
  const live = useRef(true);
  const handle = useRef<LightboxHandle | null>(null);
  // The slides as the page has them now: the lightbox, open over the ones it opened with, finds its slide
  // among them after the page's edits.
  const latest = useRef(slides);
  latest.current = slides;

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
    // Focus returns to the button around the picture opened: a grid builds its cells again when the page
    // edits the slides (grid-cells.ts), and autocolumns' masonry may put the slide in another column, so the
    // button clicked may be gone by then. Where the picture is in no button, to the one clicked.
    // A carousel that followed the lightbox into another group has made that button inert (focus on it
    // would fall to the page's body): then to the button of the slide the gallery shows now (WCAG 2.4.3).
    const picture = slides[index]?.image?.element;
    const buttonOf = (element: Element | null | undefined) => element?.closest<HTMLElement>('.sq-gallery__open') ?? null;
    const returnTo = from && (() => {
      const opened = buttonOf(picture) ?? (from.isConnected ? from : null);
      if (!opened?.closest('[inert]')) return opened;
      const shown = buttonOf(latest.current[state.index.current]?.image?.element);
      return shown && !shown.closest('[inert]') ? shown : opened;
    });
    opener()
      .then((m) => (live.current ? m.openSlideInLightbox(slides, index, settings, returnTo, state, (slide) => findSlide(latest.current, slide)) : null))
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
  // url can be named.
  useEffect(() => {
    const found = initialSlideFromLocation([...slides]);
    if (found === null) return;
    state.go(found);
    if (settings.lightbox && slides[found]!.type === 'image') open(found, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return open;
}
