// Defines an element when its tag first appears, now or later (a MutationObserver watches the
// document). Idempotent: a tag is requested at most once, and a second autoloader is harmless.
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { loadChunk } from './chunk-loader.ts';
import { define } from './define.ts';
import { logWarn } from './log.ts';
import type { ElementLoader } from './registry.ts';

export const FAILED_ATTRIBUTE = 'data-sq-failed';
const BATCH_SCAN_THRESHOLD = 32;

export interface Autoloader { scan(root: ParentNode): void; stop(): void; ready(tag: string): Promise<void> | undefined }

export function startAutoloader(loaders: Readonly<Record<string, ElementLoader>>, doc: Document = document): Autoloader {
  const pending = new Map<string, Promise<void>>();
  const failed = new Set<string>();

  function markFailed(root: ParentNode, tag: string): void {
    for (const el of root.querySelectorAll(tag)) el.setAttribute(FAILED_ATTRIBUTE, '');
  }

  function request(tag: string): void {
    const loader = loaders[tag];
    if (!loader || pending.has(tag) || customElements.get(tag)) return;
    pending.set(tag, loadChunk(tag, loader).then(
      (module) => define(tag, module.default),
      (error: unknown) => {
        // Visitor §8: module load failures log a warning. The server-rendered content stays visible.
        failed.add(tag);
        logWarn(LIBRARY_MESSAGES.chunkLoadFailed(tag), error);
        markFailed(doc, tag);
      },
    ));
  }

  function visit(el: Element): void {
    const tag = el.localName;
    if (failed.has(tag)) el.setAttribute(FAILED_ATTRIBUTE, '');
    else if (tag in loaders) request(tag);
  }

  function scan(root: ParentNode): void {
    if (root instanceof Element) visit(root);
    for (const el of root.querySelectorAll(':not(:defined)')) visit(el);
  }

  const observer = new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
    // A large insertion (an ajax page load, a long list) is one document query, not one per node.
    if (added.length > BATCH_SCAN_THRESHOLD) scan(doc);
    else for (const el of added) scan(el);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  scan(doc);

  return { scan, stop: () => observer.disconnect(), ready: (tag) => pending.get(tag) };
}
