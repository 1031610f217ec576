// Census calls of a form (visitor §7): POST /api/census/form-render { formId, visitorCookie } once per
// form id per page (the census fields a submission carries are submit.ts's). Tracking failures are
// swallowed, and nothing is sent while the visitor's consent holds visitor data back (visitor §4
// "Cookie banner"). On a new visitor's first page the form renders before the pageview writes ss_cvr: on a
// page whose runtime tracks (a context with a website id), the call waits until the view is counted, so it
// carries the visitor id like every later page (runtime/visitor/visit-ready.ts).
import { COOKIE_NAMES } from '../../catalog/cookies.ts';
import { TRACKING_TIMEOUT_MS } from '../../catalog/constants.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { consentState } from '../../runtime/consent.ts';
import { getCookie } from '../../runtime/cookies.ts';
import { request } from '../../runtime/transport.ts';
import { visitCounted } from '../../runtime/visitor/visit-ready.ts';
import type { SiteContext } from '../../runtime/context.ts';

/** Form ids already counted on this page (a re-rendered or re-connected form is not counted again). */
const rendered = new Set<string>();

/** The visitor record cookie (ss_cvr) as the census calls send it, '' when the visitor has none. */
export function visitorCookie(): string {
  return getCookie(COOKIE_NAMES.VISITOR_RECORD) ?? '';
}

/**
 * POST /api/census/form-render once per form id per page; failures are swallowed. Without consent for
 * visitor data nothing is sent (and the form is not marked counted, so a later render after an accept is).
 */
export async function recordFormRender(formId: string): Promise<void> {
  if (rendered.has(formId) || !consentState().visitorDataAllowed) return;
  rendered.add(formId);
  // Without the runtime (a bundler page) or a website id, nothing counts the view: no wait.
  const site = (window as { Sq?: { context?: SiteContext } }).Sq?.context;
  if (visitorCookie() === '' && site?.website.id) await visitCounted;
  if (!consentState().visitorDataAllowed) return; // declined meanwhile
  // Form-encoded like the other census calls; the 2.5 s tracking time-out of §7's census rows, and no
  // crumb (tracking is not a protected call).
  await request(API_PATHS.formRender, {
    method: 'POST', form: { formId, visitorCookie: visitorCookie() }, crumb: false,
    timeoutMs: TRACKING_TIMEOUT_MS, responseType: 'text',
  }).then(() => undefined, () => undefined);
}
