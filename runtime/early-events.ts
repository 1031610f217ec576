// What site code asks of an element while it waits for its code (runtime/upgrade-later.ts): a property
// it answers (a dialog's `open`) or a document event it answers (a "Cookie preferences" link dispatching
// sq-cookie-banner-force) upgrades it at once, and the events dispatched before its component listens
// are kept here, in order, until it takes them. Without this a visitor's click in the seconds before an
// idle upgrade did nothing.
import { COOKIE_BANNER_EVENTS } from '../catalog/cookie-banner-events.ts';

/** The document events each waiting element answers. */
export const WAKE_EVENTS: Readonly<Record<string, readonly string[]>> = {
  'sq-cookie-banner': [COOKIE_BANNER_EVENTS.force, COOKIE_BANNER_EVENTS.update, COOKIE_BANNER_EVENTS.unforce],
};

/**
 * The properties each waiting element answers: set by site code (`dialog.open = true`, as the dialog's
 * docs write it), or present as the attribute of the same name when the element starts waiting, they
 * upgrade it at once (runtime/upgrade-later.ts). The bridge applies the value at the upgrade.
 */
export const WAKE_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  'sq-dialog': ['open'],
};

const NOTHING = () => {};
const kept = new Map<string, { events: Event[]; stop: () => void }>();

/**
 * Starts keeping `tag`'s wake events dispatched on `doc` (once per tag; nothing for a tag without any),
 * calling `wake(tag)` at each. Returns what ends the keeping without taking them (the autoloader stopped).
 */
export function keepWakeEvents(tag: string, doc: Document, wake: (tag: string) => void): () => void {
  const types = WAKE_EVENTS[tag];
  if (!types || kept.has(tag)) return NOTHING;
  const events: Event[] = [];
  const listener = (event: Event) => {
    events.push(event);
    wake(tag);
  };
  for (const type of types) doc.addEventListener(type, listener);
  kept.set(tag, { events, stop: () => { for (const type of types) doc.removeEventListener(type, listener); } });
  return () => void takeWakeEvents(tag);
}

/** The events kept for `tag`, oldest first; taking them ends the keeping (the component listens now). */
export function takeWakeEvents(tag: string): Event[] {
  const entry = kept.get(tag);
  kept.delete(tag);
  entry?.stop();
  return entry?.events ?? [];
}
