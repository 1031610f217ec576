// The tracking chunk (issue 5), loaded by runtime/visitor-boot.ts after `load` and an idle moment.
// It wires the parts: error reporting and the trace log for every page; for visitors the spec tracks
// (anonymous, or viewer-only accounts outside /config, not /search), the visit cookies, the pageview
// hit, the Track beacon and button census; performance records; experiments and the session-recording
// check; the admin event channel for admins and mouse positions for signed-in accounts. Every sender
// asks runtime/consent.ts at send time, so a decline stops them mid-page and an accept starts them.
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { consentState, onConsentChange } from '../consent.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { isAdmin, isAuthenticated } from '../roles.ts';
import { settleVisitCount } from './visit-ready.ts';
import { startAdminChannel } from './admin-channel.ts';
import { configureAnalytics } from './analytics.ts';
import { watchButtons } from './census.ts';
import { startErrorReporter } from './error-reporter.ts';
import { createExperimentClient, isInternalSite, type ExperimentClient } from './experiments.ts';
import { startMouseTracking } from './mouse-tracking.ts';
import { recordPageview } from './pageview.ts';
import { startPerformance } from './performance.ts';
import { requestRecordingId } from './recording.ts';
import { logTraceEvent, startTrace } from './trace.ts';
import { isTrackedVisitor } from './tracked.ts';

const visitorData = () => consentState().visitorDataAllowed;
const activityLog = () => { const state = consentState(); return state.visitorDataAllowed && state.isActivityLogEnabled; };

let prepared: SiteContext | undefined;
let experiments: ExperimentClient = createExperimentClient();

/**
 * Tells the chunk which site it serves: the events tracker's site fields, and the experiment client
 * loaded from the context. Runs before the first `Sq.track()` even when tracking has not started yet.
 */
export function prepareVisitor(context: SiteContext): void {
  if (prepared === context) return;
  prepared = context;
  configureAnalytics(context);
  experiments = createExperimentClient();
  experiments.load(context.experiments, { internal: isInternalSite(context) });
}

/** The page's experiment client (unloaded, answering defaults with an error, until prepared). */
export const experimentClient = (): ExperimentClient => experiments;

/** Starts everything for this page; returns the function that stops it (tests, globalDestroy). */
export function startVisitor(context: SiteContext, earlyErrors: Array<ErrorEvent | PromiseRejectionEvent> = []): () => void {
  const stops: Array<() => void> = [
    startErrorReporter({ buffered: earlyErrors, allowed: () => consentState().errorReportsAllowed }),
    startTrace({ allowed: activityLog }),
  ];
  prepareVisitor(context);
  if (isAdmin(context)) stops.push(startAdminChannel());
  if (isAuthenticated(context)) stops.push(startMouseTracking(logTraceEvent));

  let tracking = false;
  const client = experiments;
  const startTracking = () => {
    if (tracking || !visitorData()) return;
    tracking = true;
    stops.push(startPerformance({ allowed: visitorData }));
    // The page view and the recording id go out in a task of their own: with the performance settings'
    // request just above, the three requests' cookies and payloads made tracking's start one 30-36 ms
    // task in Lighthouse's trace, x4 in its simulation (docs/decisions.md, "Long tasks"). A stop before
    // that task cancels it, and census calls waiting for a counted view then go without one; a stop after
    // it, before the hit's own task (recordPageview), stops the hit.
    let waiting = true;
    let stopped = false;
    const next = setTimeout(() => {
      waiting = false;
      if (isTrackedVisitor(context)) {
        void recordPageview(context, () => !stopped);
        stops.push(watchButtons());
      } else {
        settleVisitCount(); // no view is counted here: census calls waiting for one go without it
      }
      void requestRecordingId(client, context);
    });
    stops.push(() => {
      stopped = true;
      clearTimeout(next);
      if (waiting) settleVisitCount();
    });
  };
  startTracking();
  // A visitor who accepts on this page is tracked from then on; a decline stops the senders, which ask
  // for consent each time they send.
  stops.push(onConsentChange(() => startTracking()));
  return () => { for (const stop of stops.splice(0)) stop(); };
}

/**
 * What sq.js (runtime/visitor-boot.ts) calls once the chunk has loaded: starts the page's tracking, and
 * warns instead of throwing when a part fails to start (the message lives here, not in sq.js).
 */
export function bootTracking(context: SiteContext, earlyErrors: Array<ErrorEvent | PromiseRejectionEvent>): void {
  try {
    startVisitor(context, earlyErrors);
  } catch {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('tracking'));
  }
}

/** `Sq.track()`: an event for the events service (shown on the admin channel too, for admins). */
export { track } from './analytics.ts';
export { recordEvent } from './record-event.ts';
export { recordOverlay, recordQuickView } from './census.ts';
// The names the `Sq` API gives them (runtime/visitor-boot.ts): a name sq.js already spells costs it fewer bytes.
export { recordOverlay as overlay, recordQuickView as quickView } from './census.ts';
export { experimentClient as experiments };
