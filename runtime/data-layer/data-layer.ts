// The legacy data layer (visitor §7 "Legacy data layer", §8 "Data layer"): GET, POST, PUT and DELETE
// with the crumb appended as a query parameter, JSON or form bodies, JSON or raw answers, and every
// rule of §8: the parse-error message, passed-on error bodies, the status messages, 'Unable to
// connect…' with optional retries every 200 ms, loginRequired, crumbFail, and the system error overlay
// for authorizationFail or an unhandled failure (unhandled.ts). Loaded lazily (window.Sq.dataLayer).
// Requests go through runtime/transport.ts; this module asks it for the raw text and one attempt at a
// time, so the rules (and the retry timer, on the clock seam) are applied here in one place whatever
// the status or the body.
import { DATA_LAYER_RETRY_MS } from '../../catalog/constants.ts';
import { DATA_LAYER_MESSAGES } from '../../catalog/messages/data-layer.ts';
import type { DataLayerMethod } from '../../catalog/network.ts';
import { clock } from '../clock.ts';
import { setCookie } from '../cookies.ts';
import { CRUMB_COOKIE, TransportError, request, type RequestOptions } from '../transport.ts';
import { DataLayerError, crumbOf, failureOf, hasFlag, readAnswer, unreachable, type RawAnswer, type Read } from './answer.ts';
import { promptLogin } from './login.ts';
import { listenForUnhandledFailures, overlayOnFailure } from './unhandled.ts';

export { DataLayerError } from './answer.ts';
export { SqLoginRequiredEvent, loginSeams } from './login.ts';

type Params = Record<string, string | number | boolean | null | undefined>;

export interface DataLayerOptions {
  /** Query parameters, added before the crumb. */
  query?: Params;
  /** Send the body form-encoded (objects and arrays inside it as JSON text); JSON by default. */
  form?: boolean;
  /** 'json' (default) parses the answer; 'raw' returns its text. */
  responseType?: 'json' | 'raw';
  /**
   * How many times a call failing with 'Unable to connect…' (no answer, a time-out, or an error status
   * without a message of its own, such as 404, 502 without a body or 504) is tried again, 200 ms apart.
   */
  retries?: number;
  timeoutMs?: number;
  /**
   * The full-screen system error overlay on failure: true shows it at once, even when the caller handles
   * the rejection; false never shows it for this call's failures, even unhandled ones; by default it shows
   * when the rejection is left unhandled. authorizationFail always shows it, loginRequired never does.
   */
  showErrorOverlay?: boolean;
}

export interface DataLayerResponse<T = unknown> { status: number; data: T }

const wait = (ms: number) => new Promise<void>((resolve) => { clock.setTimeout(resolve, ms); });

function formFields(body: Record<string, unknown>): Params {
  const fields: Params = {};
  for (const [key, value] of Object.entries(body)) {
    fields[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as Params[string]);
  }
  return fields;
}

function transportOptions(method: DataLayerMethod, body: unknown, options: DataLayerOptions): RequestOptions {
  const sent: RequestOptions = { method, crumb: 'query', responseType: 'text', retries: 0, kind: 'data' };
  if (options.query) sent.query = options.query;
  if (options.timeoutMs !== undefined) sent.timeoutMs = options.timeoutMs;
  if (body === undefined) return sent;
  const asForm = options.form && typeof body === 'object' && body !== null && !Array.isArray(body);
  if (asForm) sent.form = formFields(body as Record<string, unknown>);
  else sent.json = body;
  return sent;
}

/** One attempt: the answer, or null when nothing came back. */
async function attempt(url: string, options: RequestOptions): Promise<RawAnswer | null> {
  try {
    const { status, data } = await request<string>(url, options);
    return { status, ok: true, text: String(data ?? '') };
  } catch (error) {
    if (error instanceof TransportError && error.kind === 'status') {
      return { status: error.status, ok: false, text: typeof error.body === 'string' ? error.body : '' };
    }
    return null;
  }
}

/** Only failures worded 'Unable to connect…' are retried; flags and statuses with their own message are not. */
const retriable = (error: DataLayerError) => error.flag === null && error.message === DATA_LAYER_MESSAGES.unableToConnect;

/** A read answer as the call's result or its failure; loginRequired announces the login prompt. */
function settle<T>(url: string, answer: RawAnswer | null, read: Read | null): DataLayerResponse<T> | DataLayerError {
  if (!answer || !read) return unreachable(url);
  if ('error' in read) return read.error;
  if (hasFlag(read.body, 'loginRequired')) {
    promptLogin(url, answer.status);
    return failureOf(url, answer, read.body, 'loginRequired');
  }
  if (hasFlag(read.body, 'authorizationFail')) return failureOf(url, answer, read.body, 'authorizationFail');
  if (!answer.ok) return failureOf(url, answer, read.body, hasFlag(read.body, 'crumbFail') ? 'crumbFail' : null);
  return { status: answer.status, data: read.body as T };
}

async function call<T>(
  method: DataLayerMethod, url: string, body: unknown, options: DataLayerOptions,
): Promise<DataLayerResponse<T>> {
  const sent = transportOptions(method, body, options);
  let retries = Math.max(0, Math.floor(Number(options.retries) || 0));
  let crumbRetried = false;
  for (;;) {
    const answer = await attempt(url, sent);
    const read = answer && readAnswer(url, answer, options.responseType === 'raw');
    // crumbFail: store the new crumb (the server also sets it) and try once more, whatever the status.
    if (read && 'body' in read && !crumbRetried && hasFlag(read.body, 'crumbFail')) {
      crumbRetried = true;
      const crumb = crumbOf(read.body);
      if (crumb) setCookie(CRUMB_COOKIE, crumb);
      continue;
    }
    const outcome = settle<T>(url, answer, read);
    if (!(outcome instanceof DataLayerError)) return outcome;
    if (retries <= 0 || !retriable(outcome)) throw outcome;
    retries -= 1;
    await wait(DATA_LAYER_RETRY_MS);
  }
}

async function send<T>(
  method: DataLayerMethod, url: string, body: unknown, options: DataLayerOptions = {},
): Promise<DataLayerResponse<T>> {
  try {
    return await call<T>(method, url, body, options);
  } catch (caught) {
    const error = caught instanceof DataLayerError ? caught : unreachable(url);
    overlayOnFailure(error, options.showErrorOverlay);
    throw error;
  }
}

listenForUnhandledFailures();

export const dataLayer = {
  get: <T = unknown>(url: string, options?: DataLayerOptions) => send<T>('GET', url, undefined, options),
  post: <T = unknown>(url: string, body?: unknown, options?: DataLayerOptions) => send<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options?: DataLayerOptions) => send<T>('PUT', url, body, options),
  delete: <T = unknown>(url: string, options?: DataLayerOptions) => send<T>('DELETE', url, undefined, options),
};
