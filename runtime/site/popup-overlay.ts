// The popup overlay (visitor §4 "Popup overlay", §2 screenshot flag, §6; reference §3.7): a modal on the
// page's one dialog layer (runtime/dialog-stack.ts) showing the template's [data-sq-popup-overlay] markup,
// or the settings' title / message / button when there is none. When it shows is popupOverlayDue's rule
// (./popup-overlay-rules.ts); a close (× button, Escape, a click on the backdrop) stores date-closed, a
// sq-form-success inside it stores submitted (and with show-until-signup closes it 2000 ms later). A
// ?screenshot load never shows it.
import { OVERLAY_CENSUS } from '../../catalog/tracking.ts';
import { census } from '../visitor-boot.ts';
import { consentState } from '../consent.ts';
import { POPUP_OVERLAY_SUBMIT_EVENT, SITE_MODULE_LABELS, SITE_MODULE_MARKERS, SITE_MODULE_NAMES } from '../../catalog/site-modules.ts';
import { clock } from '../clock.ts';
import type { SiteContext } from '../context.ts';
import { openLayer, topmostLayer, topmostModalLayer, type Layer, type OpenLayer } from '../dialog-stack.ts';
import { safeHref } from '../utils/url-rules.ts';
import { adoptSiteStyles, closeButton, guarded, guardedStart, SIGNUP_CLOSE_DELAY_MS } from './popup-overlay-controls.ts';
import { isTabKey, trapTab } from '../focus.ts';
import { screenshotRequested } from '../page-flags.ts';
import {
  popupOverlayDue, readPopupOverlaySettings, readPopupOverlayStored, recordPopupOverlayClosed,
  recordPopupOverlayShown, recordPopupOverlaySubmitted, type PopupOverlaySettings,
} from './popup-overlay-rules.ts';

const NAME = SITE_MODULE_NAMES.popupOverlay;
const CLASS = 'sq-popup-overlay';
const TITLE_ID = `${CLASS}-title`;

interface Shown { root: HTMLElement; close: (byVisitor: boolean) => void }
let shown: Shown | null = null;


export const popupOverlayMarkup = (doc: Document): HTMLElement | null =>
  doc.querySelector<HTMLElement>(`[${SITE_MODULE_MARKERS.popupOverlay}]`);

/** Whether there is anything to show: the template's markup or a title or message in the settings. */
export const popupOverlayHasContent = (settings: PopupOverlaySettings, doc: Document): boolean =>
  popupOverlayMarkup(doc) !== null || settings.title !== '' || settings.message !== '';

function builtContent(doc: Document, settings: PopupOverlaySettings): HTMLElement {
  const box = doc.createElement('div');
  if (settings.title) {
    const title = doc.createElement('h2');
    title.className = `${CLASS}-title`;
    title.id = TITLE_ID;
    title.textContent = settings.title; // never HTML: the settings are the server's text
    box.append(title);
  }
  if (settings.message) {
    const message = doc.createElement('p');
    message.className = `${CLASS}-message`;
    message.textContent = settings.message;
    box.append(message);
  }
  const href = settings.buttonLabel ? safeHref(settings.buttonUrl) : null;
  if (settings.buttonLabel && href !== null) {
    const link = doc.createElement('a');
    link.className = `${CLASS}-button`;
    link.href = href;
    link.textContent = settings.buttonLabel;
    box.append(link);
  }
  return box;
}

/** Names the dialog after its first heading (given an id if it has none), or 'Popup'. */
function label(panel: HTMLElement, content: HTMLElement): void {
  const heading = content.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (heading) {
    heading.id ||= TITLE_ID;
    panel.setAttribute('aria-labelledby', heading.id);
  } else {
    panel.setAttribute('aria-label', SITE_MODULE_LABELS.popupOverlay);
  }
}

export interface ShowOptions {
  /** Preview (the overlays manager): nothing is stored, whatever closes it. */
  preview?: boolean;
  onClose?: () => void;
}

/** Shows the overlay now, whatever the rules say (one at a time); returns its close function. */
export function showPopupOverlay(context: SiteContext, doc: Document = document, options: ShowOptions = {}): () => void {
  if (shown) return () => shown?.close(false);
  const settings = readPopupOverlaySettings(context.websiteSettings.popupOverlaySettings);
  const websiteId = context.website.id;
  const markup = popupOverlayMarkup(doc);
  const placeholder = doc.createComment('sq-popup-overlay');
  adoptSiteStyles(doc);

  const root = doc.createElement('div');
  root.className = CLASS;
  const panel = doc.createElement('div');
  panel.className = `${CLASS}-panel`;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.tabIndex = -1;
  const content = markup ?? builtContent(doc, settings);
  if (markup) {
    markup.replaceWith(placeholder);
    markup.hidden = false;
  }
  const button = closeButton(doc, SITE_MODULE_LABELS.closePopup, () => close(true));
  panel.append(button, content);
  label(panel, content);
  root.append(panel);

  const returnFocus = doc.activeElement;
  const layerSpec: Layer = { dismiss: () => close(true) };
  const layer: OpenLayer = openLayer(layerSpec);
  root.style.zIndex = String(layer.zIndex);
  // Escape goes to the topmost layer of any kind; focus stays here while no modal layer is above it
  // (an information popup above does not take it).
  const onTop = () => topmostLayer() === layerSpec;
  const holdsFocus = () => topmostModalLayer() === layerSpec;

  const onKeydown = (event: KeyboardEvent) => guarded(NAME, () => {
    if (event.key === 'Escape') {
      if (!onTop()) return; // the layer stack closes the one above
      event.preventDefault(); // the layer stack and the site chrome leave a handled key alone
      close(true);
      return;
    }
    if (isTabKey(event) && holdsFocus()) trapTab(panel, event);
  });
  const onFocusin = (event: FocusEvent) => guarded(NAME, () => {
    if (holdsFocus() && !root.contains(event.target as Node | null)) button.focus();
  });
  const onBackdrop = (event: MouseEvent) => { if (event.target === root) close(true); };
  // A sign-up: stored; with show-until-signup the overlay closes once the form's success message has been
  // up for SIGNUP_CLOSE_DELAY_MS (visitor §4 "It is hidden after submit if show-until-signup is set").
  let signupTimer: number | undefined;
  const onSubmitted = () => guarded(NAME, () => {
    if (!options.preview) recordPopupOverlaySubmitted(websiteId);
    if (settings.showUntilSignup && signupTimer === undefined) {
      signupTimer = clock.setTimeout(() => guarded(NAME, () => close(true)), SIGNUP_CLOSE_DELAY_MS);
    }
  });

  function close(byVisitor: boolean): void {
    if (shown?.root !== root) return;
    shown = null;
    clock.clearTimeout(signupTimer);
    layer.release();
    doc.removeEventListener('keydown', onKeydown, true);
    doc.removeEventListener('focusin', onFocusin, true);
    if (byVisitor && !options.preview) guarded(NAME, () => recordPopupOverlayClosed(websiteId, clock.now()));
    if (markup) {
      markup.hidden = true;
      placeholder.replaceWith(markup);
    }
    root.remove();
    if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    guarded(NAME, () => options.onClose?.());
  }

  shown = { root, close };
  root.addEventListener('click', onBackdrop);
  root.addEventListener(POPUP_OVERLAY_SUBMIT_EVENT, onSubmitted);
  doc.addEventListener('keydown', onKeydown, true);
  doc.addEventListener('focusin', onFocusin, true);
  (doc.body ?? doc.documentElement).append(root);
  button.focus();
  return () => close(false);
}

/** Starts the module: hides the template's markup and shows the overlay when the rules say it is due. */
export function startPopupOverlay(context: SiteContext, doc: Document = document): () => void {
  return guardedStart(NAME, () => {
    const markup = popupOverlayMarkup(doc);
    if (markup) markup.hidden = true;
    const settings = readPopupOverlaySettings(context.websiteSettings.popupOverlaySettings);
    if (screenshotRequested() || !popupOverlayHasContent(settings, doc)) return () => {};
    const stored = readPopupOverlayStored(context.website.id);
    if (!popupOverlayDue(settings, stored, clock.now())) return () => {};
    recordPopupOverlayShown(context.website.id, settings, stored);
    const close = showPopupOverlay(context, doc);
    // The overlay census (visitor §7), once per showing the rules allow (not a preview), when consent allows
    // it at the showing (a choice made later does not send a record of it).
    const consent = consentState();
    if (consent.visitorDataAllowed && consent.isActivityLogEnabled) {
      void census.overlay({ [OVERLAY_CENSUS.websiteId]: context.website.id, [OVERLAY_CENSUS.action]: OVERLAY_CENSUS.shown });
    }
    return close;
  });
}
