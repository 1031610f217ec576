// The native video loader (visitor §7's on-demand "native video" part): plays and pauses an uploaded
// video, a native <video>, for <sq-video>, and reports the plays and pauses the visitor makes with the
// video's own controls, so the one-plays-at-a-time rule and a gallery's autoplay pause follow them too.
// Loaded only when an <sq-video> holds a native video; when it cannot load, 'VideoLoader not found' is
// logged and the video keeps its own controls.

export interface NativeVideoEvents {
  /** The video started playing (asked by the view, or by the visitor through its controls). */
  played(): void;
  /** The video paused or ended. */
  paused(): void;
}

export interface NativeVideo {
  play(): void;
  pause(): void;
  /** Stops listening: the element was unmounted. */
  dispose(): void;
}

export function controlNative(video: HTMLVideoElement, events: NativeVideoEvents): NativeVideo {
  const played = () => events.played();
  const paused = () => events.paused();
  video.addEventListener('play', played);
  video.addEventListener('pause', paused);
  video.addEventListener('ended', paused);
  return {
    play() {
      // A refused play (autoplay policy, a source that fails) answers with a pause event, or not at all:
      // the rejection is the browser's to report, never an unhandled one here.
      void video.play()?.catch(() => undefined);
    },
    pause: () => video.pause(),
    dispose() {
      video.removeEventListener('play', played);
      video.removeEventListener('pause', paused);
      video.removeEventListener('ended', paused);
    },
  };
}
