// <sq-relative-time>'s view: a machine-readable <time datetime> saying how long ago it was, re-rendered
// on the page's one shared 5 s tick. Without a usable datetime it shows the server-rendered text.
import { useSyncExternalStore } from 'react';
import { clock } from '../../runtime/clock.ts';
import { relativeTime } from './format.ts';
import { subscribeTick, tickCount } from './shared-timer.ts';

export interface RelativeTimeProps {
  /** The time in ms, null when the attribute is absent or malformed. */
  datetime: number | null;
  /** The server-rendered text (an absolute date), the fallback. */
  data: string;
}

function Label({ time }: { time: number }) {
  useSyncExternalStore(subscribeTick, tickCount);
  const date = new Date(time);
  return (
    <time className="sq-relative-time" dateTime={date.toISOString()} title={date.toLocaleString()}>
      {relativeTime(time, clock.now())}
    </time>
  );
}

/** Only live labels hold the shared timer: the fallback text never changes. */
export function RelativeTime({ datetime, data }: RelativeTimeProps) {
  return datetime === null ? <span className="sq-relative-time">{data}</span> : <Label time={datetime} />;
}

/** The server-rendered text: the fallback when the datetime cannot be used. */
export const readRelativeTimeText = (host: HTMLElement): string => (host.textContent ?? '').trim();

export const RELATIVE_TIME_STYLES = `
:where(sq-relative-time) { display: inline; }
`;
