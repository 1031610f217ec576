// <sq-form>'s view: the fields of the form JSON with the values the visitor had already typed, the
// checks of visitor §5, and the states idle -> submitting -> success | failure (§4). Nothing a
// server sends is ever parsed as HTML except the site owner's post-submit HTML, which is sanitised.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { PAGE_BLOCKS } from '../../catalog/constants.ts';
import { FORM_MESSAGES } from '../../catalog/messages/form.ts';
import { FORM_LABELS } from '../../catalog/messages/form-labels.ts';
import type { FormState } from '../../catalog/forms.ts';
import type { ElementProps } from '../../runtime/bridge/create-element.ts';
import { NodeSlot } from '../node-slot.tsx';
import { SqFormFailureEvent, SqFormSubmitEvent, SqFormSuccessEvent } from './events.ts';
import { Field } from './fields.tsx';
import type { FormDefinition } from './model/definition.ts';
import { validateForm } from './model/validate.ts';
import { formPayload, type FieldValue } from './model/values.ts';
import { createCaptcha, type Captcha } from './captcha.ts';
import { recordFormRender } from './census.ts';

// The sanitiser (DOMPurify) is needed only for the owner's post-submit HTML, after a success: its own
// chunk, fetched then. (It imports nothing from this chunk, which keeps the element's named exports.)
const postSubmitCode = () => import('./post-submit.ts');
import { safeRedirect } from './redirect.ts';
import { pageFields, submitForm } from './submit.ts';
import type { FORM_ELEMENT_ATTRIBUTES } from './attributes.ts';

export interface FormData {
  /** What the visitor had typed into the server-rendered form before the element took over. */
  values: Record<string, FieldValue>;
  /** The server-rendered form, shown as it is when the form JSON is unusable. */
  fallback: Node[];
}

export type FormProps = ElementProps<typeof FORM_ELEMENT_ATTRIBUTES, FormData>;

export function Form(props: FormProps) {
  const definition = props.formJson;
  // Unusable form JSON was logged when read; the server-rendered form (which posts without
  // JavaScript) stays as it is.
  if (!definition) return <NodeSlot nodes={props.data.fallback} className="sq-form__fallback" />;
  return <FormView {...props} definition={definition} />;
}

function FormView({ host, data, definition, captchaScript, captchaGlobal, captchaSiteKey }: FormProps & { definition: FormDefinition }) {
  const uid = useId().replace(/:/g, '');
  const [values, setValues] = useState(data.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [state, setState] = useState<FormState>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = useRef<Captcha | null>(null);
  const sending = useRef(false);
  const small = useSmallContainer(host, definition.newsletter === true);

  // census form-render, once per form on the page (visitor §7).
  useEffect(() => { void recordFormRender(definition.id); }, [definition.id]);

  useEffect(() => {
    if (!definition.captcha || !captchaBox.current) return;
    captcha.current = createCaptcha({ scriptUrl: captchaScript, globalName: captchaGlobal, siteKey: captchaSiteKey || undefined });
    void captcha.current.render(captchaBox.current);
  }, [definition.captcha, captchaScript, captchaGlobal, captchaSiteKey]);

  // After a refusal, focus moves to the first field in error (or the message when none is marked).
  const [focusTick, setFocusTick] = useState(0);
  useLayoutEffect(() => {
    if (focusTick === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?? formRef.current?.querySelector<HTMLElement>('.sq-form__message');
    target?.focus();
  }, [focusTick]);

  const refuse = (fieldErrors: Record<string, string>, text: string) => {
    setErrors(fieldErrors);
    setMessage(text);
    setState('failure');
    setFocusTick((n) => n + 1);
    host.dispatchEvent(new SqFormFailureEvent(fieldErrors, text));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A second submit while one is on its way is ignored.
    if (sending.current) return;
    const token = captcha.current?.token() ?? null;
    const check = validateForm(definition, values, { present: definition.captcha === true, token });
    if (!check.valid) {
      refuse(check.errors, check.message ?? FORM_MESSAGES.fieldsInvalid);
      return;
    }
    const form = formPayload(definition, values);
    if (!host.dispatchEvent(new SqFormSubmitEvent(form))) return;
    sending.current = true;
    setState('submitting');
    setMessage(null);
    const result = await submitForm({
      formId: definition.id, collectionId: definition.collectionId, objectName: definition.objectName,
      isOverlayForm: definition.isOverlayForm === true, submitButtonText: definition.submitButtonText,
      form, captchaKey: token, page: pageFields(), newsletter: definition.newsletter === true,
    });
    sending.current = false;
    if (result.ok) {
      setErrors({});
      host.dispatchEvent(new SqFormSuccessEvent(form, result.submissionId));
      const redirect = safeRedirect(definition.successRedirect);
      if (redirect) window.location.assign(redirect);
      setState('success');
      return;
    }
    captcha.current?.reset();
    const marked = result.hasFieldErrors;
    // Field errors are marked on their fields; the general message says where to look (not for
    // newsletter forms, which are one line).
    // The message sits under the fields, so it points up to them.
    const text = marked && !definition.newsletter ? FORM_MESSAGES.errorBelow : result.message || FORM_MESSAGES.fieldsInvalid;
    refuse(result.fieldErrors, text);
  };

  if (state === 'success') return <Success definition={definition} />;
  const busy = state === 'submitting';
  return (
    <form
      ref={formRef} className={`sq-form${definition.newsletter ? ' sq-form--newsletter' : ''}${small ? ' sq-form--small' : ''}`}
      noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy} data-state={state}
    >
      <fieldset className="sq-form__body" disabled={busy}>
        {definition.fields.map((field) => (
          <Field
            key={field.id} field={field} uid={uid} value={values[field.id] ?? ''} error={errors[field.id] ?? null}
            onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        {definition.captcha && <div ref={captchaBox} className="sq-form__captcha" />}
        <div className="sq-form__message" role="alert" tabIndex={-1}>{message}</div>
        <button type="submit" className="sq-form__submit">
          {busy ? FORM_MESSAGES.submitting : definition.submitButtonText || FORM_LABELS.send}
        </button>
      </fieldset>
    </form>
  );
}

/** The post-submit message as text, or the site owner's HTML sanitised (never a server string as HTML). */
function Success({ definition }: { definition: FormDefinition }) {
  const html = definition.postSubmitHtml;
  const [nodes, setNodes] = useState<Node[]>([]);
  useEffect(() => {
    if (!html) return undefined;
    let live = true;
    void postSubmitCode().then(({ postSubmitFragment }) => { if (live) setNodes(Array.from(postSubmitFragment(html).childNodes)); });
    return () => { live = false; };
  }, [html]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="sq-form__success" role="status" tabIndex={-1}>
      {html ? <NodeSlot nodes={nodes} /> : definition.postSubmitMessage}
    </div>
  );
}

/** Newsletter forms take a stacked layout in containers under 320 px (visitor §9). */
function useSmallContainer(host: HTMLElement, watch: boolean): boolean {
  const [small, setSmall] = useState(false);
  useLayoutEffect(() => {
    if (!watch) return undefined;
    const update = () => setSmall(host.clientWidth > 0 && host.clientWidth < PAGE_BLOCKS.newsletterSmallContainerPx);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, watch]);
  return small;
}
