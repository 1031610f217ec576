// Registration in one place. Defining a tag twice (the script included twice, or another version of
// the library on the page) warns instead of throwing, as Shoelace's define() does.
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { logWarn } from './log.ts';

export function define(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (existing === element) return;
  if (existing) {
    logWarn(LIBRARY_MESSAGES.elementAlreadyDefined(tag));
    return;
  }
  customElements.define(tag, element);
}
