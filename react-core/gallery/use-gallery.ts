// The state every gallery design shares: the index (with motion lock, loop and links), the events
// it dispatches on the host, autoplay with its pause reasons, and stopping videos on leaving a slide.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GALLERY_MESSAGES } from '../../catalog/messages/gallery.ts';
import { clock } from '../../runtime/clock.ts';
import { logWarn } from '../../runtime/log.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../../runtime/reduced-motion.ts';
import { stopVideosIn } from '../video/media-bus.ts';
import { SqGalleryReachedBeginningEvent, SqGalleryReachedEndEvent, SqGallerySlideChangeEvent } from './events.ts';
import { joinLinks, joinPauses, parseIds } from './links.ts';
import { Autoplay, autoplayAllowed } from './model/autoplay.ts';
import { GalleryIndex } from './model/gallery-index.ts';
import { findSlide, type Slide } from './read-slides.ts';
import type { GallerySettings } from './settings.ts';

export interface GalleryState {
  index: GalleryIndex;
  current: number;
  /** Moves with a transition of `ms`, during which other changes are refused (visitor §4). */
  go(to: 'next' | 'previous' | number, ms?: number): boolean;
  /** The last move's animation in ms, the same as its motion lock (0 under reduced motion); null
   *  before any move, when the design's stylesheet default applies. Views set it as the moving
   *  element's transition-duration, so the lock and what the screen shows never disagree. */
  motionMs: number | null;
  autoplay: { enabled: boolean; paused: boolean; toggle(): void; pause(reason: string): void; resume(reason: string): void };
  /** True while a change was asked for by the visitor (announced), false for autoplay (not announced). */
  announce: boolean;
  /** Tells the page a move went past an end of a gallery without loop (the carousel's groups). */
  signal(end: 'beginning' | 'end'): void;
  /** Slides one autoplay step moves (the carousel moves by groups). */
  setStep(step: number): void;
}

export function useGallery(
  host: HTMLElement, slides: readonly Slide[], settings: GallerySettings, currentIndex: number | null, linkedGalleries: string,
): GalleryState {
  const index = useFollowedIndex(slides, settings.loop, currentIndex);
  const step = useRef(1);
  const current = useSyncExternalStore(
    (listener) => index.subscribe((event) => { if (event.type === 'change') listener(); }),
    () => index.current,
  );
  const [announce, setAnnounce] = useState(false);
  const motionTimer = useRef<number | undefined>(undefined);
  const [motionMs, setMotionMs] = useState<number | null>(null);

  // Events on the host, and videos stopped when their slide is left.
  useEffect(() => index.subscribe((event) => {
    if (event.type === 'change') {
      if (slides[event.previous]?.type === 'video') stopVideosIn(host);
      host.dispatchEvent(new SqGallerySlideChangeEvent(event.index, event.previous));
    } else if (event.type === 'reachedBeginning') host.dispatchEvent(new SqGalleryReachedBeginningEvent());
    else host.dispatchEvent(new SqGalleryReachedEndEvent());
  }), [index, host, slides]);

  useEffect(() => {
    const ids = parseIds(linkedGalleries);
    // A linked gallery that is not on the page is the spec's missing container.
    for (const id of ids) if (!host.ownerDocument.getElementById(id)?.matches('sq-gallery')) logWarn(GALLERY_MESSAGES.noContainer);
    return joinLinks(host, index, ids);
  }, [host, index, linkedGalleries]);

  // A new current-index is gone to; the page's edits of the slides (followed above) go nowhere.
  const applied = useRef(currentIndex);
  useEffect(() => {
    if (currentIndex !== null && currentIndex !== applied.current) index.goTo(currentIndex);
    applied.current = currentIndex;
  }, [index, currentIndex]);

  useEffect(() => () => {
    clock.clearTimeout(motionTimer.current);
    index.setInMotion(false);
  }, [index]);

  const go = (to: 'next' | 'previous' | number, ms = 0, fromVisitor = true): boolean => {
    const moved = to === 'next' ? index.next() : to === 'previous' ? index.previous() : index.goTo(to);
    if (!moved) return false;
    setAnnounce(fromVisitor);
    const duration = prefersReducedMotion() ? 0 : ms;
    setMotionMs(duration);
    if (duration > 0) {
      index.setInMotion(true);
      clock.clearTimeout(motionTimer.current);
      motionTimer.current = clock.setTimeout(() => index.setInMotion(false), duration);
    }
    return true;
  };

  const autoplay = useAutoplay(host, index, settings, slides, linkedGalleries, (random) => {
    // Autoplay keeps going round even without loop: past the last slide (or group) it starts again.
    const next = index.current + step.current;
    go(random ?? (next < index.count ? next : 0), 0, false);
  });
  const signal = (end: 'beginning' | 'end') =>
    host.dispatchEvent(end === 'beginning' ? new SqGalleryReachedBeginningEvent() : new SqGalleryReachedEndEvent());
  return { index, current, go, motionMs, autoplay, announce, signal, setStep: (n) => { step.current = Math.max(1, n); } };
}

/**
 * The gallery's index, followed through the page's edits of the slides (live children): the current slide
 * stays current where the page moved it (found by its id, else its picture or player), else the one at its place, or
 * the last (GalleryIndex.follow: silent, as the visitor still sees the same slide). One index for as long
 * as the gallery has slides (emptied, its view goes; refilled, it starts afresh), so a follow neither
 * restarts autoplay nor drops a move's lock or a linked gallery.
 */
function useFollowedIndex(slides: readonly Slide[], loop: boolean, currentIndex: number | null): GalleryIndex {
  const last = useRef<{ slides: readonly Slide[]; index: GalleryIndex } | null>(null);
  const before = last.current;
  const index = before?.index ?? new GalleryIndex({ count: slides.length, loop, index: currentIndex ?? 0 });
  if (before && before.slides !== slides) {
    const moved = findSlide(slides, before.slides[index.current]);
    index.follow(slides.length, moved >= 0 ? moved : Math.min(index.current, slides.length - 1));
  }
  last.current = { slides, index };
  index.loop = loop;
  return index;
}

function useAutoplay(
  host: HTMLElement,
  index: GalleryIndex, settings: GallerySettings, slides: readonly Slide[], linkedGalleries: string,
  advance: (random: number | null) => void,
) {
  // The reduced-motion policy, followed live: autoplay stops (and comes back) when the visitor changes it.
  const allowed = useSyncExternalStore(onReducedMotionChange, () => autoplayAllowed());
  const enabled = settings.autoplay && slides.length > 1 && allowed;
  const [paused, setPaused] = useState(false);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  // A gallery that does not autoplay keeps its pause reasons too: linked galleries share them (links.ts).
  // A new one each time autoplay is switched on, without the pause button's old reason.
  const player = useMemo(() => new Autoplay({
    timeoutMs: settings.autoplayMs,
    randomize: settings.randomize,
    onAdvance: (random) => advanceRef.current(random),
    count: () => index.count,
    current: () => index.current,
  }), [enabled, settings.autoplayMs, settings.randomize, index]);

  useEffect(() => {
    if (!enabled) return undefined;
    player.start();
    setPaused(false);
    return () => player.stop();
  }, [player, enabled]);

  useEffect(() => joinPauses(host, player, parseIds(linkedGalleries)), [host, player, linkedGalleries]);

  // Paused while a video inside the gallery plays, whatever the design (its own events bubble up).
  useEffect(() => {
    const playing = () => player.pause('video-playing');
    const stopped = () => player.resume('video-playing');
    host.addEventListener('sq-video-play', playing);
    host.addEventListener('sq-video-pause', stopped);
    return () => {
      host.removeEventListener('sq-video-play', playing);
      host.removeEventListener('sq-video-pause', stopped);
    };
  }, [host, player]);

  // Paused while a video slide shows (visitor §4 "Autoplay").
  const onVideo = slides[index.current]?.type === 'video';
  useEffect(() => {
    if (onVideo) player.pause('video');
    else player.resume('video');
  }, [player, onVideo]);

  return {
    enabled,
    paused,
    toggle() {
      if (!enabled) return;
      if (paused) player.resume('user');
      else player.pause('user');
      setPaused(!paused);
    },
    pause: (reason: string) => player.pause(reason),
    resume: (reason: string) => player.resume(reason),
  };
}
