// The submission client (visitor §3 "Form submission", §7, §8 "Form"): a key from
// POST /api/form/FormSubmissionKey, then POST /api/form/SaveFormSubmission, every answer mapped to a
// result the view shows. Server strings (field errors, data.error) are returned untouched, as text for
// the view to insert with textContent. Nothing here throws.
import { FORM_MESSAGES } from '../../catalog/messages/form.ts';
import { API_PATHS } from '../../catalog/network.ts';
import type { PageFields } from '../../runtime/page-fields.ts';
import { TransportError, request } from '../../runtime/transport.ts';
import { COOKIE_NAMES } from '../../catalog/cookies.ts';
import { getCookie } from '../../runtime/cookies.ts';

/**
 * The spec's "census event fields" of SaveFormSubmission (§7), read here as the one field every census
 * call carries: visitorCookie, so the submission joins the visitor's hits.
 */
export function censusFields(): Record<string, string> {
  // Read here, not through census.ts: that module is the element's, and the submission chunk importing
  // it would move it (with the consent module it needs) out of the chunks they belong to.
  return { visitorCookie: getCookie(COOKIE_NAMES.VISITOR_RECORD) ?? '' };
}

/**
 * The spec names no time-out for the form calls; without one a hung server would keep the form locked.
 * 30 s, as the performance settings call (visitor §7).
 */
export const SUBMIT_TIMEOUT_MS = 30000;

export interface SubmissionInput {
  formId: string; collectionId: string; objectName: string; isOverlayForm: boolean; submitButtonText: string;
  /** Values keyed by field id (built by the model), sent as the JSON text `form`. */
  form: Record<string, unknown>;
  /** Sent only when not null (§7: "optional captchaKey"). */
  captchaKey: string | null;
  /** The intra-page fields (§3); see pageFields(). */
  page: PageFields;
  /** §7's "census event fields", sent as fields of their own; default censusFields() (visitorCookie). */
  census?: Record<string, string>;
  /** Not sent: the view leaves out the general 'errors above/below' message for newsletter forms. */
  newsletter?: boolean;
}

export type SubmissionResult =
  | { ok: true; submissionId: string | null }
  | {
    ok: false;
    /** Field id -> the server's message, for a 400 with an errors map; empty otherwise. */
    fieldErrors: Record<string, string>;
    /** The message to show; '' when hasFieldErrors (the view adds 'errors above/below' itself). */
    message: string;
    hasFieldErrors: boolean;
  };

const failed = (message: string): SubmissionResult => ({ ok: false, fieldErrors: {}, message, hasFieldErrors: false });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The catalogued message of each status §8 words; any other failure is 'Unknown error…'. */
const STATUS_MESSAGES: Record<number, string> = {
  401: FORM_MESSAGES.status401,
  404: FORM_MESSAGES.status404,
  429: FORM_MESSAGES.status429,
  500: FORM_MESSAGES.status500,
};

/** The string entries of a 400's errors map (Object.fromEntries: a '__proto__' id stays a plain key). */
function errorsMap(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  return Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] =>
    typeof entry[1] === 'string' && entry[1] !== ''));
}

/** Maps a failed SaveFormSubmission to what the visitor reads (§5 "Forms", §8 "Form"). */
export function failureResult(error: unknown): SubmissionResult {
  if (!(error instanceof TransportError)) return failed(FORM_MESSAGES.unknownError);
  // By status first: a 401…500 whose body is not JSON still gets its own message.
  const byStatus = STATUS_MESSAGES[error.status];
  if (byStatus && (error.kind === 'status' || error.kind === 'parse')) return failed(byStatus);
  if (error.kind !== 'status' || error.status !== 400) return failed(FORM_MESSAGES.unknownError);
  const fieldErrors = errorsMap(error.body);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, message: '', hasFieldErrors: true };
  const text = isRecord(error.body) ? error.body.error : undefined;
  return failed(typeof text === 'string' && text !== '' ? text : FORM_MESSAGES.unknownError);
}

/** Submits a form: key first, then the fields. Maps every answer to a result; never throws. */
export async function submitForm(input: SubmissionInput, options: { timeoutMs?: number } = {}): Promise<SubmissionResult> {
  const timeoutMs = options.timeoutMs ?? SUBMIT_TIMEOUT_MS;
  let form: string;
  try {
    form = JSON.stringify(input.form);
  } catch {
    return failed(FORM_MESSAGES.parseFieldsFailed); // a value the model could not serialise
  }

  let key: unknown;
  try {
    key = (await request<{ key?: unknown }>(API_PATHS.formSubmissionKey, { method: 'POST', timeoutMs })).data?.key;
  } catch {
    key = undefined;
  }
  if (typeof key !== 'string' || key === '') return failed(FORM_MESSAGES.keyFailed);

  const fields = {
    ...(input.census ?? censusFields()),
    ...input.page,
    // The submission's own fields last, so no census or page field can replace them.
    key, formId: input.formId, collectionId: input.collectionId, objectName: input.objectName,
    isOverlayForm: input.isOverlayForm, submitButtonText: input.submitButtonText, form,
    captchaKey: input.captchaKey,
  };
  try {
    const { data } = await request<unknown>(API_PATHS.saveFormSubmission, { method: 'POST', form: fields, timeoutMs });
    if (isRecord(data) && data.success === false) {
      return failed(typeof data.error === 'string' && data.error !== '' ? data.error : FORM_MESSAGES.unknownError);
    }
    const id = isRecord(data) ? data.submissionId : undefined;
    return { ok: true, submissionId: typeof id === 'string' && id !== '' ? id : null };
  } catch (error) {
    return failureResult(error);
  }
}

/** The intra-page fields (§3) live in the runtime: the pageview hit sends them too. */
export { pageFields } from '../../runtime/page-fields.ts';
