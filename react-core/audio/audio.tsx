// <sq-audio>'s view (block type audio 41): the browser's own player with the track's title as its
// caption and accessible name. Without a usable url (visitor §8 "An unparsable audio url logs an
// error"; the element's attribute logs it) it shows the title and says the audio is not available.
import { useId } from 'react';
import { AUDIO_LABELS, AUDIO_URL_PROTOCOLS, WIDGET_LOG_TEXTS } from '../../catalog/widgets.ts';
import { logError } from '../../runtime/log.ts';

export interface AudioProps {
  /** The resolved url, null when absent or unparsable. */
  src: string | null;
  /** The track-title attribute. */
  trackTitle: string;
}

/** The absolute url of `value` against the page, or null (logged) when it cannot be played from. */
export function parseAudioUrl(value: string, base: string = document.baseURI): string | null {
  let url: URL | null = null;
  try {
    url = new URL(value.trim(), base);
  } catch {
    url = null;
  }
  if (value.trim() && url && (AUDIO_URL_PROTOCOLS as readonly string[]).includes(url.protocol)) return url.href;
  logError(WIDGET_LOG_TEXTS.audioUrlUnparsable(value));
  return null;
}

export function Audio({ src, trackTitle }: AudioProps) {
  const id = `sq-audio-${useId().replace(/[^\w-]/g, '')}`;
  const name = trackTitle.trim();
  return (
    <figure className="sq-audio" data-state={src ? 'ready' : 'unavailable'}>
      {name && <figcaption id={id} className="sq-audio__title">{name}</figcaption>}
      {src
        ? <audio className="sq-audio__player" controls preload="metadata" src={src}
            aria-labelledby={name ? id : undefined} aria-label={name ? undefined : AUDIO_LABELS.player} />
        : <p className="sq-audio__unavailable">{AUDIO_LABELS.unavailable}</p>}
    </figure>
  );
}

export const AUDIO_STYLES = `
:where(sq-audio) { display: block; }
/* The figure, its caption and the "not available" line at two classes' weight: a theme's figure, figcaption
   or p rule would change the box sq.css reserved (docs/decisions.md "The view's structure is the library's"). */
.sq-audio[data-state] { margin: 0; }
.sq-audio .sq-audio__title { margin: 0 0 var(--sq-space-2); padding: 0; font: inherit; font-weight: var(--sq-font-weight-2); }
:where(.sq-audio__player) { display: block; width: 100%; height: var(--sq-audio-height, 54px); }
:where(.sq-audio__unavailable) { display: flex; align-items: center; min-height: var(--sq-audio-height, 54px); font-size: var(--sq-font-size-1); }
.sq-audio .sq-audio__unavailable { margin: 0; }
`;
