// The eager half of visitor tracking (issue 5): nothing here may delay first paint. It holds the first
// errors the page throws, and after `load` and an idle moment imports the tracking chunk
// (runtime/visitor/), which keeps the visitor cookies and sends hits, events, error reports and
// performance records. `Sq.track()` and `Sq.dataLayer` load their code on first use.
import { EARLY_ERROR_BUFFER_CAP, IDLE_FALLBACK_MS } from '../catalog/chunks.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import type { SiteContext } from './context.ts';
import { logWarn } from './log.ts';

type EarlyError = ErrorEvent | PromiseRejectionEvent;
type VisitorModule = typeof import('./visitor/visitor.ts');
type DataLayerModule = typeof import('./data-layer/data-layer.ts');

const early: EarlyError[] = [];
const hold = (event: Event) => {
  if (early.length < EARLY_ERROR_BUFFER_CAP) early.push(event as EarlyError);
};

function stopHolding(): EarlyError[] {
  removeEventListener('error', hold);
  removeEventListener('unhandledrejection', hold);
  return early.splice(0);
}

let visitor: Promise<VisitorModule> | undefined;
/** The tracking chunk, imported once. */
export const loadVisitor = (): Promise<VisitorModule> => (visitor ??= import('./visitor/visitor.ts'));

let dataLayerModule: Promise<DataLayerModule> | undefined;
export const loadDataLayer = (): Promise<DataLayerModule> =>
  (dataLayerModule ??= import('./data-layer/data-layer.ts'));

/** Runs `fn` once the page has loaded and the browser is idle (or after the idle fallback). */
function afterLoadAndIdle(fn: () => void): void {
  const idle = () => ('requestIdleCallback' in window
    ? requestIdleCallback(() => fn(), { timeout: 2000 })
    : setTimeout(fn, IDLE_FALLBACK_MS));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Starts tracking for a site page. A page whose context names no website (a bare test page, a
 * component preview) has nothing to track against, so nothing starts.
 */
export function bootVisitor(context: SiteContext): void {
  if (!context.website.id) return;
  addEventListener('error', hold);
  addEventListener('unhandledrejection', hold);
  afterLoadAndIdle(() => {
    loadVisitor().then(
      (module) => module.startVisitor(context, stopHolding()),
      () => { stopHolding(); logWarn(LIBRARY_MESSAGES.moduleLoadFailed('tracking')); },
    );
  });
}

/** `Sq.track(schema, fields, options)`: an event for the events service (visitor §3 "Analytics events"). */
export function track(...args: Parameters<VisitorModule['track']>): Promise<void> {
  return loadVisitor().then((module) => module.track(...args));
}
