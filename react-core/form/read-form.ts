// What <sq-form> takes from its server-rendered form before the view replaces it: the values the
// visitor may already have typed (nothing typed is lost), and the form itself as the fallback.
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
