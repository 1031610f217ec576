// One video plays on the page at a time (visitor §4 "Video": back to overlay when another video
// plays). Every mounted <sq-video> registers a controller here; galleries use stopVideosIn when a
// video slide is left ("leaving a video slide pauses it or shows its overlay") and onVideoPlay to
// pause their autoplay while a video plays.
export interface VideoController {
  /** Leaves playing: posts pause to the provider frame and shows the overlay again, if any. */
  stop(): void;
}

const videos = new Map<Element, VideoController>();
const listeners = new Set<(video: Element) => void>();

/** Registers a mounted video; returns the function that unregisters it. */
export function registerVideo(video: Element, controller: VideoController): () => void {
  videos.set(video, controller);
  return () => {
    if (videos.get(video) === controller) videos.delete(video);
  };
}

/** Called by a video that started playing: every other video stops, then the listeners hear of it. */
export function announcePlay(video: Element): void {
  for (const [other, controller] of [...videos]) if (other !== video) controller.stop();
  for (const listener of [...listeners]) listener(video);
}

/**
 * Every <sq-video> inside root pauses (posts pause) or returns to its overlay, and an uploaded <video>
 * a template put in a slide without an <sq-video> pauses too. Used by galleries when a video slide is left.
 */
export function stopVideosIn(root: Element): void {
  for (const [video, controller] of [...videos]) if (root === video || root.contains(video)) controller.stop();
  for (const video of root.querySelectorAll('video')) if (!video.paused) video.pause();
}

/** Called with the <sq-video> element that started playing. Returns an unsubscribe function. */
export function onVideoPlay(listener: (video: Element) => void): () => void {
  const wrapped = (video: Element) => listener(video);
  listeners.add(wrapped);
  return () => {
    listeners.delete(wrapped);
  };
}
