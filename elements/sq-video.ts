import { createElementClass } from '../runtime/bridge/create-element.ts';
import { boolean, oneOf, string } from '../runtime/bridge/attributes.ts';
import { VIDEO_MODES } from '../catalog/media.ts';
import { Video } from '../react-core/video/video.tsx';
import { readVideoData } from '../react-core/video/read-video.ts';
import { VIDEO_STYLES } from '../react-core/video/video-styles.ts';

export { SqVideoPauseEvent, SqVideoPlayEvent } from '../react-core/video/video-events.ts';
export { onVideoPlay, stopVideosIn } from '../react-core/video/media-bus.ts';

/**
 * A provider's video embed (an iframe or object rendered inside the element by the server) behind a
 * play overlay. One video plays on the page at a time; play and pause reach the provider's player
 * through its frame.
 */
export const SqVideoElement = createElementClass({
  tag: 'sq-video',
  description: /* manifest-only */ 'A video embed with a play overlay; one video plays on the page at a time.',
  attributes: {
    mode: oneOf(VIDEO_MODES, 'none',
      'none: the embed as authored; fit: its aspect ratio kept inside the element; fill: covering the element.'),
    provider: string('', /* manifest-only */ 'The video provider (youtube, vimeo…). Defaults to the one recognised from the embed url.'),
    overlay: boolean('Shows the play overlay (the featured image marked data-sq-video-overlay) until the video is played.'),
    forceAutoplay: boolean('Plays at once, without the overlay (not for visitors who prefer reduced motion).'),
    inactive: boolean('Ignores the play overlay (a gallery slide not shown); a playing video stops.'),
    customFeaturedImage: boolean('The overlay image is the author\'s own, not the provider\'s thumbnail.'),
    accountType: string('', /* manifest-only */ 'The provider account type (Vimeo\'s oEmbed account_type); Vimeo "basic" is unsupported.'),
  },
  events: {
    'sq-video-play': 'The video started playing.',
    'sq-video-pause': 'The video left playing (another video played, its slide was left, it became inactive).',
  },
  read: readVideoData,
  loadingLayout: true,
  component: Video,
  styles: VIDEO_STYLES,
});
export type SqVideoElement = InstanceType<typeof SqVideoElement>;
export default SqVideoElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-video': SqVideoElement }
}
