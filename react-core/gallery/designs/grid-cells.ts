// The cells of the uniform grids (grid, autogrid, list), built as plain DOM rather than a React component
// per slide: a grid mounts hundreds of slides at once, and each cell is the same few elements around the
// slide's own server <img> (adopted, never copied). The markup is what the React parts render
// (slide-parts.tsx): li.sq-gallery__item > button.sq-gallery__open | a.sq-gallery__open | nothing >
// div.sq-gallery__frame > span.sq-adopted > img. The cells are built again only when the slides or the
// settings they show change, never for the gallery's width or index.
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { adoptNode, adoptNodes } from '../../../runtime/bridge/light-dom.ts';
import type { Slide } from '../read-slides.ts';
import { dressImage } from '../slide-parts.tsx';

export interface CellOptions {
  slides: readonly Slide[];
  /** The frame's aspect ratio for a slide, or null to fill the cell's height. */
  ratio(slide: Slide): number | null;
  lightbox: boolean;
  /** list: the image column's width in percent; null for the grids. */
  listImageSize: number | null;
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  parent.appendChild(node);
  return node;
};

/**
 * Fills `list` with one cell per slide and returns, for each lightbox button, its slide's index (the
 * grid's one click listener reads it). The new cells are built in the connected list before the old
 * ones go, so an adopted player moves from its old cell to its new one with moveBefore() and keeps
 * playing, and a focused button inside it keeps focus. A visitor on a cell's own button or link, which
 * is built again, goes on from the new one of the same slide.
 */
export function buildCells(list: HTMLElement, options: CellOptions): Map<Element, number> {
  const old = Array.from(list.childNodes);
  const focused = document.activeElement?.closest('.sq-gallery__open');
  const opener = focused && list.contains(focused) ? focused : null;
  // What the focused cell shows, which its new cell shows too; or, for a copied image, its place.
  const shown = opener?.querySelector('.sq-adopted > *, .sq-gallery__media > *') ?? null;
  const place = opener ? old.indexOf(opener.closest('.sq-gallery__item')!) : -1;
  const openers = fillCells(list, options);
  for (const cell of old) cell.remove();
  if (opener && (document.activeElement === null || document.activeElement === document.body)) {
    // The page may have removed that slide: then the cell now in its place (or the last) has focus.
    const next = (shown && list.contains(shown) ? shown.closest('.sq-gallery__open') : null)
      ?? list.children[Math.min(place, list.children.length - 1)]?.querySelector('.sq-gallery__open');
    if (next instanceof HTMLElement) next.focus({ preventScroll: true });
  }
  return openers;
}

function fillCells(list: HTMLElement, { slides, ratio, lightbox, listImageSize }: CellOptions): Map<Element, number> {
  const openers = new Map<Element, number>();
  slides.forEach((slide, index) => {
    const item = element('li', 'sq-gallery__item', list);
    if (listImageSize !== null) item.style.gridTemplateColumns = `${listImageSize}% 1fr`;
    let around: HTMLElement = item;
    if (lightbox && slide.type === 'image') {
      const button = element('button', 'sq-gallery__open', item);
      button.type = 'button';
      button.setAttribute('aria-label', CONTROL_LABELS.openInLightbox(slide.title || CONTROL_LABELS.slideOf(index + 1, slides.length)));
      openers.set(button, index);
      around = button;
    } else if (slide.clickThroughUrl) {
      const link = element('a', 'sq-gallery__open', item);
      link.href = slide.clickThroughUrl;
      around = link;
    }
    const frame = element('div', 'sq-gallery__frame', around);
    const r = ratio(slide);
    if (r) frame.style.aspectRatio = String(r);
    else frame.style.height = '100%';
    fillMedia(frame, slide);
    if (listImageSize !== null && slide.caption.length > 0) {
      // The caption is copied, as NodeSlot does: the server's own stays the fallback.
      element('span', 'sq-gallery__list-meta', item).replaceChildren(...slide.caption.map((node) => node.cloneNode(true)));
    }
  });
  return openers;
}

/** A slide's media in its frame: slideMedia() of slide-parts.tsx, as DOM. */
function fillMedia(frame: HTMLElement, slide: Slide): void {
  if (slide.media) {
    // Adopted, as MovedNodes does: remembered, so a read of edited slides finds it and a failed view puts it back.
    adoptNode(slide.media, element('div', 'sq-gallery__media', frame));
    return;
  }
  const image = slide.image;
  if (!image) {
    element('div', 'sq-gallery__img sq-gallery__img--empty', frame);
    return;
  }
  if (image.element) {
    // An image keeps its pixels through a plain move: no moveBefore() bookkeeping for hundreds of them.
    adoptNodes([image.element], element('span', 'sq-adopted', frame));
    dressImage(image.element, image, true);
    return;
  }
  const img = element('img', 'sq-gallery__img', frame);
  img.alt = image.alt;
  img.draggable = false;
  img.setAttribute('data-src', image.src);
  if (image.dimensionsText) img.setAttribute('data-image-dimensions', image.dimensionsText);
  if (image.focalText) img.setAttribute('data-image-focal-point', image.focalText);
  img.style.objectPosition = `${image.focal.x * 100}% ${image.focal.y * 100}%`;
}
