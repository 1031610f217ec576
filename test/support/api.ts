// Helpers for the local API server tests (test/server-*.test.ts, test/transport-*.test.ts). The server
// (demo/server/) is served on the tests' own origin by the koa middleware of web-test-runner.config.mjs: every call
// of visitor spec section 7, the section-8 error bodies, the crumb rule, the request log, the switches, the inspector
// and the fake external scripts.
import { expect } from '@open-wc/testing';

export interface LogEntry {
  seq: number;
  time: number;
  kind: string;
  route: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  bodyError?: string;
  raw?: string;
  status?: number;
  forced?: Record<string, unknown>;
  outcome?: Record<string, unknown>;
}

/** A switch as POST /__sq/switches takes it (demo/server/switches.mjs). */
export interface Switch {
  route: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  malformed?: boolean;
  html?: string;
  times?: number;
  networkError?: boolean;
  /** CORS headers that let the calling origin read the answer (another site, in tests). */
  cors?: boolean;
}

export const FORM_ERRORS = {
  badKey: 'Error processing form submission. Please reload and try again.',
  unknown: 'Unknown error, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  invalidEmail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  tooLong: 'You have exceeded the character limit.',
  captcha: 'Complete CAPTCHA before submitting.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
};

/** POSTs a body (none by default) to the local server. */
export const post = (url: string, body?: BodyInit, headers?: HeadersInit) =>
  fetch(url, { method: 'POST', body: body ?? null, headers: headers ?? {} });

export const postJson = (url: string, value: unknown, headers: Record<string, string> = {}) =>
  post(url, JSON.stringify(value), { 'content-type': 'application/json', ...headers });

/** Adds one switch, or several (the newest matching one wins). */
export async function setSwitch(spec: Switch | Switch[]) {
  const response = await postJson('/__sq/switches', spec);
  expect(response.status, 'switch accepted').to.equal(201);
}

export async function readLog(route: string, since?: number): Promise<LogEntry[]> {
  const query = new URLSearchParams({ route, ...(since === undefined ? {} : { since: String(since) }) });
  return (await fetch(`/__sq/log?${query}`)).json();
}

/** The single recorded request for a route (fails when there is not exactly one). */
export async function onlyEntry(route: string): Promise<LogEntry> {
  const entries = await readLog(route);
  expect(entries, `log of ${route}`).to.have.length(1);
  return entries[0]!;
}

/** Beacons arrive on their own schedule: ask the log a few times. */
export async function waitForEntry(route: string): Promise<LogEntry> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [entry] = await readLog(route);
    if (entry?.status !== undefined) return entry;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no request to ${route} was recorded`);
}

/** A cookie's value as scripts see it in document.cookie. */
export function cookie(name: string): string | undefined {
  return document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
}

export async function formKey(): Promise<string> {
  const data = await (await post('/api/form/FormSubmissionKey')).json();
  return data.key;
}

export async function submitForm(fields: Record<string, unknown>, overrides: Record<string, string> = {}) {
  const body = new URLSearchParams({
    key: await formKey(), formId: 'contact-form', collectionId: 'c1', objectName: 'block-1',
    isOverlayForm: 'false', submitButtonText: 'Send', form: JSON.stringify(fields),
    pageTitle: 'Contact', pageId: 'p1', contentSource: 'c', pagePath: '/contact', ...overrides,
  });
  return post('/api/form/SaveFormSubmission', body);
}

/** Clears the server's switches and request log. */
export async function resetServer(): Promise<void> {
  await fetch('/__sq/switches', { method: 'DELETE' });
  await fetch('/__sq/log', { method: 'DELETE' });
}

/** Clears the server's crumb cookie at path / and at each of `paths` (cookies scoped to a deeper path). */
export function clearCrumbCookies(...paths: string[]): void {
  for (const path of ['/', ...paths]) {
    document.cookie = `crumb=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Clears the server's switches and request log after each test of the calling file. */
export function resetServerAfterEach(): void {
  afterEach(resetServer);
}
