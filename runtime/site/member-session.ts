// Site-user (member) sessions (reference §3.7 "Session login payload: email, password, rememberMe;
// response carries xsrfToken"; §6 "Site-user sessions use an anti-forgery header set after login").
// memberLogin keeps the answer's xsrfToken in local storage, shared by every tab of the browser like the
// session cookie it goes with; memberRequest sends it back in the X-XSRF-Token header on
// every later member call. startMemberSession wires a page's login forms and logout buttons
// (MEMBER_MARKERS). Nothing here throws: failures come back as a message.
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import {
  MEMBER_API_PATHS, MEMBER_LABELS, MEMBER_MARKERS, MEMBER_XSRF_HEADER, MEMBER_XSRF_STORAGE_KEY,
} from '../../catalog/members.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { readItem, removeItem, writeItem, type StorageArea } from '../storage.ts';
import { safeUrl } from '../utils/safe-url.ts';
import { failureMessage, request, type RequestOptions, type TransportResponse } from '../transport.ts';

export interface MemberCredentials { email: string; password: string; rememberMe: boolean }
export type MemberResult<T = unknown> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * The token lives in local storage whether or not the login is remembered: the session cookie it goes with
 * is shared by every tab (a browser-session cookie as much as a 30-day one), so a page opened in a new tab
 * must find it too. Outliving a browser-session cookie does no harm: without the cookie the token is
 * refused, and the next login replaces it. Session storage is only read to pick up, and clear, a copy an
 * earlier version kept there.
 */
const AREAS: readonly StorageArea[] = ['local', 'session'];

/** The stored anti-forgery token, or null when none is kept here. */
export function memberXsrfToken(): string | null {
  const token = readItem('local', MEMBER_XSRF_STORAGE_KEY) ?? readItem('session', MEMBER_XSRF_STORAGE_KEY);
  if (token === null || MEMBER_TOKEN_PATTERN.test(token)) return token;
  // A tampered token (non-ASCII, CR/LF, spaces) could never go in a header: it is discarded (issue 22).
  forgetToken();
  return null;
}

/** What a token the server hands out can be: visible ASCII, no spaces, at most 256 characters. */
const MEMBER_TOKEN_PATTERN = /^[\x21-\x7e]{1,256}$/;

function forgetToken(): void {
  for (const area of AREAS) removeItem(area, MEMBER_XSRF_STORAGE_KEY);
}

const failed = (error: unknown): MemberResult<never> => ({
  ok: false,
  status: typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0,
  message: failureMessage(error),
});

/** Logs a member in; on success the answer's xsrfToken is kept for memberRequest. */
export async function memberLogin({ email, password, rememberMe }: MemberCredentials): Promise<MemberResult> {
  try {
    const { data } = await request<Record<string, unknown>>(MEMBER_API_PATHS.login, {
      method: 'POST', json: { email, password, rememberMe: Boolean(rememberMe) },
    });
    const token = data?.xsrfToken;
    if (typeof token !== 'string' || token === '') return failed(null);
    forgetToken();
    writeItem('local', MEMBER_XSRF_STORAGE_KEY, token);
    return { ok: true, data };
  } catch (error) {
    return failed(error);
  }
}

/** A member call: the transport's request with the anti-forgery header added when a token is stored. */
export async function memberRequest<T = unknown>(url: string, options: RequestOptions = {}): Promise<MemberResult<T>> {
  const token = memberXsrfToken();
  const headers = { ...options.headers, ...(token ? { [MEMBER_XSRF_HEADER]: token } : {}) };
  try {
    const response: TransportResponse<T> = await request<T>(url, { ...options, headers });
    return { ok: true, data: response.data };
  } catch (error) {
    return failed(error);
  }
}

/**
 * Ends the member session on the server (the header is sent when a token is kept; the server ends the
 * session without one too). Only a successful answer forgets the token: after a failure the session
 * may still be alive, so the result is !ok and the member stays logged in and can try again.
 */
export async function memberLogout(): Promise<MemberResult> {
  const result = await memberRequest(MEMBER_API_PATHS.logout, { method: 'POST' });
  if (result.ok) forgetToken();
  return result;
}

function messageBox(doc: Document): HTMLElement {
  const box = doc.createElement('p');
  box.setAttribute('data-sq-member-message', '');
  return box;
}

function showMessage(box: HTMLElement, text: string): void {
  box.setAttribute('role', 'alert');
  box.textContent = text;
}

/** A login form's message: its own [data-sq-member-message], created at its end when missing. */
function showFormMessage(form: Element, text: string): void {
  let box = form.querySelector<HTMLElement>(MEMBER_MARKERS.message);
  if (!box) form.append((box = messageBox(form.ownerDocument)));
  showMessage(box, text);
}

/** A logout control's message: the [data-sq-member-message] right after it, created when missing. */
function showControlMessage(control: Element, text: string): void {
  const next = control.nextElementSibling;
  let box = next instanceof HTMLElement && next.matches(MEMBER_MARKERS.message) ? next : null;
  if (!box) control.after((box = messageBox(control.ownerDocument)));
  showMessage(box, text);
}

/** How the page is left after login or logout: to an address, or a reload for null. Tests replace it. */
export const memberNavigation = { go: (url: string | null) => (url ? location.assign(url) : location.reload()) };

/**
 * After login or logout: the control's data-sq-redirect when it is an address on this site, a reload when
 * it names none. Any other address (another origin, javascript:, data:…) is refused with a warning and
 * the visitor stays on the page (docs/decisions.md "URL safety").
 */
function leaveAfter(control: Element): void {
  const wanted = control.getAttribute('data-sq-redirect');
  const target = safeUrl(wanted, 'same-site', 'a member redirect (data-sq-redirect)');
  if (target !== null) memberNavigation.go(target);
  else if (!wanted?.trim()) memberNavigation.go(null);
}

async function submitLogin(form: HTMLFormElement): Promise<void> {
  const fields = new FormData(form);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const label = submit?.textContent ?? '';
  if (submit) { submit.disabled = true; submit.textContent = MEMBER_LABELS.loggingIn; }
  const result = await memberLogin({
    email: String(fields.get('email') ?? ''),
    password: String(fields.get('password') ?? ''),
    rememberMe: fields.get('rememberMe') !== null,
  });
  if (submit) { submit.disabled = false; submit.textContent = label; }
  if (result.ok) leaveAfter(form);
  else showFormMessage(form, result.message);
}

const loggingOut = new WeakSet<Element>();

/** Logs out from a control: goes to its data-sq-redirect (else reloads) on success; on failure stays. */
async function clickLogout(control: Element): Promise<void> {
  if (loggingOut.has(control)) return;
  loggingOut.add(control);
  const button = control instanceof HTMLButtonElement ? control : null;
  if (button) button.disabled = true;
  try {
    const result = await memberLogout();
    if (result.ok) leaveAfter(control);
    else showControlMessage(control, result.message);
  } finally {
    loggingOut.delete(control);
    if (button) button.disabled = false;
  }
}

/** Wires login forms and logout buttons on the page; returns the function that unwires them. */
export function startMemberSession(_context: SiteContext, doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.(MEMBER_MARKERS.loginForm);
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    submitLogin(form).catch((error) => logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('member session'), error));
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(MEMBER_MARKERS.logoutButton);
    if (!button) return;
    event.preventDefault();
    clickLogout(button).catch((error) => logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('member session'), error));
  };
  try {
    doc.addEventListener('submit', onSubmit);
    doc.addEventListener('click', onClick);
  } catch (error) {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('member session'), error);
  }
  return () => {
    doc.removeEventListener('submit', onSubmit);
    doc.removeEventListener('click', onClick);
  };
}
