// Pageview tracking (visitor §3 "Tracking hit payload", §7): POST /api/census/RecordHit form-encoded
// { event, data: JSON of the hit payload, ss_cvr }, then the /api/track/Track image beacon with the
// marketing parameters. Only with consent for visitor data and the site's activity log enabled; the
// 2.5 s tracking time-out; failures swallowed (§7). Who is tracked (isTrackedVisitor) is the caller's check.
import { HIT_PAYLOAD_FIELDS } from '../../catalog/analytics.ts';
import { TRACKING_TIMEOUT_MS, VISIT_TOKEN_MAX_AGE_MS } from '../../catalog/constants.ts';
import { COOKIE_NAMES, DESIGNED_COOKIE_NAMES } from '../../catalog/cookies.ts';
import { API_PATHS } from '../../catalog/network.ts';
import { HIT_EVENT, HIT_SIZE_FIELDS } from '../../catalog/tracking.ts';
import { clock } from '../clock.ts';
import type { SiteContext } from '../context.ts';
import { setCookie } from '../cookies.ts';
import { pageFieldsOf } from '../page-fields.ts';
import { imageBeacon, request } from '../transport.ts';
import { resolveLocale } from './locale.ts';
import { trackQuery } from './pageview-track.ts';
import { trackingAllowed } from './tracked.ts';
import { ensureVisitCookies } from './visit-cookies.ts';
import { scrubHash, scrubUrl } from './scrub-url.ts';
import { settleVisitCount } from './visit-ready.ts';

const ignore = (): void => undefined;

export type HitPayload = Record<(typeof HIT_PAYLOAD_FIELDS)[number] | (typeof HIT_SIZE_FIELDS)[number], unknown>;

/**
 * The hit payload of this page view (visitor §3). memberAccountId is null unless the caller knows it;
 * locale is the site's, resolved by the one locale rule (./locale.ts).
 */
export function buildHitPayload(context: SiteContext, visitorCookie: string, memberAccountId: string | null = null): HitPayload {
  const page = pageFieldsOf(context, document);
  return {
    websiteId: context.website.id,
    templateId: context.website.templateId,
    locale: resolveLocale(context.website.locale),
    userAgent: navigator.userAgent,
    clientDate: clock.now(),
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: scrubUrl(location.href),
    title: document.title,
    itemId: context.item?.id || null,
    recordType: context.item?.recordType ?? null,
    collectionId: context.collection?.id || null,
    visitorCookie,
    pageId: page.pageId,
    pageTitle: page.pageTitle,
    contentSource: page.contentSource,
    pagePath: page.pagePath,
    pageHash: scrubHash(location.hash),
    memberAccountId,
  };
}

/**
 * Records this page view; resolves once the hit is answered, failed or timed out. Never rejects. The
 * visit cookies are written at once, the hit sent in the next task unless `live()` is false by then
 * (tracking stopped).
 */
export async function recordPageview(context: SiteContext, live: () => boolean = () => true): Promise<void> {
  try {
    if (!trackingAllowed()) {
      settleVisitCount(); // no view is counted: census calls waiting for one need not wait
      return;
    }
    const { record } = ensureVisitCookies();
    settleVisitCount(); // census calls waiting for the visitor id (the form's form-render) go now
    // The hit's payload and requests go out in a task of their own: with the visit cookies they made the
    // page view one 48-85 ms task in a 4x profile (docs/decisions.md, "The page view's task"). Consent
    // is asked again, as every sender asks it at send time.
    await new Promise((next) => setTimeout(next));
    if (!live() || !trackingAllowed()) return;
    const hit = request(API_PATHS.recordHit, {
      method: 'POST', crumb: false, timeoutMs: TRACKING_TIMEOUT_MS, responseType: 'text',
      form: { event: HIT_EVENT, data: JSON.stringify(buildHitPayload(context, record)), [COOKIE_NAMES.VISITOR_RECORD]: record },
    }).then(ignore, ignore);
    // The beacon does not wait for the hit's answer: a slow census must not lose the track call.
    const query = trackQuery();
    if (query.mkwid) setCookie(DESIGNED_COOKIE_NAMES.MARKETING_ID, query.mkwid, VISIT_TOKEN_MAX_AGE_MS);
    imageBeacon(API_PATHS.track, query);
    await hit;
  } catch {
    // Tracking failures are swallowed (visitor §7).
  }
}
