// When a data-layer failure shows the system error overlay (visitor §8 "Data layer": "authorizationFail
// or an unhandled error shows a full-screen system error overlay"). authorizationFail shows it at once,
// as does any failure of a call made with showErrorOverlay: true. Any other failure shows it only when
// nobody handles it: the call's rejection reaches window's 'unhandledrejection' (listened to once, from
// when the data layer loads). showErrorOverlay: false opts a call out of that, and loginRequired never
// shows it (the login prompt is its handling). The rejection event is left alone (no preventDefault), so
// the page's own error reporting still sees it.
import { DataLayerError } from './answer.ts';
import { showSystemError } from './error-overlay.ts';

/** Failures whose overlay is already decided: shown at once, shown once when unhandled, or opted out. */
const decided = new WeakSet<DataLayerError>();

function show(error: DataLayerError): void {
  decided.add(error);
  showSystemError(error.message);
}

/** Called with each failure before the call rejects with it; `showErrorOverlay` is the call's option. */
export function overlayOnFailure(error: DataLayerError, showErrorOverlay: boolean | undefined): void {
  if (error.flag === 'authorizationFail') show(error);
  else if (error.flag === 'loginRequired' || showErrorOverlay === false) decided.add(error);
  else if (showErrorOverlay === true) show(error);
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  try {
    const reason: unknown = event.reason;
    if (reason instanceof DataLayerError && reason.flag !== 'loginRequired' && !decided.has(reason)) show(reason);
  } catch {
    // a listener never throws; the rejection is still reported as it would have been
  }
}

/** Starts listening for unhandled data-layer failures; listening twice adds nothing (same listener). */
export function listenForUnhandledFailures(): void {
  if (typeof window !== 'undefined') window.addEventListener('unhandledrejection', onUnhandledRejection);
}
