// The cells of the uniform grids (grid, autogrid, list), built as plain DOM rather than a React component
// per slide: a grid mounts hundreds of slides at once, and each cell is the same few elements around the
// slide's own server <img> (adopted, never copied). The markup is what the React parts render
// (slide-parts.tsx): li.sq-gallery__item > button.sq-gallery__open | a.sq-gallery__open | nothing >
// div.sq-gallery__frame > span.sq-adopted > img. The cells are built again only when the slides or the
// settings they show change, never for the gallery's width or index; a player's cell is kept and dressed
// again (a frame moved without moveBefore() loads again).
import { CONTROL_LABELS } from '../../../catalog/messages/controls.ts';
import { adoptNode, adoptNodes, releaseNode, staying } from '../../../runtime/bridge/light-dom.ts';
import { insertBefore, moveNode, removeChild } from '../../../runtime/bridge/move-node.ts';
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

// The server nodes (pictures, players) each list's cells hold, so the ones a rebuild no longer shows, and
// all of them when the grid goes, are let go: back to their slides, where a read finds them.
const held = new WeakMap<HTMLElement, Set<Node>>();

/**
 * Fills `list` with one cell per slide and returns, for each lightbox button, its slide's index (the
 * grid's one click listener reads it). A player's cell stays where it is, so the player keeps playing
 * and focus inside it stays, in every engine; the other cells are built again in the connected list
 * before the old ones go. A visitor on a cell's own button or link, which is built again, goes on from
 * the same one in the new cell of the same slide.
 */
export function buildCells(list: HTMLElement, options: CellOptions): Map<Element, number> {
  const old = Array.from(list.childNodes);
  const focus = focusIn(list);
  const nodes = new Set<Node>();
  const kept = keptCells(list, options.slides);
  const openers = fillCells(list, options, kept, nodes);
  for (const node of held.get(list) ?? []) if (!nodes.has(node)) releaseNode(node);
  held.set(list, nodes);
  for (const cell of old) if (!kept.cells.has(cell)) removeChild(list, cell);
  if (focus) focusAgain(list, focus);
  return openers;
}

/** The grid goes (another design, the gallery's unmount): its server nodes go back to their slides. */
export function releaseCells(list: HTMLElement): void {
  for (const node of held.get(list) ?? []) releaseNode(node);
  held.delete(list);
}

/** Where focus was in a cell: its place, what the cell showed, and the way down to the focused element. */
interface CellFocus { place: number; shown: Element | null; path: number[]; tag: string; className: string | null }

function focusIn(list: HTMLElement): CellFocus | null {
  // The focused element itself where the gallery is inside a page's shadow root.
  const focused = (list.getRootNode() as Document | ShadowRoot).activeElement;
  const cell = focused && list.contains(focused) ? focused.closest('.sq-gallery__item') : null;
  if (!focused || !cell || cell.parentNode !== list) return null;
  const path: number[] = [];
  for (let node: Element = focused; node !== cell; node = node.parentElement!) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  }
  return {
    // The class attribute: an SVG element's className is not a string.
    place: Array.prototype.indexOf.call(list.children, cell), path, tag: focused.tagName, className: focused.getAttribute('class'),
    shown: cell.querySelector('.sq-adopted > *, .sq-gallery__media > *'),
  };
}

/**
 * Focus lost with an old cell goes to the same element of the new cell showing the same picture or
 * player, or, where the page removed that slide (or the cell showed a copy), of the cell now in its place.
 */
function focusAgain(list: HTMLElement, { place, shown, path, tag, className }: CellFocus): void {
  const now = document.activeElement;
  if (now !== null && now !== document.body) return;
  const cell = shown && list.contains(shown) ? shown.closest('.sq-gallery__item')
    : list.children[Math.min(place, list.children.length - 1)];
  let target: Element | undefined = cell ?? undefined;
  for (const index of path) target = target?.children[index];
  if (!(target && target.tagName === tag && target.getAttribute('class') === className)) {
    target = cell?.querySelector('.sq-gallery__open') ?? undefined;
  }
  if (target instanceof HTMLElement || target instanceof SVGElement) target.focus({ preventScroll: true });
}

/**
 * Puts a cell per slide in `list`, in the slides' order, and returns the lightbox buttons' slide indexes;
 * the server nodes the cells adopt are added to `nodes`. A player's cell is kept where it is (a frame moved
 * without moveBefore() loads again, as in WebKit); every other cell is new, put before the next kept one.
 * The old cells not kept stay until buildCells() removes them.
 */
function fillCells(list: HTMLElement, options: CellOptions, kept: KeptCells, nodes: Set<Node>): Map<Element, number> {
  const { slides, lightbox } = options;
  const openers = new Map<Element, number>();
  // The kept cells already in the slides' order stay; a player the page moved before others moves.
  const stay = staying(slides.flatMap((slide) => kept.byMedia.get(slide.media!) ?? []), list);
  // The next cell that stays, before which the others go; old cells not kept are passed over.
  let next: Node | null = list.firstChild;
  const passOver = () => { while (next && !stay.has(next)) next = next.nextSibling; };
  passOver();
  slides.forEach((slide, index) => {
    const old = slide.media ? kept.byMedia.get(slide.media) : undefined;
    if (old) {
      if (old === next) { next = next.nextSibling; passOver(); } else moveNode(list, old, next);
      dressCell(old, slide, options);
      nodes.add(slide.media!);
      return;
    }
    const item = document.createElement('li');
    item.className = 'sq-gallery__item';
    insertBefore(list, item, next);
    let around: HTMLElement = item;
    if (lightbox && slide.type === 'image') {
      const button = element('button', 'sq-gallery__open', item);
      button.type = 'button';
      button.setAttribute('aria-label', CONTROL_LABELS.openInLightbox(slide.title || CONTROL_LABELS.slideOf(index + 1, slides.length)));
      openers.set(button, index);
      around = button;
    } else if (slide.clickThroughUrl) {
      around = element('a', 'sq-gallery__open', item);
    }
    fillMedia(element('div', 'sq-gallery__frame', around), slide, nodes);
    dressCell(item, slide, options);
  });
  return openers;
}

interface KeptCells { byMedia: Map<Node, HTMLElement>; cells: Set<Node> }

/**
 * The old cells that show a player a slide still has, by the player, where the cell is as the slide's would
 * be built (a click-through link or not; a player's slide gets no lightbox button).
 */
function keptCells(list: HTMLElement, slides: readonly Slide[]): KeptCells {
  const byMedia = new Map<Node, HTMLElement>();
  const cells = new Set<Node>();
  for (const slide of slides) {
    const wrapper = slide.media?.parentElement;
    const cell = wrapper?.classList.contains('sq-gallery__media') ? wrapper.closest<HTMLElement>('.sq-gallery__item') : null;
    if (!cell || cell.parentNode !== list || cells.has(cell)) continue;
    if (!!cell.querySelector(':scope > a.sq-gallery__open') !== !!slide.clickThroughUrl) continue;
    byMedia.set(slide.media!, cell);
    cells.add(cell);
  }
  return { byMedia, cells };
}

/** What a cell shows of the settings and the slide around its media: the list's columns, the link, the ratio, the caption. */
function dressCell(cell: HTMLElement, slide: Slide, { ratio, listImageSize }: CellOptions): void {
  if (listImageSize !== null) cell.style.gridTemplateColumns = `${listImageSize}% 1fr`;
  else cell.style.removeProperty('grid-template-columns');
  const link = cell.querySelector<HTMLAnchorElement>(':scope > a.sq-gallery__open');
  if (link) link.href = slide.clickThroughUrl;
  const frame = cell.querySelector<HTMLElement>('.sq-gallery__frame')!;
  const r = ratio(slide);
  frame.style.aspectRatio = r ? String(r) : '';
  frame.style.height = r ? '' : '100%';
  cell.querySelector(':scope > .sq-gallery__list-meta')?.remove();
  if (listImageSize !== null && slide.caption.length > 0) {
    // The caption is copied, as NodeSlot does: the server's own stays the fallback.
    element('span', 'sq-gallery__list-meta', cell).replaceChildren(...slide.caption.map((node) => node.cloneNode(true)));
  }
}

/** A slide's media in its frame: slideMedia() of slide-parts.tsx, as DOM. */
function fillMedia(frame: HTMLElement, slide: Slide, nodes: Set<Node>): void {
  if (slide.media) {
    // Adopted, as MovedNodes does: remembered, so a read of edited slides finds it and a failed view puts it back.
    adoptNode(slide.media, element('div', 'sq-gallery__media', frame));
    nodes.add(slide.media);
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
    nodes.add(image.element);
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
