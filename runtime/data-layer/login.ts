// "loginRequired triggers the login prompt" (visitor §8 "Data layer"). The prompt is the site's login
// route: a cancelable sq-login-required event goes to the document first, so a page (or a test) can
// show its own prompt; otherwise the visitor goes to /config/?frameUrl=<this page's path and query>,
// the admin entry that asks for a login and then opens the page it came from.
import { QUERY_PARAMS, ROUTES } from '../../catalog/routes.ts';
import { SqEvent } from '../events.ts';
import { navigate } from '../utils/safe-url.ts';

export class SqLoginRequiredEvent extends SqEvent {
  static readonly type = 'sq-login-required';
  constructor(readonly url: string, readonly status: number, readonly loginUrl: string) {
    super(SqLoginRequiredEvent.type, { cancelable: true });
  }
}

declare global {
  interface DocumentEventMap { 'sq-login-required': SqLoginRequiredEvent }
  interface GlobalEventHandlersEventMap { 'sq-login-required': SqLoginRequiredEvent }
}

/** The seam tests replace: how the visitor is sent to the login route. */
export const loginSeams = {
  navigate: (url: string): void => navigate(url, 'same-site', 'the login prompt'),
};

export function loginUrl(): string {
  const query = new URLSearchParams({ [QUERY_PARAMS.frameUrl]: location.pathname + location.search });
  return `${ROUTES.config}?${query}`;
}

/** Announces the login prompt for a call to `url`; navigates unless a listener prevented it. */
export function promptLogin(url: string, status: number): void {
  try {
    const event = new SqLoginRequiredEvent(url, status, loginUrl());
    if (document.dispatchEvent(event)) loginSeams.navigate(event.loginUrl);
  } catch {
    // a navigation that cannot happen leaves the visitor where they are; the call still rejects
  }
}
