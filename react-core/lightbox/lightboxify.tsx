// <sq-lightbox>'s view ("lightboxify" for a plain image block): the server-rendered images themselves,
// moved into the view (the same nodes: no second request or decode, nothing moves), each opening the
// lightbox at itself when clicked or activated from the keyboard.
import { useLayoutEffect, useRef } from 'react';
import { ACTIVATE_KEY_CODES } from '../../catalog/constants.ts';
import type { LightboxTheme } from '../../catalog/gallery.ts';
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { adoptNode, releaseNode } from '../../runtime/bridge/light-dom.ts';
import { logWarn } from '../../runtime/log.ts';
import { findItems, withSizes, type LightboxifyData } from './lightboxify-data.ts';
import { initialSlideFromLocation } from '../../runtime/address-item.ts';
import { openLightbox, watchOpening, type LightboxHandle } from './open-lightbox.ts';

export interface LightboxifyProps {
  theme: LightboxTheme;
  lightboxTitle: string;
  padding: number;
  speed: number;
  historyHash: boolean;
  collectionUrl: string;
  data: LightboxifyData;
}

type Settings = Omit<LightboxifyProps, 'data'>;

/** The attributes the view sets on the server's items, which its cleanup gives back as they were. */
const ITEM_ATTRIBUTES = ['aria-haspopup', 'tabindex', 'role'] as const;

/**
 * Opens the lightbox for clicks on items and Enter/Space on image-only items; returns the cleanup, which
 * leaves the server's nodes as they came.
 */
function enhance(root: HTMLElement, data: LightboxifyData, settings: () => Settings): () => void {
  const items = findItems(data.nodes);
  const before = items.map((item) => ITEM_ATTRIBUTES.map((name) => item.getAttribute(name)));
  for (const item of items) {
    item.setAttribute('aria-haspopup', 'dialog');
    // An image with data-src and no link becomes a keyboard-reachable button.
    if (!(item instanceof HTMLAnchorElement)) {
      item.tabIndex = 0;
      item.setAttribute('role', 'button');
    }
  }
  let busy = false;
  let disposed = false;
  let handle: LightboxHandle | null = null;

  const open = async (item: HTMLElement) => {
    if (busy) return;
    busy = true;
    const watch = watchOpening(); // an Escape or a back navigation before it opens cancels it
    try {
      const { theme, lightboxTitle, padding, speed, historyHash, collectionUrl } = settings();
      const slides = await withSizes(data.slides);
      if (disposed) return;
      handle = await openLightbox({
        slides, index: items.indexOf(item), theme, title: lightboxTitle, padding, speed, opener: item,
        historyHash, collectionUrl: collectionUrl || undefined,
      }, watch);
      if (disposed) handle.close();
      await handle.closed;
    } catch (error) {
      logWarn(LIBRARY_MESSAGES.chunkLoadFailed('sq-lightbox'), error);
    } finally {
      watch.stop();
      handle = null;
      busy = false;
    }
  };

  const itemOf = (target: EventTarget | null) =>
    (target instanceof Node ? items.find((item) => item.contains(target)) : undefined) ?? null;
  const onClick = (event: MouseEvent) => {
    const item = itemOf(event.target);
    // Modified clicks keep their browser meaning (a new tab, a download).
    if (!item || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(item);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const item = itemOf(event.target);
    if (!item || item instanceof HTMLAnchorElement) return; // a link's Enter is already a click
    if (!(ACTIVATE_KEY_CODES as readonly number[]).includes(event.keyCode)) return;
    event.preventDefault();
    void open(item);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  // The initial slide comes from the address (visitor §2 "Gallery lightbox"), history hash or not.
  const named = initialSlideFromLocation(data.slides);
  if (named !== null && items[named]) void open(items[named]);
  return () => {
    disposed = true;
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    handle?.close();
    items.forEach((item, i) => ITEM_ATTRIBUTES.forEach((name, j) => {
      const value = before[i]![j] ?? null;
      if (value === null) item.removeAttribute(name);
      else item.setAttribute(name, value);
    }));
  };
}

export function Lightboxify({ data, ...settings }: LightboxifyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef<Settings>(settings);
  useLayoutEffect(() => {
    latest.current = settings;
  });
  useLayoutEffect(() => {
    const root = ref.current!;
    for (const node of data.nodes) adoptNode(node, root);
    // In a tier without the lightbox the images stay what they were: plain links and images.
    const undo = data.available ? enhance(root, data, () => latest.current) : undefined;
    return () => {
      undo?.();
      for (const node of data.nodes) releaseNode(node);
    };
  }, [data]);
  return <div ref={ref} className="sq-lightbox__images" />;
}

export const LIGHTBOXIFY_STYLES = `
:where(sq-lightbox) { display: block; }
:where(.sq-lightbox__images) { display: contents; }
:where(.sq-lightbox__images [aria-haspopup="dialog"]) { cursor: zoom-in; }
:where(.sq-lightbox__images [role="button"]:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
`;
