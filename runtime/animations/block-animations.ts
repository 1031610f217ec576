// Scroll-triggered block animations (visitor §4 "Block animation", §9 "Animation thresholds 0, 0.1, 0.25,
// 0.5, 1"): a block marked data-animation="fade-in|slide-up|slide-down|slide-left|slide-right|scale" is
// hidden once this module starts (never before: the no-JavaScript page shows everything), and gets the
// loaded state when at least half of it is visible, or when it is taller than the viewport and
// intersecting, and only after every rendered image still loading inside it has finished (load or
// error), waiting at most BLOCK_ANIMATION_IMAGE_WAIT_MS (an image that is not rendered, such as a lazy
// one in a hidden slide, never loads, and a stalled one must not keep its block hidden). A block that
// already meets the rule when the module starts is loaded at once, never hidden (no blink). Under the
// reduced-motion policy nothing is hidden: every block is loaded at once, also when the preference
// changes mid-way. Blocks added to the page later are picked up too. Focus moving into a hidden block
// shows it at once.
import { ANIMATION_THRESHOLDS, PAGE_BLOCKS } from '../../catalog/constants.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import {
  BLOCK_ANIMATION_IMAGE_WAIT_MS, BLOCK_ANIMATION_STATE_ATTRIBUTE as STATE, BLOCK_ANIMATIONS, type BlockAnimationState,
} from '../../catalog/motion.ts';
import { adoptStyles } from '../bridge/styles.ts';
import { clock } from '../clock.ts';
import type { SiteContext } from '../context.ts';
import { logWarn } from '../log.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../reduced-motion.ts';
import { BLOCK_ANIMATION_STYLES } from './block-animation-styles.ts';

export const BLOCK_ANIMATION_SELECTOR = '[data-animation]';

/** The loaded rule for one intersection report (visitor §4). */
export function inView(entry: Pick<IntersectionObserverEntry, 'intersectionRatio' | 'isIntersecting' | 'boundingClientRect'>,
  viewportHeight: number): boolean {
  if (entry.intersectionRatio >= PAGE_BLOCKS.animationLoadedRatio) return true;
  return entry.isIntersecting && entry.boundingClientRect.height > viewportHeight;
}

/** The loaded rule for a block's box now, against the viewport (what the observer would report). */
export function inViewNow(rect: DOMRectReadOnly, viewport: { width: number; height: number }): boolean {
  const width = Math.max(0, Math.min(rect.right, viewport.width) - Math.max(rect.left, 0));
  const height = Math.max(0, Math.min(rect.bottom, viewport.height) - Math.max(rect.top, 0));
  const area = rect.width * rect.height;
  if (area === 0) return false; // not laid out (yet): the observer decides
  const isIntersecting = width > 0 && height > 0;
  return inView({ intersectionRatio: (width * height) / area, isIntersecting, boundingClientRect: rect }, viewport.height);
}

/** The images inside `block` that are rendered and still loading (one not rendered never loads). */
export const loadingImages = (block: Element): HTMLImageElement[] =>
  [...block.querySelectorAll('img')].filter((img) => !img.complete && img.getClientRects().length > 0);

/**
 * Resolves once every rendered image inside `block` that is still loading has loaded or failed, or
 * after `capMs` (clock seam), whichever comes first.
 */
export function imagesSettled(block: Element, capMs: number = BLOCK_ANIMATION_IMAGE_WAIT_MS): Promise<void> {
  const loading = loadingImages(block);
  if (loading.length === 0) return Promise.resolve();
  let timer: number | undefined;
  const cap = new Promise<void>((resolve) => { timer = clock.setTimeout(resolve, capMs); });
  const all = Promise.all(loading.map((img) => new Promise<void>((resolve) => {
    const done = () => {
      img.removeEventListener('load', done);
      img.removeEventListener('error', done);
      resolve();
    };
    img.addEventListener('load', done);
    img.addEventListener('error', done);
  }))).then(() => undefined);
  return Promise.race([all, cap]).finally(() => clock.clearTimeout(timer));
}

const setState = (block: Element, state: BlockAnimationState) => block.setAttribute(STATE, state);

export function startBlockAnimations(_context: SiteContext, doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  const seen = new WeakSet<Element>();
  const tracked = new Set<Element>();
  let stopped = false;
  let observer: IntersectionObserver | null = null;

  const load = (block: Element) => {
    observer?.unobserve(block);
    tracked.delete(block);
    if (!stopped) setState(block, 'loaded');
  };
  const loadAll = () => { for (const block of [...tracked]) load(block); };

  const waiting = new WeakSet<Element>();
  const onIntersect = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const block = entry.target;
      if (waiting.has(block) || !inView(entry, entry.rootBounds?.height ?? view.innerHeight)) continue;
      waiting.add(block);
      imagesSettled(block).then(() => { if (tracked.has(block)) load(block); });
    }
  };

  const track = (block: Element) => {
    if (seen.has(block)) return;
    seen.add(block);
    const value = block.getAttribute('data-animation') ?? '';
    if (!(BLOCK_ANIMATIONS as readonly string[]).includes(value)) {
      logWarn(PARSER_MESSAGES.expected(`one of ${BLOCK_ANIMATIONS.join(', ')} for [data-animation]`, JSON.stringify(value)));
    }
    tracked.add(block);
    if (prefersReducedMotion() || !observer) { load(block); return; }
    // Already in view with nothing to wait for: shown as it is, never hidden first.
    if (inViewNow(block.getBoundingClientRect(), { width: view.innerWidth, height: view.innerHeight })
      && loadingImages(block).length === 0) { load(block); return; }
    setState(block, 'pending');
    observer.observe(block);
  };
  const scan = (root: ParentNode) => {
    if (root instanceof Element && root.matches(BLOCK_ANIMATION_SELECTOR)) track(root);
    root.querySelectorAll(BLOCK_ANIMATION_SELECTOR).forEach(track);
  };

  adoptStyles(BLOCK_ANIMATION_STYLES, doc);
  if (typeof view.IntersectionObserver === 'function') {
    observer = new view.IntersectionObserver(onIntersect, { threshold: [...ANIMATION_THRESHOLDS] });
  }
  scan(doc);
  const added = new view.MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => { if (node instanceof view.Element) scan(node); });
  });
  added.observe(doc.documentElement, { childList: true, subtree: true });
  const unsubscribe = onReducedMotionChange((reduced) => { if (reduced) loadAll(); });
  // Focus inside a hidden block (a keyboard visitor tabbing to its link before half of it scrolled into
  // view) shows it at once: a focused control is never invisible (WCAG 2.4.7).
  const onFocusIn = (event: FocusEvent) => {
    for (const block of tracked) if (event.target instanceof view.Node && block.contains(event.target)) load(block);
  };
  doc.addEventListener('focusin', onFocusIn, true);

  return () => {
    if (stopped) return;
    // Stopping never leaves a block hidden: the pending ones are shown as they are.
    for (const block of tracked) block.removeAttribute(STATE);
    tracked.clear();
    stopped = true;
    observer?.disconnect();
    added.disconnect();
    unsubscribe();
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
