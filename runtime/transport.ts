// Every request of the library goes through here (DESIGN "Data and the network"): credentials, the
// crumb (CSRF) header or query parameter, JSON or form bodies, time-outs, retries, one crumbFail
// retry, and the fire-and-forget beacons (sendBeacon with an XHR fallback, image beacons).
import { DATA_LAYER_MESSAGES } from '../catalog/messages/data-layer.ts';
import { TRANSPORT_MESSAGES } from '../catalog/messages/transport.ts';
import { REQUEST_DEADLINES_MS, type RequestKind } from '../catalog/network.ts';
import { deadlineClock } from './clock.ts';
import { getCookie, setCookie } from './cookies.ts';
import { logWarn } from './log.ts';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';
const RETRY_DELAY_MS = 200; // visitor §8: optional retry every 200 ms while retries remain

type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Params;
  json?: unknown;
  form?: Params;
  text?: string;
  /** How the crumb travels: a header (default), a query parameter (the legacy data layer), or not at all. */
  crumb?: 'header' | 'query' | false;
  /** This call's deadline; by default the catalogued one of its kind (REQUEST_DEADLINES_MS). */
  timeoutMs?: number;
  /** What kind of call it is, for its default deadline: 'action' (the default), 'data' or 'beacon'. */
  kind?: RequestKind;
  retries?: number;
  /** 'json' (default) parses the answer; 'text' returns it raw. */
  responseType?: 'json' | 'text';
  /** Extra request headers (the member session's anti-forgery header). */
  headers?: Record<string, string>;
}

export interface TransportResponse<T = unknown> { status: number; data: T }

export type FailureKind = 'network' | 'timeout' | 'status' | 'parse';

export class TransportError extends Error {
  override name = 'TransportError';
  constructor(readonly kind: FailureKind, readonly url: string, readonly status = 0, readonly body: unknown = null, message: string = kind) {
    super(message);
  }
}

export function withQuery(url: string, query: Params = {}): string {
  const target = new URL(url, location.href);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
  }
  return target.origin === location.origin ? target.pathname + target.search : target.href;
}

function encodeForm(form: Params): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined && value !== null) body.set(key, String(value));
  return body;
}

/** The crumb is the site's: it goes only to the page's own origin, and only that origin may replace it. */
const ownOrigin = (url: string) => new URL(url, document.baseURI).origin === self.origin;

let headerWarned = false;

async function once<T>(url: string, options: RequestOptions): Promise<TransportResponse<T>> {
  const crumb = ownOrigin(url) ? getCookie(CRUMB_COOKIE) : undefined;
  const query = { ...options.query, ...(options.crumb === 'query' && crumb ? { crumb } : {}) };
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
  if ((options.crumb ?? 'header') === 'header' && crumb) headers[CRUMB_HEADER] = crumb;
  // A value read from a tampered cookie or storage (non-ASCII, CR/LF) would make fetch throw: it is left
  // out, said once, and the request still goes (issue 22).
  for (const [name, value] of Object.entries(headers)) {
    if (/^[\x20-\x7e]*$/.test(value)) continue;
    delete headers[name];
    if (!headerWarned) logWarn(TRANSPORT_MESSAGES.headerDropped(name));
    headerWarned = true;
  }
  let body: BodyInit | undefined;
  if (options.json !== undefined) { body = JSON.stringify(options.json); headers['Content-Type'] = 'application/json'; }
  else if (options.form) body = encodeForm(options.form);
  else if (options.text !== undefined) { body = options.text; headers['Content-Type'] = 'text/plain'; }

  const target = withQuery(url, query);
  const controller = new AbortController();
  // Every request ends (issue 20): on the deadline clock seam, so tests drive deadlines with a fake clock.
  const timer = deadlineClock.setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_DEADLINES_MS[options.kind ?? 'action']);
  let response: Response;
  let text: string;
  try {
    response = await fetch(target, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'include', headers, body, signal: controller.signal,
    });
    text = await response.text();
  } catch {
    throw new TransportError(controller.signal.aborted ? 'timeout' : 'network', url);
  } finally {
    deadlineClock.clearTimeout(timer);
  }
  let data: unknown = text;
  if ((options.responseType ?? 'json') === 'json' && text !== '') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      // An error answer that is not JSON (a proxy's or CDN's HTML page) keeps its text and is a status
      // failure, worded by its status as the data layer words it; only a success must parse.
      if (response.ok) {
        throw new TransportError('parse', url, response.status, text,
          DATA_LAYER_MESSAGES.unparseable(url, (error as Error).message));
      }
    }
  }
  if (!response.ok) throw new TransportError('status', url, response.status, data);
  return { status: response.status, data: data as T };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isCrumbFail = (body: unknown): body is { crumbFail: true; crumb?: unknown } =>
  typeof body === 'object' && body !== null && (body as { crumbFail?: unknown }).crumbFail === true;

/** Sends a request; rejects with a TransportError on a network fault, time-out, bad status or a success whose JSON does not parse. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<TransportResponse<T>> {
  let retries = options.retries ?? 0;
  let crumbRetried = false;
  for (;;) {
    try {
      return await once<T>(url, options);
    } catch (error) {
      const failure = error as TransportError;
      // crumbFail: take the new crumb the server sent and retry once (visitor §8).
      if (!crumbRetried && failure.kind === 'status' && isCrumbFail(failure.body) && ownOrigin(url)) {
        crumbRetried = true;
        if (typeof failure.body.crumb === 'string') setCookie(CRUMB_COOKIE, failure.body.crumb);
        continue;
      }
      if (failure.kind === 'network' && retries > 0) {
        retries -= 1;
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      throw failure;
    }
  }
}

const hasText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The visitor-facing text for a failed request, as the data layer words it (visitor §8). */
export function failureMessage(error: unknown): string {
  if (!(error instanceof TransportError)) return DATA_LAYER_MESSAGES.unableToConnect;
  if (error.kind === 'parse') return error.message;
  const body = error.body as Record<string, unknown> | null;
  if ([400, 401, 500, 502].includes(error.status) && body && typeof body === 'object') {
    const passed = [body.error, body.message, body.billingErrorCode].find(hasText);
    if (passed) return passed;
  }
  if (error.status === 401 || error.status === 403) return DATA_LAYER_MESSAGES.unauthorized;
  if (error.status === 500 || error.status === 501) return DATA_LAYER_MESSAGES.internalError;
  if (error.status === 503) return DATA_LAYER_MESSAGES.unavailable;
  return DATA_LAYER_MESSAGES.unableToConnect;
}

/** Fire-and-forget POST that survives page unload: sendBeacon, or an XHR when it is refused. */
export function beacon(url: string, body: string, type = 'text/plain'): void {
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type }))) return;
  } catch {
    // fall back below
  }
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', type);
    xhr.send(body);
  } catch {
    // Tracking failures are swallowed (visitor §7).
  }
}

const inFlight = new Set<HTMLImageElement>();

/** GET beacon through an image, as the track call is sent (visitor §7). */
export function imageBeacon(url: string, query: Params = {}): void {
  const img = new Image();
  inFlight.add(img); // held until settled so the request is not collected mid-flight
  img.onload = img.onerror = () => inFlight.delete(img);
  img.src = withQuery(url, query);
}
