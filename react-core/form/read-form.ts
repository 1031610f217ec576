// What <sq-form> takes from its server-rendered form before the view replaces it: the values the
// visitor may already have typed (nothing typed is lost), the control they are typing in (its focus
// and caret), and the form itself as the fallback.
import type { FormDefinition } from './model/definition.ts';
import { readFormValues } from './model/values.ts';
import type { FormData } from './form.tsx';

export function readFormData(host: HTMLElement): FormData {
  const definition = (host as HTMLElement & { formJson?: FormDefinition | null }).formJson ?? null;
  const form = host.querySelector('form');
  return {
    values: definition && form ? readFormValues(form, definition.fields) : {},
    fallback: Array.from(host.childNodes),
  };
}

type Control = HTMLInputElement & HTMLTextAreaElement;

/**
 * Runs as the view commits, while the server's form is still in place: if the visitor is in one of its
 * controls, the view's control of the same name (and value, for a choice) takes the focus and caret, so
 * the next keystroke lands where the last one did. The values were read in the same task: none is lost.
 */
export function takeFocus(view: HTMLFormElement | null, fallback: Node[]): void {
  const from = document.activeElement as Control | null;
  if (!view || !from?.name || !fallback.some((node) => node.contains(from))) return;
  const to = (Array.from(view.elements) as Control[])
    .find((el) => el.name === from.name && (!/radio|checkbox/.test(el.type) || el.value === from.value));
  to?.focus();
  try {
    to?.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection);
  } catch {
    // No caret in this kind of control (email, number, select).
  }
}
