// Pinterest overlay (visitor §3 websiteSettings.pinterestOverlayOptions.mode): a "Save" link over the
// page's content images that opens Pinterest's create-a-pin page in a new window. Modes: '' and
// 'disabled' are off; 'hover' shows the link while the pointer is over the image or the link has focus;
// 'always' keeps it shown. An image qualifies when it is rendered at least 100 px in both dimensions, has
// an http(s) source and is not inside [data-sq-no-pin]. Each link sits right after its image (or after
// the link or button around it) so it is in the tab order; a hidden one shows when it gets focus.
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import {
  PINTEREST_BUTTON_OFFSET_PX, PINTEREST_LABELS, PINTEREST_MIN_IMAGE_PX,
  PINTEREST_OPT_OUT_ATTRIBUTE, PINTEREST_OVERLAY_ACTIVE_MODES, PINTEREST_OVERLAY_MODES, PINTEREST_RESIZE_DEBOUNCE_MS, siteResourceUrls,
  type PinterestOverlayMode,
} from '../../catalog/site-resources.ts';
import { debounce } from '../clock.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { adoptStyles } from '../bridge/styles.ts';

const BUTTON_CLASS = 'sq-pin-button';
const STYLES = `
:where(.${BUTTON_CLASS}) {
  position: absolute; z-index: 1; box-sizing: border-box;
  padding: var(--sq-space-1, 4px) var(--sq-space-3, 12px); border-radius: var(--sq-radius-2, 8px);
  background: var(--sq-color-accent, #1a1a1a); color: var(--sq-color-on-accent, #ffffff);
  font-family: system-ui, sans-serif; font-size: var(--sq-font-size-3, 14px);
  font-weight: var(--sq-font-weight-3, 600); line-height: 1.2; text-decoration: none;
  opacity: 0; pointer-events: none; transition: opacity var(--sq-duration-2, 200ms) ease;
}
:where(.${BUTTON_CLASS}[data-sq-shown], .${BUTTON_CLASS}:focus, .${BUTTON_CLASS}[data-sq-mode="always"]) {
  opacity: 1; pointer-events: auto;
}
:where(.${BUTTON_CLASS}:focus-visible) { outline: 2px solid var(--sq-color-accent, #1a1a1a); outline-offset: 2px; }
:where(.${BUTTON_CLASS}[data-sq-still]) { transition: none; }
`;

/** The overlay running on a document, so a second start on the same page does nothing. */
const running = new WeakSet<Document>();

/** The mode as a closed value; an unknown one is warned about and treated as off. */
export function pinterestMode(context: SiteContext): PinterestOverlayMode {
  const mode = context.websiteSettings.pinterestOverlayOptions.mode.trim().toLowerCase();
  const known = PINTEREST_OVERLAY_MODES.find((value) => value === mode);
  if (known !== undefined) return known;
  logWarn(ELEMENT_LIBRARY_MESSAGES.unknownOption('pinterestOverlayOptions.mode', mode, 'disabled'));
  return 'disabled';
}

/** Pinterest's create-a-pin address for a page, an image and a description. */
export function pinUrl(pageUrl: string, mediaUrl: string, description: string, base: string = siteResourceUrls.pinterestCreate): string {
  const url = new URL(base, document.baseURI);
  url.searchParams.set('url', pageUrl);
  url.searchParams.set('media', mediaUrl);
  url.searchParams.set('description', description);
  return url.href;
}

function mediaUrl(img: HTMLImageElement): string {
  const source = img.currentSrc || img.src;
  return /^https?:\/\//i.test(source) ? source : '';
}

/** True when an image gets a Save link (checked once it has loaded). */
export function pinnable(img: HTMLImageElement): boolean {
  return !img.closest(`[${PINTEREST_OPT_OUT_ATTRIBUTE}]`) && mediaUrl(img) !== ''
    && img.offsetWidth >= PINTEREST_MIN_IMAGE_PX && img.offsetHeight >= PINTEREST_MIN_IMAGE_PX;
}

/** Adopted as a constructed stylesheet: no <style> element, so a strict CSP (style-src 'self') allows it. */
function addStyles(doc: Document): void {
  adoptStyles(STYLES, doc);
}

/** Puts the link over its image's top left corner, in the coordinates of the link's containing block. */
function place(img: HTMLImageElement, button: HTMLElement): void {
  const box = img.getBoundingClientRect();
  let top = box.top + PINTEREST_BUTTON_OFFSET_PX;
  let left = box.left + PINTEREST_BUTTON_OFFSET_PX;
  const parent = button.offsetParent as HTMLElement | null;
  const view = img.ownerDocument.defaultView ?? window;
  if (parent && view.getComputedStyle(parent).position !== 'static') {
    const frame = parent.getBoundingClientRect();
    top += parent.scrollTop - frame.top - parent.clientTop;
    left += parent.scrollLeft - frame.left - parent.clientLeft;
  } else {
    top += view.scrollY;
    left += view.scrollX;
  }
  button.style.top = `${Math.round(top)}px`;
  button.style.left = `${Math.round(left)}px`;
}

interface Overlay { mode: PinterestOverlayMode; doc: Document; signal: AbortSignal; pins: Map<HTMLImageElement, HTMLAnchorElement> }

function show(overlay: Overlay, img: HTMLImageElement, button: HTMLAnchorElement): void {
  button.href = pinUrl(overlay.doc.location?.href ?? location.href, mediaUrl(img) || button.href, img.alt.trim() || overlay.doc.title);
  button.toggleAttribute('data-sq-still', prefersReducedMotion());
  place(img, button);
  button.toggleAttribute('data-sq-shown', true);
}

function attach(overlay: Overlay, img: HTMLImageElement): void {
  if (overlay.pins.has(img) || overlay.signal.aborted) return;
  if (!img.complete || img.naturalWidth === 0) {
    img.addEventListener('load', () => attach(overlay, img), { once: true, signal: overlay.signal });
    return;
  }
  if (!pinnable(img)) return;
  const { doc, signal } = overlay;
  const button = doc.createElement('a');
  button.className = BUTTON_CLASS;
  button.textContent = PINTEREST_LABELS.save;
  button.setAttribute('aria-label', PINTEREST_LABELS.saveToPinterest);
  button.target = '_blank';
  button.rel = 'noopener noreferrer';
  button.dataset.sqMode = overlay.mode;
  // A link inside a link (or a button) is not allowed: the Save link goes after the interactive wrapper.
  (img.closest('a[href], button') ?? img).after(button);
  overlay.pins.set(img, button);
  show(overlay, img, button);
  if (overlay.mode === 'always') return;
  button.removeAttribute('data-sq-shown');
  const hide = (event: PointerEvent, other: Element) => {
    if (event.relatedTarget !== other) button.removeAttribute('data-sq-shown');
  };
  img.addEventListener('pointerenter', () => show(overlay, img, button), { signal });
  img.addEventListener('pointerleave', (event) => hide(event, button), { signal });
  button.addEventListener('pointerleave', (event) => hide(event, img), { signal });
  button.addEventListener('focus', () => show(overlay, img, button), { signal });
  button.addEventListener('blur', () => button.removeAttribute('data-sq-shown'), { signal });
}

function scan(overlay: Overlay, node: Node): void {
  if (node instanceof HTMLImageElement) attach(overlay, node);
  else if (node instanceof Element) node.querySelectorAll('img').forEach((img) => attach(overlay, img));
}

/** Starts the overlay for the context's mode; the stop function removes every Save link. */
export function startPinterestOverlay(context: SiteContext, doc: Document = document): () => void {
  try {
    const mode = pinterestMode(context);
    if (!(PINTEREST_OVERLAY_ACTIVE_MODES as readonly string[]).includes(mode) || running.has(doc)) return () => {};
    running.add(doc);
    const controller = new AbortController();
    const overlay: Overlay = { mode, doc, signal: controller.signal, pins: new Map() };
    addStyles(doc);
    const root = doc.querySelector('main') ?? doc.body;
    scan(overlay, root);
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => scan(overlay, node));
    });
    observer.observe(root, { childList: true, subtree: true });
    const follow = debounce(() => overlay.pins.forEach((button, img) => place(img, button)), PINTEREST_RESIZE_DEBOUNCE_MS);
    if (mode === 'always') doc.defaultView?.addEventListener('resize', follow, { signal: controller.signal });
    return () => {
      controller.abort();
      observer.disconnect();
      follow.cancel();
      overlay.pins.forEach((button) => button.remove());
      overlay.pins.clear();
      running.delete(doc);
    };
  } catch {
    logWarn(ELEMENT_LIBRARY_MESSAGES.moduleFailed('Pinterest overlay'));
    return () => {};
  }
}
