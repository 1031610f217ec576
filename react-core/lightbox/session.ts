// One open lightbox: PhotoSwipe configured to the spec (visitor §2, §3, §4, §9) and the handle the
// caller drives it with. Loaded with PhotoSwipe when a lightbox opens, never before. While shown it is a
// modal layer of the page's dialog stack (runtime/dialog-stack.ts): its z-index comes from there, and its
// Escape and Tab give way to a layer opened above it.
import type PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import { GALLERY_KEY_CODES, LIGHTBOX } from '../../catalog/constants.ts';
import { LIGHTBOX_SETTINGS_DEFAULTS, LIGHTBOX_THEMES, type LightboxState, type LightboxTheme } from '../../catalog/gallery.ts';
import { IMAGE_MESSAGES } from '../../catalog/messages/images.ts';
import { adoptStyles, BASE_STYLES } from '../../runtime/bridge/styles.ts';
import { throttle } from '../../runtime/clock.ts';
import { openLayer, topmostLayer, topmostModalLayer, type Layer } from '../../runtime/dialog-stack.ts';
import { prefersReducedMotion } from '../../runtime/reduced-motion.ts';
import { clickAction, clickTarget } from './clicks.ts';
import { registerControls, type Layout } from './controls.ts';
import { isTabKey, trapTab } from '../../runtime/focus.ts';
import { currentViewportClass } from '../../runtime/utils/breakpoints.ts';
import { startHistoryHash, type HistoryHash } from './history.ts';
import { isInBackendEditor } from './location.ts';
import type { LightboxHandle, LightboxOptions, LightboxSlide } from './open-lightbox.ts';
import { LIGHTBOX_STYLES } from './styles.ts';

type PhotoSwipeClass = typeof PhotoSwipe;
const CONTENT_TYPE = 'sq-content';
const SLIDE = 'sqSlide';

/** Non-numbers become 0, negatives wrap, and the rest is taken modulo the count (visitor §4). */
function normaliseIndex(index: unknown, count: number): number {
  const n = typeof index === 'number' && Number.isFinite(index) ? Math.trunc(index) : 0;
  return ((n % count) + count) % count;
}

const nonNegative = (value: number | undefined, fallback: number) =>
  (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : fallback);

/** Mobile is the fluid engine's mobile range (up to 432 px); chosen once, when the lightbox opens. */
const layoutNow = (): Layout => currentViewportClass();
const slideOf = (data: SlideData | undefined) => data?.[SLIDE] as LightboxSlide | undefined;
const addressValue = (slide: LightboxSlide | undefined) => slide?.id || slide?.url || '';

function slideData(slide: LightboxSlide): SlideData {
  const data = { width: slide.width, height: slide.height, alt: slide.alt, [SLIDE]: slide };
  return slide.content ? { ...data, type: CONTENT_TYPE } : { ...data, src: slide.src };
}

function destroyedHandle(): LightboxHandle {
  return { index: 0, state: 'destroyed', closed: Promise.resolve(), goTo() {}, close() {} };
}


/**
 * PhotoSwipe's focus trap (trapFocus) pulls focus back into the lightbox whenever it lands outside, which
 * would take it from a modal dialog opened above the lightbox (a confirmation): the trap is kept, and
 * acts only while the lightbox is the topmost modal layer of the page's dialog stack. PhotoSwipe binds its
 * document focusin listener when it opens, so its handler is wrapped before init().
 */
function holdFocusOnlyOnTop(pswp: { keyboard?: unknown }, onTop: () => boolean): void {
  const keyboard = pswp.keyboard as { _onFocusIn?: (event: FocusEvent) => void } | undefined;
  const trap = keyboard?._onFocusIn;
  if (!keyboard || typeof trap !== 'function') return;
  keyboard._onFocusIn = (event: FocusEvent) => { if (onTop()) trap.call(keyboard, event); };
}
export function startLightbox(PhotoSwipeCore: PhotoSwipeClass, options: LightboxOptions): Promise<LightboxHandle> {
  const slides = Array.isArray(options.slides) ? options.slides : [];
  if (slides.length === 0) return Promise.resolve(destroyedHandle());
  adoptStyles(BASE_STYLES);
  adoptStyles(LIGHTBOX_STYLES);

  const layout = layoutNow();
  const still = prefersReducedMotion();
  // Desktop slides loop and fade; mobile slides scroll and stop at the ends.
  const loop = layout === 'desktop';
  const theme: LightboxTheme = LIGHTBOX_THEMES.includes(options.theme as LightboxTheme)
    ? (options.theme as LightboxTheme) : LIGHTBOX_SETTINGS_DEFAULTS.theme;
  // The 100 px padding leaves no room for a picture on a phone: mobile slides use the whole screen.
  const pad = layout === 'desktop' ? nonNegative(options.padding, LIGHTBOX_SETTINGS_DEFAULTS.padding) : 0;
  const duration = still ? 0 : nonNegative(options.speed, LIGHTBOX_SETTINGS_DEFAULTS.speed) * 1000;
  const { opener } = options;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const returnTo = () => (typeof opener === 'function' ? opener() : opener ?? focused);

  let state: LightboxState = 'open';
  let opened = false;
  let closeRequested = false;
  let reported = -1;
  let history: HistoryHash | null = null;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => { resolveClosed = resolve; });
  // Escape closes the topmost layer (this one unless another opened above it); Tab is this one's while
  // no modal layer is above it.
  const stackLayer: Layer = { dismiss: () => close(), modal: true };
  const onTop = () => topmostLayer() === stackLayer;

  const onClick = (point: { x: number; y: number }, event: PointerEvent) => {
    const action = clickAction(point, pswp.viewportSize, clickTarget(event.target));
    if (action === 'close') pswp.close();
    else if (action) navigate(action === 'next' ? 1 : -1);
  };

  const pswp = new PhotoSwipeCore({
    dataSource: slides.map(slideData),
    index: normaliseIndex(options.index, slides.length),
    loop,
    bgOpacity: LIGHTBOX.overlayOpacity,
    padding: { top: pad, bottom: pad, left: pad, right: pad },
    showHideAnimationType: still ? 'none' : 'fade',
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    mainClass: `sq-lightbox sq-lightbox--${theme} sq-lightbox--${layout}`,
    imageClickAction: onClick, bgClickAction: onClick, tapAction: onClick,
    doubleTapAction: false, // a tap acts at once instead of waiting to see whether a second follows
    returnFocus: false, // done below, to the opener the caller names
    trapFocus: true,
    // PhotoSwipe's own controls are replaced by ours (./controls.ts).
    close: false, arrowPrev: false, arrowNext: false, zoom: false, counter: false, preloader: false,
  } as ConstructorParameters<PhotoSwipeClass>[0]);

  const goTo = (target: number) => {
    if (state !== 'open') return;
    if (layout === 'desktop') pswp.goTo(target); // an instant switch; 'change' fades the new slide in
    else {
      const index = Math.min(Math.max(target, 0), slides.length - 1);
      pswp.mainScroll.moveIndexBy(index - pswp.potentialIndex, !still);
    }
  };
  const navigate = (step: 1 | -1) => goTo(pswp.potentialIndex + step);
  const arrowKey = throttle(navigate, LIGHTBOX.arrowThrottleMs);
  const controls = registerControls(pswp, layout, navigate);

  pswp.on('firstUpdate', () => {
    const root = pswp.element!;
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', options.title || LIGHTBOX_SETTINGS_DEFAULTS.title);
    root.style.zIndex = String(onStack.zIndex);
  });

  // A video (or any non-image) slide shows copies of its server-rendered nodes, never parsed HTML.
  pswp.on('contentLoad', (event) => {
    const { content } = event;
    const slide = slideOf(content.data);
    if (content.data.type !== CONTENT_TYPE || !slide) return;
    event.preventDefault();
    const element = document.createElement('div');
    element.className = 'pswp__content sq-lightbox__content';
    element.append(...(slide.content ?? []).map((node) => node.cloneNode(true)));
    content.element = element;
  });
  pswp.addFilter('contentErrorElement', (element, content) => {
    element.textContent = IMAGE_MESSAGES.notLoaded(content.data.alt || content.data.src || '');
    return element;
  });

  pswp.on('keydown', (event) => {
    const key = event.originalEvent;
    if ((key.key === 'Escape' && !onTop()) || (isTabKey(key) && topmostModalLayer() !== stackLayer)) {
      event.preventDefault(); // PhotoSwipe leaves it: the layer above (or the stack's Escape listener) has it
      return;
    }
    if (key.altKey || key.ctrlKey || key.metaKey) return;
    if (key.keyCode === GALLERY_KEY_CODES.previous || key.keyCode === GALLERY_KEY_CODES.next) {
      event.preventDefault();
      key.preventDefault();
      if (!key.shiftKey) arrowKey(key.keyCode === GALLERY_KEY_CODES.next ? 1 : -1);
    } else if (isTabKey(key) && pswp.element) {
      event.preventDefault();
      trapTab(pswp.element, key);
    }
  });

  pswp.on('change', () => {
    const index = pswp.currIndex;
    const slide = slideOf(pswp.getItemData(index));
    controls.update(index, slide);
    // Only the current slide can be reached; the neighbours PhotoSwipe keeps ready are inert.
    for (const holder of pswp.mainScroll.itemHolders) holder.el.inert = holder.slide !== pswp.currSlide;
    if (opened && layout === 'desktop' && !still) {
      pswp.currSlide?.holderElement?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: LIGHTBOX.fadeMs, easing: 'ease-out' });
    }
    if (reported !== -1 && index !== reported) {
      history?.update(addressValue(slide));
      options.onChange?.(index);
    }
    reported = index;
  });

  pswp.on('close', () => {
    state = 'hidden';
    history?.end();
    options.onClose?.();
  });
  pswp.on('destroy', () => {
    state = 'destroyed';
    try {
      const to = returnTo();
      if (to?.isConnected) to.focus();
    } finally {
      resolveClosed();
    }
  });

  const close = () => {
    if (state !== 'open') return;
    if (opened) pswp.close();
    else closeRequested = true; // PhotoSwipe ignores close() while its opening animation runs
  };

  const opening = new Promise<LightboxHandle>((resolve) => {
    pswp.on('openingAnimationEnd', () => {
      opened = true;
      resolve(handle);
      if (closeRequested) pswp.close();
    });
  });

  const handle: LightboxHandle = {
    get index() { return pswp.currIndex; },
    get state() { return state; },
    closed,
    goTo: (index) => goTo(normaliseIndex(index, slides.length)),
    close,
  };

  // PhotoSwipe ignores keys until its opening animation ends (then it moves focus into the dialog):
  // Escape pressed in that time still closes it.
  const escapeWhileOpening = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !opened && state === 'open' && onTop()) {
      event.preventDefault();
      close();
    }
  };
  document.addEventListener('keydown', escapeWhileOpening);
  pswp.on('destroy', () => document.removeEventListener('keydown', escapeWhileOpening));

  const onStack = openLayer(stackLayer);
  pswp.on('destroy', () => onStack.release());
  holdFocusOnlyOnTop(pswp, () => topmostModalLayer() === stackLayer);
  pswp.init();
  const first = addressValue(slideOf(pswp.getItemData(pswp.currIndex)));
  if (options.historyHash && first && !isInBackendEditor()) {
    history = startHistoryHash(first, options.collectionUrl, close);
  }
  return opening;
}
