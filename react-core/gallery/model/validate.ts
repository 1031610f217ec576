// The gallery validators of visitor §5 "Gallery". Each takes what a template or block JSON gave,
// logs the catalogued message when it is wrong and returns a safe value, never throwing. Absent
// values (undefined, null, '') are not errors: they give the default silently.
import { GALLERY_DESIGN_DEFAULTS } from '../../../catalog/constants.ts';
import {
  DEFAULT_GALLERY_DESIGN, DEFAULT_STACKED_TRANSITION, GALLERY_DESIGNS, NEW_SWIPE_BOUNDARIES, RESIZE_AXES,
  SNAP_POINTS_NONE, STACKED_TRANSITIONS, STRIP_ALIGNMENTS,
  type GalleryDesign, type NewSwipeBoundary, type ResizeAxis, type StackedTransition, type StripAlignment,
} from '../../../catalog/gallery.ts';
import { GALLERY_MESSAGES } from '../../../catalog/messages/gallery.ts';
import { PARSER_MESSAGES } from '../../../catalog/messages/parser.ts';
import { logError, logWarn } from '../../../runtime/log.ts';

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** How a rejected value is shown in a message: JSON, cut at 60 characters like the bridge's. */
function shown(value: unknown): string {
  let text: string;
  try { text = JSON.stringify(value) ?? String(value); } catch { text = String(value); }
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function expected(what: string, value: unknown): void {
  logWarn(PARSER_MESSAGES.expected(what, shown(value)));
}

function member<V extends string>(values: readonly V[], value: unknown): value is V {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** An unknown design logs GALLERY_MESSAGES.unknownDesign and gives 'stacked'. */
export function validateDesign(name: unknown): GalleryDesign {
  if (member(GALLERY_DESIGNS, name)) return name;
  if (!absent(name)) logError(GALLERY_MESSAGES.unknownDesign(String(name)));
  return DEFAULT_GALLERY_DESIGN;
}

/** An unknown transition logs GALLERY_MESSAGES.unknownTransition and gives 'fade'. */
export function validateTransition(name: unknown): StackedTransition {
  if (member(STACKED_TRANSITIONS, name)) return name;
  if (!absent(name)) logError(GALLERY_MESSAGES.unknownTransition(String(name)));
  return DEFAULT_STACKED_TRANSITION;
}

/** autocolumns columnWidth: a positive number, strings parsed as integers ("300px" is 300); else 250. */
export function validateColumnWidth(value: unknown): number {
  const fallback = GALLERY_DESIGN_DEFAULTS.autocolumns.columnWidth;
  if (absent(value)) return fallback;
  const width = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof width === 'number' && Number.isFinite(width) && width > 0) return width;
  expected('a positive number for columnWidth', value);
  return fallback;
}

/** Strip alignment: start, middle or end; else the strip default, middle. */
export function validateStripAlignment(value: unknown): StripAlignment {
  const fallback = GALLERY_DESIGN_DEFAULTS.strip.alignment;
  if (member(STRIP_ALIGNMENTS, value)) return value;
  if (!absent(value)) expected(`one of ${STRIP_ALIGNMENTS.join(', ')} for the strip alignment`, value);
  return fallback;
}

/**
 * New-swipe boundaries, given as an array or a comma/space separated string: each must be none, hard
 * or inertial; a wrong one is logged and becomes none. Anything else is logged and gives [].
 */
export function validateNewSwipeBoundaries(value: unknown): NewSwipeBoundary[] {
  if (absent(value)) return [];
  const list = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;
  const what = `one of ${NEW_SWIPE_BOUNDARIES.join(', ')} for a new-swipe boundary`;
  if (!Array.isArray(list)) {
    expected(`a list of ${NEW_SWIPE_BOUNDARIES.join(', ')} for the new-swipe boundaries`, value);
    return [];
  }
  return list.map((item: unknown) => {
    if (member(NEW_SWIPE_BOUNDARIES, item)) return item;
    expected(what, item);
    return 'none';
  });
}

const PERCENTAGE = /^\d+(\.\d+)?%$/;

/** snapPoints: a percentage from 0% to 100% (e.g. "50%") or "none"; anything else is logged, none. */
export function validateSnapPoints(value: unknown): string {
  if (absent(value)) return SNAP_POINTS_NONE;
  if (value === SNAP_POINTS_NONE) return value;
  if (typeof value === 'string' && PERCENTAGE.test(value) && Number.parseFloat(value) <= 100) return value;
  expected(`a percentage or ${SNAP_POINTS_NONE} for snapPoints`, value);
  return SNAP_POINTS_NONE;
}

export interface ResizeEmitterOptions { axis: ResizeAxis; threshold: number; resizing: boolean }

/** Defaults of the resize emitter's options (the spec gives none but the 300 ms debounce). */
export const RESIZE_EMITTER_DEFAULTS: ResizeEmitterOptions = { axis: 'x', threshold: 0, resizing: false };

/** Resize emitter: axis x or y, threshold a number, resizing a boolean; each wrong field is logged and defaulted. */
export function validateResizeEmitter(options: unknown): ResizeEmitterOptions {
  const result = { ...RESIZE_EMITTER_DEFAULTS };
  if (absent(options)) return result;
  if (typeof options !== 'object' || Array.isArray(options)) {
    expected('an object for the resize emitter options', options);
    return result;
  }
  const { axis, threshold, resizing } = options as Record<string, unknown>;
  if (member(RESIZE_AXES, axis)) result.axis = axis;
  else if (axis !== undefined) expected(`${RESIZE_AXES.join(' or ')} for the resize emitter axis`, axis);
  if (typeof threshold === 'number' && Number.isFinite(threshold)) result.threshold = threshold;
  else if (threshold !== undefined) expected('a number for the resize emitter threshold', threshold);
  if (typeof resizing === 'boolean') result.resizing = resizing;
  else if (resizing !== undefined) expected('a boolean for the resize emitter resizing', resizing);
  return result;
}
