// Site-level modules (visitor §2, §6; issue 6): loaded by dist/sq.js at the ready marker on every page whose
// context names a website. Each module is imported only when its condition holds (the visitor's role, the page
// type, the site's settings, its markup on the page), and each failure logs a warning and breaks nothing
// ("Module or trigger load failures log a warning").
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { bannerConfigured } from '../consent.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { screenshotRequested } from '../page-flags.ts';

type Stop = () => void;
interface SiteModule {
  name: string;
  /** Whether this page needs the module. */
  wanted(context: SiteContext, doc: Document): boolean;
  /** Imports the module and starts it; resolves with its stop function. */
  start(context: SiteContext, doc: Document): Promise<Stop>;
}


/**
 * Adds a banner when the site has one configured and the template has none (not on a screenshot). It
 * stays in the page after a choice, rendering nothing, so a "Cookie preferences" link can force it back.
 */
function addCookieBanner(doc: Document): Stop {
  if (!bannerConfigured() || screenshotRequested(doc.defaultView?.location.search ?? '') || doc.querySelector('sq-cookie-banner')) return () => undefined;
  const banner = doc.createElement('sq-cookie-banner');
  doc.body.append(banner);
  return () => banner.remove();
}

const signedIn = (context: SiteContext) => context.authenticatedAccount !== null;
const present = (selector: string) => (_: SiteContext, doc: Document) => doc.querySelector(selector) !== null;

/** Every site module, with the condition under which a page needs it (docs/site-modules.md). */
export const SITE_MODULES: SiteModule[] = [
  {
    name: 'popup overlay',
    wanted: (context, doc) => context.websiteSettings.popupOverlaySettings !== null || present('[data-sq-popup-overlay]')(context, doc),
    start: (context, doc) => import('./popup-overlay.ts').then((m) => m.startPopupOverlay(context, doc)),
  },
  {
    name: 'mobile info bar',
    wanted: (context) => context.websiteSettings.mobileInfoBarSettings !== null,
    start: (context, doc) => import('./mobile-info-bar.ts').then((m) => m.startMobileInfoBar(context, doc)),
  },
  {
    // Logged-in users get the announcement bar and the overlays manager (visitor §6).
    name: 'announcement bar',
    wanted: signedIn,
    start: (context, doc) => import('./announcement-bar.ts').then((m) => m.startAnnouncementBar(context, doc)),
  },
  {
    name: 'overlays manager',
    wanted: signedIn,
    start: (context, doc) => import('./overlays-manager.ts').then((m) => m.startOverlaysManager(context, doc)),
  },
  {
    name: 'site badge',
    wanted: present('[data-sq-site-badge]'),
    start: (context, doc) => import('./site-badge.ts').then((m) => m.startSiteBadge(context, doc)),
  },
  {
    name: 'licensed-assets bar',
    wanted: present('[data-sq-licensed-assets-bar]'),
    start: (context, doc) => import('./licensed-assets-bar.ts').then((m) => m.startLicensedAssetsBar(context, doc)),
  },
  {
    name: 'fonts',
    wanted: (context) => context.googleFonts.length > 0 || context.website.typekitId !== '',
    start: (context, doc) => import('./fonts.ts').then((m) => m.startFonts(context, doc)),
  },
  {
    name: 'comment counts',
    wanted: (context) => context.websiteSettings.commentsEnabled && context.websiteSettings.disqusShortname.trim() !== '',
    start: (context, doc) => import('./comment-counts.ts').then((m) => m.startCommentCounts(context, doc)),
  },
  {
    // An unknown mode is started anyway: the module warns about it and stays off.
    name: 'pinterest overlay',
    wanted: (context) => !['', 'disabled'].includes(context.websiteSettings.pinterestOverlayOptions.mode.trim().toLowerCase()),
    start: (context, doc) => import('./pinterest-overlay.ts').then((m) => m.startPinterestOverlay(context, doc)),
  },
  {
    name: 'page labels',
    wanted: (context) => context.pageType === 103 || context.pageType === 106, // lock screen, member-area access denied
    start: (context, doc) => import('./page-labels.ts').then((m) => m.startPageLabels(context, doc)),
  },
  {
    // Visitor §4 "Block animation": blocks marked data-animation get their loaded state as they scroll in.
    name: 'block animations',
    wanted: present('[data-animation]'),
    start: (context, doc) => import('../animations/block-animations.ts').then((m) => m.startBlockAnimations(context, doc)),
  },
  {
    // A cart page loads the cart module on init and unmounts it on destroy (visitor §2): show cart 200, commerce cart v2 205.
    name: 'cart page',
    wanted: (context) => context.pageType === 200 || context.pageType === 205,
    start: (context, doc) => import('./cart-page.ts').then((m) => m.startCartPage(context, doc)),
  },
  {
    // A reviews-request page loads the product-reviews module (visitor §2): page type 209.
    name: 'reviews request',
    wanted: (context) => context.pageType === 209,
    start: (context, doc) => import('./reviews-request.ts').then((m) => m.startReviewsRequest(context, doc)),
  },
  {
    // Template cart indicators (reference §2): the item count and subtotal follow every cart change.
    name: 'cart indicators',
    wanted: present('[data-sq-cart-count], [data-sq-cart-subtotal]'),
    start: (context, doc) => import('../cart/indicators.ts').then((m) => m.startCartIndicators(context, doc)),
  },
  {
    name: 'member session',
    wanted: present('form[data-sq-member-login], [data-sq-member-logout]'),
    start: (context, doc) => import('./member-session.ts').then((m) => m.startMemberSession(context, doc)),
  },
];

/** Starts every module this page needs; returns the function that stops them all (globalDestroy). */
export function startSite(context: SiteContext, doc: Document = document): Stop {
  const stops: Stop[] = [addCookieBanner(doc)];
  let live = true;
  for (const module of SITE_MODULES) {
    let wanted = false;
    try {
      wanted = module.wanted(context, doc);
    } catch {
      wanted = false;
    }
    if (!wanted) continue;
    module.start(context, doc).then(
      (stop) => (live ? stops.push(stop) : stop()),
      () => logWarn(LIBRARY_MESSAGES.moduleLoadFailed(module.name)),
    );
  }
  return () => {
    live = false;
    for (const stop of stops.splice(0)) {
      try {
        stop();
      } catch {
        // one module's failure to stop does not keep the others running
      }
    }
  };
}
