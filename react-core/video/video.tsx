// <sq-video>'s view: the provider's embed (moved in from the server markup, never re-created)
// behind a play overlay; modes none, fit and fill (visitor §3 "Video element"; §4, §5 "Video").
import { useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { CONTROL_LABELS } from '../../catalog/messages/controls.ts';
import { VIDEO_MESSAGES } from '../../catalog/messages/video.ts';
import type { VIDEO_MODES } from '../../catalog/media.ts';
import { logError, logWarn } from '../../runtime/log.ts';
import { useStageSize } from './fit.ts';
import { MovedNodes } from '../moved-nodes.tsx';
import { isVimeoBasic, providerOf } from './provider-messages.ts';
import type { OverlayImage, VideoData } from './read-video.ts';
import { useVideoPlayback } from './use-video-playback.ts';

export interface VideoProps {
  mode: (typeof VIDEO_MODES)[number];
  provider: string;
  overlay: boolean;
  forceAutoplay: boolean;
  inactive: boolean;
  customFeaturedImage: boolean;
  accountType: string;
  host: HTMLElement;
  data: VideoData;
}

export function Video(props: VideoProps) {
  const { data, host, mode, overlay, inactive } = props;
  const provider = providerOf(props.provider, data.src);
  const vimeoBasic = isVimeoBasic(provider, props.accountType);
  const native = data.native;
  const supported = (data.type !== 'invalid' || native !== null) && !vimeoBasic;
  const frame = data.embed instanceof HTMLIFrameElement ? data.embed : null;
  // Featured images are for embedded videos only (visitor §5): an uploaded one with a custom featured
  // image logs that message and shows the video with its own controls, no overlay.
  const overlayShown = overlay && !(native && props.customFeaturedImage);
  const { playing, play } = useVideoPlayback({
    host, frame, native, provider, enabled: supported, inactive, overlay: overlayShown, autoplay: props.forceAutoplay,
  });
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useStageSize(box, stage, supported ? mode : 'none', data.ratio);
  const embed = useMemo(() => (data.embed ? [data.embed] : data.native ? [data.native] : []), [data]);

  useEffect(() => {
    if (vimeoBasic) logError(VIDEO_MESSAGES.vimeoBasicUnsupported);
  }, [vimeoBasic]);
  useEffect(() => {
    if (props.customFeaturedImage && data.type === 'invalid') logWarn(VIDEO_MESSAGES.customFeaturedImages);
  }, [props.customFeaturedImage, data.type]);

  // The play button leaves the page when the video plays; keyboard focus follows into the player.
  const focusPlayer = useRef(false);
  useLayoutEffect(() => {
    if (!playing || !focusPlayer.current) return;
    focusPlayer.current = false;
    (data.embed ?? data.native)?.focus();
  }, [playing, data]);
  const onPlay = (event: MouseEvent<HTMLButtonElement>) => {
    focusPlayer.current = document.activeElement === event.currentTarget;
    play();
  };

  // What cannot be handled stays as the server rendered it (the no-JavaScript view).
  if (!supported) return <MovedNodes className="sq-video" data-state="unsupported" data-type={data.type} nodes={data.content} />;
  const state = playing ? 'playing' : overlayShown ? 'overlay' : 'shown';
  return (
    <div ref={box} className="sq-video" data-mode={mode} data-state={state} data-type={native ? 'native' : data.type}
      data-provider={provider || undefined}>
      <div ref={stage} className="sq-video__stage">
        <MovedNodes className="sq-video__frame" nodes={embed} inert={state === 'overlay'} />
        {state === 'overlay' && (
          <PlayOverlay image={data.overlay} title={data.title} inactive={inactive} onPlay={onPlay} />
        )}
      </div>
    </div>
  );
}

interface PlayOverlayProps {
  image: OverlayImage | null;
  title: string;
  inactive: boolean;
  onPlay: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One real button over the whole video: click, Enter and Space all arrive as its click. An inactive
 * video (a gallery slide not shown) keeps it focusable but aria-disabled, and ignores it.
 */
function PlayOverlay({ image, title, inactive, onPlay }: PlayOverlayProps) {
  return (
    <div className="sq-video__overlay">
      <button type="button" className="sq-video__play" aria-disabled={inactive || undefined}
        onClick={inactive ? undefined : onPlay}>
        {image && (
          <img className="sq-video__poster" src={image.src} srcSet={image.srcset || undefined}
            sizes={image.sizes || undefined} alt="" />
        )}
        <svg className="sq-video__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="32" />
          <path d="M26 20v24l18-12z" />
        </svg>
        <span className="sq-visually-hidden">
          {title ? CONTROL_LABELS.playNamedVideo(title) : CONTROL_LABELS.playVideo}
        </span>
      </button>
    </div>
  );
}
