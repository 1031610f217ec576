// The events of <sq-cookie-banner> (names in catalog/cookie-banner.ts). Site code dispatches force,
// update and unforce on `document`, with these classes or as plain CustomEvents (the update's settings
// then in `detail`); the banner dispatches the choice on itself, bubbling and composed.
import { COOKIE_BANNER_EVENTS } from '../../catalog/cookie-banner.ts';
import { SqEvent } from '../../runtime/events.ts';
import type { RawCookieSettings } from './settings.ts';

/** The visitor accepted (true) or declined (false); the choice is already stored and broadcast. */
export class SqCookieBannerChoiceEvent extends SqEvent {
  static readonly type = COOKIE_BANNER_EVENTS.choice;
  constructor(readonly accepted: boolean) {
    super(SqCookieBannerChoiceEvent.type);
  }
}

/** Shows the banner whatever the settings and the stored choice say (a "Cookie preferences" link). */
export class SqCookieBannerForceEvent extends SqEvent {
  static readonly type = COOKIE_BANNER_EVENTS.force;
  constructor() {
    super(SqCookieBannerForceEvent.type);
  }
}

/** Remounts the banner with these settings over the attribute's and the context's, or re-reads those. */
export class SqCookieBannerUpdateEvent extends SqEvent {
  static readonly type = COOKIE_BANNER_EVENTS.update;
  constructor(readonly settings?: RawCookieSettings) {
    super(SqCookieBannerUpdateEvent.type);
  }
}

/** Ends a force: the settings and the stored choice decide again. */
export class SqCookieBannerUnforceEvent extends SqEvent {
  static readonly type = COOKIE_BANNER_EVENTS.unforce;
  constructor() {
    super(SqCookieBannerUnforceEvent.type);
  }
}

/** The settings an update event carries: its `settings`, or a CustomEvent's `detail`. */
export function updateSettingsOf(event: Event): unknown {
  if (event instanceof SqCookieBannerUpdateEvent) return event.settings;
  return event instanceof CustomEvent ? event.detail : undefined;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-cookie-banner-choice': SqCookieBannerChoiceEvent;
    'sq-cookie-banner-force': SqCookieBannerForceEvent;
    'sq-cookie-banner-update': SqCookieBannerUpdateEvent;
    'sq-cookie-banner-unforce': SqCookieBannerUnforceEvent;
  }
  interface DocumentEventMap {
    'sq-cookie-banner-force': SqCookieBannerForceEvent;
    'sq-cookie-banner-update': SqCookieBannerUpdateEvent;
    'sq-cookie-banner-unforce': SqCookieBannerUnforceEvent;
  }
}
