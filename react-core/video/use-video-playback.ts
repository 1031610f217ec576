// Playing and leaving playing (visitor §4 "Video"): a video plays after its overlay is activated
// (never while inactive), one video plays at a time on the page (media-bus.ts), and the provider's
// player hears play and pause through its frame (provider-messages.ts).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../runtime/reduced-motion.ts';
import { announcePlay, registerVideo } from './media-bus.ts';
import { postCommand } from './provider-messages.ts';
import { SqVideoPauseEvent, SqVideoPlayEvent } from './video-events.ts';

export interface PlaybackOptions {
  host: HTMLElement;
  /** The provider's frame; an <object> embed has none to talk to and is only shown. */
  frame: HTMLIFrameElement | null;
  provider: string;
  /** False for a video the element cannot handle (invalid embed, Vimeo Basic): it never plays. */
  enabled: boolean;
  inactive: boolean;
  overlay: boolean;
  autoplay: boolean;
}

export function useVideoPlayback(options: PlaybackOptions): { playing: boolean; play: () => void } {
  const [playing, setPlaying] = useState(false);
  const playingNow = useRef(false);
  // The bus calls stop() from outside React; it must see the current options, not the first ones.
  const current = useRef(options);
  useLayoutEffect(() => {
    current.current = options;
  });

  const play = useCallback(() => {
    const { host, frame, provider, enabled, inactive } = current.current;
    if (!enabled || inactive || playingNow.current) return;
    playingNow.current = true;
    setPlaying(true);
    if (frame) postCommand(frame, provider, 'play');
    host.dispatchEvent(new SqVideoPlayEvent());
    announcePlay(host);
  }, []);

  const stop = useCallback(() => {
    const { host, frame, provider, overlay } = current.current;
    // A video shown without an overlay may be playing through the provider's own controls.
    if (!playingNow.current && overlay) return;
    if (frame) postCommand(frame, provider, 'pause');
    if (!playingNow.current) return;
    playingNow.current = false;
    setPlaying(false);
    host.dispatchEvent(new SqVideoPauseEvent());
  }, []);

  const { host, frame, provider, enabled, inactive, autoplay } = options;
  useEffect(() => (enabled ? registerVideo(host, { stop }) : undefined), [host, enabled, stop]);

  // A frame that was still loading dropped the play message: say it again once it has loaded. Listening
  // from the start, not once `playing` has rendered: where moving the frame into the view reloads it
  // (no moveBefore(): WebKit), force-autoplay's load can come before that render.
  useEffect(() => {
    if (!frame) return undefined;
    const again = () => { if (playingNow.current) postCommand(frame, provider, 'play'); };
    frame.addEventListener('load', again);
    return () => frame.removeEventListener('load', again);
  }, [frame, provider]);

  useEffect(() => {
    if (inactive && playingNow.current) stop();
  }, [inactive, stop]);

  // force-autoplay skips the overlay, except for visitors who asked for less motion.
  useEffect(() => {
    if (autoplay && !prefersReducedMotion()) play();
  }, [autoplay, play]);

  return { playing, play };
}
