// Playing and leaving playing (visitor §4 "Video"): a video plays after its overlay is activated
// (never while inactive), one video plays at a time on the page (media-bus.ts), and the provider's
// player hears play and pause through its frame (provider-messages.ts); an uploaded (native) video
// through the native video loader (native-video.ts, loaded with the first such video).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { VIDEO_MESSAGES } from '../../catalog/messages/video.ts';
import { logError } from '../../runtime/log.ts';
import { prefersReducedMotion } from '../../runtime/reduced-motion.ts';
import { announcePlay, registerVideo } from './media-bus.ts';
import type { NativeVideo } from './native-video.ts';
import { postCommand } from './provider-messages.ts';
import { SqVideoPauseEvent, SqVideoPlayEvent } from './video-events.ts';

export interface PlaybackOptions {
  host: HTMLElement;
  /** The provider's frame; an <object> embed has none to talk to and is only shown. */
  frame: HTMLIFrameElement | null;
  /** An uploaded video, played through the native video loader. */
  native: HTMLVideoElement | null;
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

  const nativeVideo = useRef<NativeVideo | null>(null);

  // Now playing: the view leaves its overlay, the page hears of it, every other video stops.
  const started = useCallback(() => {
    const { host } = current.current;
    playingNow.current = true;
    setPlaying(true);
    host.dispatchEvent(new SqVideoPlayEvent());
    announcePlay(host);
  }, []);

  const play = useCallback(() => {
    const { frame, provider, enabled, inactive } = current.current;
    if (!enabled || inactive || playingNow.current) return;
    started();
    if (frame) postCommand(frame, provider, 'play');
    nativeVideo.current?.play();
  }, [started]);

  const stop = useCallback(() => {
    const { host, frame, provider, overlay, native } = current.current;
    // A video shown without an overlay may be playing through the provider's own controls.
    if (!playingNow.current && overlay && !native) return;
    if (frame) postCommand(frame, provider, 'pause');
    nativeVideo.current?.pause();
    if (!playingNow.current) return;
    playingNow.current = false;
    setPlaying(false);
    host.dispatchEvent(new SqVideoPauseEvent());
  }, []);

  const { host, frame, native, provider, enabled, inactive, autoplay } = options;
  useEffect(() => (enabled ? registerVideo(host, { stop }) : undefined), [host, enabled, stop]);

  // An uploaded video: its loader plays it, and reports the visitor's own plays and pauses (its
  // controls) so that other videos and a gallery's autoplay follow them. A pause there leaves the
  // player as it is (no overlay back over a video the visitor is handling).
  useEffect(() => {
    if (!native || !enabled) return undefined;
    let gone = false;
    import('./native-video.ts').then(({ controlNative }) => {
      if (gone) return;
      nativeVideo.current = controlNative(native, {
        played: () => { if (!playingNow.current && !current.current.inactive) started(); },
        paused: () => {
          if (!playingNow.current) return;
          playingNow.current = false;
          current.current.host.dispatchEvent(new SqVideoPauseEvent());
        },
      });
      if (playingNow.current) nativeVideo.current.play(); // asked before the loader arrived
      // Started by the visitor with its own controls before the loader listened: heard now.
      else if (!native.paused && !current.current.inactive) started();
    }, (error: unknown) => logError(VIDEO_MESSAGES.videoLoaderNotFound, error));
    return () => {
      gone = true;
      nativeVideo.current?.dispose();
      nativeVideo.current = null;
    };
  }, [native, enabled, started]);

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
