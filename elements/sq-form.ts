import { FORM_VIEW_MESSAGES } from '../catalog/messages/form-view.ts';
import { createElementClass } from '../runtime/bridge/create-element.ts';
import { FORM_ELEMENT_ATTRIBUTES } from '../react-core/form/attributes.ts';
import { FORM_EVENTS } from '../react-core/form/events.ts';
import { Form } from '../react-core/form/form.tsx';
import { readFormData } from '../react-core/form/read-form.ts';

export { SqFormFailureEvent, SqFormSubmitEvent, SqFormSuccessEvent } from '../react-core/form/events.ts';
export type { FormDefinition } from '../react-core/form/model/definition.ts';

/**
 * A contact, custom or newsletter form: the fields of its form JSON, checked as the visitor submits,
 * sent to the platform's form API, with the post-submit message or redirect.
 */
export const SqFormElement = createElementClass({
  tag: 'sq-form',
  description: /* manifest-only */ 'A contact, custom or newsletter form that submits to the platform.',
  attributes: FORM_ELEMENT_ATTRIBUTES,
  events: FORM_EVENTS,
  read: readFormData,
  component: Form,
  renderFailed: FORM_VIEW_MESSAGES.renderFailed,
  // Its styles are in sq.css, where they also lay out a server form written as the view renders it.
  loadingLayout: true,
  // Its read takes what the visitor typed into the server form: the view comes in that task, losing nothing.
  renderAtOnce: true,
});
export type SqFormElement = InstanceType<typeof SqFormElement>;
export default SqFormElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-form': SqFormElement }
}
