import { createElementClass } from '../runtime/bridge/create-element.ts';
import type { Attribute } from '../runtime/bridge/attributes.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { logWarn } from '../runtime/log.ts';
import { parseDateTime } from '../react-core/relative-time/format.ts';
import { readRelativeTimeText, RELATIVE_TIME_STYLES, RelativeTime } from '../react-core/relative-time/relative-time.tsx';

export { relativeTime, parseDateTime } from '../react-core/relative-time/format.ts';
export { tickListeners } from '../react-core/relative-time/shared-timer.ts';

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

/** An ISO 8601 date-time as ms; malformed text logs the parser message (visitor §8) and gives null. */
const dateTime: Attribute<number | null> = {
  type: 'number | null',
  default: null,
  doc: 'When it happened, ISO 8601 (2024-05-01T14:30:00Z). The property is the time in ms.',
  parse(value, { tag, attribute }) {
    if (value === null || value.trim() === '') return null;
    const time = parseDateTime(value);
    if (time === null) logWarn(PARSER_MESSAGES.expected(`an ISO 8601 date and time for <${tag} ${attribute}>`, shown(value)));
    return time;
  },
  stringify: (value) => (value === null || !Number.isFinite(value) ? null : new Date(value).toISOString()),
};

/**
 * How long ago something happened ('just now', 'about 12 seconds ago', 'about 3 minutes ago'…), as a
 * `<time datetime>`; every label on the page is refreshed by one shared 5 s timer (visitor §9). The
 * server-rendered text (an absolute date) is the no-JavaScript view and shows when the datetime is bad.
 */
export const SqRelativeTimeElement = createElementClass({
  tag: 'sq-relative-time',
  description: /* manifest-only */ 'How long ago a time was, refreshed every 5 s by one shared timer.',
  attributes: { datetime: dateTime },
  read: readRelativeTimeText,
  component: RelativeTime,
  styles: RELATIVE_TIME_STYLES,
  reactEvents: false,
});
export type SqRelativeTimeElement = InstanceType<typeof SqRelativeTimeElement>;
export default SqRelativeTimeElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-relative-time': SqRelativeTimeElement }
}
