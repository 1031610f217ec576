// Layout arithmetic of the gallery designs (visitor §4 "Carousel", §9 "Galleries"): carousel rows and
// pages, autocolumns, the thumbnail strip offset and the stacked meta overlay.
// Widths and heights in px; the views measure, these compute.
import { CAROUSEL_RESPONSIVE, GALLERY_DESIGN_DEFAULTS, STACKED_META_OVERLAY } from '../../../catalog/constants.ts';
import type { StripAlignment } from '../../../catalog/gallery.ts';

const positive = (n: number) => Number.isFinite(n) && n > 0;

/**
 * Carousel slides per row: 2 under 480 px if configured over 1, 3 under 724 px if configured over 2.
 * A configured value that is not a positive number is the default 3; fractions round down.
 */
export function carouselSlidesPerRow(configured: number, containerWidth: number): number {
  const perRow = positive(configured) ? Math.max(1, Math.floor(configured)) : GALLERY_DESIGN_DEFAULTS.carousel.slidesPerRow;
  for (const rule of CAROUSEL_RESPONSIVE) {
    if (containerWidth < rule.belowWidthPx && perRow > rule.above) return rule.slidesPerRow;
  }
  return perRow;
}

/** The carousel moves by groups of `perRow`: how many groups `count` slides make. */
export function carouselPages(count: number, perRow: number): number {
  return count > 0 ? Math.ceil(count / Math.max(1, perRow)) : 0;
}

/** The group holding slide `index` (for going to a slide chosen elsewhere, e.g. the lightbox). */
export function carouselPageOf(index: number, perRow: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, perRow));
}

/** Controls hide when every slide fits in one view. */
export function carouselControlsHidden(count: number, perRow: number): boolean {
  return count <= perRow;
}

/**
 * Autogrid/autocolumns: how many columns of `columnWidth` (with `gutter` between) fit. Behavior
 * 'min' rounds down (columns never narrower than columnWidth), anything else up; at least 1.
 */
export function autoColumnsCount(containerWidth: number, columnWidth: number, gutter: number): number {
  const gap = Math.max(0, gutter || 0);
  if (!positive(containerWidth) || !positive(columnWidth)) return 1;
  // Behavior is always 'min' (floor): no attribute or block data field sets another (§3 lists none),
  // so §9's "else ceil" has no visitor effect and no code.
  return Math.max(1, Math.floor((containerWidth + gap) / (columnWidth + gap)));
}

export interface StripOffsetOptions {
  index: number;
  thumbWidths: number[];
  viewportWidth: number;
  alignment: StripAlignment;
  /** Space between thumbnails (thumbnail-strip-margin). */
  margin: number;
}

/**
 * The thumbnail strip's translateX (0 or negative) that puts the active thumbnail at the start,
 * middle or end of the viewport, clamped so the strip never shows space before its first or after
 * its last thumbnail. At start and end the thumbnail keeps a gap from the edge equal to the margin,
 * capped at 5 px, so its neighbour stays hinted.
 */
export function stripOffset({ index, thumbWidths, viewportWidth, alignment, margin }: StripOffsetOptions): number {
  const count = thumbWidths.length;
  if (count === 0) return 0;
  const gap = Math.max(0, margin || 0);
  const active = Math.min(count - 1, Math.max(0, Math.floor(index) || 0));
  let left = 0;
  for (let i = 0; i < active; i++) left += (thumbWidths[i] ?? 0) + gap;
  const width = thumbWidths[active] ?? 0;
  const total = thumbWidths.reduce((sum, w) => sum + w, 0) + gap * (count - 1);
  const edge = Math.min(gap, GALLERY_DESIGN_DEFAULTS.strip.marginOffsetCap);
  const target =
    alignment === 'start' ? left - edge
    : alignment === 'end' ? left + width + edge - viewportWidth
    : left + width / 2 - viewportWidth / 2;
  const clamped = Math.min(Math.max(0, total - viewportWidth), Math.max(0, target));
  return clamped === 0 ? 0 : -clamped; // never -0
}

/** The thumbnails in the strip's view scrolled `scrolled` px along (any part of them), and GALLERY_DESIGN_DEFAULTS.strip.preloadCount beyond each edge. */
export function stripAhead(widths: number[], margin: number, scrolled: number, viewportWidth: number): number[] {
  const shown: number[] = [];
  let left = 0;
  widths.forEach((w, i) => {
    if (left + w > scrolled && left < scrolled + viewportWidth) shown.push(i);
    left += w + margin;
  });
  if (shown.length === 0) return [];
  const from = Math.max(0, shown[0]! - GALLERY_DESIGN_DEFAULTS.strip.preloadCount);
  const to = Math.min(widths.length - 1, shown[shown.length - 1]! + GALLERY_DESIGN_DEFAULTS.strip.preloadCount);
  return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}

/** Stacked meta overlay: fixed at 40% of the container when its content exceeds 90%, else null. */
export function metaOverlayHeight(contentHeight: number, containerHeight: number): number | null {
  if (!positive(containerHeight)) return null;
  const { overflowPercent, fixedHeightPercent } = STACKED_META_OVERLAY;
  return contentHeight > (containerHeight * overflowPercent) / 100 ? (containerHeight * fixedHeightPercent) / 100 : null;
}
