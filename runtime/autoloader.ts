// Defines an element when its tag first appears, now or later (a MutationObserver watches the
// document), at the moment its upgrade strategy names (the `upgrade` attribute, see UPGRADE_STRATEGIES
// in catalog/chunks.ts): at once near the first viewport, else when it comes near the viewport, the
// browser is idle or the visitor reaches for it. With the element's chunk it preloads every chunk its
// first render needs (ELEMENT_PRELOADS, written by the build), so that render costs one round trip.
// Idempotent: a tag is requested at most once, and a second autoloader is harmless.
import type { UpgradeStrategy } from '../catalog/chunks.ts';
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { loadChunk } from './chunk-loader.ts';
import { define } from './define.ts';
import { logWarn } from './log.ts';
import { ELEMENT_PRELOADS, UPGRADE_WHEN_IDLE, type ElementLoader } from './registry.ts';
import type { Waiter } from './upgrade-later.ts';

/**
 * True when this code runs as dist/sq.js, beside its chunks/ and styles/ (or from the sources, in the
 * tests). A bundler's copy of it (a file of another name; no URL at all in an IIFE) has neither folder:
 * it adds no stylesheet and no preloads, which would only 404 (the bundler knows its own chunks).
 */
export const AT_HOME = /\/sq\.js\b|\.ts\b/.test(import.meta.url);

export const FAILED_ATTRIBUTE = 'data-sq-failed';
export const UPGRADE_ATTRIBUTE = 'upgrade';
/** How long the first scan waits for a first paint that does not come (`painted`). */
export const PAINT_WAIT_MS = 500;
const BATCH_SCAN_THRESHOLD = 32;
const nextTask = (): Promise<void> => new Promise((next) => setTimeout(next));

/** Appends `<link rel href>` to the head, `path` relative to sq.js: sq.css (runtime/index.ts) and the modulepreloads below. */
export const appendLink = (rel: string, path: string): HTMLLinkElement =>
  document.head.appendChild(Object.assign(document.createElement('link'), { rel, href: new URL(path, import.meta.url) }));

/**
 * Settles once the page's first paint is on screen: its first Paint Timing entry (first-paint or
 * first-contentful-paint, whichever comes first; at once when the page has already painted), which the
 * browser reports after the frame is presented, not when it is produced; or PAINT_WAIT_MS from now when no
 * entry comes (a page whose content is all hidden until the library upgrades it, a hidden document). The
 * first scan and the site modules wait for it: what the server sent is on screen before any of the
 * library's code is asked for, and none of the library's requests ends before that paint (Lighthouse's
 * simulated LCP counts every request that does: docs/decisions.md "The first scan waits for the page's
 * first paint"). The observer's callback is resolve itself, and is never disconnected: a page reports
 * each entry once.
 */
export const painted = (): Promise<void> => new Promise((resolve) => {
  new PerformanceObserver(resolve as () => void).observe({ type: 'paint', buffered: true });
  setTimeout(resolve, PAINT_WAIT_MS);
});

export interface Autoloader {
  /**
   * Finds the elements under `root` now, also in a root the document's observer cannot see into (a
   * shadow root, a detached tree: Sq.scan); elements added there later need another scan.
   */
  scan(root: ParentNode): void;
  stop(): void;
}

export function startAutoloader(
  loaders: Readonly<Record<string, ElementLoader>>,
): Autoloader {
  const doc = document;
  // Each tag asked for, true once its chunk has failed to load.
  const asked = new Map<string, boolean>();
  const preloaded = new Set<string>();

  function request(tag: string): void {
    if (!loaders[tag] || asked.has(tag) || customElements.get(tag)) return;
    // Each tag's chunk is imported in a task of its own, and each of its preload links is inserted in a
    // task of its own after that (1-4 ms per fetch in Lighthouse's trace, x4 in its simulation): a page of
    // several tags met at once (the first scan) starts its fetches over many short tasks, not one long
    // one. The chunks go out first, in page order, then the links, within milliseconds. A link that comes
    // after the module loader has asked for the same chunk (a chunk's static import) shares its fetch (one
    // module map entry).
    asked.set(tag, false);
    void nextTask().then(() => {
      // With its chunk, every chunk its first render needs (ELEMENT_PRELOADS): one round trip, not one per level.
      for (const key of ['', tag, ...Array.from(doc.getElementsByTagName(tag), (el) => `${tag}/${el.getAttribute('design')}`)]) {
        // A bundler's copy (not AT_HOME) has no chunks/ folder to preload from.
        for (const name of (AT_HOME && ELEMENT_PRELOADS[key]?.split(',')) || []) {
          if (preloaded.has(name)) continue;
          preloaded.add(name);
          // A link each task: a link's insertion starts its fetch, 0.1-4 ms each (x4 under Lighthouse's CPU),
          // and a gallery's twelve in one task made it one long task.
          setTimeout(appendLink, 0, 'modulepreload', `./chunks/${name}.js`);
        }
      }
      return loadChunk(tag, loaders[tag]!).then(
        // Defined in a task of its own: the chunk's evaluation (React's, the first time) and the first
        // render are then two shorter tasks instead of one long one that blocks input.
        (module) => nextTask().then(() => define(tag, module.default)),
        (error: unknown) => {
          // Visitor §8: module load failures log a warning. The server-rendered content stays visible.
          asked.set(tag, true);
          logWarn(LIBRARY_MESSAGES.chunkLoadFailed(tag), error);
          for (const el of doc.querySelectorAll(tag)) el.setAttribute(FAILED_ATTRIBUTE, '');
        },
      );
    });
  }

  // The waiting room loads with the first element that waits (most pages have none).
  let waiter: Promise<Waiter> | undefined;

  function visit(el: Element): void {
    const tag = el.localName;
    if (asked.get(tag)) el.setAttribute(FAILED_ATTRIBUTE, '');
    else if (tag in loaders && !asked.has(tag)) {
      const strategy = (el.getAttribute(UPGRADE_ATTRIBUTE) ?? (UPGRADE_WHEN_IDLE.includes(tag) ? 'idle' : 'visible')) as UpgradeStrategy;
      // Within a viewport's height below the top of the page as it opens: at once, no observer round.
      if (strategy === 'eager' || (strategy === 'visible' && el.getBoundingClientRect().top < 2 * innerHeight)) request(tag);
      else void (waiter ??= import('./upgrade-later.ts').then((module) => module.createWaiter(request, doc))).then((w) => w.wait(el, strategy));
    }
  }

  function scan(root: ParentNode): void {
    if (root instanceof Element) visit(root);
    for (const el of root.querySelectorAll(':not(:defined)')) visit(el);
  }

  const observer = new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        // A large insertion (an ajax page load, a long list) is one document query, not one per node.
        if (node instanceof Element && added.push(node) > BATCH_SCAN_THRESHOLD) return scan(doc);
      }
    }
    for (const el of added) scan(el);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  void painted().then(() => scan(doc));

  return {
    scan,
    stop: () => {
      observer.disconnect();
      void waiter?.then((w) => w.stop());
    },
  };
}
