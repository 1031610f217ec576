// Escape and Shift+Escape (visitor §2 "Keyboard Escape", §6), as ./chrome.ts's keydown listener noted them.
// An open dialog layer takes Escape first (runtime/dialog-stack.ts closes the topmost; the chrome's listener
// leaves the key alone then). With none open: a contributor's framed page (the backend's preview) asks its
// parent to toggle full-screen preview; a contributor (the owner) goes to the config area; anyone else,
// a viewer-only account too (the config redirect's rule), goes to the same entry (the login) when the
// site's escape-key login setting is on. Shift+Escape logs any authenticated account out. Before acting, a
// cancelable sq-chrome-escape event goes to the document, so a page (the demo, a test) can see or stop what
// Escape is about to do. The keydown itself is not prevented (this code may still be loading when it is
// dispatched): a component that handles Escape itself calls preventDefault(), and the chrome then leaves
// that press alone.
import { PREVIEW_TOGGLE_MESSAGE, type EscapeAction } from '../../catalog/chrome.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import type { SiteContext } from '../context.ts';
import { SqEvent } from '../events.ts';
import { logWarn } from '../log.ts';
import { isAuthenticated } from '../roles.ts';
import type { EscapeKeys } from './chrome.ts';
import { configUrl, isContributor } from './redirect.ts';
import { chromeSeams } from './seams.ts';

export class SqChromeEscapeEvent extends SqEvent {
  static readonly type = 'sq-chrome-escape';
  /** `url`: where 'config' and 'login' go; null for the other actions. */
  constructor(readonly action: EscapeAction, readonly url: string | null) {
    super(SqChromeEscapeEvent.type, { cancelable: true });
  }
}

declare global {
  interface DocumentEventMap { 'sq-chrome-escape': SqChromeEscapeEvent }
  interface GlobalEventHandlersEventMap { 'sq-chrome-escape': SqChromeEscapeEvent }
}

export interface EscapeSituation {
  shift: boolean;
  /** The key was pressed in a text field, a select or editable content. */
  inField: boolean;
  /** The page is framed (the backend's preview). */
  framed: boolean;
}

/** What an Escape press with no dialog layer open does, or null for nothing. Pure. */
export function escapeAction(context: SiteContext, at: EscapeSituation): EscapeAction | null {
  if (at.inField) return null; // the visitor is typing: never leave the page or log out from a field
  if (at.shift) return isAuthenticated(context) ? 'logout' : null;
  const contributor = isContributor(context); // the owner: config is not for viewer-only accounts
  if (at.framed) return contributor ? 'preview' : null; // a visitor's page framed elsewhere is not the backend
  if (contributor) return 'config';
  return context.websiteSettings.escapeKeyLogin ? 'login' : null;
}

const isField = (target: EventTarget | undefined): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function act(action: EscapeAction, url: string | null): void {
  if (action === 'preview') window.parent.postMessage(PREVIEW_TOGGLE_MESSAGE, location.origin);
  else if (action === 'logout') import('./logout.ts').then((m) => m.logout(), () => logWarn(LIBRARY_MESSAGES.moduleLoadFailed('logout')));
  else if (url !== null) chromeSeams.navigate(url, 'assign'); // config and login
}

/** Acts on an Escape press ./chrome.ts noted: announces the action (sq-chrome-escape), then does it. */
export function onEscape(context: SiteContext, keys: EscapeKeys): void {
  try {
    const action = escapeAction(context, {
      shift: keys.shift, inField: isField(keys.target), framed: chromeSeams.framed(),
    });
    if (action === null) return;
    const url = action === 'config' || action === 'login' ? configUrl(new URL(chromeSeams.address())) : null;
    if (document.dispatchEvent(new SqChromeEscapeEvent(action, url))) act(action, url);
  } catch {
    // A key press must never throw; the page stays as it was.
  }
}
