// Labels, log lines and constants of the block widgets (visitor §4 "Accordion", "Menu block", "Pricing
// toggle", §7 GetWidgetRendering, §8 "Others", §9 "Page and blocks"). The spec words none of these texts:
// they are designed here, in one place, for <sq-accordion>, <sq-menu>, <sq-pricing-toggle>,
// <sq-image-block> and <sq-widget>.
import { SHAPES, type Shape } from './blocks.ts';
import { PAGE_BLOCKS } from './constants.ts';

/** Spoken names the spec leaves to the design (overridable by each element's `label` attribute). */
export const BLOCK_WIDGET_LABELS = {
  /** The name of <sq-menu>'s tab list. */
  menuTabs: 'Menu sections',
  /** The legend of <sq-pricing-toggle>'s radio group. */
  pricingOptions: 'Billing period',
} as const;

/** Console lines of <sq-widget> (visitor §8 "Widget script not-found failures are only logged"). */
export const BLOCK_WIDGET_LOGS = {
  widgetNotFound: (type: string, id: string) =>
    `Sq: widget rendering not found (type "${type}", id "${id}"); the block keeps its content.`,
  widgetFailed: (type: string, id: string, reason: string) =>
    `Sq: widget rendering failed (type "${type}", id "${id}"); the block keeps its content. ${reason}`,
  widgetBadAnswer: (type: string, id: string) =>
    `Sq: widget rendering answer has no html (type "${type}", id "${id}"); the block keeps its content.`,
} as const;

/**
 * Shape mask height ratios (height over width, percent) by shape (visitor §9 "Shape mask height ratios
 * 100, 150 and 67 percent by shape"). The spec lists the ratios in the order of the shapes list: circle
 * 100 (a true circle), diamond 150 (a tall rhombus), octagon 67 (a wide octagon).
 */
export const SHAPE_HEIGHT_RATIOS = /*#__PURE__*/ Object.fromEntries(
  SHAPES.map((shape, index) => [shape, PAGE_BLOCKS.shapeMaskHeightRatiosPercent[index]!]),
) as Record<Shape, number>;

/** <sq-image-block>'s `shape` values: no mask, or one of the catalogued shapes. */
export const IMAGE_BLOCK_SHAPES = ['none', ...SHAPES] as const;
export type ImageBlockShape = (typeof IMAGE_BLOCK_SHAPES)[number];

/** The 404 of GetWidgetRendering: a widget the server does not know, only logged. */
export const WIDGET_NOT_FOUND_STATUS = 404;
