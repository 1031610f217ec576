// The eager entry, dist/sq.js: no React here. It reads the site context, runs the page lifecycle,
// and loads each element's chunk only when its tag is on the page.
import { RUNTIME_MESSAGES } from '../catalog/messages/runtime.ts';
import { appendLink, AT_HOME, painted, startAutoloader } from './autoloader.ts';
import { announceCart } from './cart-events.ts';
import { readContext, type SiteContext } from './context.ts';
import { globalDestroy, globalInit, initWhenReady, onDestroy, onInitialize } from './lifecycle.ts';
import { logError } from './log.ts';
import { ELEMENT_LOADERS } from './registry.ts';
import { sessionFlags, type SessionFlags } from './session.ts';
import { bannerConfigured, configureConsent, consentState, onConsentChange, type ConsentState } from './consent.ts';
import { afterLoadAndIdle, bootVisitor, census, experiments, loadDataLayer, recordEvent, track } from './visitor-boot.ts';
import { lazily, loader, type Lazy } from './lazy.ts';
import { logWarn } from './log.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { UNABLE_TO_CONNECT } from '../catalog/messages/connection.ts';

export { onInitialize, onDestroy, globalInit, globalDestroy } from './lifecycle.ts';
export { announceCart, SqCartUpdatedEvent, type CartSummary } from './cart-events.ts';
export { ChunkLoadError } from './chunk-loader.ts';
export { define } from './define.ts';
export type { SiteContext } from './context.ts';
export { SqConsentChangeEvent, type ConsentState } from './consent.ts';

export const VERSION = '0.1.0';

export interface SqApi {
  readonly version: string;
  readonly context: SiteContext;
  /** The session flags, and stored session data with expiry (runtime/session-data.ts, loaded on first use). */
  readonly session: Readonly<SessionFlags> & {
    get: Lazy<SessionData['get']>; set: Lazy<SessionData['set']>; remove: Lazy<SessionData['remove']>;
  };
  onInitialize: typeof onInitialize;
  onDestroy: typeof onDestroy;
  globalInit: typeof globalInit;
  globalDestroy: typeof globalDestroy;
  /** Broadcasts a cart change to <sq-cart-link> and template cart indicators. */
  announceCart: typeof announceCart;
  /** Resolves when the element's code has loaded and the tag is defined. */
  whenDefined(tag: string): Promise<CustomElementConstructor>;
  /** The visitor's cookie consent: its state, the choice, and a listener for changes. */
  consent: {
    readonly state: ConsentState;
    /** Store or forget the choice; loaded on first use, so each returns a promise settled once it is stored and broadcast. */
    accept(): Promise<void>; decline(): Promise<void>; reset(): Promise<void>;
    onChange: typeof onConsentChange;
  };
  /** Sends an event to the events service (runtime/visitor/analytics.ts). */
  track: typeof track;
  /** POST /api/events/RecordEvent with the page's analytics payload. */
  recordEvent: typeof recordEvent;
  /** The quick-view and overlay census calls. */
  census: typeof census;
  /** The page's experiment client: feature toggles and A/B variants from the site context. */
  experiments: typeof experiments;
  /** The legacy data layer (runtime/data-layer/), loaded on first use. */
  dataLayer: DataLayer;
  /** Confirmation, alert and information popups (react-core/dialogs/), loaded on first use. */
  confirm: Lazy<Dialogs['confirm']>;
  alert: Lazy<Dialogs['alert']>;
  info: Lazy<Dialogs['info']>;
  /** Money formatting (runtime/money/), loaded on first use: `await Sq.money.format(1999, 'USD')`. */
  money: { format: Lazy<MoneyApi['format']> };
  /** The library's helpers for templates (runtime/utils/api.ts), loaded on first use: `(await Sq.utils()).formatFileSize(1536)`. */
  utils(): Promise<typeof import('./utils/api.ts')>;
  /**
   * Upgrades the `sq-*` elements under `root` that the document's observer cannot see (inside a shadow
   * root, or in a tree not yet in the page); call it again after adding more there.
   */
  scan(root: ParentNode): void;
}

const choice = lazily(() => import('./consent-choice.ts'), 'consent');

type SessionData = typeof import('./session-data.ts');
const sessionData = lazily(() => import('./session-data.ts'), 'session data');

type MoneyApi = typeof import('./money/api.ts');
const money = lazily(() => import('./money/api.ts'), 'money');

type Dialogs = typeof import('../react-core/dialogs/api.ts');
const dialogs = lazily(() => import('../react-core/dialogs/api.ts'), 'dialogs');

/**
 * The site chrome (config redirect, logout notice, Escape keys) matters only to signed-in accounts, sites
 * that open login with Escape, and loads carrying ?noredirect or ?logout; other pages never load it.
 */
function startChromeIfNeeded(context: SiteContext): void {
  // A coarse check of the query (QUERY_PARAMS.noRedirect, .logout); the chrome reads the exact flags itself.
  if (context.authenticatedAccount || context.websiteSettings.escapeKeyLogin || /[?&](noredirect|logout)\b/.test(location.search)) {
    import('./chrome/chrome.ts').then((module) => module.startChrome(context)).catch(() => logWarn(LIBRARY_MESSAGES.moduleLoadFailed('site chrome')));
  }
}

type DataLayer = typeof import('./data-layer/data-layer.ts')['dataLayer'];

// A data layer whose code cannot load (offline) fails like a call that got no answer (issue 20).
const dataLayerMethod = lazily(() => loadDataLayer().then((module) => module.dataLayer), 'data layer', UNABLE_TO_CONNECT);

/**
 * The site-level modules (runtime/site/: the cookie banner's element, fonts, popup overlay, bars…) start at
 * the ready marker and stop on global destroy; a page whose context names no website and asks for no
 * cookie banner has none.
 */
function startSiteModules(context: SiteContext): void {
  // A page with cookie settings but no website id still gets the banner its settings ask for.
  if (!context.website.id && !bannerConfigured()) return;
  let started: Promise<(() => void) | void> | undefined;
  onInitialize(() => {
    // After the first paint, like the elements (the cookie banner must not compete with the page's
    // largest paint). catch() after then(): a start that throws is warned about like a failed load.
    started = painted().then(() => import('./site/site.ts')).then((module) => module.startSite(context))
      .catch(() => logWarn(LIBRARY_MESSAGES.moduleLoadFailed('site')));
  });
  // Stops them once started, even when destroy comes while their code is still loading.
  onDestroy(() => void started?.then((stop) => stop?.()));
}

declare global {
  interface Window { Sq?: SqApi; SQ_CONTEXT?: unknown }
}

const MARK = Symbol.for('sq.runtime');
type Marked = Window & { [MARK]?: true };

function linkStyles(): void {
  // The design tokens and the :not(:defined) rules; a page may link sq.css itself in <head>, earlier.
  if (document.querySelector('link[data-sq-styles],link[href$="/styles/sq.css"]')) return;
  if (AT_HOME) appendLink('stylesheet', './styles/sq.css').dataset.sqStyles = '';
}

function bootstrap(): SqApi | undefined {
  // Imported on a server (Node, a framework's server render): nothing to start, nothing thrown.
  if (typeof document == 'undefined') return undefined;
  const win = window as Marked;
  if (win[MARK]) {
    logError(RUNTIME_MESSAGES.secondRun);
    return undefined;
  }
  win[MARK] = true;
  document.documentElement.classList.add('sq-js');
  linkStyles();
  const context = readContext();
  configureConsent(context.cookieSettings);
  // Once, when there is something to do (a stored choice, or visitor data held back): the choice module
  // clears the nine visitor cookies when visitor data is not allowed (visitor §9: a restrictive policy
  // without an accept, like a decline, clears them on every page load) and tells the page's tags. Most
  // pages have nothing to do, so that code stays out of dist/sq.js. startupConsent catches a page tag's
  // throw itself; a chunk that cannot load is warned about.
  const consent = consentState();
  if (consent.choice !== null || consent.isAnalyticsCookiesDisabled) choice('startupConsent')().catch(() => undefined);
  // Element chunks load asynchronously: none runs before `Sq` is set below.
  const autoloader = startAutoloader(ELEMENT_LOADERS);
  const api: SqApi = {
    version: VERSION,
    context,
    session: {
      get firstLanding() { return sessionFlags().firstLanding; }, get firstSession() { return sessionFlags().firstSession; },
      get: sessionData('get'), set: sessionData('set'), remove: sessionData('remove') },
    onInitialize, onDestroy, globalInit, globalDestroy, announceCart,
    whenDefined: (tag) => customElements.whenDefined(tag),
    consent: {
      get state() { return consentState(); },
      accept: () => choice('setConsent')(true), decline: () => choice('setConsent')(false), reset: choice('resetConsent'),
      onChange: onConsentChange,
    },
    track, recordEvent, census, experiments,
    dataLayer: {
      get: dataLayerMethod('get'), post: dataLayerMethod('post'), put: dataLayerMethod('put'), delete: dataLayerMethod('delete'),
    } as unknown as DataLayer, // each method returns the loaded method's promise
    confirm: dialogs('confirm'), alert: dialogs('alert'), info: dialogs('info'),
    money: { format: money('format') },
    utils: loader(() => import('./utils/api.ts'), 'utils'),
    scan: autoloader.scan,
  };
  win.Sq = api;
  // The session flags read the visitor's storage, whose first calls wait on the browser's other processes
  // (6-7 ms in sq.js's evaluation, 15-45 ms in a task right after it, while the page's requests start;
  // measured in Chromium): at the page's first read of them, else once the page has loaded and the browser
  // is idle, or when the page is hidden before that: visibilitychange, which every engine fires as a page
  // is left and as a phone's browser is switched away from (after which it may discard the tab without a
  // pagehide), so the next page finds this one's session.
  afterLoadAndIdle(sessionFlags);
  addEventListener('visibilitychange', sessionFlags);
  // Scans the page now and watches it after, so elements an ajax page load adds are found too.
  startChromeIfNeeded(context);
  startSiteModules(context);
  initWhenReady();
  bootVisitor(context);
  return api;
}

export const Sq = bootstrap();
