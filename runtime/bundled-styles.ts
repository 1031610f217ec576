// For a bundler's copy of the runtime only (dist/sq.js never loads this): it cannot add sq.css beside
// itself, so a page that did not link the stylesheet (its tokens are missing) is told once, in words.
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { logWarn } from './log.ts';

export function checkStylesheet(): void {
  if (!getComputedStyle(document.documentElement).getPropertyValue('--sq-space-1')) logWarn(ELEMENT_LIBRARY_MESSAGES.stylesheetNotBundled);
}
