// <sq-form>'s view: the fields of the form JSON with the values the visitor had already typed, the
// checks of visitor §5, and the states idle -> submitting -> success | failure (§4). Nothing a
// server sends is ever parsed as HTML except the site owner's post-submit HTML, which is sanitised.
// The checks, the submission client and the success view are the submission chunk, fetched on the
// form's first focus or input (so a submit rarely waits for it); the captcha adapter is a chunk
// fetched only for a form with a captcha; the census call's code is fetched after the first render
// (lazy-code.ts).
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FORM_VIEW_MESSAGES } from '../../catalog/messages/form-view.ts';
import { FORM_LABELS } from '../../catalog/messages/form-labels.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import type { ElementProps } from '../../runtime/bridge/create-element.ts';
import { logError } from '../../runtime/log.ts';
import { NodeSlot } from '../node-slot.tsx';
import type { FORM_ELEMENT_ATTRIBUTES } from './attributes.ts';
import type { Captcha } from './captcha.ts';
import { SqFormFailureEvent, SqFormSubmitEvent, SqFormSuccessEvent } from './events.ts';
import { Field } from './fields.tsx';
import { loadCaptchaCode, loadSubmissionCode, recordFormRender, type SubmissionCode } from './lazy-code.ts';
import type { FormDefinition } from './model/definition.ts';
import { IDLE, type FormStatus, type MessagePlace } from './status.ts';
import type { FieldValue } from './model/values.ts';
import { takeFocus } from './read-form.ts';

export interface FormData {
  /** What the visitor had typed into the server-rendered form before the element took over. */
  values: Record<string, FieldValue>;
  /** The server-rendered form, shown as it is when the form JSON is unusable. */
  fallback: Node[];
}

export type FormProps = ElementProps<typeof FORM_ELEMENT_ATTRIBUTES, FormData>;

const EVENTS = { submit: SqFormSubmitEvent, success: SqFormSuccessEvent };

export function Form(props: FormProps) {
  const definition = props.formJson;
  // Unusable form JSON was logged when read; the form cannot render ('Could not render form', visitor
  // §8) and the server-rendered form (which posts without JavaScript) stays as it is.
  if (!definition) return <FormFallback nodes={props.data.fallback} />;
  return <FormView {...props} definition={definition} />;
}

// Said as the fallback mounts: once per failure, and again if the element is taken out of the page for
// longer than a task and put back (its view is mounted anew). The form chunk has no bytes for more.
function FormFallback({ nodes }: { nodes: Node[] }) {
  useEffect(() => logError(FORM_VIEW_MESSAGES.renderFailed), []);
  return <NodeSlot nodes={nodes} className="sq-form__fallback" />;
}

function FormView({ host, data, definition, captchaScript, captchaGlobal, captchaSiteKey }: FormProps & { definition: FormDefinition }) {
  const uid = useId().replace(/:/g, '');
  const [values, setValues] = useState(data.values);
  // idle -> submitting -> success | failure, with the refusal's errors and message (submission.ts sets it).
  const [{ state, errors, message, place, refusals }, setStatus] = useState<FormStatus>(IDLE);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = useRef<Captcha | null>(null);
  const code = useRef<SubmissionCode | null>(null);
  const prefetched = useRef(false);
  const sending = useRef(false);
  // Newsletter forms stack in containers under 320 px (visitor §9): sq.css does it, from the server's
  // first paint, so the view measures nothing.

  // The server form's focused control hands over to the view's (enhance in place, read-form.ts).
  useLayoutEffect(() => takeFocus(formRef.current, data.fallback), []);

  // census form-render, once per form on the page (visitor §7); its code is a chunk fetched now.
  useEffect(() => { void recordFormRender(definition.id); }, [definition.id]);

  // The captcha: its code, its provider script, its challenge. A failure (the code or the script could
  // not load, hung past the loader's time-out, no provider) is logged ('Could not render form' or
  // 'ReCaptcha has not been set up!') and leaves the form as it is; the visitor's next submit, which
  // asks for the captcha, tries again (issue 20).
  const captchaState = useRef<'idle' | 'rendering' | 'ready' | 'failed'>('idle');
  const live = useRef(true);
  useEffect(() => { live.current = true; return () => { live.current = false; }; }, []);
  const renderCaptcha = () => {
    const box = captchaBox.current;
    if (!definition.captcha || !box || captchaState.current === 'rendering' || captchaState.current === 'ready') return;
    captchaState.current = 'rendering';
    loadCaptchaCode().then(async ({ createCaptcha }) => {
      if (!live.current) return;
      captcha.current ??= createCaptcha({ scriptUrl: captchaScript, globalName: captchaGlobal, siteKey: captchaSiteKey || undefined });
      captchaState.current = (await captcha.current.render(box)) ? 'ready' : 'failed';
    }, (error: unknown) => {
      captchaState.current = 'failed';
      logError(FORM_VIEW_MESSAGES.renderFailed, error);
    });
  };
  useEffect(() => {
    captcha.current = null;
    captchaState.current = 'idle';
    renderCaptcha();
  }, [definition.captcha, captchaScript, captchaGlobal, captchaSiteKey]);

  // After a refusal, focus moves to the first field in error (the submission code's focusRefused, which
  // scrolls it into view); without that code (it failed to load) to the message, the browser's way.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!refusals || !form) return;
    if (code.current) code.current.focusRefused(form);
    else form.querySelector<HTMLElement>('.sq-form__message')?.focus();
  }, [refusals]);

  const refuse = (fieldErrors: Record<string, string>, text: string, at: MessagePlace = 'below') => {
    setStatus((now) => ({ state: 'failure', errors: fieldErrors, message: text, place: at, refusals: now.refusals + 1 }));
    host.dispatchEvent(new SqFormFailureEvent(fieldErrors, text));
  };

  // The first focus or input fetches the submission code; a failure is left for the submit to report.
  const prefetch = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    loadSubmissionCode().catch(() => undefined);
  };

  const submit = async () => {
    if (captchaState.current === 'failed') renderCaptcha();
    try {
      code.current = await loadSubmissionCode();
    } catch (error) {
      // The chunk could not load (offline, a new deployment): every entry stays, the visitor can retry.
      logError(LIBRARY_MESSAGES.chunkLoadFailed('sq-form'), error);
      refuse({}, FORM_VIEW_MESSAGES.processingError);
      return;
    }
    await code.current.submit({ host, events: EVENTS, definition, values, captcha: captcha.current, refuse, setStatus });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A second submit while one is on its way (or its code is) is ignored.
    if (sending.current) return;
    sending.current = true;
    try {
      await submit();
    } finally {
      sending.current = false;
    }
  };

  const Success = code.current?.Success;
  if (state === 'success' && Success) return <Success definition={definition} />;
  const busy = state === 'submitting';
  // One alert region, above the fields for the server's field errors ('Please scroll down to review.'),
  // else under them by the button.
  const messageBox = <div className="sq-form__message" role="alert" tabIndex={-1}>{message}</div>;
  return (
    <form
      ref={formRef} className={`sq-form${definition.newsletter ? ' sq-form--newsletter' : ''}`}
      noValidate onSubmit={(e) => void onSubmit(e)} onFocus={prefetch} onInput={prefetch} aria-busy={busy} data-state={state}
    >
      <fieldset className="sq-form__body" disabled={busy}>
        {place === 'above' && messageBox}
        {definition.fields.map((field) => (
          <Field
            key={field.id} field={field} uid={uid} value={values[field.id] ?? ''} error={errors[field.id] ?? null}
            onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        {definition.captcha && <div ref={captchaBox} className="sq-form__captcha" />}
        {place === 'below' && messageBox}
        <button type="submit" className="sq-form__submit">
          {busy ? FORM_VIEW_MESSAGES.submitting : definition.submitButtonText || FORM_LABELS.send}
        </button>
      </fieldset>
    </form>
  );
}
