// Reads <sq-video>'s server-rendered children: the embed (an iframe or an object, visitor §5
// "The embed must contain an iframe or object"), its aspect ratio and title, and the overlay image.
// The children are the no-JavaScript view: the embed is visible and plays there; the overlay image
// is marked `hidden` so it only shows once the element runs.
import type { VideoType } from '../../catalog/media.ts';
import { UI } from '../../catalog/constants.ts';
import { VIDEO_MESSAGES } from '../../catalog/messages/video.ts';
import { logError } from '../../runtime/log.ts';
import { pageChildren } from '../../runtime/bridge/light-dom.ts';

/** The overlay (featured) image, marked with this attribute on an <img> or an element holding one. */
export const OVERLAY_SELECTOR = '[data-sq-video-overlay]';

export interface OverlayImage { src: string; srcset: string; sizes: string; alt: string }

export interface VideoData {
  type: VideoType;
  /** The iframe or object, moved into the view as it is (never re-created, so it never reloads). */
  embed: HTMLIFrameElement | HTMLObjectElement | null;
  /** The children shown as they are when the video cannot be handled (type invalid, Vimeo Basic). */
  content: ChildNode[];
  /** The player's height over its width, from the embed's width and height attributes. */
  ratio: number;
  /** The video's name for the play button: the embed's title, else the overlay image's alt text. */
  title: string;
  /** The src of the iframe or data of the object, for recognising the provider. */
  src: string;
  /**
   * An uploaded video: a native <video> (no iframe or object). The spec's embed type stays 'invalid' (an
   * embed must be an iframe or object), but the native video loader (native-video.ts, lazy) plays it.
   */
  native: HTMLVideoElement | null;
  overlay: OverlayImage | null;
}

/** visitor §9: default video height ratio 56.3%. */
const DEFAULT_RATIO = UI.videoHeightRatioPercent / 100;

/** The embed's height / width from its width and height attributes where both are plain numbers (as sq.css's
 *  loading layout reads them with attr(): "100%" or "560px" is none), else the default. */
const PLAIN = /^\s*\d+(?:\.\d+)?\s*$/;
function ratioOf(embed: Element | null): number {
  const [width, height] = ['width', 'height'].map((name) => embed?.getAttribute(name) ?? '');
  return PLAIN.test(width!) && PLAIN.test(height!) && Number(width) > 0 && Number(height) > 0
    ? Number(height) / Number(width) : DEFAULT_RATIO;
}

function overlayOf(host: HTMLElement): OverlayImage | null {
  const marked = host.querySelector(OVERLAY_SELECTOR);
  const img = marked instanceof HTMLImageElement ? marked : marked?.querySelector('img');
  if (!img) return null;
  const attr = (name: string) => img.getAttribute(name) ?? '';
  return { src: attr('src'), srcset: attr('srcset'), sizes: attr('sizes'), alt: attr('alt') };
}

const toldInvalid = new WeakSet<Element>();

export function readVideoData(host: HTMLElement): VideoData {
  // The overlay image is the element's, not the embed's: an <object>'s fallback content may hold images.
  const overlay = overlayOf(host);
  const embed = host.querySelector<HTMLIFrameElement | HTMLObjectElement>('iframe, object');
  const native = embed ? null : host.querySelector('video');
  const type: VideoType = embed instanceof HTMLIFrameElement ? 'iframe' : embed ? 'object' : 'invalid';
  // Visitor §5: with a custom featured image the message is the custom-featured-image one (logged by the
  // view), in place of 'Invalid video embed.'. An uploaded (native) video is not an invalid embed.
  // Once per element: its children are read again when the page changes them (live children).
  if (type === 'invalid' && !native && !host.hasAttribute('custom-featured-image') && !toldInvalid.has(host)) {
    toldInvalid.add(host);
    logError(VIDEO_MESSAGES.invalidEmbed);
  }
  const src = embed instanceof HTMLIFrameElement ? embed.getAttribute('src') ?? '' : embed?.getAttribute('data') ?? '';
  return {
    type, embed, native, src, overlay,
    content: pageChildren(host).filter((node) => !(node instanceof Element && node.matches(OVERLAY_SELECTOR))),
    ratio: ratioOf(embed ?? native),
    title: ((embed ?? native)?.getAttribute('title') ?? native?.getAttribute('aria-label') ?? '').trim() || (overlay?.alt ?? '').trim(),
  };
}
