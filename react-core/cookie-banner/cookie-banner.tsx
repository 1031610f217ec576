// <sq-cookie-banner>'s component (visitor §4 "Cookie banner"): whether it shows (the settings, the stored
// choice, a force; never on a screenshot page), the force/update/unforce events on document, the
// visitor's choice (stored 30 days and broadcast by runtime/consent-choice.ts), and where focus goes.
// Those events dispatched while it waited for its code are applied when it first commits.
import { useEffect, useLayoutEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { COOKIE_BANNER_EVENTS } from '../../catalog/cookie-banner.ts';
import { cookieSettings, onConsentChange, storedChoice } from '../../runtime/consent.ts';
import { setConsent } from '../../runtime/consent-choice.ts';
import { SqCookieBannerChoiceEvent, updateSettingsOf } from './events.ts';
import {
  asSettings, bannerShows, mergeSettings, normaliseCookieBannerSettings, type RawCookieSettings,
} from './settings.ts';
import { CookieBannerView } from './view.tsx';
import { screenshotRequested } from '../../runtime/page-flags.ts';
import { reserveEdgeRoom } from '../../runtime/edge-room.ts';
import { takeWakeEvents, WAKE_EVENTS } from '../../runtime/early-events.ts';

export interface CookieBannerProps {
  /** The `settings` attribute: fields over the site context's cookieSettings (null when absent). */
  settings: RawCookieSettings | null;
  host: HTMLElement;
}

interface BannerState {
  forced: boolean;
  /** Fields from the last update event, over the attribute's. */
  overrides: RawCookieSettings | undefined;
  /** Bumped by every update event: the view remounts (and a popup takes focus again). */
  generation: number;
  /** Chosen here: hidden even if the choice could not be stored (cookies blocked). */
  dismissed: boolean;
}

type Action = 'force' | 'unforce' | 'chosen' | 'reset' | { update: unknown };

function reduce(state: BannerState, action: Action): BannerState {
  switch (action) {
    case 'force': return { ...state, forced: true, dismissed: false };
    case 'unforce': return { ...state, forced: false };
    // A choice made anywhere (here, another banner, site code) ends a force and closes the banner.
    case 'chosen': return { ...state, forced: false, dismissed: true };
    // The choice was forgotten: the settings decide again, and a shown banner remounts.
    case 'reset': return { ...state, dismissed: false, generation: state.generation + 1 };
    default: return { ...state, overrides: asSettings(action.update), generation: state.generation + 1, dismissed: false };
  }
}

const INITIAL: BannerState = { forced: false, overrides: undefined, generation: 0, dismissed: false };

export function CookieBanner({ settings: attribute, host }: CookieBannerProps) {
  const [state, dispatch] = useReducer(reduce, INITIAL);

  useEffect(() => {
    const actionOf = (event: Event): Action | undefined => (event.type === COOKIE_BANNER_EVENTS.force ? 'force'
      : event.type === COOKIE_BANNER_EVENTS.unforce ? 'unforce'
        : event.type === COOKIE_BANNER_EVENTS.update ? { update: updateSettingsOf(event) } : undefined);
    // Committed at once, like the bridge's own updates: the page sees the banner as soon as it asked.
    const now = (action: Action) => flushSync(() => dispatch(action));
    const listener = (event: Event) => { const action = actionOf(event); if (action) now(action); };
    // The same three events the waiting room keeps for the banner before its code (runtime/early-events.ts).
    const types = WAKE_EVENTS['sq-cookie-banner']!;
    for (const type of types) document.addEventListener(type, listener);
    // Then what site code dispatched while the banner waited for its code, in order (runtime/early-events.ts);
    // this effect runs inside React's commit, so these go in with the next render, not flushSync.
    for (const event of takeWakeEvents(host.localName)) {
      const action = actionOf(event);
      if (action) dispatch(action);
    }
    // Every broadcast re-renders (the stored choice is read at render time).
    const stopConsent = onConsentChange((consent) => now(consent.choice === null ? 'reset' : 'chosen'));
    return () => {
      for (const type of types) document.removeEventListener(type, listener);
      stopConsent();
    };
  }, []);

  const settings = normaliseCookieBannerSettings(mergeSettings(cookieSettings(), attribute, state.overrides));
  const shown = !screenshotRequested() && !state.dismissed && (state.forced || bannerShows(settings, storedChoice()));
  const focus = useBannerFocus(shown && settings.variant === 'POPUP', state.generation);
  // While it shows, focus and anchors scroll clear of it (runtime/edge-room.ts).
  const position = settings.variant === 'POPUP' ? settings.popupPosition : settings.barPosition;
  const edge = position.toLowerCase().startsWith('top') ? 'top' : 'bottom';
  useLayoutEffect(() => (shown && focus.root.current ? reserveEdgeRoom(focus.root.current, edge) : undefined),
    [shown, edge, state.generation]);

  const choose = (accepted: boolean) => {
    focus.leave();
    try {
      setConsent(accepted);
    } catch {
      // Cookies refused by the browser (a sandboxed frame): the banner still closes for this page.
    }
    dispatch('chosen');
    host.dispatchEvent(new SqCookieBannerChoiceEvent(accepted));
  };

  if (!shown) return null;
  return <CookieBannerView key={state.generation} settings={settings} onChoose={choose}
    rootRef={focus.root} onKeyDown={focus.onKeyDown} />;
}

/**
 * A popup takes focus when it opens (the dialog itself, so its name and text are read first and Enter
 * does not accept by accident). A remount (an update) takes it only back from the replaced view, never
 * from elsewhere on the page. Leaving it, by a choice or Escape, gives focus back to where it was, else
 * to the page. Escape makes no choice: the popup stays until the visitor accepts or declines.
 */
function useBannerFocus(takesFocus: boolean, generation: number) {
  const root = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const open = useRef(false);

  useLayoutEffect(() => {
    const opening = takesFocus && !open.current;
    open.current = takesFocus;
    if (!takesFocus || !root.current) return;
    const active = document.activeElement;
    const lost = !active || active === document.body; // the replaced view held it
    if (!opening && !lost) return;
    if (opening) returnTo.current = active && active !== document.body && !root.current.contains(active) ? active : null;
    root.current.focus({ preventScroll: true });
  }, [takesFocus, generation]);

  const leave = () => {
    const active = document.activeElement;
    if (!root.current || !active || !root.current.contains(active)) return;
    const target = returnTo.current;
    returnTo.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true });
    if (root.current.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !takesFocus || event.defaultPrevented) return;
    event.preventDefault(); // handled: the layer stack and the site chrome leave this Escape alone
    leave();
  };
  return { root, leave, onKeyDown };
}
