import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string, type Attribute } from '../runtime/bridge/attributes.ts';
import { AUDIO_STYLES, Audio, parseAudioUrl } from '../react-core/audio/audio.tsx';

export { parseAudioUrl } from '../react-core/audio/audio.tsx';

/** The audio url, resolved against the page; an unparsable one is logged (visitor §8) and gives null. */
const audioUrl: Attribute<string | null> = {
  type: 'string | null',
  default: null,
  doc: 'The audio file url (http, https, blob or data; relative urls resolve against the page).',
  parse: (value) => (value === null ? null : parseAudioUrl(value)),
  stringify: (value) => value,
};

/**
 * A player for an audio url (block type audio 41): `<sq-audio src="/media/song.mp3" track-title="Song">`
 * with a plain link to the file inside as the no-JavaScript view. An unparsable url logs an error
 * (visitor §8 "Others") and shows the title with 'This audio is not available.'.
 */
export const SqAudioElement = createElementClass({
  tag: 'sq-audio',
  description: /* manifest-only */ 'A player for an audio url, with its title; an unparsable url is logged and shown as unavailable.',
  attributes: {
    src: audioUrl,
    // Not `title`: that is HTML's global attribute (a native tooltip) and HTMLElement's own property.
    trackTitle: string('', /* manifest-only */ "The track's title: the player's caption and accessible name."),
  },
  component: Audio,
  styles: AUDIO_STYLES,
  reactEvents: false,
});
export type SqAudioElement = InstanceType<typeof SqAudioElement>;
export default SqAudioElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-audio': SqAudioElement }
}
