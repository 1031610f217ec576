// The gallery validators of visitor §5 "Gallery". Each takes what a template or block JSON gave,
// logs the catalogued message when it is wrong and returns a safe value, never throwing. Absent
// values (undefined, null, '') are not errors: they give the default silently. §5's strip alignment,
// new-swipe boundaries, snapPoints and resize emitter rules have no validator: no setting carries
// those values (docs/elements/sq-gallery.md, "Spec numbers with no visitor effect here").
import { GALLERY_DESIGN_DEFAULTS } from '../../../catalog/constants.ts';
import {
  DEFAULT_GALLERY_DESIGN, DEFAULT_STACKED_TRANSITION, GALLERY_DESIGNS, STACKED_TRANSITIONS,
  type GalleryDesign, type StackedTransition,
} from '../../../catalog/gallery.ts';
import { GALLERY_MESSAGES } from '../../../catalog/messages/gallery.ts';
import { PARSER_MESSAGES } from '../../../catalog/messages/parser.ts';
import { shownJson as shown } from '../../../runtime/bridge/attributes.ts';
import { logError, logWarn } from '../../../runtime/log.ts';

const absent = (value: unknown) => value === undefined || value === null || value === '';


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
