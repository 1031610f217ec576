// The site chrome's first part (visitor §2 "Config redirect rules", "Logout notice", "Keyboard Escape"),
// loaded and started by the runtime entry only where it can matter (a signed-in account, a site that opens
// login with Escape, a load with ?noredirect or ?logout). It holds only the trigger: one keydown listener that notes an unhandled Escape and hands it to the
// chrome's code, and a check whether this load needs that code at once (a logged-in account may be
// redirected; ?noredirect sets the session flag; ?logout=true shows the notice). The code itself
// (./chrome-actions.ts: redirect, Escape actions; ./logout.ts) loads on the first page or key press that needs it.
// The listener is on window (bubble), so every element and document handler (a dialog's, PhotoSwipe's) runs
// first; an Escape one of them handled (defaultPrevented), or any Escape while a dialog layer is open (the
// layer stack closes the topmost: runtime/dialog-stack.ts), is not the chrome's.
import { LOGOUT_FLAG_VALUE, LOGOUT_PARAM, NO_REDIRECT_PARAM } from '../../catalog/chrome.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import type { SiteContext } from '../context.ts';
import { hasOpenLayer } from '../dialog-stack.ts';
import { logWarn } from '../log.ts';

/** An Escape press as it was when it happened (the chrome acts on it once its code has loaded). */
export interface EscapeKeys {
  shift: boolean;
  /** Where the key was pressed (the innermost element): Escape in a field is the visitor's, not the chrome's. */
  target: EventTarget | undefined;
}

type Actions = typeof import('./chrome-actions.ts');
let actions: Promise<Actions> | undefined;

/** The chrome's code, loaded once; a failed load is forgotten, so the next Escape tries again. */
export const loadChrome = (): Promise<Actions> => (actions ??= import('./chrome-actions.ts').catch((error: unknown) => {
  actions = undefined;
  throw error;
}));

const failed = () => logWarn(LIBRARY_MESSAGES.moduleLoadFailed('site chrome'));

/** Starts the site chrome for this page; returns the function that stops it (removes the Escape listener). */
export function startChrome(context: SiteContext): () => void {
  let live = true;
  const onKeyDown = (event: KeyboardEvent): void => {
    // Handled elsewhere (a dialog's own Escape), a layer's to close, held down, mid-composition or with a
    // browser modifier: not ours.
    if (event.key !== 'Escape' || event.defaultPrevented || hasOpenLayer() || event.repeat || event.isComposing
      || event.ctrlKey || event.altKey || event.metaKey) return;
    const keys: EscapeKeys = { shift: event.shiftKey, target: event.composedPath()[0] };
    loadChrome().then((m) => { if (live) m.onEscape(context, keys); }, failed);
  };
  const stop = (): void => {
    live = false;
    window.removeEventListener('keydown', onKeyDown);
  };
  window.addEventListener('keydown', onKeyDown);
  const query = new URLSearchParams(location.search);
  if (context.authenticatedAccount !== null || query.has(NO_REDIRECT_PARAM) || query.get(LOGOUT_PARAM) === LOGOUT_FLAG_VALUE) {
    loadChrome().then((m) => { if (live && m.startPage(context)) stop(); }, failed);
  }
  return stop;
}
