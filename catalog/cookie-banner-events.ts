// The events of <sq-cookie-banner> (catalog/cookie-banner.ts re-exports them).

/**
 * Events of <sq-cookie-banner> (our names; the spec names the force, update and unforce events without
 * spelling them). Site code dispatches the first three on `document`; the banner dispatches the choice.
 */
export const COOKIE_BANNER_EVENTS = {
  /** Mounts the banner even with a stored choice or a disabled banner (a "Cookie preferences" link). */
  force: 'sq-cookie-banner-force',
  /** Remounts it with fresh settings (the event's detail, else the attribute and the site context). */
  update: 'sq-cookie-banner-update',
  /** Restores the settings-driven state after a force. */
  unforce: 'sq-cookie-banner-unforce',
  /** The visitor accepted or declined (dispatched on the element, bubbling). */
  choice: 'sq-cookie-banner-choice',
} as const;
