// The relative-time wording (visitor §9 "Relative time updates every 5 s, saying 'just now' or 'about N
// seconds ago' under 60 s"), then minutes, hours and days in the designed wordings of catalog/widgets.ts.
import { UI } from '../../catalog/constants.ts';
import { RELATIVE_TIME_MESSAGES } from '../../catalog/messages/relative-time.ts';
import { RELATIVE_TIME_JUST_NOW_MS, RELATIVE_TIME_LABELS } from '../../catalog/widgets.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `time` was at `now`, both in ms. A time in the future (a skewed clock) is 'just now'. */
export function relativeTime(time: number, now: number): string {
  const age = now - time;
  if (age < RELATIVE_TIME_JUST_NOW_MS) return RELATIVE_TIME_MESSAGES.justNow;
  if (age < UI.relativeTime.secondsUntilMs) return RELATIVE_TIME_MESSAGES.secondsAgo(Math.floor(age / 1000));
  if (age < HOUR) return RELATIVE_TIME_LABELS.minutesAgo(Math.floor(age / MINUTE));
  if (age < DAY) return RELATIVE_TIME_LABELS.hoursAgo(Math.floor(age / HOUR));
  return RELATIVE_TIME_LABELS.daysAgo(Math.floor(age / DAY));
}

// A date, or a date and time with an optional zone: what <time datetime> and Date.parse agree on.
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The time in ms of an ISO 8601 date-time, or null when it is not one. */
export function parseDateTime(text: string): number | null {
  const value = text.trim();
  if (!ISO.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}
