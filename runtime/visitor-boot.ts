// The eager half of visitor tracking (issue 5): nothing here may delay first paint. It holds the first
// errors the page throws, and after `load` and an idle moment imports the tracking chunk
// (runtime/visitor/), which keeps the visitor cookies and sends hits, events, error reports and
// performance records. The `Sq` calls below load their code on first use.
import { EARLY_ERROR_BUFFER_CAP, IDLE_FALLBACK_MS } from '../catalog/chunks.ts';
import { painted } from './autoloader.ts';
import type { SiteContext } from './context.ts';
import { lazily, loader } from './lazy.ts';

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

// The browser keeps a loaded module, and fetches a failed one again on the next import().
export const loadVisitor = (): Promise<VisitorModule> => import('./visitor/visitor.ts');
export const loadDataLayer = (): Promise<DataLayerModule> => import('./data-layer/data-layer.ts');

let site: SiteContext | undefined;

/** The tracking chunk, told which site it serves (an `Sq.track()` may come before tracking starts). */
const visitor = (): Promise<VisitorModule> => loadVisitor().then((module) => {
  if (site) module.prepareVisitor(site);
  return module;
});

/**
 * Runs `fn` once the page's first paint is on screen (`painted`), the page has loaded and the browser is
 * idle (or after the idle fallback). The load event can come before the first paint is presented (a page
 * whose images are all lazy or cached): in Lighthouse's traces of the realistic page the tracking chunk was
 * then fetched before it, and counted in the simulated LCP.
 */
export function afterLoadAndIdle(fn: () => void): void {
  const idle = () => ('requestIdleCallback' in window
    ? requestIdleCallback(fn, { timeout: 2000 })
    : setTimeout(fn, IDLE_FALLBACK_MS));
  void painted().then(() => (document.readyState === 'complete' ? idle() : addEventListener('load', idle))); // load fires once
}

/**
 * Starts tracking for a site page. A page whose context names no website (a bare test page, a
 * component preview) has nothing to track against, so nothing starts.
 */
export function bootVisitor(context: SiteContext): void {
  site = context;
  if (!context.website.id) return;
  addEventListener('error', hold);
  addEventListener('unhandledrejection', hold);
  afterLoadAndIdle(() => {
    // A start that throws is warned about by the chunk itself (bootTracking); code that cannot load
    // ('Sq: the tracking module could not be loaded.'), by `loader` (lazy.ts).
    loader(visitor, 'tracking')().then((module) => module.bootTracking(context, stopHolding()), stopHolding);
  });
}

const later = lazily(visitor, 'tracking');
/** `Sq.track(schema, fields, options)`: an event for the events service (visitor §3 "Analytics events"). */
export const track = later('track');
/** `Sq.recordEvent(event, data, extra)`: POST /api/events/RecordEvent. */
export const recordEvent = later('recordEvent');
/** `Sq.census`: the quick-view and overlay census calls, for the commerce and popup modules. */
export const census = { quickView: later('quickView'), overlay: later('overlay') };
/** `Sq.experiments()`: the page's experiment client, loaded from the site context. */
export const experiments = later('experiments');
